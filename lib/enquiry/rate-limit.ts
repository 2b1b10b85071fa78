import 'server-only';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimitTable } from './store/postgres-schema';

/**
 * The per-client limit for the forms: at most `limit` submissions a minute
 * per client (client-address.ts says which client), through
 * rate-limiter-flexible. With a database the counters live in PostgreSQL,
 * so every instance counts against one limit; if the
 * database cannot be reached, an in-memory limiter (per instance) stands in
 * rather than letting everything through or refusing everyone. Without a
 * database (one `next start`), the counters are in memory.
 */

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(client: string): Promise<RateLimitResult>;
}

export interface RateLimiterOptions {
  limit: number;
  /** Kept apart per form: 'contact', 'newsletter'. */
  name: string;
  /** PostgreSQL pool (DATABASE_URL): the limit is shared by every instance. */
  pool?: Pool;
  windowSeconds?: number;
}

/**
 * A counter of `points` per key over `windowSeconds`, kept as this module
 * says: in PostgreSQL when there is a pool (shared by every instance, with a
 * per-instance memory limiter standing in while the database cannot be
 * reached), else in memory. The forms' limit, the visitor e-mail caps and the
 * upload budget are all built on it.
 */
export function sharedLimiter({
  points,
  windowSeconds,
  keyPrefix,
  pool,
}: {
  points: number;
  windowSeconds: number;
  keyPrefix: string;
  pool?: Pool;
}): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix });
  return pool
    ? new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: rateLimitTable,
        // The migration creates the table; without this the limiter refuses until its own CREATE finishes.
        tableCreated: true,
        points,
        duration: windowSeconds,
        keyPrefix,
        insuranceLimiter: memory,
      })
    : memory;
}

export function createRateLimiter({ limit, name, pool, windowSeconds = 60 }: RateLimiterOptions): RateLimiter {
  const limiter = sharedLimiter({ points: limit, windowSeconds, keyPrefix: name, pool });
  return {
    async hit(client) {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}
