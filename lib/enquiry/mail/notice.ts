import 'server-only';
import { createHash } from 'node:crypto';
import { defaultLocale, languageNamesInEnglish } from '@/lib/i18n/locales';
import { enquiryReference, recordLocale, type OutboxRecord } from '../record';
import { escapeHtml, messageIdDomain, type MailSettings, type MailSite, type OutgoingMail } from './compose';

/**
 * The notice operations get when the mail server refused the full operations
 * e-mail for good (a content filter that answers 554 to the visitor's words,
 * say). It carries none of the visitor's free text: only who they are, how
 * to reach them, the reference they were given and where the full record is
 * kept, so the filter has nothing to refuse and the lead is not lost.
 *
 * Several notices due at once go as one digest (composeNoticeDigest): a
 * flood of refused enquiries (thousands of GTUBE posts) reaches operations
 * as tens of e-mails, not thousands, and costs the mail server one
 * transaction per digest instead of one per lead.
 */

const fullRecordLine =
  'The full record, message included, is kept on the server: run `npm run outbox` there (it lists failed deliveries), or see the webhook receiver if one is configured.';

/** Who the visitor is and how to reach them: the fields a notice may carry, never the message. */
function contactLines(record: OutboxRecord): string[] {
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
  return who;
}

const whatOf = (record: OutboxRecord) => (record.kind === 'contact' ? 'an enquiry' : 'a newsletter sign-up');

/** The text as plain HTML: a filter or a mail client reads the same words either way. */
const asHtml = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><pre style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`;

export function composeRefusalNotice(record: OutboxRecord, settings: MailSettings, site: MailSite): OutgoingMail {
  const reference = enquiryReference(record.id);
  const lines = [
    `The ${site.name} website accepted ${whatOf(record)}, but the mail server refused the full e-mail for good, so this notice stands in for it. Please contact the visitor.`,
    '',
    ...contactLines(record),
    `Reference: ${reference} (enquiry ID ${record.id})`,
    `Submitted: ${record.createdAt}`,
    '',
    fullRecordLine,
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
    html: asHtml(text),
    headers: { 'X-Enquiry-Id': record.id },
  };
}

/**
 * One e-mail for the notices of several leads, each listed once with what
 * the single notice says of it (never the visitor's words). One lead alone
 * gets the single notice, replying to the visitor as it always did.
 *
 * Everything is derived from the records: the same leads make the same
 * message, Message-ID included (`<notices.HASH@…>`, a hash of their ids), so a
 * digest resent after a crash is recognisable. `X-Enquiry-Ids` lists the
 * enquiry ids, oldest first, for a mail rule or a script.
 */
export function composeNoticeDigest(
  records: readonly OutboxRecord[],
  settings: MailSettings,
  site: MailSite,
): OutgoingMail {
  const [first] = records;
  if (!first) throw new Error('a notice digest needs at least one record');
  if (records.length === 1) return composeRefusalNotice(first, settings, site);
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ids = sorted.map((record) => record.id);
  const newest = sorted.reduce((latest, record) => (record.createdAt > latest ? record.createdAt : latest), '');
  const entries = sorted.flatMap((record, index) => [
    `${index + 1}. ${record.kind === 'contact' ? 'Enquiry' : 'Newsletter sign-up'} ${enquiryReference(record.id)} (enquiry ID ${record.id})`,
    ...contactLines(record).map((line) => `   ${line}`),
    `   Submitted: ${record.createdAt}`,
    '',
  ]);
  const lines = [
    `The ${site.name} website accepted the ${sorted.length} enquiries below, but the mail server refused their full e-mails for good, so this notice stands in for them (one notice for all that were waiting, not one e-mail each). Please contact each visitor.`,
    '',
    ...entries,
    fullRecordLine.replace('The full record, message included, is', 'The full records, messages included, are'),
  ];
  const text = `${lines.join('\n').trim()}\n`;
  const hash = createHash('sha256').update(ids.join('\n')).digest('hex').slice(0, 24);
  return {
    from: settings.from,
    to: settings.to,
    // Several visitors: a reply goes to operations, each visitor's address is in the list.
    replyTo: { name: site.name, address: settings.to },
    subject: `${sorted.length} enquiries: the full e-mails were refused, contact details inside (${enquiryReference(sorted[0]!.id)} to ${enquiryReference(sorted.at(-1)!.id)})`,
    messageId: `<notices.${hash}@${messageIdDomain(settings.from)}>`,
    date: new Date(newest),
    text,
    html: asHtml(text),
    headers: { 'X-Enquiry-Ids': ids.join(' ') },
  };
}

/** One line, no control characters: the notice must not carry anything a filter could object to beyond the fields. */
function plain(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
