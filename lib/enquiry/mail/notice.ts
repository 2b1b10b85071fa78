import 'server-only';
import { defaultLocale, languageNamesInEnglish } from '@/lib/i18n/locales';
import { enquiryReference, recordLocale, type OutboxRecord } from '../record';
import { escapeHtml, messageIdDomain, type MailSettings, type MailSite, type OutgoingMail } from './compose';

/**
 * The notice operations get when the mail server refused the full operations
 * e-mail for good (a content filter that answers 554 to the visitor's words,
 * say). It carries none of the visitor's free text: only who they are, how
 * to reach them, the reference they were given and where the full record is
 * kept, so the filter has nothing to refuse and the lead is not lost.
 */
export function composeRefusalNotice(record: OutboxRecord, settings: MailSettings, site: MailSite): OutgoingMail {
  const reference = enquiryReference(record.id);
  const who =
    record.kind === 'contact'
      ? [
          `Name: ${plain(record.payload.name)}`,
          `Business: ${plain(record.payload.business) || '-'}`,
          `Email: ${plain(record.payload.email)}`,
          `Phone: ${plain(record.payload.phone) || '-'}`,
        ]
      : [`Email: ${plain(record.payload.email)}`];
  const locale = recordLocale(record);
  if (locale !== defaultLocale) who.push(`Preferred language: ${languageNamesInEnglish[locale]}`);
  const what = record.kind === 'contact' ? 'an enquiry' : 'a newsletter sign-up';
  const lines = [
    `The ${site.name} website accepted ${what}, but the mail server refused the full e-mail for good, so this notice stands in for it. Please contact the visitor.`,
    '',
    ...who,
    `Reference: ${reference} (enquiry ID ${record.id})`,
    `Submitted: ${record.createdAt}`,
    '',
    'The full record, message included, is kept on the server: run `npm run outbox` there (it lists failed deliveries), or see the webhook receiver if one is configured.',
  ];
  const text = `${lines.join('\n').trim()}\n`;
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: '', address: plain(record.payload.email) },
    subject: `Enquiry ${reference}: the full e-mail was refused, contact details inside`,
    // Its own Message-ID, derived from the record: a resend is recognisable.
    messageId: `<notice.${record.id}@${messageIdDomain(settings.from)}>`,
    date: new Date(record.createdAt),
    text,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><pre style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`,
    headers: { 'X-Enquiry-Id': record.id },
  };
}

/** One line, no control characters: the notice must not carry anything a filter could object to beyond the fields. */
function plain(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
