import { expect, test } from './support/test';
import { content } from './support/content';
import { interApplied } from './support/font';
import { clearOfHeader, landingAtRest } from './support/anchors';
import { expectFormHydrated } from './support/hydration';

/**
 * In-page anchors (`href="#…"`, or this page's path with a fragment) must
 * lead somewhere: to an element that exists and that the browser can scroll
 * to. A target inside the sticky header (or any sticky or fixed element) is
 * always in view, so following the link does nothing: /contact-us's banner
 * once pointed at `#top`, the header's id. Links to a fragment of another
 * page are held to the same rule on that page.
 *
 * Both rules hold on every registered page in every language: the
 * route-wide visits of e2e/page-sweep.spec.ts read each page's fragment links
 * and ids at 1280px (checked across pages by its teardown,
 * e2e/page-sweep-totals.teardown.ts) and follow each page's in-page links at
 * 375px, with the helpers of e2e/support/anchors.ts.
 *
 * Every in-page link is followed in Chromium and must land its target
 * exactly where the page's scroll padding puts it, just under the sticky
 * header. Anything that changes heights during the smooth scroll breaks this:
 * with `content-visibility: auto` on the sections (tried once), the
 * scroll to /products' quote form ended 195 px past it. So does the web
 * font's swap: the fallback's lines can break differently from Inter's (on
 * the home page at 375 px one paragraph above #contact is a line taller in
 * Inter), and a smooth scroll under way keeps the offset it started for.
 * Links are therefore followed once Inter is applied, the page's final
 * layout; what the swap moves is e2e/font.spec.ts's concern. The two calls to
 * action that bring a visitor to a form are followed here with and without
 * JavaScript, at a phone and a desktop width, and from the keyboard.
 */

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const { name, width, height } of widths) {
      test(`/contact-us at ${width}px (${name}): the offer banner's button brings the form's heading into view, clear of the header`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/contact-us');
        if (javaScriptEnabled) await interApplied(page);
        const button = page.getByRole('link', { name: content.contactUs.offer.action });
        await button.scrollIntoViewIfNeeded();
        const before = await page.evaluate(() => window.scrollY);
        expect(before, 'the banner is far down the page').toBeGreaterThan(2000);

        await button.click();
        await expect(page).toHaveURL(/#message-form$/);
        const heading = '#message-form h3';
        await expect(page.locator(heading)).toHaveText(content.forms.contactForm.heading);
        await expect.poll(landingAtRest(page, 'message-form')).toBe('landed');
        expect(await clearOfHeader(page, heading)).toMatchObject({ inView: true });
        expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before);
      });

      test(`/products at ${width}px (${name}): the hero's Request a Quote lands on the quote form`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/products');
        if (javaScriptEnabled) await interApplied(page);
        await page.locator('main').getByRole('link', { name: 'Request a Quote' }).first().click();
        await expect(page).toHaveURL(/#contact-form$/);
        await expect.poll(landingAtRest(page, 'contact-form')).toBe('landed');
        expect(await clearOfHeader(page, '#contact-form h2')).toMatchObject({ inView: true });
        const form = page.locator('#contact-form form');
        await expect(form.getByRole('heading', { name: 'Request Your Free Quote' })).toBeInViewport();
        await expect(form.getByLabel(/^Name/)).toBeInViewport();
      });
    }
  });
}

test("keyboard: Enter on the banner button, then Tab, lands in the form's first field", async ({ page }) => {
  await page.goto('/contact-us');
  await expectFormHydrated(page.locator('#message-form form'));
  await page.getByRole('link', { name: content.contactUs.offer.action }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#message-form$/);
  await page.keyboard.press('Tab');
  await expect(page.locator('#message-form').getByLabel(/^Name/)).toBeFocused();
});

test("keyboard: Enter on /products' Request a Quote, then Tab, lands in the quote form's first field", async ({
  page,
}) => {
  await page.goto('/products');
  await expectFormHydrated(page.locator('#contact-form form'));
  await page.locator('main').getByRole('link', { name: 'Request a Quote' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contact-form$/);
  await page.keyboard.press('Tab');
  await expect(page.locator('#contact-form form').getByLabel(/^Name/)).toBeFocused();
});
