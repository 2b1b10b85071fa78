import 'server-only';
import { enquiryReference } from '../record';
import type { Claim, EnquiryStore } from '../store/store';
import { failure, type Attempt, type SendOutcome } from './outcome';
import { settle, tooLate, type PolicySettings } from './policy';
import type { StoreBackoff, Unrecorded } from './unrecorded';
import type { WebhookState } from './webhook-state';

/**
 * One attempt of a claimed delivery, from the send to the store's record:
 * what the attempt came to (`attemptOutcome`), then its policy, its record
 * and its log line (`fileOutcomes`). A store that cannot record pauses new
 * attempts for a while (`storeFailed`).
 */
export interface FilingOptions {
  store: Pick<EnquiryStore, 'complete' | 'completeAll'>;
  send(claim: Claim): Promise<SendOutcome>;
  policy: PolicySettings;
  unrecorded: Unrecorded;
  storeBackoff: StoreBackoff;
  webhookState: WebhookState;
  /** A delivery becomes due at `atMs` (this process's clock): the worker wakes by then. */
  wake(atMs: number): void;
  now: () => Date;
  log: Pick<Console, 'error' | 'info'>;
}

/** The key of a delivery among those sent but not recorded (unrecorded.ts). */
export const claimKey = ({ record, delivery }: Claim) => `${record.id} ${delivery.destination}`;

export function createFiling(options: FilingOptions) {
  const { store, send, policy, unrecorded, storeBackoff, webhookState, wake, now, log } = options;

  /** What one attempt of a claimed delivery came to, before its policy. */
  async function attemptOutcome(claim: Claim): Promise<SendOutcome> {
    // Sent by this process already; only its record was missing (a full disk): record it, never resend it.
    if (unrecorded.has(claimKey(claim))) return { ok: true };
    const late = tooLate(claim, now(), policy.visitorWindowMs);
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
      if (!disableWebhook || !webhookState.configured) continue;
      await webhookState.disable('error' in outcome ? outcome.error : '', at);
    }
    try {
      if (settled.length === 1) await store.complete(settled[0]!.claim, settled[0]!.result);
      else await store.completeAll(settled.map(({ claim, result }) => ({ claim, result })));
    } catch (error) {
      for (const { claim, result } of settled) if (result.state === 'sent') unrecorded.remember(claimKey(claim));
      throw error;
    }
    return settled.map(({ claim, outcome, result, retryAt }) => {
      const { record, delivery } = claim;
      unrecorded.forget(claimKey(claim));
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
        if (result.followUp) wake(Date.now());
      } else if (retryAt !== undefined) {
        const seconds = Math.round((retryAt - Date.now()) / 1000);
        log.error(
          `[outbox] ${what} not delivered (attempt ${delivery.attempts + 1}${'permanent' in outcome && outcome.permanent ? ', rejected by the server' : ''}): ${result.error}; next attempt in ${seconds} s`,
        );
        wake(retryAt);
      }
      return { outcome: 'failed', detail: result.error };
    });
  }

  /** A store failure while claiming or filing: no new attempt starts for a while, so a full disk is not hammered. */
  function storeFailed(what: string, error: unknown): Attempt {
    // The delivery is still waiting or claimed in the store; recovery takes it up again.
    storeBackoff.failed();
    log.error(
      `[outbox] delivery attempt for ${what} could not be recorded; pausing deliveries for ${Math.ceil((storeBackoff.until - Date.now()) / 1000)} s:`,
      error,
    );
    wake(storeBackoff.until);
    return { outcome: 'failed', detail: null };
  }

  return { attemptOutcome, fileOutcomes, storeFailed };
}

export type Filing = ReturnType<typeof createFiling>;
