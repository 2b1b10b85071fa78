import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The success criteria the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe, run in the page itself with `axe.run` (the builder's "legacy" mode).
 * By default the builder runs axe in every frame and then assembles the
 * results in a new blank page of the context, so that frames of other
 * origins are audited too; that new page costs about as much as the audit
 * itself, on every call. The pages audited here hold no frame of another
 * origin: the one the site has, the contact page's map, is loaded only when
 * the visitor asks for it (components/contact/office-map.tsx), and no test
 * audits it open. Frames of the page's own origin are still audited.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** axe for the WCAG criteria the site is held to, reporting only violations (the results a test asserts on). */
export function wcagAxe(page: Page) {
  // options() before withTags(): options() replaces the rules to run, which withTags() sets.
  return axe(page)
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags);
}
