import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** The success criteria the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * axe-core's own `axe.run`, in the page, over the whole document or the
 * elements the selector `include` matches: its source is evaluated once per
 * document (a second audit of the same document reuses it), then the audit
 * runs where the page's styles and layout are, its animations taken to
 * their end. The Playwright wrapper (@axe-core/playwright) evaluated the 560 KB
 * source twice on every call, once to look for `axe.runPartial` and once to
 * inject it into each frame: about 0.2 s of a one-second audit, on each of
 * the 210 or so audits of a test run. The pages audited here hold no frame:
 * the site's one, the contact page's map, is loaded only when the visitor
 * asks for it (components/contact/office-map.tsx), and no test audits it
 * open.
 */
export async function axe(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeCore.source);
  return page.evaluate(
    ({ include, options }) => {
      // The page at rest: a dropdown's fade-in or a hover's colour transition
      // (150 ms, app/globals.css) caught midway gives axe the blended colours
      // of one frame. So each running animation with an end is taken to it,
      // in the task that starts the audit. Not awaited: one in a section
      // `content-visibility` skips never ends (e2e/support/phone-layout.ts).
      for (const animation of document.getAnimations())
        if (animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          animation.finish();
      return window.axe!.run(include ?? document, options);
    },
    { include, options },
  );
}

/**
 * axe for the WCAG criteria the site is held to, over the whole page or the
 * elements `include` selects, reporting only violations (the results a test
 * asserts on).
 */
export function wcagAxe(page: Page, include?: string): Promise<AxeResults> {
  return axe(page, include, { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] });
}
