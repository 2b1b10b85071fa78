import { expect, test } from './support/test';
import { allPages, content } from './support/content';
import { policyMismatches, scriptSourcesOf } from '../lib/csp/inline-scripts';
import { expectNoViolation, watchPolicy } from './support/csp-watch';
import { settled, watchRequests } from './support/settled';
import { expectFormHydrated } from './support/hydration';

/**
 * The strict Content-Security-Policy (proxy.ts): in Chromium, no page of the
 * site breaks it and its widgets work under it; over HTTP, the hashes a page
 * is sent are exactly those of the inline scripts in the HTML it is sent.
 * The registered pages are loaded in the browser by the route-wide visits of
 * e2e/page-sweep.spec.ts, which watch the policy with the same watch
 * (e2e/support/csp-watch.ts); the addresses outside the registry are loaded
 * here.
 */

/** A shared estimate (savings-calculator.spec.ts: our rate $504.44, saving $135.56). */
const SHARED_ESTIMATE = '/savings-calculator?volume=20000&ticket=45&fees=640';
const PAGE_NOT_FOUND = '/this-does-not-exist';
const POST_NOT_FOUND = '/blog/999';
/** The newsletter confirm page (prerendered) as the e-mailed link opens it, with a token in its query. */
const CONFIRM_PAGE = `/newsletter/confirm?token=${'A'.repeat(43)}`;
/** The same in Spanish: the estimate renders per request; the unknown addresses get prerendered Spanish 404 pages. */
const SPANISH_SHARED_ESTIMATE = `/es${SHARED_ESTIMATE}`;
const spanishExtraPaths = [SPANISH_SHARED_ESTIMATE, '/es/esto-no-existe', '/es/blog/999', `/es${CONFIRM_PAGE}`];
const extraPaths = [
  '/contact-us?demo=true',
  SHARED_ESTIMATE,
  PAGE_NOT_FOUND,
  POST_NOT_FOUND,
  CONFIRM_PAGE,
  ...spanishExtraPaths,
];
const paths = [...allPages().map((page) => page.address), ...extraPaths];
/**
 * Not prerendered, so proxy.ts sends a nonce: a shared estimate renders per
 * request (it reads the query); an unknown path gets the static not-found page,
 * allowed by its hashes (the proxy cannot know beforehand).
 */
const withNonce = (path: string) => [SHARED_ESTIMATE, SPANISH_SHARED_ESTIMATE, PAGE_NOT_FOUND].includes(path);

test.describe('the policy a browser enforces', () => {
  // The registered pages: e2e/page-sweep.spec.ts, on its visits at both widths.
  for (const path of extraPaths) {
    test(`${path} loads and hydrates with no CSP violation`, async ({ page }) => {
      const watch = await watchPolicy(page);
      const requests = watchRequests(page);
      const response = await page.goto(path, { waitUntil: 'load' });
      expect([200, 404]).toContain(response?.status());
      const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(scriptSourcesOf(policy), 'script-src').not.toContain("'unsafe-inline'");
      // Hydrated (React has attached its root: it runs only if the inline
      // flight scripts ran), and whatever a late script asked for answered.
      await settled(page, requests, path);
      await expectNoViolation(watch, path);
    });
  }

  test('an injected inline script is blocked and reported (the watch sees violations)', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, 'an inline script not in the policy must not run').toBe(false);
    await expect
      .poll(async () => (await watch.violations())?.map((violation) => violation.directive))
      .toEqual(['script-src-elem']);
  });
});

test.describe('widgets under the policy', () => {
  test('the mobile menu opens and closes (375px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const watch = await watchPolicy(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expectNoViolation(watch, 'menu');
  });

  test('the carousel moves to the next slide', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/');
    const second = page.getByRole('button', { name: /^Go to slide 2:/ });
    await expect(second).not.toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expectNoViolation(watch, 'carousel');
  });

  test('the contact form (?demo=true) is prefilled and validates in the browser', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/contact-us?demo=true');
    const form = page.locator('#contact-form form');
    await expectFormHydrated(form);
    await expect(form.getByRole('checkbox', { name: 'Request a Demo' })).toBeChecked();
    await form.getByRole('button', { name: content.forms.contactForm.submit }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expectNoViolation(watch, 'contact form');
  });

  test("the contact page's map loads its Google Maps frame; no other page may frame Google", async ({ page }) => {
    // Google answered here (the test needs no network): a frame the policy refuses never gets this far.
    await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
    );
    const watch = await watchPolicy(page);
    for (const path of ['/contact-us', '/es/contact-us']) {
      await page.goto(path);
      const button = page.locator('button', { hasText: /^(Show Interactive Map|Mostrar el mapa interactivo)$/ });
      await button.click();
      const frame = page.locator('iframe[src^="https://www.google.com/maps?"]');
      await expect(frame).toBeAttached();
      await expect(page.frameLocator('iframe').locator('p')).toHaveText('map');
      await expectNoViolation(watch, `${path} map`);
    }
    await page.goto('/clover-pos');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://www.google.com/maps?q=x&output=embed';
      document.body.append(frame);
    });
    await expect
      .poll(async () => (await watch.violations())?.map((violation) => violation.directive))
      .toEqual(['frame-src']);
  });

  test('the calculator opens a shared estimate (nonce) and recalculates', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto(SHARED_ESTIMATE);
    await expect(page.locator('[data-source="url"]')).toBeAttached();
    const volume = page.getByLabel('Monthly card volume');
    await volume.clear();
    await volume.pressSequentially('30000');
    await expect(page).toHaveURL(/\/savings-calculator\?volume=30000&ticket=45&fees=640$/);
    await expectNoViolation(watch, 'calculator');
  });

  test('copy link puts the article address on the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    const watch = await watchPolicy(page);
    await page.goto('/blog/2');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expectNoViolation(watch, 'copy link');
  });

  test('client-side navigations keep working: an unknown post back to the blog, then an article', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto(POST_NOT_FOUND);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('link', { name: 'Return to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await page.locator('#articles article a[href="/blog/1"]').first().click();
    await expect(page).toHaveURL('/blog/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
      'no full reload',
    ).toBe(true);
    await expectNoViolation(watch, 'navigation');
  });
});

test.describe('the policy each answer is sent with', () => {
  for (const path of paths) {
    test(`${path}: the script hashes match the inline scripts of its HTML`, async ({ request }) => {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      const sources = scriptSourcesOf(policy);
      if (withNonce(path)) {
        expect(
          sources.filter((source) => source.startsWith("'nonce-")),
          'one nonce',
        ).toHaveLength(1);
        expect(response.headers()['cache-control'], 'a nonce is never shared by a cache').toMatch(
          /^private, no-cache, no-store/,
        );
        const again = (await request.get(path)).headers()['content-security-policy'];
        expect(again, 'a fresh nonce per request').not.toBe(policy);
      } else {
        expect(
          sources.some((source) => source.startsWith("'nonce-")),
          'a static answer needs no nonce',
        ).toBe(false);
      }
      // Prerendered pages (and /blog/999, answered with /blog/post-not-found): exactly their hashes.
      const exactHashes = !withNonce(path);
      expect(policyMismatches(html, policy, { exactHashes })).toEqual([]);
    });
  }

  test('a prerendered page keeps its shared cache policy; the proxy adds only the CSP', async ({ request }) => {
    const response = await request.get('/clover-pos');
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
    expect(response.headers()['x-nextjs-cache'], 'served from the prerendered file').toBe('HIT');
  });

  test('behind a TLS front (X-Forwarded-Proto: https) pages ask to upgrade insecure requests', async ({ request }) => {
    const plain = await request.get('/');
    expect(plain.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const tls = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers()['content-security-policy']?.split('; ')).toContain('upgrade-insecure-requests');
  });
});
