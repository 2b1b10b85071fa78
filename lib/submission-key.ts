/**
 * The Idempotency-Key a form sends with a submission: one random key per
 * submission, kept while the same values are sent again after a failure
 * (a network error may hide that the server stored the first try), and a
 * new one once the submission succeeded or the values changed. The server
 * answers a repeated key with the first answer and stores the enquiry once.
 */

function randomKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKeys {
  /** The key for a submission of `body`: the previous one if the same body was not accepted yet. */
  keyFor(body: string): string;
  /** The submission was accepted: the next one gets a new key. */
  accepted(): void;
}

export function createSubmissionKeys(): SubmissionKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      if (last?.body !== body) last = { body, key: randomKey() };
      return last.key;
    },
    accepted() {
      last = null;
    },
  };
}
