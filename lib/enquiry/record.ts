import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { destinations, type Destination } from './destinations';
import type { OutboxKind } from './kinds';
import type { ContactPayload, NewsletterPayload } from './mail/compose';

/**
 * An accepted enquiry (the record, written once) and its deliveries (one per
 * destination, each with its own state): the JSON the stores keep.
 */

export type OutboxEntry =
  | { kind: 'contact'; payload: ContactPayload }
  /** A confirmed newsletter subscription: what operations and the webhook receive. */
  | { kind: 'newsletter'; payload: NewsletterPayload }
  /** A newsletter sign-up waiting for its owner to confirm: only the confirmation e-mail goes out. */
  | { kind: 'newsletter-signup'; payload: NewsletterPayload };

export type { OutboxKind };

export type OutboxRecord = OutboxEntry & {
  /** Time-sortable, unique and monotonic per process: '20261121T144100123Z-0000-3f9a0c1b2d'. */
  id: string;
  createdAt: string;
  /** The destinations it was accepted for, in claim order (operations first). */
  destinations: Destination[];
};

/**
 * pending  waiting for its first or next attempt (lastError says why an earlier one failed)
 * sent     delivered; never sent again
 * failed   given up after its retry schedule (the webhook), with the last error
 * skipped  not sent, with the reason (a limit, a retry window that passed)
 */
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'skipped';

export interface Delivery {
  destination: Destination;
  state: DeliveryState;
  /** Attempts made so far (failed ones, plus the successful one once sent). */
  attempts: number;
  /** Not before this time will it be tried again (ISO). */
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** SMTP reply code or HTTP status of the last failure, when the other side answered. */
  lastErrorCode: number | null;
  /** When it was sent, given up or skipped. */
  doneAt: string | null;
  /** Why it was skipped. */
  reason: string | null;
}

export type EnquiryWithDeliveries = OutboxRecord & { deliveries: Delivery[] };

const contactPayload = z.object({
  name: z.string(),
  business: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  interests: z.array(z.string()),
  // The language the form was sent in; records of earlier releases have none: English.
  locale: z.enum(locales).optional(),
  source: z.string().optional(),
  client: z.string().optional(),
  files: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        name: z.string(),
        type: z.string(),
        size: z.number().int().nonnegative(),
        sha256: z.string(),
        scan: z.enum(['clean', 'unscanned', 'pending']),
      }),
    )
    .optional(),
});

const newsletterPayload = z.object({
  email: z.string(),
  locale: z.enum(locales).optional(),
  source: z.string().optional(),
  client: z.string().optional(),
  signupId: z.string().optional(),
  subscribedAt: z.string().optional(),
});

const meta = {
  id: z.string().regex(/^[0-9A-Za-z-]+$/),
  createdAt: z.iso.datetime(),
  // Records of the single-destination release had none: they went to operations.
  destinations: z.array(z.enum(destinations)).default(['ops-email']),
};

const recordSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), payload: contactPayload, ...meta }),
  z.object({ kind: z.literal('newsletter'), payload: newsletterPayload, ...meta }),
  z.object({ kind: z.literal('newsletter-signup'), payload: newsletterPayload, ...meta }),
]);

const deliverySchema = z.object({
  destination: z.enum(destinations),
  state: z.enum(['pending', 'sent', 'failed', 'skipped']),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable().default(null),
  lastError: z.string().nullable().default(null),
  lastErrorCode: z.number().int().nullable().default(null),
  doneAt: z.iso.datetime().nullable().default(null),
  reason: z.string().nullable().default(null),
});

/** The language of the visitor who sent it: their e-mails are written in it. A record of an earlier release is English. */
export function recordLocale(record: OutboxRecord): Locale {
  return record.payload.locale ?? defaultLocale;
}

/** True for the errors the parsers throw on a file that is not a record. */
export function isRecordFormatError(error: unknown): boolean {
  return error instanceof SyntaxError || error instanceof z.ZodError;
}

/** Reads a stored record; throws on anything that is not one. Extra fields (a file of the previous release) are dropped. */
export function parseRecord(json: string): OutboxRecord {
  return recordSchema.parse(JSON.parse(json)) as OutboxRecord;
}

export function parseDelivery(json: string): Delivery {
  return deliverySchema.parse(JSON.parse(json)) as Delivery;
}

export function serialize(value: OutboxRecord | Delivery): string {
  return `${JSON.stringify(value, null, 2)}\n`;
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

/**
 * The reference a visitor is given ('Q-3F9A0C1B2D'): the id's random tail,
 * short enough to read out on the phone, and found by searching the
 * operations mailbox (the e-mail carries the whole id) or the webhook's data.
 */
export function enquiryReference(id: string): string {
  return `Q-${(id.split('-').at(-1) ?? id).toUpperCase()}`;
}

export function newRecord(entry: OutboxEntry, now: Date, destinationList: readonly Destination[]): OutboxRecord {
  return { ...entry, id: newRecordId(now), createdAt: now.toISOString(), destinations: [...destinationList] };
}

/** A delivery not tried yet, due at once. */
export function newDelivery(destination: Destination, at: string): Delivery {
  return {
    destination,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    lastAttemptAt: null,
    lastError: null,
    lastErrorCode: null,
    doneAt: null,
    reason: null,
  };
}
