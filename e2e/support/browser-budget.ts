import { expect, test, type Page } from '@playwright/test';
import { loaderMarker } from '../../lib/build/defer-scripts';
import { criticalCssMarker } from '../../lib/build/critical-css';
import { inlineIconsMarker } from '../../lib/build/inline-icons';
import { fullStylesheetLoaded } from './full-stylesheet';

/**
 * The performance budgets a browser has to measure (e2e/budget.spec.ts holds
 * those read from the build and the HTTP answers), on one page load of every
 * registered page (e2e/page-sweep.spec.ts): in two steps, around the wait
 * for the page to settle. The page is loaded as on a first visit (no HTTP
 * cache, no remembered font) with `watchLocaleCalls` run in it first.
 */

/** Right after the load: the first paint, what held it, the largest paint; then scrolls to the bottom. */
export async function expectFirstPaintBudget(page: Page, address: string) {
  // The framework arrives after the first paint and still starts: Next's
  // runtime announces itself on window.next when it boots. This asks whether
  // it starts, not how fast (Lighthouse measures that), so it waits within the
  // test's allowance, as a navigation does, not an assertion's few seconds.
  await test.step(`${address}: Next's runtime started`, () =>
    page.waitForFunction(() => (window as { next?: { version?: string } }).next?.version, undefined, { timeout: 0 }));
  // Its scripts were requested only once the first contentful paint had
  // been presented (lib/build/defer-scripts.ts): Lighthouse counts a
  // request that ends before that paint in its simulated LCP.
  const order = await page.evaluate((marker) => {
    if (!document.querySelector(`script[${marker}]`)) return null;
    const starts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' &&
          new URL(entry.name).pathname.startsWith('/_next/static/'),
      )
      .map((entry) => entry.startTime);
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstScript: starts.length > 0 ? Math.min(...starts) : null,
    };
  }, loaderMarker);
  if (order) {
    expect.soft(order.fcp, `${address}: first contentful paint reported`).not.toBeNull();
    expect
      .soft(order.firstScript ?? -1, `${address}: a script was requested before the first contentful paint`)
      .toBeGreaterThanOrEqual(order.fcp ?? Infinity);
  }
  // Nothing holds the first paint (Chromium's Resource Timing marks what
  // blocked rendering): no blocking script, no font or icon sprite in the
  // way; at most the one stylesheet, and not even that where its critical
  // rules are written into the page (prerendered pages:
  // lib/build/critical-css.ts), which fetches its full stylesheet and its
  // font only after the first contentful paint.
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking',
      )
      .map((entry) => new URL(entry.name).pathname),
  );
  expect
    .soft(
      blocking.filter((url) => !/^\/_next\/static\/.+\.css$/.test(url)),
      `${address}: render-blocking requests other than the stylesheet`,
    )
    .toEqual([]);
  const cssInline = await page.evaluate(
    (marker) => document.querySelector(`style[${marker}]`) !== null,
    criticalCssMarker,
  );
  expect.soft(blocking.length, `${address}: render-blocking stylesheets`).toBeLessThanOrEqual(cssInline ? 0 : 1);
  if (cssInline) {
    await fullStylesheetLoaded(page);
    const late = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(css|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          afterPaint: entry.startTime >= fcp,
        }));
    });
    expect
      .soft(
        late.filter((entry) => !entry.afterPaint).map((entry) => entry.url),
        `${address}: stylesheets or fonts fetched before the first contentful paint`,
      )
      .toEqual([]);
    expect
      .soft(
        late.filter((entry) => entry.url.endsWith('.css')).length,
        `${address}: the full stylesheet, fetched once after the first paint`,
      )
      .toBe(1);
  }
  // When the largest paint is an image, it needed no request (inline) or
  // was asked for first: high priority itself, or preloaded with high
  // priority for this width.
  const lcp = await page.evaluate(
    () =>
      new Promise<{ tag: string; fetchPriority: string | null; loading: string | null; src: string } | null>(
        (resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const element = entries.at(-1)?.element ?? null;
            const src = element?.getAttribute('src') ?? '';
            const preload = [...document.querySelectorAll('link[rel="preload"][as="image"]')].find(
              (link) =>
                link.getAttribute('href') === src &&
                link.getAttribute('fetchpriority') === 'high' &&
                matchMedia(link.getAttribute('media') ?? 'all').matches,
            );
            resolve(
              element
                ? {
                    tag: element.tagName,
                    fetchPriority: preload ? 'high' : element.getAttribute('fetchpriority'),
                    loading: element.getAttribute('loading'),
                    src,
                  }
                : null,
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        },
      ),
  );
  if (lcp?.tag === 'IMG' && !lcp.src.startsWith('data:')) {
    expect.soft(lcp.fetchPriority, `${address}: the LCP image ${lcp.src} is fetched with high priority`).toBe('high');
    expect.soft(lcp.loading, `${address}: the LCP image ${lcp.src} is not lazy`).not.toBe('lazy');
  }
  // Down to the bottom, so lazy images and anything loaded on scroll are requested too.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    // Lazy images in view are requested within a frame or two.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  });
}

/** Once the page has settled (e2e/support/settled.ts): no locale-aware call, the icons drawn. */
export async function expectSettledBudget(page: Page, address: string) {
  // Loaded and scrolled through without a locale-aware call: the first
  // one in a page loads the browser's ICU data, a 30-45 ms task on a
  // desktop (lib/savings/format.ts). Hydration has no event of its own;
  // this runs once the page has settled, which waits for it to have ended.
  // Against the build before 8f02554 this fails on /contact-us and
  // /savings-calculator.
  expect
    .soft(
      await page.evaluate(() => (window as { __localeCalls?: string[] }).__localeCalls ?? ['(no watch)']),
      `${address}: locale-aware calls while loading`,
    )
    .toEqual([]);
  // The icons: the first screen's drawn from the page's own symbols; the sprite,
  // when the page names it, fetched once and only after the first
  // contentful paint (lib/build/inline-icons.ts), and then every icon of
  // the page has its symbol and every one in view is drawn.
  const icons = await page.evaluate((marker) => {
    const defs = document.querySelector(`svg[${marker}]`);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const uses = [...document.querySelectorAll('use')];
    return {
      named: defs?.getAttribute(marker) ?? null,
      sprite: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/icons.svg')
        .map((entry) => entry.startTime >= fcp),
      missing: uses
        .map((use) => use.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('#') && !document.getElementById(href.slice(1))),
      blank: uses
        .filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0 && use.getBBox().width === 0)
        .map((use) => use.getAttribute('href')),
    };
  }, inlineIconsMarker);
  if (icons.named !== null) {
    expect
      .soft(icons.sprite, `${address}: the icon sprite fetched (after the first paint?)`)
      .toEqual(icons.named ? [true] : []);
    expect.soft(icons.missing, `${address}: icons without a symbol once loaded`).toEqual([]);
    expect.soft(icons.blank, `${address}: icons in the layout drawn blank once loaded`).toEqual([]);
  }
}

/**
 * Runs in the page before its own scripts: records every call of the APIs
 * that make the browser load its locale (ICU) data, into window.__localeCalls.
 */
export function watchLocaleCalls() {
  const calls: string[] = [];
  (window as { __localeCalls?: string[] }).__localeCalls = calls;
  const intl = Intl as unknown as Record<string, object>;
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'Segmenter',
    'DisplayNames',
  ]) {
    const original = intl[name];
    if (typeof original !== 'function') continue;
    intl[name] = new Proxy(original, {
      construct: (target, args, newTarget) => (
        calls.push(`Intl.${name}`),
        Reflect.construct(target as new () => object, args, newTarget)
      ),
      apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target as () => object, self, args)),
    });
  }
  const methods: [object, string, string][] = [
    [Number.prototype, 'Number', 'toLocaleString'],
    [Date.prototype, 'Date', 'toLocaleString'],
    [Date.prototype, 'Date', 'toLocaleDateString'],
    [Date.prototype, 'Date', 'toLocaleTimeString'],
    [String.prototype, 'String', 'localeCompare'],
    [String.prototype, 'String', 'toLocaleLowerCase'],
    [String.prototype, 'String', 'toLocaleUpperCase'],
  ];
  for (const [proto, owner, name] of methods) {
    const record = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = record[name]!;
    record[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(`${owner}.prototype.${name}`);
      return original.apply(this, args);
    };
  }
}
