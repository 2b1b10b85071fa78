import 'server-only';
import { tokenTtlMs } from '../newsletter';

/**
 * How long a record is kept after its last delivery finished: the privacy
 * policy (content/legal/privacy-policy.md, "How Long We Keep It") promises
 * that enquiries are kept, in the mailbox and in these records, for up to
 * 24 months. The mailbox is the operations team's to clean; this is ours.
 */
export const SENT_RETENTION_MONTHS = 24;

export interface RetentionCutoffs {
  /** Records whose deliveries all finished before this are removed. */
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
