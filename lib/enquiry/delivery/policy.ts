import 'server-only';
import type { AttemptResult, Claim } from '../store/store';
import type { SendOutcome } from './outcome';

/**
 * Each destination's retry policy: what to store after an attempt.
 *
 *   ops-email      retried with backoff.ts until the mail server takes it
 *   ack-email,     at most one per address per day and ACK_DAILY_LIMIT a day
 *   confirm-email  (visitor-limits.ts); retried for an hour, then skipped
 *   webhook        Standard Webhooks, signed; retried on its schedule (hours),
 *                  honouring Retry-After, then failed; 410 disables it
 */

/** A visitor e-mail (acknowledgement, confirmation) a day late is worse than none: retried for an hour at most. */
export const VISITOR_MAIL_WINDOW_MS = 60 * 60_000;

export interface PolicySettings {
  /** Wait before the next e-mail attempt after n failed ones. */
  retryDelay: (failedAttempts: number) => number;
  /** How long a visitor e-mail is retried after its enquiry. */
  visitorWindowMs: number;
  /** The webhook's schedule: seconds to wait after failed attempt 1, 2, …; after the last, failed. */
  webhookRetrySeconds: readonly number[];
}

export interface Settlement {
  result: AttemptResult;
  /** When the delivery is due again (this process's clock), for the worker's timer. */
  retryAt?: number;
  /** The webhook's receiver answered 410 Gone: stop sending to it. */
  disableWebhook?: true;
}

const isVisitorMail = (destination: Claim['delivery']['destination']) =>
  destination === 'ack-email' || destination === 'confirm-email';

/** A visitor e-mail whose retry window has passed is skipped without an attempt: the reason, or null when it may go. */
export function tooLate({ record, delivery }: Claim, at: Date, visitorWindowMs: number): string | null {
  if (!isVisitorMail(delivery.destination)) return null;
  if (at.getTime() <= Date.parse(record.createdAt) + visitorWindowMs) return null;
  return `not sent within ${Math.round(visitorWindowMs / 60_000)} minutes of the enquiry`;
}

/** The destination's policy: what to store after an attempt. */
export function settle(claim: Claim, outcome: SendOutcome, at: Date, settings: PolicySettings): Settlement {
  const { record, delivery } = claim;
  if ('skip' in outcome) return { result: { state: 'skipped', at, reason: outcome.skip, attempted: false } };
  if (outcome.ok) return { result: { state: 'sent', at } };
  const { error, code } = outcome;
  const attempt = delivery.attempts + 1;
  const retry = (delayMs: number): Settlement => ({
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
      return retry(settings.retryDelay(delivery.attempts));
    case 'ack-email':
    case 'confirm-email': {
      const delay = settings.retryDelay(delivery.attempts);
      if (at.getTime() + delay > Date.parse(record.createdAt) + settings.visitorWindowMs)
        return {
          result: {
            state: 'skipped',
            at,
            reason: `not delivered within ${Math.round(settings.visitorWindowMs / 60_000)} minutes of the enquiry`,
            attempted: true,
            error,
            errorCode: code,
          },
        };
      return retry(delay);
    }
    case 'webhook': {
      if (outcome.gone) {
        // Every delivery is kept for a new URL: due again at once, sent when one is configured.
        return { result: { state: 'pending', at, error, errorCode: code, nextAttemptAt: at }, disableWebhook: true };
      }
      const schedule = settings.webhookRetrySeconds;
      if (attempt > schedule.length) return { result: { state: 'failed', at, error, errorCode: code } };
      const planned = (schedule[attempt - 1] ?? 0) * 1000;
      const longest = Math.max(0, ...schedule) * 1000;
      return retry(outcome.retryAfterMs != null ? Math.min(outcome.retryAfterMs, longest) : planned);
    }
  }
}
