import 'server-only';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Destination } from './destinations';
import { sharedLimiter } from './rate-limit';

/**
 * What keeps the visitor e-mails (acknowledgement, newsletter confirmation)
 * from being a relay for someone else's address, and keeps one client from
 * using up the day's e-mails that every other visitor is owed. Each e-mail
 * takes, in this order, one of:
 *
 *   per address   one of each kind per address per 24 hours; the address
 *                 normalised (lower case, `+tag` dropped, dots ignored at
 *                 gmail.com / googlemail.com), so variants are one address
 *   per client    `perClient` a day per client (the key stored with the
 *                 enquiry at submission: a hash of the address the trusted
 *                 proxies saw, client-address.ts), when the record has one
 *   per domain    `perDomain` a day per recipient domain: a flood aimed at
 *                 one company's mailboxes bounces against our reputation
 *   the site      `dailyLimit` a day in all (ACK_DAILY_LIMIT), of which
 *                 acknowledgements may take all but `confirmShare` percent:
 *                 that share is kept for newsletter confirmations
 *
 * A loud line is logged when half of the site's day is used and when all of
 * it is (and when the acknowledgements' part is used up).
 *
 * rate-limiter-flexible, as the form limit: in PostgreSQL (shared by every
 * instance) with DATABASE_URL, in memory (per process) without. Counters
 * are keyed by hashes, never by an address. Taken before the send and given
 * back only when the send fails. With PostgreSQL, a process that dies
 * mid-send keeps its turn, so its retry is skipped (the e-mail may be lost,
 * not doubled). In memory, a restart forgets the turn, and a send the mail
 * server took just before failing is given back: then the retry sends once
 * more, with the same Message-ID.
 */

/** Who an e-mail goes to: the address, and the client that asked for it (a hash), when known. */
export interface VisitorRecipient {
  email: string;
  client?: string;
}

export interface VisitorMailLimiter {
  /** Takes a turn from every limit; resolves with null, or why not (then nothing is taken). */
  take(destination: Destination, recipient: VisitorRecipient): Promise<string | null>;
  /** Gives every turn back: the send failed, and its retry may take them again. */
  giveBack(destination: Destination, recipient: VisitorRecipient): Promise<void>;
}

export interface VisitorLimitSettings {
  /** All visitor e-mails a day for the site (ACK_DAILY_LIMIT). */
  dailyLimit: number;
  /** Visitor e-mails a day per client (VISITOR_MAIL_PER_CLIENT). */
  perClient?: number;
  /** Visitor e-mails a day per recipient domain (VISITOR_MAIL_PER_DOMAIN). */
  perDomain?: number;
  /** Percent of the daily limit kept for newsletter confirmations (VISITOR_MAIL_CONFIRM_SHARE). */
  confirmShare?: number;
  pool?: Pool;
  log?: Pick<Console, 'error'>;
}

export const visitorLimitDefaults = { perClient: 10, perDomain: 100, confirmShare: 20 } as const;

const day = 24 * 60 * 60;

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/** One mailbox, however it was written: `A.Na+promo@GoogleMail.com` is `ana@gmail.com`. */
export function normaliseAddress(address: string): { address: string; domain: string } {
  const value = address.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1) return { address: value, domain: '' };
  let local = value.slice(0, at).replace(/\+.*$/, '');
  let domain = value.slice(at + 1).replace(/\.+$/, '');
  if (gmailDomains.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return { address: `${local}@${domain}`, domain };
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The client key stored with an enquiry: a hash of the address, never the address. */
export function clientHash(clientKey: string): string {
  return hash(`visitor-mail client ${clientKey}`).slice(0, 32);
}

export function createVisitorMailLimiter(settings: VisitorLimitSettings): VisitorMailLimiter {
  const { dailyLimit, pool } = settings;
  const perClient = settings.perClient ?? visitorLimitDefaults.perClient;
  const perDomain = settings.perDomain ?? visitorLimitDefaults.perDomain;
  const confirmShare = settings.confirmShare ?? visitorLimitDefaults.confirmShare;
  const kept = Math.floor((dailyLimit * confirmShare) / 100);
  const ackLimit = dailyLimit - kept;
  const log = settings.log ?? console;

  const make = (points: number, keyPrefix: string) => sharedLimiter({ points, windowSeconds: day, keyPrefix, pool });
  const perAddress = {
    'ack-email': make(1, 'visitor-ack-email'),
    'confirm-email': make(1, 'visitor-confirm-email'),
  } as Partial<Record<Destination, RateLimiterAbstract>>;
  const client = make(perClient, 'visitor-mail-client');
  const domain = make(perDomain, 'visitor-mail-domain');
  // At most 90 percent is kept (lib/env.ts), so acknowledgements always have at least one.
  const acks = make(ackLimit, 'visitor-ack-day');
  const site = make(dailyLimit, 'visitor-mail-day');

  /** The consumed count after this turn, or null when the limit is reached. */
  async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
    try {
      return (await limiter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return null;
      throw rejection;
    }
  }

  /** The limits an e-mail takes, in order, with the reason each gives when it is reached. */
  function steps(destination: Destination, recipient: VisitorRecipient) {
    const { address, domain: to } = normaliseAddress(recipient.email);
    const what = destination === 'ack-email' ? 'an acknowledgement' : 'a confirmation e-mail';
    const list: { limiter: RateLimiterAbstract; key: string; reason: string; site?: boolean; acks?: boolean }[] = [];
    const own = perAddress[destination];
    if (own)
      list.push({ limiter: own, key: hash(address), reason: `this address was sent ${what} in the last 24 hours` });
    if (recipient.client)
      list.push({
        limiter: client,
        key: recipient.client,
        reason: `this client's limit of ${perClient} visitor e-mails a day (VISITOR_MAIL_PER_CLIENT) was reached`,
      });
    if (to)
      list.push({
        limiter: domain,
        key: hash(to),
        reason: `the limit of ${perDomain} visitor e-mails a day to one domain (VISITOR_MAIL_PER_DOMAIN) was reached`,
      });
    if (destination === 'ack-email')
      list.push({
        limiter: acks,
        key: 'site',
        acks: true,
        reason: `the acknowledgements' share of the site's limit (${ackLimit} of ACK_DAILY_LIMIT ${dailyLimit}; ${kept} kept for newsletter confirmations) was reached`,
      });
    list.push({
      limiter: site,
      key: 'site',
      site: true,
      reason: `the site's limit of ${dailyLimit} visitor e-mails a day (ACK_DAILY_LIMIT) was reached`,
    });
    return list;
  }

  /** Loud lines for whoever is on call: they are logged once per window, by the turn that crosses the mark. */
  function announce(step: { site?: boolean; acks?: boolean }, consumed: number) {
    if (step.acks && consumed === ackLimit && kept > 0)
      log.error(
        `[outbox] VISITOR E-MAILS: acknowledgements used their share of the day (${ackLimit} of ACK_DAILY_LIMIT ${dailyLimit}); further ones are skipped for up to 24 hours, ${kept} are kept for newsletter confirmations`,
      );
    if (!step.site) return;
    if (consumed === Math.ceil(dailyLimit / 2) && consumed < dailyLimit)
      log.error(
        `[outbox] VISITOR E-MAILS: half of the day's limit used (${consumed} of ACK_DAILY_LIMIT ${dailyLimit})`,
      );
    if (consumed === dailyLimit)
      log.error(
        `[outbox] VISITOR E-MAILS: the day's limit is used up (ACK_DAILY_LIMIT ${dailyLimit}); acknowledgements and newsletter confirmations are skipped for up to 24 hours`,
      );
  }

  return {
    async take(destination, recipient) {
      const taken: { limiter: RateLimiterAbstract; key: string }[] = [];
      for (const step of steps(destination, recipient)) {
        const consumed = await consume(step.limiter, step.key);
        if (consumed === null) {
          // Nothing is kept of a turn that was refused: the earlier limits get theirs back.
          for (const done of taken.reverse()) await done.limiter.reward(done.key, 1);
          return step.reason;
        }
        taken.push(step);
        announce(step, consumed);
      }
      return null;
    },
    async giveBack(destination, recipient) {
      for (const step of steps(destination, recipient)) await step.limiter.reward(step.key, 1);
    },
  };
}
