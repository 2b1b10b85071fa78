/**
 * The enquiry backend: everything between a submitted form and the e-mail
 * operations receive (the README describes the contract).
 *
 *   http/        the POST /api/contact and /api/newsletter pipeline, the drain endpoint
 *   store/       where enquiries wait: the file store (default) or PostgreSQL (DATABASE_URL)
 *   outbox.ts    delivery over either store: deliver, offer, drain, flush, retention
 *   delivery/    its parts: per-destination policy, concurrency lanes, the senders, the worker
 *   destinations.ts  where an enquiry goes: ops-email, ack-email, confirm-email, webhook
 *   mail/        composing the e-mails (operations, visitor) and the SMTP (or local mailbox) transport
 *   webhook/     the Standard Webhooks body, signature and POST
 *   newsletter.ts  double opt-in: confirmation tokens and confirming a sign-up
 *   visitor-limits.ts  one visitor e-mail per address per day, and the site's daily cap
 *   rate-limit.ts  the per-client limit (rate-limiter-flexible)
 *   services.ts  what the environment configures; singletons.ts  the process-wide ones
 *
 * Server code only: each module imports 'server-only'.
 */
import 'server-only';

export { retryDelayMs } from './backoff';
export { createOutbox, SENT_RETENTION_MONTHS } from './outbox';
export { renderOutboxMail } from './mail/render';
export type { DeliveryOutcome, DeliveryRef, FlushResult, Outbox, OutboxOptions, WebhookSettings } from './outbox';
export { destinations, type Destination } from './destinations';
export type { Delivery, DeliveryState, EnquiryWithDeliveries, OutboxEntry, OutboxKind, OutboxRecord } from './record';
export { createEnquiryServices, getEnquiryServices, setEnquiryServices, type EnquiryServices } from './services';
export type { EnquiryStore, StoreListing } from './store/store';
