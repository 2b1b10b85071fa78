import 'server-only';
import type { AttemptResult, Claim } from '../store/store';
import type { SendOutcome } from './outcome';

/**
 * Each destination's retry policy: what to store after an attempt.
 *
 *   ops-email      an outage (no answer, a 4xx) is retried with backoff.ts until
 *   ops-notice     the mail server takes it; a permanent refusal (SMTP 5xx) is
 *                  not an outage: retried after 1 hour, then every 4 hours,
 *                  and failed at the first refusal 8 hours or more after the
 *                  enquiry (4 refusals when nothing else comes between). A
 *                  failed operations e-mail is followed by the ops-notice
 *                  delivery (mail/notice.ts): who, how to reach them, the
 *                  reference, without the visitor's words; it has the same
 *                  policy and no follow-up.
 *   ack-email,     at most one per address per day and ACK_DAILY_LIMIT a day
 *   confirm-email  (visitor-limits.ts); retried for an hour, then skipped; a
 *                  permanent refusal (a wrong address) is skipped at once
 *   webhook        Standard Webhooks, signed; retried on its schedule (hours),
 *                  honouring Retry-After, then failed; 410 disables it
 */

/** After a permanent refusal: the wait before the next attempt, first and later. */
export const REFUSED_RETRY_MS = { first: 60 * 60_000, later: 4 * 60 * 60_000 } as const;
/** A permanent refusal this long after the enquiry marks the delivery failed. */
export const REFUSED_GIVE_UP_MS = 8 * 60 * 60_000;

/** A visitor e-mail (acknowledgement, confirmation) a day late is worse than none: retried for an hour at most. */
export const VISITOR_MAIL_WINDOW_MS = 60 * 60_000;

export interface PolicySettings {
  /** Wait before the next e-mail attempt after n failed ones. */
  retryDelay: (failedAttempts: number) => number;
  /** How long a visitor e-mail is retried after its enquiry. */
  visitorWindowMs: number;
  /** The webhook's schedule: seconds to wait after failed attempt 1, 2, …; after the last, failed. */
  webhookRetrySeconds: readonly number[];
  /** The waits after a permanent refusal (default REFUSED_RETRY_MS). */
  refusedRetryMs?: { first: number; later: number };
  /** A permanent refusal this long after the enquiry fails the delivery (default REFUSED_GIVE_UP_MS). */
  refusedGiveUpMs?: number;
}

/** Whether an SMTP reply code says the server refuses this message for good. */
const isRefusal = (code: number | null | undefined) => code != null && code >= 500 && code < 600;

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
    case 'ops-notice': {
      if (!('permanent' in outcome && outcome.permanent)) return retry(settings.retryDelay(delivery.attempts));
      const giveUpAt = Date.parse(record.createdAt) + (settings.refusedGiveUpMs ?? REFUSED_GIVE_UP_MS);
      if (at.getTime() >= giveUpAt) {
        const followUp = delivery.destination === 'ops-email' ? ('ops-notice' as const) : undefined;
        return { result: { state: 'failed', at, error, errorCode: code, ...(followUp ? { followUp } : {}) } };
      }
      const waits = settings.refusedRetryMs ?? REFUSED_RETRY_MS;
      return retry(isRefusal(delivery.lastErrorCode) ? waits.later : waits.first);
    }
    case 'ack-email':
    case 'confirm-email': {
      if ('permanent' in outcome && outcome.permanent)
        return {
          result: {
            state: 'skipped',
            at,
            reason: 'refused by the mail server',
            attempted: true,
            error,
            errorCode: code,
          },
        };
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
