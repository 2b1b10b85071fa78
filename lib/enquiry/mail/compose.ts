import 'server-only';
import type { Readable } from 'node:stream';
import { escapeHtml } from '@/lib/escape-html';
import type { Site } from '@/lib/content/site';
import { defaultLocale, languageNamesInEnglish, type Locale } from '@/lib/i18n/locales';
import type { StoredFileMeta } from '@/lib/uploads/prepare';
import { interestLabel, type ContactEnquiry, type NewsletterSignup } from '@/lib/validations/contact';

/**
 * The operations e-mails, built from what the outbox stored. Everything here
 * is a pure function of the stored record, so a retry sends the same message
 * (same Message-ID, same Date) and a duplicate is recognisable in the inbox.
 */

/**
 * A contact enquiry as stored: the validated fields, without the honeypot,
 * the page it was sent from when known, and the client that sent it (a hash,
 * for the visitor e-mails' per-client limit; never in an e-mail or the webhook).
 */
export type ContactPayload = Omit<ContactEnquiry, 'website'> & {
  /** The language the form was sent in (absent in records of earlier releases: English). */
  locale?: Locale;
  source?: string;
  client?: string;
  /** Files uploaded with it (statements): their descriptions; the bytes are in the store. */
  files?: StoredFileMeta[];
};

/**
 * A newsletter sign-up as stored, with the page it came from when known; a
 * confirmed subscription also names its sign-up and when that was made.
 */
export type NewsletterPayload = Omit<NewsletterSignup, 'website'> & {
  locale?: Locale;
  source?: string;
  /** The client that signed up (a hash), as on a contact enquiry. */
  client?: string;
  signupId?: string;
  subscribedAt?: string;
};

export interface MailAddress {
  name: string;
  address: string;
}

/** The message handed to the transport (a subset of nodemailer's options). */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: MailAddress;
  subject: string;
  messageId: string;
  date: Date;
  text: string;
  html: string;
  headers: Record<string, string>;
  /**
   * Files sent with the message (nodemailer's attachments): bytes, or a
   * stream nodemailer encodes as it sends (a stored file; whoever sends the
   * message destroys it afterwards, sent or not).
   */
  attachments?: { filename: string; content: Buffer | Readable; contentType: string }[];
}

export interface MailSettings {
  /** MAIL_FROM: an address or 'Name <address>'. */
  from: string;
  /** MAIL_TO. */
  to: string;
}

/** What the composer needs to know about the stored record. */
export interface EnquiryMeta {
  id: string;
  /** When the visitor submitted it (the record's createdAt). */
  submittedAt: Date;
}

/** Header values must never carry a line break, whatever a caller passes. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

export { escapeHtml };

const dash = (value: string) => (value.trim() === '' ? '-' : value);

/** The domain of MAIL_FROM, so Message-IDs look like our own. */
export function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** Derived from the outbox id only: the same enquiry always gets the same Message-ID. */
export function enquiryMessageId(kind: 'contact' | 'newsletter', id: string, from: string): string {
  return `<${kind}.${id}@${messageIdDomain(from)}>`;
}

/** 'Saturday, November 21, 2026 at 9:41 AM EST', in the office's time zone. */
export function formatSubmissionTime(date: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
  // Some ICU versions put a narrow no-break space before AM/PM; plain text reads better.
  return `${day} at ${time}`.replace(/[\u202f\u00a0]/g, ' ');
}

export function interestLabelList(interests: readonly string[]): string {
  return interests.map(interestLabel).join(', ');
}

interface Row {
  label: string;
  value: string;
  multiline?: boolean;
}

function textBody(title: string, rows: Row[]): string {
  const lines = rows.map((row) => `${row.label}: ${row.value}`);
  return `${title}\n\n${lines.join('\n')}\n`;
}

function htmlBody(title: string, rows: Row[]): string {
  const cell = (row: Row) => {
    const escaped = escapeHtml(row.value);
    return row.multiline ? escaped.replace(/\r\n|\r|\n/g, '<br>\n') : escaped;
  };
  const tableRows = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="padding:6px 0;color:#0f172a">${cell(row)}</td></tr>`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(title) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:18px;color:#10284a;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">\n${tableRows}\n</table>`,
    '</body></html>',
  ].join('\n');
}

/** What the operations e-mails say of the business: its name, and the time zone they give times in. */
export type MailSite = Pick<Site, 'name' | 'timeZone'>;

/**
 * 'Preferred language: Spanish', for every enquiry not in English: the
 * operations e-mail stays English, and says in which language to answer.
 */
function languageRows(locale: Locale | undefined): Row[] {
  if (!locale || locale === defaultLocale) return [];
  return [{ label: 'Preferred language', value: languageNamesInEnglish[locale] }];
}

function submittedRow(submittedAt: Date, timeZone: string): Row {
  return {
    label: 'Submitted',
    value: `${formatSubmissionTime(submittedAt, timeZone)} (${submittedAt.toISOString()})`,
  };
}

export function composeContactMail(
  enquiry: ContactPayload,
  meta: EnquiryMeta,
  settings: MailSettings,
  site: MailSite,
): OutgoingMail {
  const business = oneLine(enquiry.business);
  const name = oneLine(enquiry.name);
  const rows: Row[] = [
    { label: 'Name', value: enquiry.name },
    { label: 'Email', value: enquiry.email },
    { label: 'Phone', value: dash(enquiry.phone) },
    { label: 'Business', value: dash(enquiry.business) },
    { label: 'Message', value: enquiry.message, multiline: true },
    { label: 'Interests', value: dash(interestLabelList(enquiry.interests)) },
    ...languageRows(enquiry.locale),
    submittedRow(meta.submittedAt, site.timeZone),
    { label: 'Enquiry ID', value: meta.id },
  ];
  const title = `New enquiry from ${site.name} website`;
  return {
    from: settings.from,
    to: settings.to,
    // An address object lets nodemailer quote and encode the name safely.
    replyTo: { name, address: oneLine(enquiry.email) },
    subject: `New enquiry: ${name}${business ? ` (${business})` : ''}`,
    messageId: enquiryMessageId('contact', meta.id, settings.from),
    date: meta.submittedAt,
    text: textBody(title, rows),
    html: htmlBody(title, rows),
    headers: { 'X-Enquiry-Id': meta.id },
  };
}

export function composeNewsletterMail(
  signup: NewsletterPayload,
  meta: EnquiryMeta,
  settings: MailSettings,
  site: MailSite,
): OutgoingMail {
  const email = oneLine(signup.email);
  const rows: Row[] = [
    { label: 'Email', value: email },
    { label: 'Page', value: dash(signup.source ?? '') },
    ...languageRows(signup.locale),
    submittedRow(signup.subscribedAt ? new Date(signup.subscribedAt) : meta.submittedAt, site.timeZone),
    {
      label: 'Confirmed',
      value: `${formatSubmissionTime(meta.submittedAt, site.timeZone)} (${meta.submittedAt.toISOString()})`,
    },
    { label: 'Enquiry ID', value: meta.id },
  ];
  // Only a sign-up its owner confirmed (double opt-in) reaches operations.
  const title = `Confirmed newsletter sign-up on ${site.name} website`;
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: '', address: email },
    subject: `Newsletter sign-up: ${email}`,
    messageId: enquiryMessageId('newsletter', meta.id, settings.from),
    date: meta.submittedAt,
    text: textBody(title, rows),
    html: htmlBody(title, rows),
    headers: { 'X-Enquiry-Id': meta.id },
  };
}
