import 'server-only';
import { interestLabel } from '@/lib/validations/contact';
import { filesWithLinks } from '../files';
import { isPagePath } from '../page-path';
import { languageTags } from '@/lib/i18n/locales';
import { enquiryReference, recordLocale, type OutboxRecord } from '../record';

/**
 * The webhook's body, Standard Webhooks' envelope:
 * `{"type": …, "timestamp": …, "data": {…}}`. A pure function of the stored
 * record, so every attempt of one delivery sends the same bytes.
 *
 *   enquiry.received       a contact enquiry, every field, its reference and the page it was sent from
 *   newsletter.confirmed   a newsletter subscription its owner confirmed
 */

export type WebhookEventType = 'enquiry.received' | 'newsletter.confirmed';

export function webhookEventType(record: OutboxRecord): WebhookEventType | null {
  if (record.kind === 'contact') return 'enquiry.received';
  if (record.kind === 'newsletter') return 'newsletter.confirmed';
  return null;
}

/**
 * The page's full address on this site, or null. Built by joining, never by
 * resolving: a stored path such as `//intranet/x` (kept by an older release)
 * must not become another host's address.
 */
function pageUrl(source: string | undefined, siteUrl: string): string | null {
  if (!source || !isPagePath(source)) return null;
  return `${siteUrl.replace(/\/+$/, '')}${source}`;
}

/**
 * `linkSecret` signs the download links of the files uploaded with an
 * enquiry: the data lists each file (name, type, size, sha256, whether it
 * was scanned) with its link, never the bytes.
 */
/** The files of an enquiry, when it has any: the key is absent otherwise, so bodies without files are as before. */
function filesData(record: OutboxRecord, siteUrl: string, linkSecret: string) {
  const files = filesWithLinks(record, siteUrl, linkSecret);
  if (files.length === 0) return {};
  return {
    files: files.map((file) => ({
      name: file.name,
      type: file.type,
      size: file.size,
      sha256: file.sha256,
      scanned: file.scan === 'clean' ? 'clean' : file.scan === 'pending' ? 'held for a scan' : 'not scanned',
      url: file.url,
      expiresAt: file.expiresAt,
    })),
  };
}

export function webhookBody(record: OutboxRecord, siteUrl: string, linkSecret = ''): string {
  const common = {
    id: record.id,
    reference: enquiryReference(record.id),
    submittedAt: record.createdAt,
    page: pageUrl(record.payload.source, siteUrl),
    // The visitor's language as a BCP 47 tag ('en-US', 'es-US'): answer them in it.
    locale: languageTags[recordLocale(record)],
  };
  if (record.kind === 'contact') {
    const { name, business, email, phone, message, interests } = record.payload;
    return JSON.stringify({
      type: 'enquiry.received',
      timestamp: record.createdAt,
      data: {
        ...common,
        name,
        business,
        email,
        phone,
        message,
        interests: interests.map((id) => ({ id, label: interestLabel(id) })),
        ...filesData(record, siteUrl, linkSecret),
      },
    });
  }
  if (record.kind === 'newsletter') {
    return JSON.stringify({
      type: 'newsletter.confirmed',
      timestamp: record.createdAt,
      data: {
        ...common,
        email: record.payload.email,
        subscribedAt: record.payload.subscribedAt ?? record.createdAt,
        confirmedAt: record.createdAt,
      },
    });
  }
  throw new Error(`no webhook event for a ${record.kind} record`);
}
