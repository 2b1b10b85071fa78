import http from 'node:http';
import type net from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A real HTTP receiver for the webhook tests: it verifies every delivery's
 * signature with the Standard Webhooks reference library (`standardwebhooks`),
 * as a CRM would, records what arrived by webhook-id, and answers as told
 * (200 by default; a queue of other answers to play a receiver that is down,
 * throttling or gone).
 */

/** A fixed test secret: whsec_ + 32 bytes in base64. */
export const testWebhookSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Whether the signature verified (a delivery that did not is kept, to be counted as a failure). */
  verified: boolean;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  /** Every request, in order of arrival (including those answered with an error). */
  requests: ReceivedWebhook[];
  /** Deliveries answered 2xx and verified, by webhook-id: how often each arrived. */
  accepted(): Map<string, number>;
  /** Answer the next requests with these, in order; then 200 again. */
  answerNext(...answers: Answer[]): void;
  waitFor(check: (receiver: WebhookReceiver) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret = testWebhookSecret, port = 0): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const requests: ReceivedWebhook[] = [];
  const acceptedIds = new Map<string, number>();
  const queue: Answer[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      let verified = true;
      try {
        verifier.verify(raw, headers);
      } catch {
        verified = false;
      }
      let body: ReceivedWebhook['body'];
      try {
        body = JSON.parse(raw) as ReceivedWebhook['body'];
      } catch {
        body = { type: '(not JSON)', timestamp: '', data: {} };
      }
      requests.push({ id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], body, verified });
      const answer = queue.shift() ?? { status: verified ? 200 : 401 };
      if (answer.status >= 200 && answer.status < 300 && verified)
        acceptedIds.set(headers['webhook-id'], (acceptedIds.get(headers['webhook-id']) ?? 0) + 1);
      response.writeHead(answer.status, answer.headers ?? {});
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${address.port}/hooks/leads`,
    port: address.port,
    requests,
    accepted: () => acceptedIds,
    answerNext: (...answers) => queue.push(...answers),
    async waitFor(check, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!check(receiver)) {
        if (Date.now() > until) throw new Error(`webhook receiver: timed out (${requests.length} requests so far)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
