import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ContactPayload, NewsletterPayload } from './mail/compose';

/** One enquiry waiting for, or done with, delivery: the JSON stored on disk. */

export type OutboxEntry =
  { kind: 'contact'; payload: ContactPayload } | { kind: 'newsletter'; payload: NewsletterPayload };

export type OutboxKind = OutboxEntry['kind'];

export type OutboxRecord = OutboxEntry & {
  /** Time-sortable, unique and monotonic per process: '20261121T144100123Z-0000-3f9a0c1b2d'. */
  id: string;
  createdAt: string;
  /** Delivery attempts made so far (failed ones, plus the successful one once sent). */
  attempts: number;
  /** Not before this time will the worker try again (ISO). */
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** SMTP reply code of the last failure, when the server answered. */
  lastErrorCode: number | null;
  deliveredAt: string | null;
};

const contactPayload = z.object({
  name: z.string(),
  business: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  interests: z.array(z.string()),
});

const newsletterPayload = z.object({ email: z.string(), source: z.string().optional() });

const meta = {
  id: z.string().regex(/^[0-9A-Za-z-]+$/),
  createdAt: z.iso.datetime(),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable().default(null),
  lastError: z.string().nullable().default(null),
  lastErrorCode: z.number().int().nullable().default(null),
  deliveredAt: z.iso.datetime().nullable().default(null),
};

const recordSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), payload: contactPayload, ...meta }),
  z.object({ kind: z.literal('newsletter'), payload: newsletterPayload, ...meta }),
]);

/** True for the errors parseRecord throws on a file that is not a record. */
export function isRecordFormatError(error: unknown): boolean {
  return error instanceof SyntaxError || error instanceof z.ZodError;
}

/** Reads a stored record; throws on anything that is not one. */
export function parseRecord(json: string): OutboxRecord {
  return recordSchema.parse(JSON.parse(json)) as OutboxRecord;
}

export function serializeRecord(record: OutboxRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

// The last id this process handed out: ids made in the same millisecond (or
// while the clock steps back) reuse its time stamp and count up, so sorting
// ids always gives creation order within a process. A random tail alone did
// not: two enquiries in one millisecond sorted by chance (a CI flake).
let last = { stamp: '', seq: 0 };

/**
 * Time-sortable, unique and monotonic: '20261121T144100123Z-0000-3f9a0c1b2d'.
 * The UTC time stamp sorts by time, the counter orders ids of one stamp, the
 * random tail keeps ids of different processes apart.
 */
export function newRecordId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  last = stamp > last.stamp ? { stamp, seq: 0 } : { stamp: last.stamp, seq: last.seq + 1 };
  const seq = last.seq.toString(36).padStart(4, '0');
  return `${last.stamp}-${seq}-${randomBytes(5).toString('hex')}`;
}

export function newRecord(entry: OutboxEntry, now: Date): OutboxRecord {
  const at = now.toISOString();
  return {
    ...entry,
    id: newRecordId(now),
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    lastAttemptAt: null,
    lastError: null,
    lastErrorCode: null,
    deliveredAt: null,
  };
}
