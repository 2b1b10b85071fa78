/** The newsletter sign-up's copy (blog, webinars, white papers). */
export const newsletter = {
  title: 'Get Payment Insights in Your Inbox',
  description:
    'One short e-mail a month: new articles, guides, webinar dates and white papers. No spam; unsubscribe any time.',
  label: 'Email address',
  placeholder: 'you@business.com',
  /** Under the form: what happens after a sign-up (double opt-in). */
  confirmNote: 'We e-mail you a link to confirm first: nothing is sent until you do.',
  submit: 'Subscribe',
  sending: 'Subscribing...',
  invalid: 'Please enter a valid email address.',
  success: {
    title: 'Check Your Inbox',
    description:
      'We sent you an e-mail with a link to confirm your subscription. Nothing is sent until you confirm; the link expires in 72 hours.',
  },
  failure: { title: 'Error', description: 'There was a problem subscribing. Please try again.' },
  subscribedNotice:
    'Check your inbox: we sent you an e-mail with a link to confirm your subscription. Nothing is sent until you confirm; the link expires in 72 hours.',
  /** Per-page headings of the sign-up block: pages spread their entry into NewsletterSection. */
  blog: {
    title: 'Get New Articles in Your Inbox',
    description:
      'One short e-mail a month with our latest articles and guides for merchants. No spam; unsubscribe any time.',
  },
  webinars: {
    title: 'Be First to Hear When Registration Opens',
    description:
      'Subscribers get webinar dates and registration links before anyone else, plus the recordings afterwards.',
  },
  whitePapers: {
    title: 'Get Each White Paper When It Is Published',
    description:
      'We will e-mail you a link to each paper as it is released, along with a short summary of its findings.',
  },
};
