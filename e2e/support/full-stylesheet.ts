import type { Page } from '@playwright/test';

/**
 * Waits until the full stylesheet has loaded: the one a page rendered per
 * request links, or on a prerendered page the copy without font faces that
 * the after-paint script links (lib/build/after-paint.ts). That script runs
 * before Next's runtime starts, but its stylesheet may still be on its way
 * when the runtime does; a stylesheet's Resource Timing entry is recorded
 * once its response has ended, before its rules apply (`sheet` is set then).
 * Waits within the test's allowance, as a navigation does.
 */
export async function fullStylesheetLoaded(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
        (link) => !link.disabled && link.sheet !== null,
      ),
    undefined,
    { timeout: 0 },
  );
}
