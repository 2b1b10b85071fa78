import { site } from '@/content/site';

/**
 * The words of the e-mails the site sends to visitors, and of the page a
 * newsletter confirmation link opens. Fixed templates: they never repeat
 * anything a visitor typed (lib/enquiry/mail/visitor.ts fills in only the
 * reference, the office hours, the phone number, the address and, in the
 * confirmation, the link). Placeholders in {braces} are filled there.
 */

/** The acknowledgement of a contact enquiry, sent to the address the visitor gave. */
export const acknowledgementEmail = {
  subject: `We received your enquiry ({reference})`,
  heading: `Thank you for contacting ${site.name}`,
  intro: 'This is an automatic confirmation that your enquiry reached us. Please keep its reference:',
  referenceLabel: 'Reference',
  nextHeading: 'What happens next',
  next: 'A payment expert will reply within one business day, usually sooner during our office hours. There is nothing else you need to do.',
  hoursHeading: 'Office hours (Eastern Time)',
  callHeading: 'Need us sooner?',
  call: 'Call {phone} and mention your reference.',
  addressHeading: 'Our office',
  notYou:
    'If you did not contact us, someone else entered your e-mail address; you can ignore this message and you will not hear from us again about it.',
  signature: `${site.name}`,
};

/** The newsletter's confirmation e-mail: nothing is subscribed until its owner confirms. */
export const confirmationEmail = {
  subject: `Please confirm your subscription to ${site.shortName} payment insights`,
  heading: 'Confirm your subscription',
  intro: `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address. To confirm, open this link and press the Confirm button:`,
  button: 'Confirm my subscription',
  expiry: 'The link works once and expires in 72 hours.',
  notYou:
    'If you did not ask for this, ignore this e-mail: you will not be subscribed and will not hear from us again.',
  contact: 'Questions? Call {phone}.',
  signature: `${site.name}`,
};

/** The page a confirmation link opens (/newsletter/confirm; its title, H1 and intro are in content/routes.ts). */
export const confirmPage = {
  body: 'Press the button to confirm. Nothing is subscribed until you do, and opening this page alone changes nothing.',
  button: 'Confirm',
  privacy: 'We use your address only to send the newsletter. Every issue has an unsubscribe link.',
  privacyLink: 'Privacy Policy',
  confirmed: 'Your subscription is confirmed. Thank you! The next issue will arrive in your inbox.',
  invalid:
    'This confirmation link has expired or is not valid. Links work for 72 hours; please sign up again to get a new one.',
  signUpAgain: 'Sign up again',
};
