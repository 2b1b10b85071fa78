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

export function createRateLimiter({ limit, name, pool, windowSeconds = 60 }: RateLimiterOptions): RateLimiter {
  const memory = new RateLimiterMemory({ points: limit, duration: windowSeconds, keyPrefix: name });
  const limiter: RateLimiterAbstract = pool
    ? new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: rateLimitTable,
        // The migration creates the table; without this the limiter refuses until its own CREATE finishes.
        tableCreated: true,
        points: limit,
        duration: windowSeconds,
        keyPrefix: name,
        insuranceLimiter: memory,
      })
    : memory;
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
