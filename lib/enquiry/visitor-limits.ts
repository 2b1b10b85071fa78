import 'server-only';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Destination } from './destinations';
import { rateLimitTable } from './store/postgres-schema';

/**
 * What keeps the visitor e-mails (acknowledgement, newsletter confirmation)
 * from being a relay for someone else's address: at most one of each kind
 * per address per 24 hours, and at most `dailyLimit` of them for the whole
 * site per 24 hours (ACK_DAILY_LIMIT). rate-limiter-flexible, as the form
 * limit: in PostgreSQL (shared by every instance) with DATABASE_URL, in
 * memory (per process) without. The counters are keyed by a hash of the
 * address, never the address.
 *
 * Taken before the send and given back only when the send fails. With
 * PostgreSQL, a process that dies mid-send keeps its turn, so its retry is
 * skipped (the e-mail may be lost, not doubled). In memory, a restart forgets
 * the turn, and a send the mail server took just before failing is given
 * back: then the retry sends once more, with the same Message-ID.
 */

export interface VisitorMailLimiter {
  /** Takes the address's e-mail of this kind and one of the site's day; resolves with null, or why not. */
  take(destination: Destination, address: string): Promise<string | null>;
  /** Gives both back: the send failed, and its retry may take them again. */
  giveBack(destination: Destination, address: string): Promise<void>;
}

const day = 24 * 60 * 60;

function addressKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

export function createVisitorMailLimiter({
  dailyLimit,
  pool,
}: {
  dailyLimit: number;
  pool?: Pool;
}): VisitorMailLimiter {
  const make = (points: number, keyPrefix: string): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ points, duration: day, keyPrefix });
    return pool
      ? new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: rateLimitTable,
          tableCreated: true,
          points,
          duration: day,
          keyPrefix,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const perAddress = new Map<Destination, RateLimiterAbstract>();
  const addressLimiter = (destination: Destination) => {
    let limiter = perAddress.get(destination);
    if (!limiter) perAddress.set(destination, (limiter = make(1, `visitor-${destination}`)));
    return limiter;
  };
  const site = make(dailyLimit, 'visitor-mail-day');

  async function consume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  return {
    async take(destination, address) {
      const key = addressKey(address);
      const what = destination === 'ack-email' ? 'an acknowledgement' : 'a confirmation e-mail';
      if (!(await consume(addressLimiter(destination), key)))
        return `this address was sent ${what} in the last 24 hours`;
      if (!(await consume(site, 'site'))) {
        await addressLimiter(destination).reward(key, 1);
        return `the site's limit of ${dailyLimit} visitor e-mails a day (ACK_DAILY_LIMIT) was reached`;
      }
      return null;
    },
    async giveBack(destination, address) {
      await addressLimiter(destination).reward(addressKey(address), 1);
      await site.reward('site', 1);
    },
  };
}
