import 'server-only';
import type { OutboxRecord } from '../record';
import type { Claim } from '../store/store';
import type { SendOutcome } from './outcome';

/**
 * The notices that stand in for refused operations e-mails (ops-notice,
 * policy.ts) go as digests: when one is sent, every other one that is due
 * goes with it, in ONE e-mail (mail/notice.ts composeNoticeDigest), so a
 * refused lead costs the mail server its refused transaction and a share of
 * one digest, and a flood of refused enquiries (thousands of GTUBE posts)
 * reaches operations as tens of e-mails, not thousands.
 *
 * Each notice stays a delivery of its own: claimed before the send (two
 * instances never put one lead into two digests), recorded after it (in one
 * write where the store allows it, store.completeAll), remembered when it
 * was sent but could not be recorded (unrecorded.ts: the next attempt of
 * that lead records it and sends nothing), and settled by its own policy
 * when the digest fails.
 */

/**
 * Most leads in one digest. 50 keeps the e-mail small (about 400 bytes of
 * text a lead, twice with its HTML part: some 40 KB, far under any relay's
 * size limit) and a list a person works through in one sitting; one claim
 * of 50 rows is one cheap statement, and one SMTP transaction fits easily
 * in the claim's lease (postgres-store.ts LEASE_FLOOR_MS), so does the
 * worst case below (a refused digest sent again as 50 single notices to a
 * server that answers). More leads than that go as several digests.
 */
export const NOTICE_DIGEST_LIMIT = 50;

/**
 * After a digest, the next one from this process waits this long unless a
 * full digest's worth is due, or no operations e-mail is waiting (none can
 * join it: what is due goes at once). A lead refused alone gets its notice
 * at once, as before; leads refused one after another over hours (an
 * attack spread out, each given up at its own time) make at most one digest
 * a minute per instance instead of one e-mail each.
 */
export const NOTICE_DIGEST_GAP_MS = 60_000;

/**
 * A refused digest is sent again as single notices (below); singles not
 * started within this time wait for the next attempt, so the attempt stays
 * well inside its claim's lease even if the server slows down meanwhile.
 */
export const NOTICE_SPLIT_BUDGET_MS = 20_000;

export interface DigestDependencies {
  /** Whether this process sent this delivery already and only its record is missing (unrecorded.ts). */
  alreadySent(claim: Claim): boolean;
  /** One e-mail for these records: the notice for one, the digest for several. */
  sendNotices(records: readonly OutboxRecord[]): Promise<SendOutcome>;
  log: Pick<Console, 'error'>;
}

const refusedForGood = (outcome: SendOutcome) => 'ok' in outcome && !outcome.ok && outcome.permanent === true;

/**
 * What each claimed notice came to, in the claims' order: sent already
 * (recorded only), or the digest's outcome. A digest the server refuses for
 * good (5xx) may be refused for one lead's details alone (a name holding
 * GTUBE): each lead is then sent alone, so the others still reach operations
 * and each refusal meets its own delivery's policy (policy.ts).
 */
export async function sendDigest(claims: readonly Claim[], deps: DigestDependencies): Promise<SendOutcome[]> {
  const outcomes = new Map<Claim, SendOutcome>();
  const toSend = claims.filter((claim) => {
    if (!deps.alreadySent(claim)) return true;
    outcomes.set(claim, { ok: true });
    return false;
  });
  if (toSend.length > 0) {
    const outcome = await deps.sendNotices(toSend.map((claim) => claim.record));
    if (toSend.length > 1 && refusedForGood(outcome)) {
      deps.log.error(
        `[outbox] a digest of ${toSend.length} notices was refused for good (${'error' in outcome ? outcome.error : ''}); sending each alone`,
      );
      const started = Date.now();
      for (const claim of toSend) {
        const late = Date.now() - started >= NOTICE_SPLIT_BUDGET_MS;
        outcomes.set(
          claim,
          late
            ? { ok: false, error: 'not sent alone in time after its digest was refused', code: null }
            : await deps.sendNotices([claim.record]),
        );
      }
    } else for (const claim of toSend) outcomes.set(claim, outcome);
  }
  return claims.map((claim) => outcomes.get(claim) ?? { ok: false, error: 'not sent', code: null });
}

/** This process's gap between digests (NOTICE_DIGEST_GAP_MS). */
export function createDigestGap(gapMs: number) {
  let lastAt = -Infinity;
  return {
    /** A digest went now. */
    sent() {
      lastAt = Date.now();
    },
    /** Until when (this process's clock, ms) a digest that is not full waits; null: it may go now. */
    holdUntil(): number | null {
      const until = lastAt + gapMs;
      return Date.now() < until ? until : null;
    },
  };
}

export type DigestGap = ReturnType<typeof createDigestGap>;
