import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for React to have taken over what a test is about to use, so that a
 * click or a hover is handled by the script and not by the page without it
 * (which works too, and has tests of its own).
 */

/** A form turns off the browser's own validation once React runs (components/forms). */
export async function expectFormHydrated(form: Locator) {
  await expect(form).toHaveAttribute('novalidate', '');
}

/**
 * The header's menu buttons get their aria-expanded from
 * components/layout/nav-group.tsx and site-menu.tsx once hydrated, handlers
 * attached. A hover is one event: sent before that, it finds no handler and
 * the menu stays shut.
 */
export async function expectHeaderHydrated(page: Page) {
  await expect(page.locator('header button[popovertarget]:not([aria-expanded])')).toHaveCount(0);
}
