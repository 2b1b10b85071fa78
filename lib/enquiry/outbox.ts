import 'server-only';
import { retryDelayMs } from './backoff';
import { composeContactMail, composeNewsletterMail, type MailSettings, type OutgoingMail } from './mail/compose';
import { describeDeliveryError, type MailTransport } from './mail/transport';
import type { OutboxEntry, OutboxRecord } from './record';
import type { Claim, EnquiryStore, StoreListing } from './store/store';

/**
 * Delivery over a store (store/store.ts), the same for both stores: one
 * attempt for one record (`deliver`), everything due (`drainDue`: the
 * worker's scan, the drain endpoint, the tail of each submission), every
 * waiting record now (`flush`: the CLI), retention (`prune`), and the
 * background worker a long-running server starts.
 *
 * Retries follow backoff.ts; a failed record waits in the store for its next
 * attempt, whoever makes it. A crash between the SMTP server's acceptance and
 * the store's record of it can resend once, with the same Message-ID.
 */

export type DeliveryOutcome = 'delivered' | 'failed' | 'busy';

/**
 * How long a delivery record is kept: the privacy policy
 * (content/legal/privacy-policy.md, "How Long We Keep It") promises that
 * enquiries are kept, in the mailbox and in these records, for up to 24
 * months. The mailbox is the operations team's to clean; this is ours.
 */
export const SENT_RETENTION_MONTHS = 24;
const DAY_MS = 24 * 60 * 60_000;

export interface OutboxOptions {
  store: EnquiryStore;
  transport: MailTransport;
  mail: MailSettings;
  now?: () => Date;
  /** Wait before the next attempt after n failed ones. Tests may shorten it. */
  retryDelay?: (failedAttempts: number) => number;
  /** Longest sleep of the background worker between scans. */
  pollIntervalMs?: number;
  /**
   * Most records this process sends at the same time, on every path (a
   * submission's own attempt, the worker, a drain). Under a burst, or with a
   * slow or failing mail server, the rest wait in the store, where they are
   * safe, rather than opening a connection each and taking the CPU the
   * answers need.
   */
  concurrency?: number;
  /** Most records one drain sends (a serverless function must end). */
  maxPerDrain?: number;
  /** Delivery records older than this many months are removed (default SENT_RETENTION_MONTHS). */
  sentRetentionMonths?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

export interface FlushResult {
  delivered: string[];
  failed: { id: string; error: string | null }[];
  /** Being sent by another process right now. */
  busy: string[];
}

export interface Outbox {
  readonly store: EnquiryStore;
  readonly transport: MailTransport;
  /** Stores the entry durably; resolves only when it is safe. With a key used before: the first record, `created: false`. */
  enqueue(entry: OutboxEntry, idempotencyKey?: string): Promise<{ record: OutboxRecord; created: boolean }>;
  /** One attempt for one waiting record now (joins an attempt already running in this process). */
  deliver(id: string): Promise<DeliveryOutcome>;
  /**
   * deliver() if a sending slot is free; otherwise 'busy' at once, and the
   * record waits for the worker or the next drain (a submission's own attempt).
   */
  offer(id: string): Promise<DeliveryOutcome>;
  /** Takes back stale claims, then sends what is due, up to maxPerDrain records. */
  drainDue(): Promise<FlushResult>;
  /** Every waiting record, due or not, once now. */
  flush(): Promise<FlushResult>;
  list(): Promise<StoreListing>;
  recoverStaleClaims(): Promise<number>;
  /** Removes delivery records older than the retention period; resolves with their ids. The worker runs it daily. */
  pruneSent(): Promise<string[]>;
  /** Starts the background worker (idempotent): a scan now, then on a timer. */
  start(): void;
  /** Stops the worker and waits for the attempts in progress. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export function renderOutboxMail(record: OutboxRecord, settings: MailSettings): OutgoingMail {
  const meta = { id: record.id, submittedAt: new Date(record.createdAt) };
  return record.kind === 'contact'
    ? composeContactMail(record.payload, meta, settings)
    : composeNewsletterMail(record.payload, meta, settings);
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++] as T);
  });
  await Promise.all(lanes);
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, transport } = options;
  const now = options.now ?? (() => new Date());
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const concurrency = options.concurrency ?? 8;
  const maxPerDrain = options.maxPerDrain ?? 200;
  const sentRetentionMonths = options.sentRetentionMonths ?? SENT_RETENTION_MONTHS;
  const log = options.log ?? console;

  /** Attempts running in this process, so a second request for the same id joins the first. */
  const inflight = new Map<string, Promise<DeliveryOutcome>>();
  const lastErrors = new Map<string, string>();
  const freeSlots = () => Math.max(0, concurrency - inflight.size);
  /** A record was left waiting for a slot: when one frees, the worker looks again. */
  let waitingForSlot = false;

  async function sendClaimed(claim: Claim): Promise<DeliveryOutcome> {
    const { record } = claim;
    let failure: ReturnType<typeof describeDeliveryError> | undefined;
    try {
      await transport.send(renderOutboxMail(record, options.mail));
    } catch (error) {
      failure = describeDeliveryError(error);
    }
    const at = now();
    if (!failure) {
      await store.complete(claim, { delivered: true, at });
      return 'delivered';
    }
    const delay = retryDelay(record.attempts);
    const nextAttemptAt = new Date(at.getTime() + delay);
    await store.complete(claim, {
      delivered: false,
      at,
      error: failure.message,
      errorCode: failure.responseCode ?? null,
      nextAttemptAt,
    });
    lastErrors.set(record.id, failure.message);
    log.error(
      `[outbox] ${record.kind} ${record.id} not delivered (attempt ${record.attempts + 1}${failure.permanent ? ', rejected by the server' : ''}): ${failure.message}; next attempt in ${Math.round(delay / 1000)} s`,
    );
    worker.wake(Date.now() + delay);
    return 'failed';
  }

  /** Sends a claim unless this process is already sending that record; records the outcome in `result`. */
  function attempt(id: string, getClaim: () => Promise<Claim | null>): Promise<DeliveryOutcome> {
    const running = inflight.get(id);
    if (running) return running;
    const task = (async (): Promise<DeliveryOutcome> => {
      try {
        const claim = await getClaim();
        if (!claim) return 'busy';
        return await sendClaimed(claim);
      } catch (error) {
        // The store failed while claiming or filing the result. The record is
        // still waiting or claimed there; recovery takes it up again.
        log.error(`[outbox] delivery attempt for ${id} could not be recorded:`, error);
        return 'failed';
      }
    })().finally(() => {
      inflight.delete(id);
      if (waitingForSlot) {
        waitingForSlot = false;
        worker.wake(Date.now());
      }
    });
    inflight.set(id, task);
    return task;
  }

  const deliver = (id: string) => attempt(id, () => store.claim(id, now()));

  function offer(id: string): Promise<DeliveryOutcome> {
    if (inflight.has(id) || freeSlots() > 0) return deliver(id);
    waitingForSlot = true;
    return Promise.resolve('busy');
  }

  function tally(result: FlushResult, id: string, outcome: DeliveryOutcome) {
    if (outcome === 'delivered') result.delivered.push(id);
    else if (outcome === 'busy') result.busy.push(id);
    else result.failed.push({ id, error: lastErrors.get(id) ?? null });
    lastErrors.delete(id);
  }

  async function drainDue(): Promise<FlushResult> {
    await store.recoverStaleClaims(now());
    const result: FlushResult = { delivered: [], failed: [], busy: [] };
    let sent = 0;
    while (sent < maxPerDrain) {
      const limit = Math.min(freeSlots(), maxPerDrain - sent);
      if (limit === 0) {
        // Every slot is sending: what is due waits for the next free one.
        waitingForSlot = true;
        break;
      }
      const claims = await store.claimDue(now(), limit);
      if (claims.length === 0) break;
      sent += claims.length;
      await Promise.all(
        claims.map(async (claim) => {
          const { id } = claim.record;
          // We hold the claim, so an attempt of this process on the same id
          // (a deliver() that lost the claim to us) ends without sending: wait for it, then send ours.
          while (inflight.has(id)) await inflight.get(id);
          const outcome = await attempt(id, async () => claim);
          tally(result, id, outcome);
        }),
      );
      if (claims.length < limit) break;
    }
    return result;
  }

  async function flush(): Promise<FlushResult> {
    await store.recoverStaleClaims(now());
    const result: FlushResult = { delivered: [], failed: [], busy: [] };
    const { pending } = await store.list(now());
    await eachLimited(pending, concurrency, async (record) => tally(result, record.id, await deliver(record.id)));
    return result;
  }

  async function pruneSent(): Promise<string[]> {
    const cutoff = now();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - sentRetentionMonths);
    return store.prune(cutoff);
  }

  /** The background worker: sends what is due, then sleeps until the next record is due. */
  const worker = (() => {
    let running = false;
    let timer: NodeJS.Timeout | undefined;
    let timerDueAt = Infinity;
    let scan: Promise<void> | undefined;
    let rescan = false;
    let prunedAt = -Infinity;

    function schedule(atMs: number) {
      if (!running) return;
      const at = Math.max(atMs, Date.now() + 10);
      if (timer && timerDueAt <= at) return;
      clearTimeout(timer);
      timerDueAt = at;
      timer = setTimeout(tick, at - Date.now());
      // The worker must not keep a CLI or a test process alive.
      timer.unref();
    }

    function tick() {
      timer = undefined;
      timerDueAt = Infinity;
      if (!running) return;
      if (scan) {
        rescan = true;
        return;
      }
      scan = runScan().finally(() => {
        scan = undefined;
        if (rescan) {
          rescan = false;
          schedule(Date.now());
        }
      });
    }

    async function runScan() {
      let nextDue = Date.now() + pollIntervalMs;
      try {
        const result = await drainDue();
        // A full batch: more may be due at once.
        if (result.delivered.length + result.failed.length + result.busy.length >= maxPerDrain) nextDue = Date.now();
        const due = await store.nextDueAt();
        if (due !== null) nextDue = Math.min(nextDue, Date.now() + Math.max(0, due - now().getTime()));
        // Retention: at start, then once a day.
        if (Date.now() - prunedAt >= DAY_MS) {
          prunedAt = Date.now();
          await pruneSent();
        }
      } catch (error) {
        log.error('[outbox] worker scan failed:', error);
      }
      schedule(nextDue);
    }

    return {
      get running() {
        return running;
      },
      start() {
        if (running) return;
        running = true;
        schedule(Date.now());
      },
      /** A record becomes due at `atMs`: make sure the worker wakes by then. */
      wake(atMs: number) {
        schedule(atMs);
      },
      async stop() {
        running = false;
        clearTimeout(timer);
        timer = undefined;
        timerDueAt = Infinity;
        await scan;
        await Promise.allSettled([...inflight.values()]);
      },
    };
  })();

  return {
    store,
    transport,
    enqueue: (entry, idempotencyKey) => store.add(entry, { now: now(), idempotencyKey }),
    deliver,
    offer,
    drainDue,
    flush,
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
