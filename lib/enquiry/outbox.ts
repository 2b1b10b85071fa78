import 'server-only';
import type { ContentSource } from '@/lib/content/source';
import { destinationsFor, type Destination } from './destinations';
import { retryDelayMs } from './backoff';
import { createAttempts } from './delivery/attempts';
import { createDrain } from './delivery/drain';
import { createFiling } from './delivery/filing';
import { createLanes } from './delivery/lanes';
import type { DeliveryOutcome, FlushResult } from './delivery/outcome';
import { VISITOR_MAIL_WINDOW_MS } from './delivery/policy';
import { createPrune, SENT_RETENTION_MONTHS } from './delivery/retention';
import { createDigestGap, NOTICE_DIGEST_GAP_MS } from './delivery/notices';
import { createNoticeSender, createSender, type WebhookSettings } from './delivery/send';
import { createStoreBackoff, createUnrecorded } from './delivery/unrecorded';
import { createWebhookState } from './delivery/webhook-state';
import { createWorker } from './delivery/worker';
import { defaultFileSettings, type FileSettings } from './files';
import type { MailSettings } from './mail/compose';
import type { MailTransport } from './mail/transport';
import type { OutboxEntry, OutboxRecord } from './record';
import type { EnquiryStore, StoreListing, StoredFileBytes } from './store/store';
import { createVisitorMailLimiter, type VisitorMailLimiter } from './visitor-limits';

/**
 * Delivery over a store (store/store.ts), the same for both stores: one
 * attempt for one delivery (`deliver`), everything due (`drainDue`: the
 * worker's scan, the drain endpoint, the tail of each submission), every
 * waiting delivery now (`flush`: the CLI), retention (`pruneSent`), and the
 * background worker a long-running server starts. This file joins the parts
 * in delivery/:
 *
 *   lanes.ts          each destination's own sending slots in this process
 *   attempts.ts       one delivery, a notice digest, a submission's own offer
 *   filing.ts         an attempt's policy (policy.ts), record and log line
 *   send.ts           the sends themselves (e-mail, webhook)
 *   notices.ts        refusal notices as digests, several leads in one e-mail
 *   drain.ts          drainDue, flush, and the worker's scan
 *   worker.ts         the worker's timer
 *   webhook-state.ts  whether the webhook is served (410 Gone disables it)
 *   unrecorded.ts     sent but not recorded; the store's backoff
 *   retention.ts      what is removed, and when
 *
 * A slow webhook never holds up the operations e-mail (whose lane is always
 * served first). A crash between the other side's acceptance and the
 * store's record of it can resend once, with the same Message-ID or
 * webhook-id.
 */

export type { DeliveryOutcome, DeliveryRef, FlushResult } from './delivery/outcome';
export { VISITOR_MAIL_WINDOW_MS } from './delivery/policy';
export { SENT_RETENTION_MONTHS } from './delivery/retention';
export type { WebhookSettings } from './delivery/send';

export interface OutboxOptions {
  store: EnquiryStore;
  transport: MailTransport;
  mail: MailSettings;
  /**
   * Where e-mails are written from: content/ (the project's by default), read
   * when an e-mail is written. The operations e-mail needs the business
   * details only; the visitor's e-mails need their words too.
   */
  contentSource?: ContentSource;
  /** The public address (SITE_URL): confirmation links and the webhook's page URLs. */
  siteUrl?: string;
  /** Whether a contact enquiry gets an acknowledgement delivery (ACK_EMAIL). */
  ackEmail?: boolean;
  /** The per-address and daily limits of visitor e-mails (default: in memory, 500 a day). */
  visitorLimiter?: VisitorMailLimiter;
  /** The signed webhook (WEBHOOK_URL, WEBHOOK_SECRET); undefined: none. */
  webhook?: WebhookSettings;
  now?: () => Date;
  /** Wait before the next e-mail attempt after n failed ones. Tests may shorten it. */
  retryDelay?: (failedAttempts: number) => number;
  /** How long a visitor e-mail is retried after its enquiry (default an hour). */
  visitorMailWindowMs?: number;
  /** The waits after a permanent refusal of an operations e-mail (default delivery/policy.ts REFUSED_RETRY_MS). */
  refusedRetryMs?: { first: number; later: number };
  /** A permanent refusal this long after the enquiry marks the delivery failed (default REFUSED_GIVE_UP_MS, 8 hours). */
  refusedGiveUpMs?: number;
  /** Longest sleep of the background worker between scans. */
  pollIntervalMs?: number;
  /** The wait between two notice digests that are not full (default delivery/notices.ts NOTICE_DIGEST_GAP_MS). */
  noticeDigestGapMs?: number;
  /**
   * Most deliveries this process sends at the same time per destination, on
   * every path (a submission's own attempt, the worker, a drain). Under a
   * burst, or with a slow or failing receiver, the rest wait in the store,
   * where they are safe, rather than opening a connection each and taking
   * the CPU the answers need.
   */
  concurrency?: number;
  /** Most deliveries one drain sends per destination (a serverless function must end). */
  maxPerDrain?: number;
  /** How long one drain keeps starting new attempts per destination (default 10 s). */
  drainBudgetMs?: number;
  /** Records made over this many months ago are removed, whatever their state (default SENT_RETENTION_MONTHS). */
  sentRetentionMonths?: number;
  /** Uploaded files: the scanner that re-scans held files, the links' secret, and their retention (default 30 days). */
  files?: FileSettings;
  log?: Pick<Console, 'error' | 'info'>;
}

export interface Outbox {
  readonly store: EnquiryStore;
  readonly transport: MailTransport;
  /** The destinations a new record of this kind gets, operations first. */
  destinationsFor(kind: OutboxEntry['kind']): Destination[];
  /** Stores the entry and its deliveries durably; resolves only when it is safe. With a key used before: the first record, `created: false`. */
  enqueue(
    entry: OutboxEntry,
    idempotencyKey?: string,
    files?: readonly StoredFileBytes[],
  ): Promise<{ record: OutboxRecord; created: boolean }>;
  /** One attempt for one waiting delivery now (joins an attempt already running in this process). */
  deliver(id: string, destination: Destination): Promise<DeliveryOutcome>;
  /**
   * A submission's own attempt: each delivery of the record whose lane has a
   * free sending slot is attempted now ('busy' at once for the others, which
   * wait for the worker or the next drain).
   */
  offer(record: Pick<OutboxRecord, 'id' | 'destinations'>): Promise<Partial<Record<Destination, DeliveryOutcome>>>;
  /** Takes back stale claims, then sends what is due, up to maxPerDrain deliveries and drainBudgetMs per destination. */
  drainDue(): Promise<FlushResult>;
  /** Every waiting delivery, due or not, once now. */
  flush(): Promise<FlushResult>;
  list(): Promise<StoreListing>;
  recoverStaleClaims(): Promise<number>;
  /** Applies retention (and prunes expired newsletter sign-ups); resolves with the ids removed. The worker runs it daily. */
  pruneSent(): Promise<string[]>;
  /** Starts the background worker (idempotent): a scan now, then on a timer. */
  start(): void;
  /** Stops the worker and waits for the attempts in progress. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, transport } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const concurrency = options.concurrency ?? 8;
  const visitorWindowMs = options.visitorMailWindowMs ?? VISITOR_MAIL_WINDOW_MS;
  const log = options.log ?? console;
  const webhook = options.webhook;
  const fileSettings: FileSettings = options.files ?? defaultFileSettings();
  const enabled = { ackEmail: options.ackEmail ?? false, webhook: webhook !== undefined };
  const send = createSender({
    store,
    transport,
    mail: options.mail,
    contentSource: options.contentSource,
    siteUrl: options.siteUrl ?? 'http://localhost:3000',
    limiter: options.visitorLimiter ?? createVisitorMailLimiter({ dailyLimit: 500 }),
    webhook,
    files: fileSettings,
    now,
  });
  const sendNotices = createNoticeSender({ transport, mail: options.mail, contentSource: options.contentSource });
  const noticeGap = createDigestGap(options.noticeDigestGapMs ?? NOTICE_DIGEST_GAP_MS);

  // The worker is made last (it scans with the drain); the parts before it only wake it later.
  const wake = (atMs: number) => worker.wake(atMs);
  const lanes = createLanes(concurrency, () => wake(Date.now()));
  const unrecorded = createUnrecorded(10_000, log);
  const storeBackoff = createStoreBackoff(retryDelayMs);
  const webhookState = createWebhookState(store, webhook, log);
  const filing = createFiling({
    store,
    send,
    policy: {
      retryDelay: options.retryDelay ?? retryDelayMs,
      visitorWindowMs,
      webhookRetrySeconds: webhook?.retrySeconds ?? [],
      refusedRetryMs: options.refusedRetryMs,
      refusedGiveUpMs: options.refusedGiveUpMs,
    },
    unrecorded,
    storeBackoff,
    webhookState,
    wake,
    now,
    log,
  });
  const attempts = createAttempts({
    store,
    filing,
    lanes,
    unrecorded,
    storeBackoff,
    webhookState,
    sendNotices,
    noticeGap,
    now,
    log,
  });
  const drain = createDrain({
    store,
    attempts,
    lanes,
    storeBackoff,
    webhookState,
    noticeGap,
    concurrency,
    maxPerDrain: options.maxPerDrain ?? 200,
    drainBudgetMs: options.drainBudgetMs ?? 10_000,
    wake,
    now,
  });
  const pruneSent = createPrune({
    store,
    transport,
    sentRetentionMonths: options.sentRetentionMonths ?? SENT_RETENTION_MONTHS,
    visitorWindowMs,
    fileRetentionDays: fileSettings.retentionDays,
    now,
    log,
  });
  const worker = createWorker({
    pollIntervalMs,
    log,
    scan: drain.scan,
    prune: pruneSent,
    settle: () => Promise.allSettled(lanes.all()),
  });

  return {
    store,
    transport,
    destinationsFor: (kind) => destinationsFor(kind, enabled),
    enqueue: (entry, idempotencyKey, files) =>
      store.add(entry, { now: now(), idempotencyKey, destinations: destinationsFor(entry.kind, enabled), files }),
    deliver: attempts.deliver,
    offer: attempts.offer,
    drainDue: drain.drainDue,
    flush: drain.flush,
    list: () => store.list(now()),
    recoverStaleClaims: () => store.recoverStaleClaims(now()),
    pruneSent,
    start: () => worker.start(),
    stop: () => worker.stop(),
    get running() {
      return worker.running;
    },
  };
}
