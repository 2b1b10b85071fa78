import { test as base, type Page } from '@playwright/test';
import { loaderMarker } from '../../lib/build/defer-scripts';

export * from '@playwright/test';

/**
 * Playwright's `test`, with one difference: a page navigation (`goto`,
 * `reload`) resolves once the page's JavaScript has started and its full
 * stylesheet has loaded, when there is JavaScript. Prerendered pages fetch
 * Next's scripts after their first paint (lib/build/defer-scripts.ts), which
 * can come after the `load` event that Playwright waits for; a test that
 * clicks a button at once would otherwise race the framework's arrival. The
 * full stylesheet comes from the after-paint script
 * (lib/build/after-paint.ts), which runs before Next's, but its file can
 * still be on its way when the framework starts: a test that looks at a
 * state only the full stylesheet draws (an open menu, a form's errors) would
 * race it. Pages without the loader, and runs with JavaScript disabled, are
 * left alone. Every spec imports from here.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const started = (target: Page) =>
        target.waitForFunction(
          (marker) =>
            !document.querySelector(`script[${marker}]`) ||
            ('next' in window &&
              // A page with a stylesheet (the content editor's has none) has it loaded.
              (!document.querySelector('link[rel="stylesheet"]') ||
                [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
                  (link) => !link.disabled && link.sheet !== null,
                ))),
          loaderMarker,
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await started(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await started(page);
        return response;
      };
    }
    await provide(page);
  },
});
