import type { Readable } from 'node:stream';
import type { Destination } from '../destinations';
import type { Delivery, EnquiryWithDeliveries, OutboxEntry, OutboxRecord } from '../record';

/**
 * Where accepted enquiries and their deliveries live. Two implementations
 * with the same promise, chosen by configuration (services.ts): a folder
 * under DATA_DIR (file-store.ts, the embedded default) and PostgreSQL when
 * DATABASE_URL is set (postgres-store.ts).
 *
 * The promise: `add` resolves only once the record and one delivery per
 * destination are durable together (one fsync'd commit, or one COMMIT); a
 * delivery is claimed by at most one sender at a time; a claim whose sender
 * died is taken back (file: the owner process is gone; PostgreSQL: the lease
 * ran out); a delivery that is sent, failed or skipped is never claimed
 * again; deliveries never tried are claimed before retries. Deliveries of
 * one record are claimed independently. Sending, retries and the worker are
 * the outbox's (outbox.ts), the same for both.
 */

/**
 * A file's bytes to store: in memory, or on disk (an upload staged while its
 * request is handled, lib/uploads/staging.ts), which the store copies as a
 * stream or reads one file at a time, so storing an upload never holds all
 * its files at once.
 */
export type FileContent = Uint8Array | { readonly size: number; stream(): Readable; readAll(): Promise<Buffer> };

/** A file's bytes as the store keeps them, under the id its record's payload names. */
export interface StoredFileBytes {
  id: string;
  bytes: FileContent;
}

/** A stored file as a stream of its bytes, with its size (the download sends it as it reads it). */
export interface StoredFileStream {
  size: number;
  stream: Readable;
}

/** A delivery one sender holds; only that sender completes it. */
export interface Claim {
  readonly record: OutboxRecord;
  readonly delivery: Delivery;
}

export type AttemptResult =
  | { state: 'sent'; at: Date }
  /** Failed; tried again at nextAttemptAt. */
  | { state: 'pending'; at: Date; error: string; errorCode: number | null; nextAttemptAt: Date }
  /**
   * Failed for the last time. `followUp`: a delivery to add, pending, in the
   * same commit (the notice that stands in for a refused operations e-mail),
   * so a crash can neither lose it nor add it twice.
   */
  | { state: 'failed'; at: Date; error: string; errorCode: number | null; followUp?: Destination }
  /** Not sent, and never will be. `attempted`: an attempt was made (and failed) before the decision. */
  | { state: 'skipped'; at: Date; reason: string; attempted: boolean; error?: string; errorCode?: number | null };

/** Counts of finished deliveries by destination and state. */
export type DoneCounts = Partial<Record<Destination, { sent: number; failed: number; skipped: number }>>;

export interface StoreListing {
  /** Where the records are: a folder, or the database (host/name, no password). */
  where: string;
  /** Enquiries with at least one delivery still pending, oldest first, each with all its deliveries. */
  waiting: (EnquiryWithDeliveries & { claimedBy: Partial<Record<Destination, string>> })[];
  /** Finished deliveries of every enquiry. */
  done: DoneCounts;
  /** Enquiries with a delivery that failed for good, oldest first, each with all its deliveries. */
  failed: EnquiryWithDeliveries[];
  /** Files that are not records, kept for a person (file store only). */
  unreadable: string[];
}

export interface DisabledDestination {
  /** Which configured target was disabled (a hash of WEBHOOK_URL): another URL is not. */
  target: string;
  at: string;
  reason: string;
}

export interface NewsletterToken {
  recordId: string;
  expiresAt: string;
}

export interface EnquiryStore {
  readonly kind: 'file' | 'postgres';
  /** For logs and the CLI, never with a password. */
  readonly where: string;
  /**
   * Stores a new record with one pending delivery per destination, durably,
   * before resolving. With an idempotency key that was used before, stores
   * nothing and resolves with the first record (`created: false`): a retried
   * submission is the same enquiry.
   */
  add(
    entry: OutboxEntry,
    options: {
      now: Date;
      destinations: readonly Destination[];
      idempotencyKey?: string;
      /** Uploaded files (statements): durable in the same commit as the record, or not at all. */
      files?: readonly StoredFileBytes[];
    },
  ): Promise<{ record: OutboxRecord; created: boolean }>;
  /** The bytes of a file stored with a record; null once removed by retention (or never stored). */
  readFile(recordId: string, fileId: string): Promise<Buffer | null>;
  /** The same as a stream read as it is consumed, for a download or a scan of a big file. */
  openFile(recordId: string, fileId: string): Promise<StoredFileStream | null>;
  /** Removes the files of records made before `cutoff` (the records stay); resolves with how many files. */
  pruneFiles(cutoff: Date): Promise<number>;
  /** The record and its deliveries, or null. */
  get(id: string): Promise<EnquiryWithDeliveries | null>;
  /** Claims one pending delivery (due or not); null when another sender has it, or it is finished or gone. */
  claim(id: string, destination: Destination, now: Date): Promise<Claim | null>;
  /** Claims up to `limit` pending deliveries to `destination` that are due at `now`, oldest due first. */
  claimDue(destination: Destination, now: Date, limit: number): Promise<Claim[]>;
  /**
   * How many pending deliveries to `destination` are due at `now` and not
   * claimed, counted up to `upTo` (a caller that needs to know whether a
   * batch is full stops there).
   */
  countDue(destination: Destination, now: Date, upTo: number): Promise<number>;
  /** Records the attempt's outcome and gives up the claim. */
  complete(claim: Claim, result: AttemptResult): Promise<void>;
  /**
   * Records the outcomes of several claims at once (the notices one digest
   * carried, delivery/notices.ts), each as `complete` would, in fewer writes:
   * one transaction in PostgreSQL; in the file store each folder is fsynced
   * once for all. When it throws, some may not be recorded: their claims come
   * back as after a crash.
   */
  completeAll(entries: readonly { claim: Claim; result: AttemptResult }[]): Promise<void>;
  /** Gives back claims whose sender died; resolves with how many. */
  recoverStaleClaims(now: Date): Promise<number>;
  /**
   * The earliest next attempt among pending deliveries to these destinations
   * (ms since the epoch), or null when none waits. Any time already past may
   * be answered as soon as one is found: they all mean "due now".
   */
  nextDueAt(destinations: readonly Destination[]): Promise<number | null>;
  list(now: Date): Promise<StoreListing>;
  /** How many deliveries failed for good (the start-up summary: cheap, unlike list). */
  failedCount(): Promise<number>;
  /**
   * Removes every record made before `cutoff`, whatever its deliveries'
   * state (and what only it needed: its deliveries, key, tokens), newsletter
   * sign-ups made before `signupCutoff` whose confirmation e-mail finished
   * (their links have expired), confirmation tokens expired at `now`, and
   * leftovers (the file store's unreadable files past `cutoff`, crash
   * leftovers in tmp/); resolves with the ids removed.
   */
  prune(cutoff: Date, signupCutoff: Date, now: Date): Promise<string[]>;
  /** Keeps the hash of a newsletter confirmation token (never the token). */
  addToken(tokenHash: string, token: NewsletterToken): Promise<void>;
  findToken(tokenHash: string): Promise<NewsletterToken | null>;
  /** Marks a destination's target disabled (the webhook answered 410 Gone) until it is configured anew. */
  disable(destination: Destination, state: DisabledDestination): Promise<void>;
  disabled(destination: Destination): Promise<DisabledDestination | null>;
  close(): Promise<void>;
}
