import 'server-only';
import { createHash } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * Standard Webhooks v1 headers for one attempt: `webhook-id` (the same on
 * every attempt of one delivery), `webhook-timestamp` (this attempt, Unix
 * seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body` with the base64-decoded part of the `whsec_` secret).
 * Signed by the reference library (`standardwebhooks`), which receivers use
 * to verify, so both ends agree byte for byte.
 */
export function signedHeaders(secret: string, webhookId: string, body: string, at: Date): Record<string, string> {
  // The header carries whole seconds; signing with the same rounded time keeps them equal.
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(webhookId, timestamp, body),
  };
}

/** The stable webhook-id of a record's delivery: a resend (a retry, or after a crash) carries the same one. */
export function webhookId(recordId: string): string {
  return `msg_${recordId}`;
}

/** Which URL a "disabled" mark is for: a new WEBHOOK_URL is a new receiver, not disabled. */
export function webhookTarget(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 32);
}
