import 'server-only';
import type { Destination } from '../destinations';
import type { OutboxRecord } from '../record';
import type { Claim, EnquiryStore } from '../store/store';
import { claimKey, type Filing } from './filing';
import type { Lanes } from './lanes';
import { NOTICE_DIGEST_LIMIT, sendDigest, type DigestGap } from './notices';
import type { Attempt, DeliveryOutcome, SendOutcome } from './outcome';
import type { StoreBackoff, Unrecorded } from './unrecorded';
import type { WebhookState } from './webhook-state';

/**
 * Attempts in this process's lanes (lanes.ts): one delivery (`attempt`,
 * `deliver`), a digest of refusal notices (`attemptDigest`, notices.ts),
 * and a submission's own attempt of its deliveries (`offer`). An attempt
 * already running for a delivery is joined, never doubled.
 */
export interface AttemptsOptions {
  store: Pick<EnquiryStore, 'claim' | 'claimDue'>;
  filing: Filing;
  lanes: Lanes;
  unrecorded: Unrecorded;
  storeBackoff: StoreBackoff;
  webhookState: WebhookState;
  /** One e-mail for these records: the notice for one, the digest for several. */
  sendNotices(records: readonly OutboxRecord[]): Promise<SendOutcome>;
  noticeGap: DigestGap;
  now: () => Date;
  log: Pick<Console, 'error'>;
}

export function createAttempts(options: AttemptsOptions) {
  const { store, filing, lanes, unrecorded, storeBackoff, webhookState, sendNotices, noticeGap, now, log } = options;

  async function sendClaimed(claim: Claim): Promise<Attempt> {
    const [done] = await filing.fileOutcomes([{ claim, outcome: await filing.attemptOutcome(claim) }]);
    return done!;
  }

  /**
   * Claims notices (`getClaims`, in a slot of the notice lane) and sends them
   * as one digest (notices.ts); resolves with each one's attempt by enquiry
   * id. `key` names the attempt in the lane: a drain's digests get keys of
   * their own, so one never joins (and drops) another.
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
          alreadySent: (claim) => unrecorded.has(claimKey(claim)),
          sendNotices,
          log,
        });
        const done = await filing.fileOutcomes(claims.map((claim, i) => ({ claim, outcome: outcomes[i]! })));
        claims.forEach((claim, i) => attempts.set(claim.record.id, done[i]!));
        storeBackoff.succeeded();
      } catch (error) {
        const failed = filing.storeFailed(`a digest of ${claims.length} notices`, error);
        for (const claim of claims) if (!attempts.has(claim.record.id)) attempts.set(claim.record.id, failed);
      }
      return { outcome: 'delivered' };
    });
    return attempts;
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
        return filing.storeFailed(`${id} (${destination})`, error);
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
    if (webhookState.unknown) await webhookState.refresh().catch(() => undefined);
    const lanesServed = webhookState.served();
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

  return { attempt, attemptDigest, tryDelivery, deliver, offer };
}

export type Attempts = ReturnType<typeof createAttempts>;
