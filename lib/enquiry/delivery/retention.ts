import 'server-only';
import type { MailTransport } from '../mail/transport';
import { tokenTtlMs } from '../newsletter';
import type { EnquiryStore } from '../store/store';

/**
 * How long a record is kept after it was made, whatever its deliveries' state: the privacy
 * policy (content/legal/privacy-policy.md, "How Long We Keep It") promises
 * that enquiries are kept, in the mailbox and in these records, for up to
 * 24 months. The mailbox is the operations team's to clean; this is ours.
 */
export const SENT_RETENTION_MONTHS = 24;

export interface RetentionCutoffs {
  /** Records made before this are removed (and mailbox copies, unreadable files). */
  sent: Date;
  /** Newsletter sign-ups (never confirmed) older than this are removed. */
  signup: Date;
}

export function retentionCutoffs(at: Date, sentRetentionMonths: number, visitorWindowMs: number): RetentionCutoffs {
  const sent = new Date(at);
  sent.setUTCMonth(sent.getUTCMonth() - sentRetentionMonths);
  // A sign-up's links live 72 hours from its last confirmation e-mail, sent within the retry window.
  const signup = new Date(at.getTime() - tokenTtlMs - visitorWindowMs);
  return { sent, signup };
}

export interface PruneOptions {
  store: Pick<EnquiryStore, 'prune' | 'pruneFiles'>;
  transport: Pick<MailTransport, 'prune'>;
  sentRetentionMonths: number;
  visitorWindowMs: number;
  /** Uploaded statements are removed this many days after their enquiry (STATEMENT_RETENTION_DAYS). */
  fileRetentionDays: number;
  now: () => Date;
  log: Pick<Console, 'info'>;
}

/** Applies retention (and prunes expired newsletter sign-ups); resolves with the ids removed. */
export function createPrune(options: PruneOptions): () => Promise<string[]> {
  const { store, transport, sentRetentionMonths, visitorWindowMs, fileRetentionDays, now, log } = options;
  return async () => {
    const at = now();
    const cutoffs = retentionCutoffs(at, sentRetentionMonths, visitorWindowMs);
    const removed = await store.prune(cutoffs.sent, cutoffs.signup, at);
    // Uploaded statements have their own, shorter retention, whatever their deliveries' state.
    await store.pruneFiles(new Date(at.getTime() - fileRetentionDays * 24 * 60 * 60_000));
    // The local mailbox (no SMTP_URL) keeps copies of the e-mails: the same retention.
    const mails = (await transport.prune?.(cutoffs.sent)) ?? 0;
    if (mails > 0) log.info(`[outbox] removed ${mails} mailbox e-mail(s) past retention`);
    return removed;
  };
}
