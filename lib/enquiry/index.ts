/**
 * The enquiry backend: everything between a submitted form and the e-mail
 * operations receive. DECISIONS.md ("The enquiry") is the contract.
 *
 *   http/        the POST /api/contact and /api/newsletter pipeline, the drain endpoint
 *   store/       where enquiries wait: the file store (default) or PostgreSQL (DATABASE_URL)
 *   outbox.ts    delivery, retries and the background worker, over either store
 *   mail/        composing the e-mail and the SMTP (or local mailbox) transport
 *   rate-limit.ts  the per-client limit (rate-limiter-flexible)
 *   services.ts  what the environment configures; singletons.ts  the process-wide ones
 *
 * Server code only: each module imports 'server-only'.
 */
import 'server-only';

export { retryDelayMs } from './backoff';
export { createOutbox, renderOutboxMail, SENT_RETENTION_MONTHS } from './outbox';
export type { DeliveryOutcome, FlushResult, Outbox, OutboxOptions } from './outbox';
export type { OutboxEntry, OutboxKind, OutboxRecord } from './record';
export { createEnquiryServices, getEnquiryServices, setEnquiryServices, type EnquiryServices } from './services';
export type { EnquiryStore, StoreListing, SendingRecord } from './store/store';
