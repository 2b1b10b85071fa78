import 'server-only';

/**
 * The kinds of record the outbox keeps (record.ts gives each its payload):
 *
 *   contact            a contact enquiry
 *   newsletter         a confirmed newsletter subscription
 *   newsletter-signup  a sign-up waiting for its owner to confirm
 *
 * A file of its own so that destinations.ts and record.ts, which both need
 * it, do not import each other.
 */
export type OutboxKind = 'contact' | 'newsletter' | 'newsletter-signup';
