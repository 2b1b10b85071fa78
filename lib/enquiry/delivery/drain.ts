import 'server-only';
import type { Destination } from '../destinations';
import type { Claim, EnquiryStore } from '../store/store';
import type { Attempts } from './attempts';
import { eachLimited, type Lanes } from './lanes';
import { NOTICE_DIGEST_LIMIT, type DigestGap } from './notices';
import { emptyResult, tally, type FlushResult } from './outcome';
import type { StoreBackoff } from './unrecorded';
import type { WebhookState } from './webhook-state';

/**
 * Sending many at once: what is due (`drainDue`: the worker's scan, the
 * drain endpoint, the tail of each submission), every waiting delivery now
 * (`flush`: the CLI), and the worker's scan, which drains and says when to
 * look again (`scan`, worker.ts). Each destination drains in its own lane
 * with its own slots, count and time budget, so a slow webhook never holds
 * up the operations e-mail; refusal notices go as digests (notices.ts).
 */
export interface DrainOptions {
  store: EnquiryStore;
  attempts: Attempts;
  lanes: Lanes;
  storeBackoff: StoreBackoff;
  webhookState: WebhookState;
  noticeGap: DigestGap;
  /** Most deliveries sent at the same time per destination (flush). */
  concurrency: number;
  /** Most deliveries one drain sends per destination. */
  maxPerDrain: number;
  /** How long one drain keeps starting new attempts per destination. */
  drainBudgetMs: number;
  /** A delivery becomes due at `atMs` (this process's clock): the worker wakes by then. */
  wake(atMs: number): void;
  now: () => Date;
}

export function createDrain(options: DrainOptions) {
  const { store, attempts, lanes, storeBackoff, webhookState, noticeGap, concurrency, maxPerDrain, drainBudgetMs } =
    options;
  const { wake, now } = options;
  let digestSerial = 0;

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
        wake(heldUntil);
        break;
      }
      const claims = await store.claimDue('ops-notice', now(), limit);
      if (claims.length === 0) break;
      sent += claims.length;
      digests.push(
        attempts
          .attemptDigest(`digest ${++digestSerial}`, async () => claims)
          .then((done) => {
            for (const claim of claims) {
              const ref = { id: claim.record.id, destination: 'ops-notice' as const };
              tally(result, ref, done.get(claim.record.id) ?? { outcome: 'failed', detail: null });
            }
          }),
      );
      if (claims.length < limit) break;
    }
    await Promise.all(digests);
    return sent;
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
          tally(result, ref, await attempts.attempt(ref.id, destination, async () => claim));
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
    await webhookState.refresh();
    const result = emptyResult();
    // Every lane at once: a digest's send and records overlap the operations e-mails' (the notices
    // their refusals add wait for the next drain, or the gap, notices.ts).
    await Promise.all(
      webhookState
        .served()
        .map((destination) => (destination === 'ops-notice' ? drainNotices(result) : drainLane(destination, result))),
    );
    return result;
  }

  async function flush(): Promise<FlushResult> {
    await store.recoverStaleClaims(now());
    await webhookState.refresh();
    const lanesServed = webhookState.served();
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
      const done = await attempts.attemptDigest(`digest ${++digestSerial}`, async () => {
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
      for (const ref of batch) tally(result, ref, done.get(ref.id) ?? { outcome: 'busy' });
    }
    const others = refs.filter((ref) => ref.destination !== 'ops-notice');
    await eachLimited(others, concurrency, async (ref) =>
      tally(result, ref, await attempts.tryDelivery(ref.id, ref.destination)),
    );
    return result;
  }

  /** The worker's scan (worker.ts): drains what is due; resolves with when to look again (this process's clock), or null. */
  async function scan(): Promise<number | null> {
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
    const due = await store.nextDueAt(webhookState.served().filter((d) => held === null || d !== 'ops-notice'));
    if (due !== null) {
      const at = Date.now() + Math.max(0, due - now().getTime());
      nextDue = nextDue === null ? at : Math.min(nextDue, at);
    }
    if (held !== null) nextDue = nextDue === null ? held : Math.min(nextDue, held);
    return nextDue;
  }

  return { drainDue, flush, scan };
}
