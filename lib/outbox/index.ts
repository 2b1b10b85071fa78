import { env, type Env } from '@/lib/env';
import { createTransportFromEnv } from '@/lib/mail/transport';
import { createOutbox, type Outbox, type OutboxOptions } from './outbox';

export { retryDelayMs } from './backoff';
export { createOutbox, renderOutboxMail, SENT_RETENTION_MONTHS } from './outbox';
export type { DeliveryOutcome, FlushResult, Outbox, OutboxListing, OutboxOptions, SendingRecord } from './outbox';
export type { OutboxEntry, OutboxKind, OutboxRecord } from './record';

/** The outbox of a configuration: DATA_DIR, SMTP_URL (or the local mailbox), MAIL_FROM, MAIL_TO. */
export function createOutboxFromEnv(config: Env, overrides: Partial<OutboxOptions> = {}): Outbox {
  return createOutbox({
    dataDir: config.dataDir,
    transport: createTransportFromEnv(config),
    mail: { from: config.mailFrom, to: config.mailTo },
    ...overrides,
  });
}

const defaultKey = Symbol.for('merchant-site.outbox.default');
type Holder = typeof globalThis & { [defaultKey]?: Outbox };

/**
 * The process's outbox, built from the environment on first use. Kept on
 * globalThis because Next.js loads instrumentation.ts and each route handler
 * as separate bundles: they must share one worker.
 */
export function getDefaultOutbox(): Outbox {
  const holder = globalThis as Holder;
  holder[defaultKey] ??= createOutboxFromEnv(env);
  return holder[defaultKey];
}

/** Replaces the process's outbox (tests); `undefined` goes back to the environment's. */
export function setDefaultOutbox(outbox: Outbox | undefined): void {
  (globalThis as Holder)[defaultKey] = outbox;
}

export const listOutbox = () => getDefaultOutbox().list();
export const flushOutbox = () => getDefaultOutbox().flush();
export const pruneSentOutbox = () => getDefaultOutbox().pruneSent();
export const startOutboxWorker = () => getDefaultOutbox().start();
export const stopOutboxWorker = () => getDefaultOutbox().stop();
