import 'server-only';
import { tokenTtlMs } from '../newsletter';

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
