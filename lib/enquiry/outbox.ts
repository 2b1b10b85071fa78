import 'server-only';
import type { ContentSource } from '@/lib/content/source';
import { destinationsFor, destinations as allDestinations, type Destination } from './destinations';
import { retryDelayMs } from './backoff';
import { createLanes, eachLimited } from './delivery/lanes';
import {
  emptyResult,
  failure,
  type Attempt,
  type DeliveryOutcome,
  type DeliveryRef,
  type FlushResult,
  type SendOutcome,
} from './delivery/outcome';
import { settle, tooLate, VISITOR_MAIL_WINDOW_MS } from './delivery/policy';
import { retentionCutoffs, SENT_RETENTION_MONTHS } from './delivery/retention';
import { createDigestGap, NOTICE_DIGEST_GAP_MS, NOTICE_DIGEST_LIMIT, sendDigest } from './delivery/notices';
import { createNoticeSender, createSender, type WebhookSettings } from './delivery/send';
import { createStoreBackoff, createUnrecorded } from './delivery/unrecorded';
import { createWorker } from './delivery/worker';
import { defaultFileSettings, type FileSettings } from './files';
import type { MailSettings } from './mail/compose';
import type { MailTransport } from './mail/transport';
import { enquiryReference, type OutboxEntry, type OutboxRecord } from './record';
import type { Claim, EnquiryStore, StoreListing, StoredFileBytes } from './store/store';
import { createVisitorMailLimiter, type VisitorMailLimiter } from './visitor-limits';
import { webhookTarget } from './webhook/sign';

/**
 * Delivery over a store (store/store.ts), the same for both stores: one
 * attempt for one delivery (`deliver`), everything due (`drainDue`: the
 * worker's scan, the drain endpoint, the tail of each submission), every
 * waiting delivery now (`flush`: the CLI), retention (`pruneSent`), and the
 * background worker a long-running server starts (delivery/worker.ts).
 *
 * Each destination is a lane of its own (delivery/lanes.ts): its own sending
 * slots, its own retry policy (delivery/policy.ts) and, in a drain, its own
 * time budget, so a slow webhook never holds up the operations e-mail (whose
 * lane is always served first). delivery/send.ts makes the attempts; the
 * refusal notices go as digests, several leads in one e-mail
 * (delivery/notices.ts).
 *
 * A crash between the other side's acceptance and the store's record of it
 * can resend once, with the same Message-ID or webhook-id.
 */

export type { DeliveryOutcome, DeliveryRef, FlushResult } from './delivery/outcome';
export { VISITOR_MAIL_WINDOW_MS } from './delivery/policy';
export { SENT_RETENTION_MONTHS } from './delivery/retention';
export type { WebhookSettings } from './delivery/send';
export { renderOutboxMail } from './mail/render';

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
  const maxPerDrain = options.maxPerDrain ?? 200;
  const drainBudgetMs = options.drainBudgetMs ?? 10_000;
  const visitorWindowMs = options.visitorMailWindowMs ?? VISITOR_MAIL_WINDOW_MS;
  const sentRetentionMonths = options.sentRetentionMonths ?? SENT_RETENTION_MONTHS;
  const log = options.log ?? console;
  const webhook = options.webhook;
  const fileSettings: FileSettings = options.files ?? defaultFileSettings();
  const enabled = { ackEmail: options.ackEmail ?? false, webhook: webhook !== undefined };
  const policy = {
    retryDelay: options.retryDelay ?? retryDelayMs,
    visitorWindowMs,
    webhookRetrySeconds: webhook?.retrySeconds ?? [],
    refusedRetryMs: options.refusedRetryMs,
    refusedGiveUpMs: options.refusedGiveUpMs,
  };
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

  const lanes = createLanes(concurrency, () => worker.wake(Date.now()));
  const unrecorded = createUnrecorded(10_000, log);
  const storeBackoff = createStoreBackoff(retryDelayMs);
  /** Whether the webhook's receiver answered 410 Gone (read from the store at each drain). */
  let webhookDisabled: boolean | undefined;

  async function refreshWebhookState(): Promise<void> {
    if (!webhook) return;
    const mark = await store.disabled('webhook');
    webhookDisabled = mark !== null && mark.target === webhookTarget(webhook.url);
  }

  /** The destinations this process serves now: the webhook only when configured here and not disabled. */
  function served(): Destination[] {
    return allDestinations.filter((d) => d !== 'webhook' || (webhook !== undefined && webhookDisabled === false));
  }

  const keyOf = ({ record, delivery }: Claim) => `${record.id} ${delivery.destination}`;

  /** What one attempt of a claimed delivery came to, before its policy. */
  async function attemptOutcome(claim: Claim): Promise<SendOutcome> {
    // Sent by this process already; only its record was missing (a full disk): record it, never resend it.
    if (unrecorded.has(keyOf(claim))) return { ok: true };
    const late = tooLate(claim, now(), visitorWindowMs);
    if (late) return { skip: late };
    try {
      return await send(claim);
    } catch (error) {
      return failure(error);
    }
  }

  /**
   * Settles each attempt by its delivery's policy, records them (several in
   * one store write where the store allows it: a digest's notices), then
   * logs and schedules as each outcome asks.
   */
  async function fileOutcomes(attempts: readonly { claim: Claim; outcome: SendOutcome }[]): Promise<Attempt[]> {
    const at = now();
    const settled = attempts.map(({ claim, outcome }) => ({ claim, outcome, ...settle(claim, outcome, at, policy) }));
    for (const { outcome, disableWebhook } of settled) {
      if (!disableWebhook || !webhook) continue;
      // The receiver says it is gone for good: stop sending to it, keep every delivery for a new URL.
      const reason = 'error' in outcome ? outcome.error : '';
      await store.disable('webhook', { target: webhookTarget(webhook.url), at: at.toISOString(), reason });
      webhookDisabled = true;
      log.error(
        `[outbox] WEBHOOK DISABLED: the receiver at ${new URL(webhook.url).origin} answered 410 Gone. No webhook is sent until WEBHOOK_URL names another receiver; the waiting deliveries are kept and go to it then.`,
      );
    }
    try {
      if (settled.length === 1) await store.complete(settled[0]!.claim, settled[0]!.result);
      else await store.completeAll(settled.map(({ claim, result }) => ({ claim, result })));
    } catch (error) {
      for (const { claim, result } of settled) if (result.state === 'sent') unrecorded.remember(keyOf(claim));
      throw error;
    }
    return settled.map(({ claim, outcome, result, retryAt }) => {
      const { record, delivery } = claim;
      unrecorded.forget(keyOf(claim));
      if (result.state === 'sent') return { outcome: 'delivered' };
      if (result.state === 'skipped') {
        log.info(`[outbox] ${delivery.destination} of ${record.id} skipped: ${result.reason}`);
        return { outcome: 'skipped', detail: result.reason };
      }
      const what = `${delivery.destination} of ${record.kind} ${record.id}`;
      if (result.state === 'failed') {
        // Loud: a person must look (`npm run outbox` lists it under "Failed").
        log.error(
          `[outbox] DELIVERY FAILED: ${what} (reference ${enquiryReference(record.id)}) given up after ${delivery.attempts + 1} attempts: ${result.error}.${result.followUp === 'ops-notice' ? ' A notice without the message goes to operations instead.' : ''} See \`npm run outbox\`.`,
        );
        if (result.followUp) worker.wake(Date.now());
      } else if (retryAt !== undefined) {
        const seconds = Math.round((retryAt - Date.now()) / 1000);
        log.error(
          `[outbox] ${what} not delivered (attempt ${delivery.attempts + 1}${'permanent' in outcome && outcome.permanent ? ', rejected by the server' : ''}): ${result.error}; next attempt in ${seconds} s`,
        );
        worker.wake(retryAt);
      }
      return { outcome: 'failed', detail: result.error };
    });
  }

  async function sendClaimed(claim: Claim): Promise<Attempt> {
    const [done] = await fileOutcomes([{ claim, outcome: await attemptOutcome(claim) }]);
    return done!;
  }

  /** A store failure while claiming or filing: no new attempt starts for a while, so a full disk is not hammered. */
  function storeFailed(what: string, error: unknown): Attempt {
    // The delivery is still waiting or claimed in the store; recovery takes it up again.
    storeBackoff.failed();
    log.error(
      `[outbox] delivery attempt for ${what} could not be recorded; pausing deliveries for ${Math.ceil((storeBackoff.until - Date.now()) / 1000)} s:`,
      error,
    );
    worker.wake(storeBackoff.until);
    return { outcome: 'failed', detail: null };
  }

  let digestSerial = 0;
  /**
   * Claims notices (`getClaims`, in a slot of the notice lane) and sends them
   * as one digest (delivery/notices.ts); resolves with each one's attempt by
   * enquiry id. `key` names the attempt in the lane: a drain's digests get
   * keys of their own, so one never joins (and drops) another.
   */
  async function attemptDigest(key: string, getClaims: () => Promise<Claim[]>): Promise<Map<string, Attempt>> {
    const attempts = new Map<string, Attempt>();
    await lanes.run(key, 'ops-notice', async () => {
      let claims: Claim[] = [];
      try {
        claims = await getClaims();
        if (claims.length === 0) return { outcome: 'busy' };
        noticeGap.sent();
        const outcomes = await sendDigest(claims, {
          alreadySent: (claim) => unrecorded.has(keyOf(claim)),
          sendNotices,
          log,
        });
        const done = await fileOutcomes(claims.map((claim, i) => ({ claim, outcome: outcomes[i]! })));
        claims.forEach((claim, i) => attempts.set(claim.record.id, done[i]!));
        storeBackoff.succeeded();
      } catch (error) {
        const failed = storeFailed(`a digest of ${claims.length} notices`, error);
        for (const claim of claims) if (!attempts.has(claim.record.id)) attempts.set(claim.record.id, failed);
      }
      return { outcome: 'delivered' };
    });
    return attempts;
  }

  /**
   * Whether a notice digest that is not full should wait now: until when, or
   * null. It waits only within the gap after this process's last digest, and
   * only while an operations e-mail is waiting (one that may yet be refused
   * and join it).
   */
  async function noticesHeldUntil(): Promise<number | null> {
    const until = noticeGap.holdUntil();
    if (until === null) return null;
    return (await store.nextDueAt(['ops-email'])) === null ? null : until;
  }
  /** Set by a drain that left notices waiting for the gap: the worker's next look. */
  let noticesHeld: number | null = null;

  /** The notice lane's share of a drain: digests of up to NOTICE_DIGEST_LIMIT, within the lane's slots, count and time. */
  async function drainNotices(result: FlushResult) {
    const started = Date.now();
    let sent = 0;
    const digests: Promise<void>[] = [];
    noticesHeld = null;
    while (sent < maxPerDrain && Date.now() - started < drainBudgetMs) {
      if (lanes.freeSlots('ops-notice') === 0) {
        lanes.markWaiting();
        break;
      }
      const limit = Math.min(NOTICE_DIGEST_LIMIT, maxPerDrain - sent);
      const heldUntil = await noticesHeldUntil();
      if (heldUntil !== null && (await store.countDue('ops-notice', now(), limit)) < limit) {
        // Not a full digest, and more may join it: wait for the gap to end.
        noticesHeld = heldUntil;
        worker.wake(heldUntil);
        break;
      }
      const claims = await store.claimDue('ops-notice', now(), limit);
      if (claims.length === 0) break;
      sent += claims.length;
      digests.push(
        attemptDigest(`digest ${++digestSerial}`, async () => claims).then((attempts) => {
          for (const claim of claims) {
            const ref = { id: claim.record.id, destination: 'ops-notice' as const };
            tally(result, ref, attempts.get(claim.record.id) ?? { outcome: 'failed', detail: null });
          }
        }),
      );
      if (claims.length < limit) break;
    }
    await Promise.all(digests);
    return sent;
  }

  /** Sends a claim unless this process is already sending that delivery. */
  function attempt(id: string, destination: Destination, getClaim: () => Promise<Claim | null>): Promise<Attempt> {
    return lanes.run(id, destination, async () => {
      try {
        const claim = await getClaim();
        if (!claim) return { outcome: 'busy' };
        const done = await sendClaimed(claim);
        storeBackoff.succeeded();
        return done;
      } catch (error) {
        return storeFailed(`${id} (${destination})`, error);
      }
    });
  }

  const tryDelivery = (id: string, destination: Destination) =>
    attempt(id, destination, () => store.claim(id, destination, now()));
  /** A notice goes with every other one that is due, as one digest. */
  async function deliverNotice(id: string): Promise<Attempt> {
    const running = lanes.running(id, 'ops-notice');
    if (running) return running;
    const attempts = await attemptDigest(id, async () => {
      const own = await store.claim(id, 'ops-notice', now());
      if (!own) return [];
      // Once one is held it is sent and recorded: a failure to claim more only makes the digest smaller.
      const others = await store.claimDue('ops-notice', now(), NOTICE_DIGEST_LIMIT - 1).catch(() => []);
      return [own, ...others];
    });
    return attempts.get(id) ?? { outcome: 'busy' };
  }
  const deliver = async (id: string, destination: Destination) => {
    if (storeBackoff.blocked()) return 'busy' as const;
    return (await (destination === 'ops-notice' ? deliverNotice(id) : tryDelivery(id, destination))).outcome;
  };

  async function offer(record: Pick<OutboxRecord, 'id' | 'destinations'>) {
    if (webhook && webhookDisabled === undefined) await refreshWebhookState().catch(() => undefined);
    const lanesServed = served();
    const outcomes: Partial<Record<Destination, DeliveryOutcome>> = {};
    await Promise.all(
      // Operations first: its claim is asked for before the others'.
      record.destinations.map(async (destination) => {
        if (!lanesServed.includes(destination)) return;
        if (!lanes.running(record.id, destination) && lanes.freeSlots(destination) === 0) {
          lanes.markWaiting();
          outcomes[destination] = 'busy';
          return;
        }
        outcomes[destination] = await deliver(record.id, destination);
      }),
    );
    return outcomes;
  }

  function tally(result: FlushResult, ref: DeliveryRef, { outcome, detail }: Attempt) {
    if (outcome === 'delivered') result.delivered.push(ref);
    else if (outcome === 'busy') result.busy.push(ref);
    else if (outcome === 'skipped') result.skipped.push({ ...ref, reason: detail ?? '' });
    else result.failed.push({ ...ref, error: detail ?? null });
  }

  /** One destination's share of a drain: its own slots, its own count and its own time budget. */
  async function drainLane(destination: Destination, result: FlushResult) {
    const started = Date.now();
    let sent = 0;
    while (sent < maxPerDrain && Date.now() - started < drainBudgetMs) {
      const limit = Math.min(lanes.freeSlots(destination), maxPerDrain - sent);
      if (limit === 0) {
        // Every slot is sending: what is due waits for the next free one.
        lanes.markWaiting();
        break;
      }
      const claims = await store.claimDue(destination, now(), limit);
      if (claims.length === 0) break;
      sent += claims.length;
      await Promise.all(
        claims.map(async (claim) => {
          const ref = { id: claim.record.id, destination };
          // We hold the claim, so an attempt of this process on the same
          // delivery (a deliver() that lost the claim to us) ends without
          // sending: wait for it, then send ours.
          for (let current = lanes.running(ref.id, destination); current; current = lanes.running(ref.id, destination))
            await current;
          tally(result, ref, await attempt(ref.id, destination, async () => claim));
        }),
      );
      if (claims.length < limit) break;
    }
    return sent;
  }

  async function drainDue(): Promise<FlushResult> {
    // The store could not write a moment ago: wait before claiming more.
    if (storeBackoff.blocked()) return emptyResult();
    await store.recoverStaleClaims(now());
    await refreshWebhookState();
    const result = emptyResult();
    // Every lane at once: a digest's send and records overlap the operations e-mails' (the notices
    // their refusals add wait for the next drain, or the gap, delivery/notices.ts).
    await Promise.all(
      served().map((destination) =>
        destination === 'ops-notice' ? drainNotices(result) : drainLane(destination, result),
      ),
    );
    return result;
  }

  async function flush(): Promise<FlushResult> {
    await store.recoverStaleClaims(now());
    await refreshWebhookState();
    const lanesServed = served();
    const result = emptyResult();
    const { waiting } = await store.list(now());
    const refs = waiting.flatMap((record) =>
      record.deliveries
        .filter((d) => d.state === 'pending' && lanesServed.includes(d.destination) && !record.claimedBy[d.destination])
        .map((d) => ({ id: record.id, destination: d.destination })),
    );
    // Notices as digests of up to NOTICE_DIGEST_LIMIT, each claimed by id (due or not).
    const notices = refs.filter((ref) => ref.destination === 'ops-notice');
    for (let at = 0; at < notices.length; at += NOTICE_DIGEST_LIMIT) {
      const batch = notices.slice(at, at + NOTICE_DIGEST_LIMIT);
      const attempts = await attemptDigest(`digest ${++digestSerial}`, async () => {
        const claims: Claim[] = [];
        for (const ref of batch) {
          // Those already held are sent and recorded: a failure to claim the next ends the batch there.
          const claim = await store.claim(ref.id, 'ops-notice', now()).catch((error: unknown) => {
            if (claims.length === 0) throw error;
            return undefined;
          });
          if (claim === undefined) break;
          if (claim) claims.push(claim);
        }
        return claims;
      });
      for (const ref of batch) tally(result, ref, attempts.get(ref.id) ?? { outcome: 'busy' });
    }
    const others = refs.filter((ref) => ref.destination !== 'ops-notice');
    await eachLimited(others, concurrency, async (ref) =>
      tally(result, ref, await tryDelivery(ref.id, ref.destination)),
    );
    return result;
  }

  async function pruneSent(): Promise<string[]> {
    const at = now();
    const cutoffs = retentionCutoffs(at, sentRetentionMonths, visitorWindowMs);
    const removed = await store.prune(cutoffs.sent, cutoffs.signup, at);
    // Uploaded statements have their own, shorter retention, whatever their deliveries' state.
    await store.pruneFiles(new Date(at.getTime() - fileSettings.retentionDays * 24 * 60 * 60_000));
    // The local mailbox (no SMTP_URL) keeps copies of the e-mails: the same retention.
    const mails = (await transport.prune?.(cutoffs.sent)) ?? 0;
    if (mails > 0) log.info(`[outbox] removed ${mails} mailbox e-mail(s) past retention`);
    return removed;
  }

  const worker = createWorker({
    pollIntervalMs,
    log,
    async scan() {
      // The store could not write a moment ago: look again when the pause ends.
      if (storeBackoff.blocked()) return storeBackoff.until;
      const result = await drainDue();
      // A full batch in some lane: more may be due at once.
      const counts = new Map<Destination, number>();
      for (const ref of [...result.delivered, ...result.failed, ...result.skipped, ...result.busy])
        counts.set(ref.destination, (counts.get(ref.destination) ?? 0) + 1);
      let nextDue: number | null = null;
      if ([...counts.values()].some((n) => n >= maxPerDrain)) nextDue = Date.now();
      // Notices waiting for the gap between digests: looked at when it ends, not before, unless
      // no operations e-mail waits any more (the end of a backlog): then at once.
      let held = noticesHeld;
      if (held !== null && (await noticesHeldUntil()) === null) held = null;
      if (held === null && noticesHeld !== null) nextDue = Date.now();
      const due = await store.nextDueAt(served().filter((d) => held === null || d !== 'ops-notice'));
      if (due !== null) {
        const at = Date.now() + Math.max(0, due - now().getTime());
        nextDue = nextDue === null ? at : Math.min(nextDue, at);
      }
      if (held !== null) nextDue = nextDue === null ? held : Math.min(nextDue, held);
      return nextDue;
    },
    prune: pruneSent,
    settle: () => Promise.allSettled(lanes.all()),
  });

  return {
    store,
    transport,
    destinationsFor: (kind) => destinationsFor(kind, enabled),
    enqueue: (entry, idempotencyKey, files) =>
      store.add(entry, { now: now(), idempotencyKey, destinations: destinationsFor(entry.kind, enabled), files }),
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
