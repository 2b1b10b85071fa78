import 'server-only';
import type { MailContent } from '@/lib/content/settings';
import { fillTemplate } from '@/lib/editor/placeholders';
import { type Site, formatAddress } from '@/lib/content/site';
import { languageTags } from '@/lib/i18n/locales';
import { enquiryReference, recordLocale, type OutboxRecord } from '../record';
import { escapeHtml, messageIdDomain, type MailSettings, type OutgoingMail } from './compose';

/**
 * The two e-mails sent to an address a visitor typed: the acknowledgement of
 * a contact enquiry and the newsletter's confirmation. Fixed templates,
 * filled only with what the site knows (the reference,
 * office hours, phone, address, our own link): never the visitor's message,
 * name or any other text they typed, so the form cannot be used to send
 * someone else a message. Their words are content (content/settings/emails.yaml,
 * read by lib/content/settings.ts when the e-mail is written). RFC 3834: `Auto-Submitted: auto-generated`;
 * replies go to operations. The Message-ID is derived from the record, so a
 * retry is recognisable.
 */

/** 'Monday – Friday: 9:00 AM – 6:00 PM' per row of the business hours. */
export function hoursLines(hours: Site['hours']): string[] {
  return hours.map((row) => `${row.label}: ${row.display}`);
}

function visitorMail(
  record: OutboxRecord,
  prefix: string,
  settings: MailSettings,
  site: Pick<Site, 'name'>,
  content: { subject: string; title: string; paragraphs: string[]; html: string[] },
): OutgoingMail {
  return {
    from: settings.from,
    to: record.payload.email.replace(/[\r\n]/g, '').trim(),
    replyTo: { name: site.name, address: settings.to },
    subject: content.subject,
    messageId: `<${prefix}.${record.id}@${messageIdDomain(settings.from)}>`,
    date: new Date(record.createdAt),
    text: `${content.paragraphs.join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html lang="${languageTags[recordLocale(record)]}"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>`,
      '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
      `<h1 style="font-size:20px;color:#10284a;margin:0 0 12px">${escapeHtml(content.title)}</h1>`,
      ...content.html,
      '</body></html>',
    ].join('\n'),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All', 'X-Enquiry-Id': record.id },
  };
}

const p = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
const h2 = (text: string) => `<h2 style="font-size:16px;color:#10284a;margin:20px 0 6px">${escapeHtml(text)}</h2>`;

export function composeAcknowledgement(
  record: OutboxRecord,
  settings: MailSettings,
  { site, emails }: MailContent,
): OutgoingMail {
  const copy = emails.acknowledgement;
  const reference = enquiryReference(record.id);
  const hours = hoursLines(site.hours);
  const address = `${site.name}\n${formatAddress(site.address)}`;
  // How many files arrived, never their names: a file name is text the visitor chose.
  const fileCount = record.kind === 'contact' ? (record.payload.files?.length ?? 0) : 0;
  const files = fileCount > 0 ? [fillTemplate(copy.filesReceived, { count: String(fileCount) })] : [];
  return visitorMail(record, 'ack', settings, site, {
    subject: fillTemplate(copy.subject, { reference }),
    title: copy.heading,
    paragraphs: [
      copy.heading,
      `${copy.intro}\n${copy.referenceLabel}: ${reference}`,
      ...files,
      `${copy.nextHeading}\n${copy.next}`,
      `${copy.hoursHeading}\n${hours.join('\n')}`,
      `${copy.callHeading}\n${copy.call}`,
      `${copy.addressHeading}\n${address}`,
      copy.notYou,
      copy.signature,
    ],
    html: [
      p(copy.intro),
      `<p style="margin:0 0 12px;font-size:18px"><strong>${escapeHtml(copy.referenceLabel)}: ${escapeHtml(reference)}</strong></p>`,
      ...files.map(p),
      h2(copy.nextHeading),
      p(copy.next),
      h2(copy.hoursHeading),
      `<p style="margin:0 0 12px">${hours.map(escapeHtml).join('<br>\n')}</p>`,
      h2(copy.callHeading),
      p(copy.call),
      h2(copy.addressHeading),
      `<p style="margin:0 0 12px">${escapeHtml(site.name)}<br>${escapeHtml(formatAddress(site.address))}</p>`,
      `<p style="margin:20px 0 12px;color:#475569;font-size:13px">${escapeHtml(copy.notYou)}</p>`,
      p(copy.signature),
    ],
  });
}

export function composeConfirmation(
  record: OutboxRecord,
  settings: MailSettings,
  confirmUrl: string,
  { site, emails }: MailContent,
): OutgoingMail {
  const copy = emails.confirmation;
  return visitorMail(record, 'newsletter-confirm', settings, site, {
    subject: copy.subject,
    title: copy.heading,
    paragraphs: [copy.heading, copy.intro, confirmUrl, copy.expiry, copy.notYou, copy.contact, copy.signature],
    html: [
      p(copy.intro),
      `<p style="margin:16px 0"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#1e4a8a;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(copy.button)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:13px;word-break:break-all">${escapeHtml(confirmUrl)}</p>`,
      p(copy.expiry),
      `<p style="margin:20px 0 12px;color:#475569;font-size:13px">${escapeHtml(copy.notYou)}</p>`,
      p(copy.contact),
      p(copy.signature),
    ],
  });
}
