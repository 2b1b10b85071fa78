import { test as base, expect, type Page } from './support/test';
import { allPages, content } from './support/content';
import { interApplied } from './support/font';

/**
 * In-page anchors (`href="#…"`, or this page's path with a fragment) must
 * lead somewhere: to an element that exists and that the browser can scroll
 * to. A target inside the sticky header (or any sticky or fixed element) is
 * always in view, so following the link does nothing: /contact-us's banner
 * once pointed at `#top`, the header's id. Links to a fragment of another
 * page are held to the same rule on that page.
 *
 * Then every in-page link is followed in Chromium and must land its target
 * exactly where the page's scroll padding puts it, just under the sticky
 * header. Anything that changes heights during the smooth scroll breaks this:
 * with `content-visibility: auto` on the sections (tried once), the
 * scroll to /products' quote form ended 195 px past it. So does the web
 * font's swap: the fallback's lines can break differently from Inter's (on
 * the home page at 375 px one paragraph above #contact is a line taller in
 * Inter), and a smooth scroll under way keeps the offset it started for.
 * Links are therefore followed once Inter is applied, the page's final
 * layout; what the swap moves is e2e/font.spec.ts's concern. The two calls to
 * action that bring a visitor to a form are also followed with and without
 * JavaScript, at a phone and a desktop width.
 */

interface PageAnchors {
  /** Fragments this page links to, with the link text, resolved to path + fragment. */
  links: { text: string; path: string; fragment: string }[];
  /** Ids on this page the browser can scroll to (not inside a sticky or fixed element). */
  scrollable: string[];
  /** Ids on this page inside a sticky or fixed element. */
  pinned: string[];
}

async function anchorsOf(page: Page): Promise<PageAnchors> {
  return page.evaluate(() => {
    const pinnedBox = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'sticky' || position === 'fixed') return true;
      }
      return false;
    };
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'), (a) => {
      const url = new URL(a.getAttribute('href') ?? '', location.href);
      return {
        text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        path: url.origin === location.origin ? url.pathname : '',
        fragment: decodeURIComponent(url.hash.slice(1)),
      };
    }).filter((link) => link.path !== '' && link.fragment !== '');
    const scrollable: string[] = [];
    const pinned: string[] = [];
    for (const element of document.querySelectorAll('[id]'))
      (pinnedBox(element) ? pinned : scrollable).push(element.id);
    return { links, scrollable, pinned };
  });
}

const test = base.extend<object, { crawlPage: Page }>({
  crawlPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('every fragment link on every route targets an element that exists, outside any sticky or fixed element', async ({
  crawlPage: page,
}) => {
  test.setTimeout(allPages().length * 5_000); // one load per page and language
  const routes = allPages().map((page) => page.address);
  const pages = new Map<string, PageAnchors>();
  for (const path of routes) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `GET ${path}`).toBe(200);
    pages.set(path, await anchorsOf(page));
  }

  const problems: string[] = [];
  let checked = 0;
  for (const [from, anchors] of pages) {
    for (const link of anchors.links) {
      const target = pages.get(link.path);
      if (!target) continue; // a page outside the registry (e.g. the thank-you page): the crawl in links.spec.ts covers it
      checked += 1;
      const where = `${from}: "${link.text}" → ${link.path === from ? '' : link.path}#${link.fragment}`;
      if (target.pinned.includes(link.fragment)) problems.push(`${where} is inside a sticky or fixed element`);
      else if (!target.scrollable.includes(link.fragment)) problems.push(`${where} has no such id`);
    }
  }
  expect(checked, 'fragment links found').toBeGreaterThan(routes.length);
  expect(problems).toEqual([]);
});

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The element's box lies in the viewport, below the bottom of the sticky header. */
async function clearOfHeader(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    const header = document.querySelector('body > header');
    if (!element || !header) return { inView: false, top: NaN, headerBottom: NaN };
    const box = element.getBoundingClientRect();
    const headerBottom = header.getBoundingClientRect().bottom;
    return {
      inView: box.top >= headerBottom - 0.5 && box.bottom <= window.innerHeight,
      top: Math.round(box.top),
      headerBottom: Math.round(headerBottom),
    };
  }, selector);
}

/**
 * Where the fragment's target ended up: its top edge should sit at the scroll
 * padding (plus its own scroll margin), unless the page ends too soon to
 * scroll that far, in which case it is scrolled to the end with the target
 * lower down. Answers 'landed', or where the target is instead.
 */
async function landing(page: Page, fragment: string) {
  return page.evaluate((id) => {
    const element = document.getElementById(id);
    if (!element) return { scrollY: window.scrollY, verdict: `no element #${id}` };
    const root = document.documentElement;
    const expected =
      parseFloat(getComputedStyle(root).scrollPaddingTop) + parseFloat(getComputedStyle(element).scrollMarginTop);
    const top = element.getBoundingClientRect().top;
    const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
    const verdict =
      Math.abs(top - expected) <= 1 || (atEnd && top > expected)
        ? 'landed'
        : `#${id} is ${Math.round(top)} px from the top of the viewport, not ${Math.round(expected)}`;
    return { scrollY: window.scrollY, verdict };
  }, fragment);
}

/**
 * For `expect.poll`: the landing, judged only once the page has stopped
 * scrolling (two polls in a row at the same offset). A smooth scroll that
 * overshoots passes the right place on its way. Measured from the test's
 * side: with JavaScript off the page runs no animation-frame callbacks.
 */
function landingAtRest(page: Page, fragment: string) {
  let previous = NaN;
  return async () => {
    const { scrollY, verdict } = await landing(page, fragment);
    const atRest = scrollY === previous;
    previous = scrollY;
    return atRest ? verdict : 'still scrolling';
  };
}

test('every in-page link in every route lands its target just under the header (phone width)', async ({ page }) => {
  test.setTimeout(allPages().length * 6_000); // a load per in-page link, on every page and language
  await page.setViewportSize({ width: 375, height: 812 });
  let followed = 0;
  for (const { address: path } of allPages()) {
    await page.goto(path);
    await interApplied(page);
    const fragments = await page.evaluate(() => [
      ...new Set(
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]'))
          .filter((a) => a.checkVisibility())
          .map((a) => a.getAttribute('href')!.slice(1)),
      ),
    ]);
    for (const fragment of fragments) {
      // Every jump starts from the top of the page with no fragment in the address (cheaper than a reload).
      await page.evaluate(() => {
        history.replaceState(null, '', location.pathname + location.search);
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.locator(`main a[href="#${fragment}"]:visible`).first().click();
      await expect(page).toHaveURL(new RegExp(`#${fragment}$`));
      // Polled every 50 ms (not Playwright's 100, 250, 500, 1000 ms steps): a settled jump is seen at once.
      await expect
        .poll(landingAtRest(page, fragment), { message: `${path}#${fragment}`, intervals: [50] })
        .toBe('landed');
      followed += 1;
    }
  }
  expect(followed, 'in-page links followed').toBeGreaterThan(allPages().length);
});

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
  await expect(page.locator('#message-form form')).toHaveAttribute('novalidate', ''); // hydrated
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
  await expect(page.locator('#contact-form form')).toHaveAttribute('novalidate', ''); // hydrated
  await page.locator('main').getByRole('link', { name: 'Request a Quote' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contact-form$/);
  await page.keyboard.press('Tab');
  await expect(page.locator('#contact-form form').getByLabel(/^Name/)).toBeFocused();
});
