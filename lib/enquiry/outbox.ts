import 'server-only';
import { getMailContent } from '@/lib/content/emails';
import { getSite } from '@/lib/content/site';
import type { ContentSource } from '@/lib/content/source';
import { destinations as allDestinations, destinationsFor, type Destination } from './destinations';
import { retryDelayMs } from './backoff';
import {
  composeContactMail,
  composeNewsletterMail,
  type MailSettings,
  type MailSite,
  type OutgoingMail,
} from './mail/compose';
import { describeDeliveryError, type MailTransport } from './mail/transport';
import { composeAcknowledgement, composeConfirmation } from './mail/visitor';
import { confirmUrl, mintToken, tokenTtlMs } from './newsletter';
import type { OutboxEntry, OutboxRecord } from './record';
import type { AttemptResult, Claim, EnquiryStore, StoreListing } from './store/store';
import { createVisitorMailLimiter, type VisitorMailLimiter } from './visitor-limits';
import { webhookBody, webhookEventType } from './webhook/payload';
import { postWebhook } from './webhook/post';
import { signedHeaders, webhookId, webhookTarget } from './webhook/sign';

/**
 * Delivery over a store (store/store.ts), the same for both stores: one
 * attempt for one delivery (`deliver`), everything due (`drainDue`: the
 * worker's scan, the drain endpoint, the tail of each submission), every
 * waiting delivery now (`flush`: the CLI), retention (`pruneSent`), and the
 * background worker a long-running server starts.
 *
 * Each destination is a lane of its own: its own sending slots, its own
 * retry policy and, in a drain, its own time budget, so a slow webhook
 * never holds up the operations e-mail (whose lane is always served first).
 *
 *   ops-email      retried with backoff.ts until the mail server takes it
 *   ack-email,     at most one per address per day and ACK_DAILY_LIMIT a day
 *   confirm-email  (visitor-limits.ts); retried for an hour, then skipped
 *   webhook        Standard Webhooks, signed; retried on its schedule (hours),
 *                  honouring Retry-After, then failed; 410 disables it
 *
 * A crash between the other side's acceptance and the store's record of it
 * can resend once, with the same Message-ID or webhook-id.
 */

export type DeliveryOutcome = 'delivered' | 'failed' | 'skipped' | 'busy';

export interface DeliveryRef {
  id: string;
  destination: Destination;
}

/**
 * How long a record is kept after its last delivery finished: the privacy
 * policy (content/legal/privacy-policy.md, "How Long We Keep It") promises
 * that enquiries are kept, in the mailbox and in these records, for up to
 * 24 months. The mailbox is the operations team's to clean; this is ours.
 */
export const SENT_RETENTION_MONTHS = 24;
const DAY_MS = 24 * 60 * 60_000;
/** A visitor e-mail (acknowledgement, confirmation) a day late is worse than none: retried for an hour at most. */
export const VISITOR_MAIL_WINDOW_MS = 60 * 60_000;

export interface WebhookSettings {
  url: string;
  secret: string;
  /** Seconds to wait after failed attempt 1, 2, …; after the last, the delivery is failed. */
  retrySeconds: readonly number[];
  /** The whole exchange, per attempt (default 15 s). */
  timeoutMs?: number;
}

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
  /** Longest sleep of the background worker between scans. */
  pollIntervalMs?: number;
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
  /** Records older than this many months after their last delivery are removed (default SENT_RETENTION_MONTHS). */
  sentRetentionMonths?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

export interface FlushResult {
  delivered: DeliveryRef[];
  /** Failed this time (retried later), or for the last time. */
  failed: (DeliveryRef & { error: string | null })[];
  skipped: (DeliveryRef & { reason: string })[];
  /** Being sent by another process right now (or no sending slot was free). */
  busy: DeliveryRef[];
}

export interface Outbox {
  readonly store: EnquiryStore;
  readonly transport: MailTransport;
  /** The destinations a new record of this kind gets, operations first. */
  destinationsFor(kind: OutboxEntry['kind']): Destination[];
  /** Stores the entry and its deliveries durably; resolves only when it is safe. With a key used before: the first record, `created: false`. */
  enqueue(entry: OutboxEntry, idempotencyKey?: string): Promise<{ record: OutboxRecord; created: boolean }>;
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

/** The operations e-mail of a record. */
export function renderOutboxMail(record: OutboxRecord, settings: MailSettings, site: MailSite): OutgoingMail {
  const meta = { id: record.id, submittedAt: new Date(record.createdAt) };
  if (record.kind === 'contact') return composeContactMail(record.payload, meta, settings, site);
  return composeNewsletterMail(record.payload, meta, settings, site);
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++] as T);
  });
  await Promise.all(lanes);
}

/** What one attempt came to, before the destination's policy turns it into a stored state. */
type SendOutcome =
  | { ok: true }
  | { skip: string }
  | {
      ok: false;
      error: string;
      code: number | null;
      retryAfterMs?: number | null;
      gone?: boolean;
      permanent?: boolean;
    };

const emptyResult = (): FlushResult => ({ delivered: [], failed: [], skipped: [], busy: [] });

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, transport } = options;
  const now = options.now ?? (() => new Date());
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const concurrency = options.concurrency ?? 8;
  const maxPerDrain = options.maxPerDrain ?? 200;
  const drainBudgetMs = options.drainBudgetMs ?? 10_000;
  const visitorWindowMs = options.visitorMailWindowMs ?? VISITOR_MAIL_WINDOW_MS;
  const sentRetentionMonths = options.sentRetentionMonths ?? SENT_RETENTION_MONTHS;
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const mailContent = () => getMailContent(options.contentSource);
  const log = options.log ?? console;
  const webhook = options.webhook;
  const webhookTimeoutMs = webhook?.timeoutMs ?? 15_000;
  const limiter = options.visitorLimiter ?? createVisitorMailLimiter({ dailyLimit: 500 });
  const enabled = { ackEmail: options.ackEmail ?? false, webhook: webhook !== undefined };

  /** Attempts running in this process, by `${id} ${destination}`, so a second request for one joins the first. */
  const inflight = new Map<string, Promise<DeliveryOutcome>>();
  const running = new Map<Destination, number>(allDestinations.map((d) => [d, 0]));
  const lastErrors = new Map<string, string>();
  const lastReasons = new Map<string, string>();
  const freeSlots = (destination: Destination) => Math.max(0, concurrency - (running.get(destination) ?? 0));
  /** A delivery was left waiting for a slot: when one frees, the worker looks again. */
  let waitingForSlot = false;
  /** Whether the webhook's receiver answered 410 Gone (read from the store at each drain). */
  let webhookDisabled: boolean | undefined;

  async function refreshWebhookState(): Promise<void> {
    if (!webhook) return;
    const mark = await store.disabled('webhook');
    webhookDisabled = mark !== null && mark.target === webhookTarget(webhook.url);
  }

  /** The destinations this process serves now: the webhook only when configured here and not disabled. */
  function lanes(): Destination[] {
    return allDestinations.filter((d) => d !== 'webhook' || (webhook !== undefined && webhookDisabled === false));
  }

  const failure = (error: unknown): SendOutcome => {
    const described = describeDeliveryError(error);
    return {
      ok: false,
      error: described.message,
      code: described.responseCode ?? null,
      permanent: described.permanent,
    };
  };

  async function sendVisitorMail(record: OutboxRecord, destination: Destination): Promise<SendOutcome> {
    const reason = await limiter.take(destination, record.payload.email);
    if (reason) return { skip: reason };
    try {
      if (destination === 'ack-email') {
        await transport.send(composeAcknowledgement(record, options.mail, await mailContent()));
      } else {
        // A new token for every attempt, its hash stored before the e-mail leaves: the token itself is never kept.
        const { token, hash } = mintToken();
        await store.addToken(hash, {
          recordId: record.id,
          expiresAt: new Date(now().getTime() + tokenTtlMs).toISOString(),
        });
        await transport.send(
          composeConfirmation(record, options.mail, confirmUrl(siteUrl, token), await mailContent()),
        );
      }
      return { ok: true };
    } catch (error) {
      await limiter.giveBack(destination, record.payload.email).catch(() => undefined);
      return failure(error);
    }
  }

  async function sendWebhook(record: OutboxRecord): Promise<SendOutcome> {
    if (!webhook || !webhookEventType(record)) return { skip: 'no webhook event for this record' };
    const body = webhookBody(record, siteUrl);
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

  function send({ record, delivery }: Claim): Promise<SendOutcome> {
    switch (delivery.destination) {
      case 'ops-email':
        // Only the business details: a problem with the visitor e-mails' words never holds up the lead.
        return getSite(options.contentSource)
          .then((site) => transport.send(renderOutboxMail(record, options.mail, site)))
          .then(() => ({ ok: true }) as const, failure);
      case 'ack-email':
      case 'confirm-email':
        return sendVisitorMail(record, delivery.destination);
      case 'webhook':
        return sendWebhook(record);
    }
  }

  /** The destination's policy: what to store after an attempt, and what to log. */
  async function settle(claim: Claim, outcome: SendOutcome): Promise<{ result: AttemptResult; retryAt?: number }> {
    const at = now();
    const { record, delivery } = claim;
    if ('skip' in outcome) return { result: { state: 'skipped', at, reason: outcome.skip, attempted: false } };
    if (outcome.ok) return { result: { state: 'sent', at } };
    const { error, code } = outcome;
    const attempt = delivery.attempts + 1;
    const retry = (delayMs: number) => ({
      result: {
        state: 'pending' as const,
        at,
        error,
        errorCode: code,
        nextAttemptAt: new Date(at.getTime() + delayMs),
      },
      retryAt: Date.now() + delayMs,
    });
    switch (delivery.destination) {
      case 'ops-email':
        return retry(retryDelay(delivery.attempts));
      case 'ack-email':
      case 'confirm-email': {
        const delay = retryDelay(delivery.attempts);
        if (at.getTime() + delay > Date.parse(record.createdAt) + visitorWindowMs)
          return {
            result: {
              state: 'skipped',
              at,
              reason: `not delivered within ${Math.round(visitorWindowMs / 60_000)} minutes of the enquiry`,
              attempted: true,
              error,
              errorCode: code,
            },
          };
        return retry(delay);
      }
      case 'webhook': {
        if (outcome.gone && webhook) {
          // The receiver says it is gone for good: stop sending to it, keep every delivery for a new URL.
          await store.disable('webhook', { target: webhookTarget(webhook.url), at: at.toISOString(), reason: error });
          webhookDisabled = true;
          log.error(
            `[outbox] WEBHOOK DISABLED: ${webhook.url} answered 410 Gone. No webhook is sent until WEBHOOK_URL names another receiver; the waiting deliveries are kept and go to it then.`,
          );
          return { result: { state: 'pending', at, error, errorCode: code, nextAttemptAt: at } };
        }
        const schedule = webhook?.retrySeconds ?? [];
        if (attempt > schedule.length) return { result: { state: 'failed', at, error, errorCode: code } };
        const planned = (schedule[attempt - 1] ?? 0) * 1000;
        const longest = Math.max(0, ...schedule) * 1000;
        return retry(outcome.retryAfterMs != null ? Math.min(outcome.retryAfterMs, longest) : planned);
      }
    }
  }

  async function sendClaimed(claim: Claim): Promise<DeliveryOutcome> {
    const { record, delivery } = claim;
    const key = `${record.id} ${delivery.destination}`;
    let outcome: SendOutcome;
    const late =
      (delivery.destination === 'ack-email' || delivery.destination === 'confirm-email') &&
      now().getTime() > Date.parse(record.createdAt) + visitorWindowMs;
    if (late) outcome = { skip: `not sent within ${Math.round(visitorWindowMs / 60_000)} minutes of the enquiry` };
    else {
      try {
        outcome = await send(claim);
      } catch (error) {
        outcome = failure(error);
      }
    }
    const { result, retryAt } = await settle(claim, outcome);
    await store.complete(claim, result);
    if (result.state === 'sent') return 'delivered';
    if (result.state === 'skipped') {
      lastReasons.set(key, result.reason);
      if (result.attempted) lastErrors.set(key, result.error ?? result.reason);
      log.info(`[outbox] ${delivery.destination} of ${record.id} skipped: ${result.reason}`);
      return 'skipped';
    }
    lastErrors.set(key, result.error);
    const what = `${delivery.destination} of ${record.kind} ${record.id}`;
    if (result.state === 'failed') {
      log.error(`[outbox] ${what} failed for good after ${delivery.attempts + 1} attempts: ${result.error}`);
    } else if (retryAt !== undefined) {
      const seconds = Math.round((retryAt - Date.now()) / 1000);
      log.error(
        `[outbox] ${what} not delivered (attempt ${delivery.attempts + 1}${'permanent' in outcome && outcome.permanent ? ', rejected by the server' : ''}): ${result.error}; next attempt in ${seconds} s`,
      );
      worker.wake(retryAt);
    }
    return 'failed';
  }

  /** Sends a claim unless this process is already sending that delivery. */
  function attempt(
    id: string,
    destination: Destination,
    getClaim: () => Promise<Claim | null>,
  ): Promise<DeliveryOutcome> {
    const key = `${id} ${destination}`;
    const current = inflight.get(key);
    if (current) return current;
    running.set(destination, (running.get(destination) ?? 0) + 1);
    const task = (async (): Promise<DeliveryOutcome> => {
      try {
        const claim = await getClaim();
        if (!claim) return 'busy';
        return await sendClaimed(claim);
      } catch (error) {
        // The store failed while claiming or filing the result. The delivery
        // is still waiting or claimed there; recovery takes it up again.
        log.error(`[outbox] delivery attempt for ${id} (${destination}) could not be recorded:`, error);
        return 'failed';
      }
    })().finally(() => {
      inflight.delete(key);
      running.set(destination, (running.get(destination) ?? 1) - 1);
      if (waitingForSlot) {
        waitingForSlot = false;
        worker.wake(Date.now());
      }
    });
    inflight.set(key, task);
    return task;
  }

  const deliver = (id: string, destination: Destination) =>
    attempt(id, destination, () => store.claim(id, destination, now()));

  async function offer(record: Pick<OutboxRecord, 'id' | 'destinations'>) {
    if (webhook && webhookDisabled === undefined) await refreshWebhookState().catch(() => undefined);
    const served = lanes();
    const outcomes: Partial<Record<Destination, DeliveryOutcome>> = {};
    await Promise.all(
      // Operations first: its claim is asked for before the others'.
      record.destinations.map(async (destination) => {
        if (!served.includes(destination)) return;
        if (!inflight.has(`${record.id} ${destination}`) && freeSlots(destination) === 0) {
          waitingForSlot = true;
          outcomes[destination] = 'busy';
          return;
        }
        outcomes[destination] = await deliver(record.id, destination);
      }),
    );
    return outcomes;
  }

  function tally(result: FlushResult, ref: DeliveryRef, outcome: DeliveryOutcome) {
    const key = `${ref.id} ${ref.destination}`;
    if (outcome === 'delivered') result.delivered.push(ref);
    else if (outcome === 'busy') result.busy.push(ref);
    else if (outcome === 'skipped') result.skipped.push({ ...ref, reason: lastReasons.get(key) ?? '' });
    else result.failed.push({ ...ref, error: lastErrors.get(key) ?? null });
    lastErrors.delete(key);
    lastReasons.delete(key);
  }

  /** One destination's share of a drain: its own slots, its own count and its own time budget. */
  async function drainLane(destination: Destination, result: FlushResult) {
    const started = Date.now();
    let sent = 0;
    while (sent < maxPerDrain && Date.now() - started < drainBudgetMs) {
      const limit = Math.min(freeSlots(destination), maxPerDrain - sent);
      if (limit === 0) {
        // Every slot is sending: what is due waits for the next free one.
        waitingForSlot = true;
        break;
      }
      const claims = await store.claimDue(destination, now(), limit);
      if (claims.length === 0) break;
      sent += claims.length;
      await Promise.all(
        claims.map(async (claim) => {
          const ref = { id: claim.record.id, destination };
          const key = `${ref.id} ${destination}`;
          // We hold the claim, so an attempt of this process on the same
          // delivery (a deliver() that lost the claim to us) ends without
          // sending: wait for it, then send ours.
          while (inflight.has(key)) await inflight.get(key);
          tally(result, ref, await attempt(ref.id, destination, async () => claim));
        }),
      );
      if (claims.length < limit) break;
    }
    return sent;
  }

  async function drainDue(): Promise<FlushResult> {
    await store.recoverStaleClaims(now());
    await refreshWebhookState();
    const result = emptyResult();
    await Promise.all(lanes().map((destination) => drainLane(destination, result)));
    return result;
  }

  async function flush(): Promise<FlushResult> {
    await store.recoverStaleClaims(now());
    await refreshWebhookState();
    const served = lanes();
    const result = emptyResult();
    const { waiting } = await store.list(now());
    const refs = waiting.flatMap((record) =>
      record.deliveries
        .filter((d) => d.state === 'pending' && served.includes(d.destination) && !record.claimedBy[d.destination])
        .map((d) => ({ id: record.id, destination: d.destination })),
    );
    await eachLimited(refs, concurrency, async (ref) => tally(result, ref, await deliver(ref.id, ref.destination)));
    return result;
  }

  async function pruneSent(): Promise<string[]> {
    const at = now();
    const cutoff = new Date(at);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - sentRetentionMonths);
    // A sign-up's links live 72 hours from its last confirmation e-mail, sent within the retry window.
    const signupCutoff = new Date(at.getTime() - tokenTtlMs - visitorWindowMs);
    return store.prune(cutoff, signupCutoff, at);
  }

  /** The background worker: sends what is due, then sleeps until the next delivery is due. */
  const worker = (() => {
    let active = false;
    let timer: NodeJS.Timeout | undefined;
    let timerDueAt = Infinity;
    let scan: Promise<void> | undefined;
    let rescan = false;
    let prunedAt = -Infinity;

    function schedule(atMs: number) {
      if (!active) return;
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
      if (!active) return;
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
        // A full batch in some lane: more may be due at once.
        const counts = new Map<Destination, number>();
        for (const ref of [...result.delivered, ...result.failed, ...result.skipped, ...result.busy])
          counts.set(ref.destination, (counts.get(ref.destination) ?? 0) + 1);
        if ([...counts.values()].some((n) => n >= maxPerDrain)) nextDue = Date.now();
        const due = await store.nextDueAt(lanes());
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
        return active;
      },
      start() {
        if (active) return;
        active = true;
        schedule(Date.now());
      },
      /** A delivery becomes due at `atMs`: make sure the worker wakes by then. */
      wake(atMs: number) {
        schedule(atMs);
      },
      async stop() {
        active = false;
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
    destinationsFor: (kind) => destinationsFor(kind, enabled),
    enqueue: (entry, idempotencyKey) =>
      store.add(entry, { now: now(), idempotencyKey, destinations: destinationsFor(entry.kind, enabled) }),
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
