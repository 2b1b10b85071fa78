import { expect, type Page, type Request } from '@playwright/test';

/**
 * Counts a page's requests still unanswered. Start it before the navigation:
 * a request made before the count began would never be seen to finish.
 */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    /** The addresses still waiting for an answer. */
    pending: () => [...open].map((request) => request.url()),
    /** Forgets requests of an earlier document (a page used for several visits). */
    reset: () => open.clear(),
  };
}

/**
 * Waits until a loaded page has finished what its load started: React has
 * hydrated the document (the framework's scripts arrived and ran), nothing it
 * asked for is still unanswered, and its main thread has gone idle (an idle
 * callback runs only once the tasks before it, hydration's included, are
 * done) with still nothing unanswered after it. This is what the tests
 * waited for with Playwright's `networkidle` (500 ms without a request),
 * without the fixed half second: a late script, a chunk loaded on demand or
 * a fetch started by an effect is a request in flight, so the wait goes on
 * until it is answered and run. Pages without JavaScript (none today) would
 * never hydrate: this is for pages that do.
 */
export async function settled(page: Page, requests: ReturnType<typeof watchRequests>, label: string) {
  await expect
    .poll(
      async () => {
        const hydrated = await page.evaluate(() =>
          Object.keys(document.documentElement).some((key) => key.startsWith('__react')),
        );
        if (!hydrated) return 'not hydrated';
        if (requests.pending().length > 0) return `waiting for ${requests.pending().join(', ')}`;
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve(null)))),
        );
        const pending = requests.pending();
        return pending.length > 0 ? `waiting for ${pending.join(', ')}` : 'settled';
      },
      // As long as a navigation may take (Playwright's `networkidle` waited as long), not expect's 5 s.
      { message: `${label}: hydrated, every request answered, main thread idle`, intervals: [50], timeout: 30_000 },
    )
    .toBe('settled');
}
