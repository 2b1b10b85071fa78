import { line, paragraph } from '@/lib/editor/fields';

/** /newsletter/confirm, the page a confirmation e-mail's link opens: its button and what it says after. */
export const newsletterConfirmPageFields = {
  body: paragraph('Before the button'),
  button: line('Button'),
  privacy: paragraph('Privacy note'),
  privacyLink: line('Link to the privacy policy'),
  confirmed: paragraph('Once confirmed'),
  invalid: paragraph('When the link has expired or is not valid'),
  signUpAgain: line('Link to sign up again'),
};
