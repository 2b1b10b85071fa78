import { expect, type Page } from '@playwright/test';
import { interApplied } from './font';

/**
 * In-page anchors, read and followed in Chromium: what e2e/anchors.spec.ts
 * and the route-wide visits of e2e/page-sweep.spec.ts check (why, in
 * anchors.spec.ts).
 */

export interface PageAnchors {
  /** Fragments this page links to, with the link text, resolved to path + fragment. */
  links: { text: string; path: string; fragment: string }[];
  /** Ids on this page the browser can scroll to (not inside a sticky or fixed element). */
  scrollable: string[];
  /** Ids on this page inside a sticky or fixed element. */
  pinned: string[];
}

export async function anchorsOf(page: Page): Promise<PageAnchors> {
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

/**
 * The fragment links of every crawled page checked against their target
 * pages: the target must be an id outside any sticky or fixed element.
 * Links to a page not crawled are left out (the crawl in links.spec.ts
 * covers those). Answers the problems, each naming the page the link is on,
 * and how many links were checked.
 */
export function fragmentProblems(pages: ReadonlyMap<string, PageAnchors>) {
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
  return { problems, checked };
}

/** The element's box lies in the viewport, below the bottom of the sticky header. */
export async function clearOfHeader(page: Page, selector: string) {
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
export function landingAtRest(page: Page, fragment: string) {
  let previous = NaN;
  return async () => {
    const { scrollY, verdict } = await landing(page, fragment);
    const atRest = scrollY === previous;
    previous = scrollY;
    return atRest ? verdict : 'still scrolling';
  };
}

/**
 * Follows every visible in-page link of a loaded page's main content, each
 * from the top of the page, and expects its target to land just under the
 * header. Waits for Inter first (the page's final layout). Answers how many
 * links it followed.
 *
 * The jumps are made as for a visitor who asked for reduced motion: the
 * page then jumps instead of scrolling smoothly (app/globals.css), and lands
 * in the same place. A legal page's table of contents has a dozen links,
 * each a smooth scroll of some thousand pixels; e2e/anchors.spec.ts follows
 * links with the smooth scroll itself.
 */
export async function followInPageLinks(page: Page, path: string): Promise<number> {
  await interApplied(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await followEach(page, path);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function followEach(page: Page, path: string): Promise<number> {
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
    await expect(page, `${path}: following #${fragment}`).toHaveURL(new RegExp(`#${fragment}$`));
    // Polled every 50 ms (not Playwright's 100, 250, 500, 1000 ms steps): a settled jump is seen at once.
    await expect
      .poll(landingAtRest(page, fragment), { message: `${path}#${fragment}`, intervals: [50] })
      .toBe('landed');
  }
  return fragments.length;
}
