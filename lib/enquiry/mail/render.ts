import 'server-only';
import type { OutboxRecord } from '../record';
import {
  composeContactMail,
  composeNewsletterMail,
  type MailSettings,
  type MailSite,
  type OutgoingMail,
} from './compose';

/** The operations e-mail of a record. */
export function renderOutboxMail(record: OutboxRecord, settings: MailSettings, site: MailSite): OutgoingMail {
  const meta = { id: record.id, submittedAt: new Date(record.createdAt) };
  if (record.kind === 'contact') return composeContactMail(record.payload, meta, settings, site);
  return composeNewsletterMail(record.payload, meta, settings, site);
}
