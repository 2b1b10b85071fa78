import 'server-only';
import type { Destination } from '../destinations';
import { describeDeliveryError } from '../mail/transport';

/** What one attempt came to, as the callers see it. */
export type DeliveryOutcome = 'delivered' | 'failed' | 'skipped' | 'busy';

/** An attempt's outcome with what the caller reports of it: the error of a failure, the reason of a skip. */
export interface Attempt {
  outcome: DeliveryOutcome;
  detail?: string | null;
}

export interface DeliveryRef {
  id: string;
  destination: Destination;
}

export interface FlushResult {
  delivered: DeliveryRef[];
  /** Failed this time (retried later), or for the last time. */
  failed: (DeliveryRef & { error: string | null })[];
  skipped: (DeliveryRef & { reason: string })[];
  /** Being sent by another process right now (or no sending slot was free). */
  busy: DeliveryRef[];
}

export const emptyResult = (): FlushResult => ({ delivered: [], failed: [], skipped: [], busy: [] });

/** What one attempt came to, before the destination's policy (policy.ts) turns it into a stored state. */
export type SendOutcome =
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

/** A thrown send error as an outcome: the message, the SMTP code, and whether the server refused for good. */
export function failure(error: unknown): SendOutcome {
  const described = describeDeliveryError(error);
  return {
    ok: false,
    error: described.message,
    code: described.responseCode ?? null,
    permanent: described.permanent,
  };
}

/** Adds one attempt's outcome to a drain's or a flush's result. */
export function tally(result: FlushResult, ref: DeliveryRef, { outcome, detail }: Attempt) {
  if (outcome === 'delivered') result.delivered.push(ref);
  else if (outcome === 'busy') result.busy.push(ref);
  else if (outcome === 'skipped') result.skipped.push({ ...ref, reason: detail ?? '' });
  else result.failed.push({ ...ref, error: detail ?? null });
}
