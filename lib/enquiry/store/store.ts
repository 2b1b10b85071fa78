import type { OutboxEntry, OutboxRecord } from '../record';

/**
 * Where accepted enquiries live until an SMTP server has taken them. Two
 * implementations with the same promise, chosen by configuration
 * (store/from-env.ts): a folder under DATA_DIR (file-store.ts, the embedded
 * default) and PostgreSQL when DATABASE_URL is set (postgres-store.ts).
 *
 * The promise: `add` resolves only once the record is durable (fsync or
 * COMMIT); a record is claimed by at most one sender at a time; a claim whose
 * sender died is taken back (file: the owner process is gone; PostgreSQL:
 * the lease ran out); a delivered record is never claimed again. Delivery,
 * retries and the worker are the outbox's (outbox.ts), the same for both.
 */

/** A record one sender holds; only that sender completes it. */
export interface Claim {
  readonly record: OutboxRecord;
}

export type AttemptResult =
  | { delivered: true; at: Date }
  | { delivered: false; at: Date; error: string; errorCode: number | null; nextAttemptAt: Date };

export type SendingRecord = OutboxRecord & { claimedBy: string };

export interface StoreListing {
  /** Where the records are: a folder, or the database (host/name, no password). */
  where: string;
  /** Not claimed now, due or not, oldest first. */
  pending: OutboxRecord[];
  /** Claimed by a sender right now. */
  sending: SendingRecord[];
  sentCount: number;
  /** Files that are not records, kept for a person (file store only). */
  unreadable: string[];
}

export interface EnquiryStore {
  readonly kind: 'file' | 'postgres';
  /** For logs and the CLI, never with a password. */
  readonly where: string;
  /**
   * Stores a new record, durably, before resolving. With an idempotency key
   * that was used before, stores nothing and resolves with the first record
   * (`created: false`): a retried submission is the same enquiry.
   */
  add(
    entry: OutboxEntry,
    options: { now: Date; idempotencyKey?: string },
  ): Promise<{ record: OutboxRecord; created: boolean }>;
  /** Claims record `id` if it is waiting (due or not); null when another sender has it, or it is delivered or gone. */
  claim(id: string, now: Date): Promise<Claim | null>;
  /** Claims up to `limit` records whose next attempt is due at `now`, oldest due first. */
  claimDue(now: Date, limit: number): Promise<Claim[]>;
  /** Records the attempt's outcome and gives up the claim. */
  complete(claim: Claim, result: AttemptResult): Promise<void>;
  /** Gives back claims whose sender died; resolves with how many. */
  recoverStaleClaims(now: Date): Promise<number>;
  /**
   * The earliest next attempt among waiting records (ms since the epoch), or
   * null when none waits. Any time already past may be answered as soon as
   * one is found: they all mean "due now".
   */
  nextDueAt(): Promise<number | null>;
  list(now: Date): Promise<StoreListing>;
  /** Removes delivery records delivered before `cutoff` (and what else only they needed); resolves with their ids. */
  prune(cutoff: Date): Promise<string[]>;
  close(): Promise<void>;
}
