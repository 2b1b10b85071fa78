import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n/locales';
import type { OutboxEntry, OutboxRecord } from './record';
import type { EnquiryStore } from './store/store';

/**
 * Double opt-in. A sign-up is stored as a `newsletter-signup` record whose
 * one delivery is the confirmation e-mail; each attempt of that e-mail mints
 * a random token and stores only its hash (72 hours). Posting the token
 * (the confirm page's button) stores the confirmed subscription as a
 * `newsletter` record, the one operations and the webhook receive, under an
 * idempotency key derived from the sign-up: a second post of the link, or a
 * race of two, confirms nothing more.
 */

export const tokenTtlMs = 72 * 60 * 60_000;

export const confirmPath = '/newsletter/confirm';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function mintToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The link in the e-mail: the confirm page in the sign-up's language ('/es/newsletter/confirm'). */
export function confirmUrl(siteUrl: string, token: string, locale: Locale = defaultLocale): string {
  return `${siteUrl}${localePath(confirmPath, locale)}?token=${encodeURIComponent(token)}`;
}

/**
 * The link of one confirmation e-mail: a new token for every attempt, its
 * hash stored (for tokenTtlMs) before the e-mail leaves; the token itself is
 * never kept.
 */
export async function issueConfirmationUrl(
  store: Pick<EnquiryStore, 'addToken'>,
  recordId: string,
  now: Date,
  siteUrl: string,
  locale: Locale = defaultLocale,
): Promise<string> {
  const { token, hash } = mintToken();
  await store.addToken(hash, { recordId, expiresAt: new Date(now.getTime() + tokenTtlMs).toISOString() });
  return confirmUrl(siteUrl, token, locale);
}

/** What confirming needs of the outbox (outbox.ts): its store, and storing the subscription. */
export interface SubscriptionOutbox {
  readonly store: Pick<EnquiryStore, 'findToken' | 'get'>;
  enqueue(entry: OutboxEntry, idempotencyKey?: string): Promise<{ record: OutboxRecord; created: boolean }>;
}

/** A token as the link carries it: 43 base64url characters. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type Confirmation =
  | { status: 'confirmed'; id: string; record: OutboxRecord }
  | { status: 'already-confirmed'; id: string }
  | { status: 'invalid' | 'expired' };

export async function confirmSubscription(outbox: SubscriptionOutbox, token: string, now: Date): Promise<Confirmation> {
  if (!tokenPattern.test(token)) return { status: 'invalid' };
  const found = await outbox.store.findToken(hashToken(token));
  if (!found) return { status: 'invalid' };
  if (Date.parse(found.expiresAt) <= now.getTime()) return { status: 'expired' };
  const signup = await outbox.store.get(found.recordId);
  if (!signup || signup.kind !== 'newsletter-signup') return { status: 'invalid' };
  const { record, created } = await outbox.enqueue(
    {
      kind: 'newsletter',
      payload: {
        email: signup.payload.email,
        ...(signup.payload.locale ? { locale: signup.payload.locale } : {}),
        ...(signup.payload.source ? { source: signup.payload.source } : {}),
        signupId: signup.id,
        subscribedAt: signup.createdAt,
      },
    },
    `confirmation:${signup.id}`,
  );
  return created ? { status: 'confirmed', id: record.id, record } : { status: 'already-confirmed', id: record.id };
}
