import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { getSite, type Site } from '@/lib/content/site';
import { slotProblems } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/**
 * The words of the e-mails sent to visitors (content/settings/emails.yaml)
 * and of the page a confirmation link opens. lib/enquiry/mail/visitor.ts
 * fills them with only what the site knows: the reference, the office hours,
 * the address, the link; never what a visitor typed.
 */

export interface AcknowledgementWords {
  /** Holds {reference}. */
  subject: string;
  heading: string;
  intro: string;
  referenceLabel: string;
  /** Holds {count}: how many files arrived with the enquiry. */
  filesReceived: string;
  nextHeading: string;
  next: string;
  hoursHeading: string;
  callHeading: string;
  call: string;
  addressHeading: string;
  notYou: string;
  signature: string;
}

export interface ConfirmationWords {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  notYou: string;
  contact: string;
  signature: string;
}

export interface EmailWords {
  acknowledgement: AcknowledgementWords;
  confirmation: ConfirmationWords;
}

export const getEmailWords = perRequest(async (source: ContentSource): Promise<EmailWords> => {
  const { file, data: filled } = await readFilledSingleton(source, 'emails');
  const { subject } = filled.acknowledgement;
  assertNoProblems(file, [
    ...(subject.includes('{reference}')
      ? []
      : [fieldProblem('acknowledgement.subject', 'must contain {reference}, the enquiry’s reference')]),
    // Filled when each e-mail is written: a slot with no value would fail that e-mail, not the build.
    ...slotProblems(subject, { must: [], may: ['reference'] }, ['acknowledgement', 'subject']),
    ...(filled.acknowledgement.filesReceived.includes('{count}')
      ? []
      : [fieldProblem('acknowledgement.filesReceived', 'must contain {count}, how many files arrived')]),
    ...slotProblems(filled.acknowledgement.filesReceived, { must: [], may: ['count'] }, [
      'acknowledgement',
      'filesReceived',
    ]),
  ]);
  return { acknowledgement: { ...filled.acknowledgement }, confirmation: { ...filled.confirmation } };
});

/** What an e-mail is written from: the business details and the e-mails' words. */
export interface MailContent {
  site: Site;
  emails: EmailWords;
}

export async function getMailContent(source?: ContentSource): Promise<MailContent> {
  const [site, emails] = await Promise.all([getSite(source), getEmailWords(source)]);
  return { site, emails };
}

/** The words of /newsletter/confirm beside its route fields (content/pages/newsletter-confirm.yaml). */
export async function getNewsletterConfirmPage(source?: ContentSource) {
  const { data } = await getPage('newsletter-confirm', source);
  return {
    body: data.body,
    button: data.button,
    privacy: data.privacy,
    privacyLink: data.privacyLink,
    confirmed: data.confirmed,
    invalid: data.invalid,
    signUpAgain: data.signUpAgain,
  };
}
