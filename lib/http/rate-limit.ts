/**
 * A per-client limit for the forms: at most `limit` submissions per window
 * (a minute) per client, counted in fixed windows. In memory: enough for one
 * `next start` process; several instances would each allow the limit.
 */

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(client: string): RateLimitResult;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs?: number;
  now?: () => number;
}

/** The client: the first address of X-Forwarded-For (set by the proxy, or by `next start`), else 'unknown'. */
export function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  // Forget clients whose window is over, so the map does not grow without bound.
  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [client, window] of windows) if (at - window.start >= windowMs) windows.delete(client);
  }

  return {
    hit(client) {
      const at = now();
      sweep(at);
      let window = windows.get(client);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
