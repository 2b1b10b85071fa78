import 'server-only';
import type { Pool } from 'pg';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedLimiter } from '@/lib/enquiry/rate-limit';
import type { UploadProblem } from './problems';

/**
 * The bytes of statement files the site takes in a day: `perClient` bytes
 * per client (client-address.ts says which client) and `site` bytes in all,
 * so one client cannot fill the disk or the mailbox, and a crowd of clients
 * cannot either. Kept like the form limit (lib/enquiry/rate-limit.ts):
 * rate-limiter-flexible with a point per byte, in PostgreSQL (one budget
 * for every instance) with DATABASE_URL, in memory (per process) without.
 *
 * An upload takes its bytes from the client, then from the site; when
 * either is spent nothing is taken (what the client's budget gave is given
 * back) and the answer says when to try again. Bytes of an upload that is
 * refused later (a file that does not pass its checks, a store that cannot
 * write) are given back: only what is kept counts.
 */

export type BudgetResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; problem: UploadProblem };

export interface UploadBudget {
  take(client: string, bytes: number): Promise<BudgetResult>;
  giveBack(client: string, bytes: number): Promise<void>;
}

export interface UploadBudgetSettings {
  /** Bytes a day per client (UPLOAD_CLIENT_DAILY_MB). */
  perClientBytes: number;
  /** Bytes a day for the whole site (UPLOAD_SITE_DAILY_MB). */
  siteBytes: number;
  pool?: Pool;
  /** Seconds a budget lasts: a day, shorter only in tests. */
  windowSeconds?: number;
}

const siteKey = 'site';

/** The wait in whole hours, at least one: how the form words it in every language. */
function hoursUntil(seconds: number): string {
  return String(Math.max(1, Math.ceil(seconds / 3600)));
}

export function createUploadBudget({
  perClientBytes,
  siteBytes,
  pool,
  windowSeconds = 24 * 60 * 60,
}: UploadBudgetSettings): UploadBudget {
  const make = (points: number, keyPrefix: string) => sharedLimiter({ points, windowSeconds, keyPrefix, pool });
  const client = make(perClientBytes, 'upload-bytes-client');
  const site = make(siteBytes, 'upload-bytes-day');

  /** Null when taken, else the seconds until the budget has room again. */
  async function consume(limiter: RateLimiterAbstract, key: string, bytes: number): Promise<number | null> {
    try {
      await limiter.consume(key, bytes);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // A refused consume still counts its points: give them back so a refusal spends nothing.
      await limiter.reward(key, bytes);
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }

  return {
    async take(clientKey, bytes) {
      if (bytes <= 0) return { allowed: true };
      const clientWait = await consume(client, clientKey, bytes);
      if (clientWait !== null)
        return {
          allowed: false,
          retryAfterSeconds: clientWait,
          problem: { code: 'clientBudget', waitHours: hoursUntil(clientWait) },
        };
      const siteWait = await consume(site, siteKey, bytes);
      if (siteWait !== null) {
        await client.reward(clientKey, bytes);
        return {
          allowed: false,
          retryAfterSeconds: siteWait,
          problem: { code: 'siteBudget', waitHours: hoursUntil(siteWait) },
        };
      }
      return { allowed: true };
    },
    async giveBack(clientKey, bytes) {
      if (bytes <= 0) return;
      await client.reward(clientKey, bytes);
      await site.reward(siteKey, bytes);
    },
  };
}
