import 'server-only';
import { getMailContent } from '@/lib/content/settings';
import { getSite } from '@/lib/content/site';
import { contentSource, projectSource, type ContentSource } from '@/lib/content/source';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { Destination } from '../destinations';
import type { MailSettings } from '../mail/compose';
import { defaultFileSettings, type FileSettings } from '../files';
import { closeAttachments, withFiles } from '../mail/files';
import { composeNoticeDigest } from '../mail/notice';
import { renderOutboxMail } from '../mail/render';
import type { MailTransport } from '../mail/transport';
import { composeAcknowledgement, composeConfirmation } from '../mail/visitor';
import { issueConfirmationUrl } from '../newsletter';
import { recordLocale, type OutboxRecord } from '../record';
import type { Claim, EnquiryStore } from '../store/store';
import type { VisitorMailLimiter } from '../visitor-limits';
import { webhookBody, webhookEventType } from '../webhook/payload';
import { postWebhook } from '../webhook/post';
import { signedHeaders, webhookId } from '../webhook/sign';
import { failure, type SendOutcome } from './outcome';

export interface WebhookSettings {
  url: string;
  secret: string;
  /** Seconds to wait after failed attempt 1, 2, …; after the last, the delivery is failed. */
  retrySeconds: readonly number[];
  /** The whole exchange, per attempt (default 15 s). */
  timeoutMs?: number;
}

export interface SenderOptions {
  store: EnquiryStore;
  transport: MailTransport;
  mail: MailSettings;
  contentSource?: ContentSource;
  siteUrl: string;
  limiter: VisitorMailLimiter;
  webhook?: WebhookSettings;
  files?: FileSettings;
  now: () => Date;
}

/**
 * One e-mail to operations standing in for the refused e-mails of these
 * records (mail/notice.ts: the single notice for one, a digest for several),
 * and what came of it: one outcome for all of them.
 */
export function createNoticeSender(
  options: Pick<SenderOptions, 'transport' | 'mail' | 'contentSource'>,
): (records: readonly OutboxRecord[]) => Promise<SendOutcome> {
  return async (records) => {
    try {
      const site = await getSite(options.contentSource);
      await options.transport.send(composeNoticeDigest(records, options.mail, site));
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  };
}

/** One attempt of one claimed delivery, by destination: the e-mail or the POST, and what came of it. */
export function createSender(options: SenderOptions): (claim: Claim) => Promise<SendOutcome> {
  const { store, transport, limiter, webhook, siteUrl, now } = options;
  const webhookTimeoutMs = webhook?.timeoutMs ?? 15_000;
  /**
   * The words of a visitor's e-mail in the record's language: the configured
   * source's folder (tests give their own), or the project's content/.
   * Operations' e-mails stay English (options.contentSource as given).
   */
  const sourceIn = (locale: Locale): ContentSource | undefined => {
    const given = options.contentSource;
    if (given) return given.locale === locale ? given : contentSource(given.root, locale);
    return locale === defaultLocale ? undefined : projectSource(locale);
  };
  const mailContent = (record: OutboxRecord) => getMailContent(sourceIn(recordLocale(record)));
  const fileSettings = options.files ?? defaultFileSettings();
  const sendNotices = createNoticeSender(options);

  async function sendOpsMail(record: OutboxRecord): Promise<SendOutcome> {
    try {
      // Only the business details: a problem with the visitor e-mails' words never holds up the lead.
      const site = await getSite(options.contentSource);
      const section = await withFiles(
        renderOutboxMail(record, options.mail, site),
        record,
        store,
        siteUrl,
        fileSettings,
      );
      // A held file the scanner still cannot check: the e-mail waits, retried like an outage.
      if (!section.ok) return { ok: false, error: section.wait, code: null };
      try {
        await transport.send(section.mail);
      } finally {
        closeAttachments(section.mail.attachments);
      }
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }

  async function sendVisitorMail(record: OutboxRecord, destination: Destination): Promise<SendOutcome> {
    const reason = await limiter.take(destination, record.payload);
    if (reason) return { skip: reason };
    try {
      if (destination === 'ack-email') {
        await transport.send(composeAcknowledgement(record, options.mail, await mailContent(record)));
      } else {
        const url = await issueConfirmationUrl(store, record.id, now(), siteUrl, recordLocale(record));
        await transport.send(composeConfirmation(record, options.mail, url, await mailContent(record)));
      }
      return { ok: true };
    } catch (error) {
      await limiter.giveBack(destination, record.payload).catch(() => undefined);
      return failure(error);
    }
  }

  async function sendWebhook(record: OutboxRecord): Promise<SendOutcome> {
    if (!webhook || !webhookEventType(record)) return { skip: 'no webhook event for this record' };
    const body = webhookBody(record, siteUrl, fileSettings.linkSecret);
    try {
      // The real time, whatever clock schedules retries: receivers reject a timestamp over 5 minutes off.
      const headers = signedHeaders(webhook.secret, webhookId(record.id), body, new Date());
      const answer = await postWebhook(webhook.url, body, headers, webhookTimeoutMs);
      if (answer.status >= 200 && answer.status < 300) return { ok: true };
      const honoured = answer.status === 429 || answer.status === 503 ? answer.retryAfterMs : null;
      return {
        ok: false,
        error: `the receiver answered HTTP ${answer.status}${answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : ''}`,
        code: answer.status,
        retryAfterMs: honoured,
        gone: answer.status === 410,
      };
    } catch (error) {
      return failure(error);
    }
  }

  return function send({ record, delivery }: Claim): Promise<SendOutcome> {
    switch (delivery.destination) {
      case 'ops-email':
        return sendOpsMail(record);
      case 'ops-notice':
        return sendNotices([record]);
      case 'ack-email':
      case 'confirm-email':
        return sendVisitorMail(record, delivery.destination);
      case 'webhook':
        return sendWebhook(record);
    }
  };
}
