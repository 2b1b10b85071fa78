import { interApplied } from './support/font';
import { fullStylesheetLoaded } from './support/full-stylesheet';
import { expect, test, type Page } from './support/test';

/**
 * The web font after the first paint (scripts/support/font-subset.ts,
 * lib/build/cached-font.ts): a prerendered page paints in the
 * metric-matched fallback, fetches Inter and its full stylesheet once that
 * paint is on screen, and swaps it in without moving anything: no layout
 * shift, and no new, larger largest-contentful-paint entry on the swap. A
 * second page takes the font and the stylesheet from the browser's cache.
 */

interface Observed {
  shifts: { time: number; value: number }[];
  lcp: { time: number; size: number }[];
}

/** Runs before the page's own scripts: records layout shifts and LCP entries. */
function observe() {
  const record: Observed = { shifts: [], lcp: [] };
  (window as unknown as { __observed: Observed }).__observed = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) record.shifts.push({ time: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { size: number })[])
      record.lcp.push({ time: entry.startTime, size: entry.size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The font and stylesheet requests of the page: when they started against the first contentful paint, and their bytes on the wire. */
function lateResources(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return {
      fcp,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(css|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({
          kind: entry.name.endsWith('.woff2') ? 'font' : 'css',
          afterPaint: fcp !== null && entry.startTime >= fcp,
          transferSize: entry.transferSize,
          responseEnd: entry.responseEnd,
        })),
    };
  });
}

for (const width of [375, 1280]) {
  for (const route of ['/', '/clover-pos', '/faq', '/contact-us']) {
    test(`${route} at ${width} px: Inter arrives after the first paint, moves nothing, and comes from the cache on the next page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(observe);
      await page.goto(route);
      await interApplied(page);
      await fullStylesheetLoaded(page);

      const first = await lateResources(page);
      expect(first.fcp, 'first contentful paint reported').not.toBeNull();
      expect(first.resources.filter((entry) => entry.kind === 'font')).toEqual([
        expect.objectContaining({ kind: 'font', afterPaint: true }),
      ]);
      expect(first.resources.filter((entry) => entry.kind === 'css')).toEqual([
        expect.objectContaining({ kind: 'css', afterPaint: true }),
      ]);

      const observed = await page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
      // The swap can be laid out before the font set reports the load: the
      // font file's arrival is the line between the two.
      const fontArrived = first.resources.find((entry) => entry.kind === 'font')!.responseEnd;
      // The full stylesheet's arrival moves nothing: its rules for what the
      // page shows were all in the critical CSS.
      expect(
        observed.shifts.filter((shift) => shift.time < fontArrived),
        'layout shifts before Inter arrived',
      ).toEqual([]);
      // The swap to Inter: the fallback is scaled to Inter's average letter
      // width and given its vertical metrics, so lines keep their height and
      // break alike; a line of short words (the desktop navigation) can still
      // come out a few pixels wider or narrower with DejaVu Sans, the
      // fallback on this machine. Far below what a
      // visitor sees (0.1 is Google's "good" CLS): at most 0.001.
      const swap = observed.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(swap, 'CLS of the swap to Inter').toBeLessThan(0.001);
      const before = observed.lcp.filter((entry) => entry.time < fontArrived);
      const largestBefore = Math.max(0, ...before.map((entry) => entry.size));
      expect(before.length, 'an LCP entry before the swap').toBeGreaterThan(0);
      expect(
        observed.lcp.filter((entry) => entry.time >= fontArrived && entry.size > largestBefore),
        'LCP entries after the swap larger than the one before it',
      ).toEqual([]);

      // A returning visitor: a full load of another page takes the font and
      // the stylesheet from the cache (no bytes on the wire); the font, known
      // to be cached, is asked for at once (lib/build/cached-font.ts), so the
      // first paint is in Inter when the cache answers in time.
      await page.goto(route === '/faq' ? '/about-us' : '/faq');
      await interApplied(page);
      await fullStylesheetLoaded(page);
      const second = await lateResources(page);
      expect(second.resources).toEqual([
        expect.objectContaining({ kind: 'font', transferSize: 0 }),
        expect.objectContaining({ kind: 'css', afterPaint: true, transferSize: 0 }),
      ]);
      const again = await page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
      expect(
        again.shifts.reduce((sum, shift) => sum + shift.value, 0),
        'CLS of the second page',
      ).toBeLessThan(0.001);
    });
  }
}

/**
 * Below the first screen the swap must not move whole columns either: a
 * width in `ch` follows whichever font draws, and articles' 70ch measure
 * was 40 px narrower in the fallback, so every long text reflowed (an
 * article 240 px taller) when Inter arrived. The measure is in em now
 * (app/globals.css, --container-measure). The font file is held back until
 * the fallback's layout has been read.
 */
for (const route of ['/blog/1', '/guides/pci-compliance-checklist', '/about-us', '/es/blog/1']) {
  test(`${route} at 1280 px: the reading columns are as wide in the fallback font as in Inter`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    let release = () => {};
    let asked = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\.woff2$/, async (request) => {
      asked();
      await held;
      await request.continue();
    });
    // Not to the `load` event: once the font is asked for, that event waits
    // for it, and it is held until after the first look. Whether it was
    // asked for before the page's last image arrived was a race.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const columns = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main .prose-content, main .max-w-measure'), (element) =>
          Math.round(element.getBoundingClientRect().width),
        ),
      );
    await expect(page.locator('main .prose-content, main .max-w-measure').first()).toBeVisible();
    // Inter's file has been asked for after the paint and is held back: the fallback draws.
    await requested;
    const inFallback = await columns();
    release();
    await interApplied(page);
    expect(inFallback.length, 'reading columns on the page').toBeGreaterThan(0);
    expect(await columns()).toEqual(inFallback);
  });
}
