import type { ContactChoices, ContactFormWords } from '@/lib/content/forms';

/**
 * The contact form's words and what its address may preselect, written out
 * as Settings › Forms (content/settings/forms.yaml) has them today. Tests of
 * the form's behaviour render it with these: the loaders read files, which
 * the components' browser-like environment cannot, and an editor's later
 * change to the words must not break a test of the logic. The content itself
 * is checked by its loader and by the browser tests, which read the build's
 * content snapshot.
 */
export const contactFormWords: ContactFormWords = {
  heading: 'Send Us a Message',
  intro: 'We reply within one business day. Fields marked * are required.',
  fields: { name: 'Name', business: 'Business name', email: 'Email', phone: 'Phone', message: 'Message' },
  interestsLegend: "I'm interested in",
  interests: {
    merchantServices: 'Merchant Services',
    posSystems: 'POS Systems',
    paymentProcessing: 'Payment Processing',
    eCommerce: 'E-Commerce Solutions',
    cashDiscount: 'Cash Discount Program',
    requestDemo: 'Request a Demo',
  },
  submit: 'Send Message',
  sending: 'Sending...',
  success: { title: 'Message Sent', description: "Thank you for reaching out. We'll be in touch shortly!" },
  failure: { title: 'Error', description: 'There was a problem sending your message. Please try again.' },
  honeypotLabel: 'Leave this field empty',
  locale: 'en',
  validation: {
    name: 'Name must be at least 2 characters.',
    email: 'Please enter a valid email address.',
    message: 'Message must be at least 10 characters.',
    tooLong: '{{field}} must be at most {{max}} characters.',
    oneLine: '{{field}} must be on one line.',
    notAllowed: '{{field}} holds a character that is not allowed (a null or a text-direction control).',
    interests: 'Please choose interests from the list.',
  },
  files: {
    label: 'Your processing statement (optional)',
    hint: 'PDF or photos (JPEG, PNG, WebP, HEIC): up to {{maxFiles}} files, {{maxFileMb}} MB each, {{maxTotalMb}} MB in all. Black out full account numbers first; we never need your Social Security number.',
    remove: 'Remove {{file}}',
    tooMany: 'You can send at most {{maxFiles}} files.',
    tooBig: '"{{file}}" is larger than {{maxFileMb}} MB. Send a smaller copy.',
    tooBigTotal: 'The files together are larger than {{maxTotalMb}} MB. Send fewer or smaller files.',
    badType: '"{{file}}" is not a PDF or a photo (JPEG, PNG, WebP, HEIC).',
    uploading: 'Uploading your files: {{percent}}%',
  },
};

export const contactChoices: ContactChoices = {
  products: ['Clover', 'Clover Flex', 'NRS Cheetah', 'PAX-Elys', 'Curv POS'],
  partnerPrograms: {
    reseller: { name: 'Reseller Program', heading: 'Become a Reseller Partner' },
    referral: { name: 'Referral Program', heading: 'Join Our Referral Program' },
    integration: { name: 'Integration Partner Program', heading: 'Integrate With Our Payments' },
  },
  prefill: {
    product: "I'm interested in {{product}}.",
    demo: 'I would like to schedule a demo.',
    demoHeading: 'Request a {{product}} Demo',
    demoAny: 'I would like to schedule a POS demo.',
    demoHeadingAny: 'Request a Demo',
    partner: "I'd like to learn more about your {{program}}.",
    quote: {
      intro: 'I used your savings calculator and would like a quote.',
      volume: 'Monthly card volume: {{volume}}',
      ticket: 'Average ticket: {{ticket}}',
      fees: 'Current monthly processing fees: {{fees}} (effective rate {{effectiveRate}})',
      ourRate: 'Estimated cost at 2.3% + 10¢',
      dualPricing: 'Estimated cost with dual pricing / cash discount',
      saves: '{{option}}: {{cost}} a month, saving {{saving}} a month ({{yearlySaving}} a year)',
      noSaving: '{{option}}: {{cost}} a month, no saving',
    },
  },
};

/** What screen readers hear of the toast region and a toast's close button (Settings › Labels › Header). */
export const toastLabels = { region: 'Notifications', close: 'Close notification' };
