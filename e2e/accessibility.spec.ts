import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from './support/test';
import { allPages } from './support/content';

/**
 * axe (WCAG 2.0–2.2 A and AA) on every registered page, in every published
 * language, at a phone and a
 * desktop width, and no console error or uncaught exception while loading.
 * One visit per page and width does both checks.
 *
 * Each worker keeps one browser page for all its visits: the HTTP cache then
 * holds the site's scripts, styles and fonts after the first page, which
 * makes the ~80 visits much cheaper than a fresh context each time. Every
 * visit is still a full page load at the width under test.
 */

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const test = base.extend<object, { auditPage: Page }>({
  auditPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, locale });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const { name, viewport } of widths) {
  test.describe(`at ${viewport.width}px (${name})`, () => {
    for (const { address } of allPages()) {
      test(`${address} has no axe violations and no console errors at ${viewport.width}px`, async ({
        auditPage: page,
      }) => {
        const errors: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
        };
        const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
        page.on('console', onConsole);
        page.on('pageerror', onPageError);
        try {
          await page.setViewportSize(viewport);
          const response = await page.goto(address, { waitUntil: 'load' });
          expect(response?.status(), `GET ${address}`).toBe(200);

          // Only violations are reported (faster; passes and incomplete results are not needed).
          const results = await new AxeBuilder({ page })
            .options({ resultTypes: ['violations'] }) // before withTags: options() replaces runOnly
            .withTags(tags)
            .analyze();
          const violations = results.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.length,
            targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
          }));
          expect.soft(violations, `axe violations on ${address} at ${viewport.width}px`).toEqual([]);
          expect.soft(errors, `console errors on ${address} at ${viewport.width}px`).toEqual([]);
        } finally {
          page.off('console', onConsole);
          page.off('pageerror', onPageError);
        }
      });
    }
  });
}
