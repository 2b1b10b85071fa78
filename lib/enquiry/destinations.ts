import 'server-only';
import type { OutboxKind } from './kinds';

/**
 * Where an accepted enquiry goes. Each destination has its own delivery
 * record (state, attempts, next attempt, claim), so one that fails never
 * delays or doubles another.
 *
 *   ops-email      the operations e-mail (always; claimed first)
 *   ack-email      the visitor's acknowledgement of a contact enquiry (ACK_EMAIL)
 *   confirm-email  the newsletter's confirmation e-mail to the address that signed up
 *   webhook        the signed webhook (WEBHOOK_URL and WEBHOOK_SECRET)
 *   ops-notice     a plain notice to operations, added only when the mail server
 *                  refused the operations e-mail for good (see delivery/policy.ts)
 */
export const destinations = ['ops-email', 'ack-email', 'confirm-email', 'webhook', 'ops-notice'] as const;

export type Destination = (typeof destinations)[number];

/** The e-mails that go to an address a visitor typed: limited per address and per day, retried briefly. */
export const visitorMailDestinations: readonly Destination[] = ['ack-email', 'confirm-email'];

/**
 * Every delivery a record may have, in order: the ones it was accepted for,
 * then the notice that stands in for a refused operations e-mail.
 */
export function deliveryDestinations(accepted: readonly Destination[]): Destination[] {
  return accepted.includes('ops-email') ? [...accepted, 'ops-notice'] : [...accepted];
}

export function isDestination(value: string): value is Destination {
  return (destinations as readonly string[]).includes(value);
}

export interface EnabledDestinations {
  ackEmail: boolean;
  webhook: boolean;
}

/**
 * The deliveries an accepted record gets, operations first:
 *   contact            ops-email, ack-email, webhook (enquiry.received)
 *   newsletter         ops-email, webhook (newsletter.confirmed): a confirmed subscription
 *   newsletter-signup  confirm-email only: nothing reaches operations before its owner confirms
 */
export function destinationsFor(kind: OutboxKind, enabled: EnabledDestinations): Destination[] {
  if (kind === 'newsletter-signup') return ['confirm-email'];
  const list: Destination[] = ['ops-email'];
  if (kind === 'contact' && enabled.ackEmail) list.push('ack-email');
  if (enabled.webhook) list.push('webhook');
  return list;
}
