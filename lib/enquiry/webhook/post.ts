import 'server-only';
import http from 'node:http';
import https from 'node:https';

/**
 * One webhook POST with node:http(s): it never follows a redirect (a 3xx is
 * an answer like any other, and a failure), gives up after `timeoutMs` for
 * the whole exchange, and reads at most a little of the answer.
 */

export interface WebhookAnswer {
  status: number;
  /** Retry-After in ms (seconds or an HTTP date), when the receiver sent one. */
  retryAfterMs: number | null;
}

export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<WebhookAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'queensboro-website-webhook/1',
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // A receiver's answer body is not needed: stop reading a large one.
          if (read > 64 * 1024) response.destroy();
        });
        response.on('close', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            retryAfterMs: parseRetryAfter(response.headers['retry-after']),
          });
        });
        response.on('error', () => undefined);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(
        Object.assign(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`), { code: 'ETIMEDOUT' }),
      );
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
