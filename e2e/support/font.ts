import type { Page } from '@playwright/test';

/**
 * Waits until Inter is in use, then two frames and a moment more, so the
 * swap's layout, paints and shifts are done and reported. With JavaScript
 * off the full stylesheet, and with it Inter, never loads: do not wait then.
 */
export async function interApplied(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded'),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}
