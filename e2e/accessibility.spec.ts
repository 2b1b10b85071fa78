import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes } from '../lib/routes';

/**
 * axe (WCAG 2.0–2.2 A and AA) on every registered page at a phone and a
 * desktop width, and no console error or uncaught exception while loading.
 * One visit per page and width does both checks.
 */

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const { name, viewport } of widths) {
  test.describe(`at ${viewport.width}px (${name})`, () => {
    test.use({ viewport });

    for (const route of allRoutes()) {
      test(`${route.path} has no axe violations and no console errors at ${viewport.width}px`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));

        const response = await page.goto(route.path, { waitUntil: 'load' });
        expect(response?.status(), `GET ${route.path}`).toBe(200);

        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        const violations = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }));
        expect.soft(violations, `axe violations on ${route.path} at ${viewport.width}px`).toEqual([]);
        expect.soft(errors, `console errors on ${route.path} at ${viewport.width}px`).toEqual([]);
      });
    }
  });
}
