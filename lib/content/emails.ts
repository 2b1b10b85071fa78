import { getSite } from '@/lib/content/site';
import { perRequest, type ContentSource, type SingletonData } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * The words of the e-mails sent to visitors (content/settings/emails.yaml)
 * and of the page a confirmation link opens. lib/enquiry/mail/visitor.ts
 * fills them with only what the site knows: the reference, the office hours,
 * the address, the link; never what a visitor typed.
 */

/** The schema's shape (lib/editor/schema/emails.ts); the subject holds {{reference}}. */
export type EmailWords = SingletonData<'emails'>;

// The subject's {{reference}} is filled as each e-mail is written; the schema requires it.
export const getEmailWords = perRequest(
  async (source: ContentSource): Promise<EmailWords> => (await readFilledSingleton(source, 'emails')).data,
);

/** What an e-mail is written from: the business details and the e-mails' words. */
export async function getMailContent(source?: ContentSource) {
  const [site, emails] = await Promise.all([getSite(source), getEmailWords(source)]);
  return { site, emails };
}
export type MailContent = Awaited<ReturnType<typeof getMailContent>>;
