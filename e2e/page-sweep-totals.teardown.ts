import fs from 'node:fs';
import { expect, test } from './support/test';
import { allPages } from './support/content';
import { fragmentProblems, type PageAnchors } from './support/anchors';
import { sweepRecordFile, type SweepRecord } from './support/sweep-records';

/**
 * The checks of e2e/page-sweep.spec.ts that need every page at once, from
 * the records its visits left. Playwright runs this after the sweep
 * (playwright.config.ts: the sweep project's teardown), even when some of
 * its tests failed. A page whose visit left no record (its test failed
 * before, or was not selected) is left out, as the anchors' crawl leaves out
 * pages outside the registry; a run that selected none of the sweep's tests
 * has nothing to check.
 */

function records<K extends keyof SweepRecord>(width: K): Map<string, SweepRecord[K]> {
  const found = new Map<string, SweepRecord[K]>();
  for (const { address } of allPages()) {
    const file = sweepRecordFile(address, width);
    if (fs.existsSync(file)) found.set(address, JSON.parse(fs.readFileSync(file, 'utf8')) as SweepRecord[K]);
  }
  return found;
}

/** Says in the report that the totals covered only the pages whose visits ran (a run of selected tests). */
function noteSubset(recorded: number) {
  test.info().annotations.push({
    type: 'subset',
    description: `${recorded} of ${allPages().length} pages' visits left a record: the totals cover those only`,
  });
}

test('every fragment link on every route targets an element that exists, outside any sticky or fixed element', () => {
  const pages: Map<string, PageAnchors> = records('desktop');
  const { problems, checked } = fragmentProblems(pages);
  // Over the whole registry, the crawl must find links at all (a subset of pages may have too few to tell).
  if (pages.size === allPages().length) expect(checked, 'fragment links found').toBeGreaterThan(pages.size);
  else noteSubset(pages.size);
  expect(problems).toEqual([]);
});

test('every in-page link in every route lands its target just under the header (phone width): more links followed than pages', () => {
  const pages = records('phone');
  const followed = [...pages.values()].reduce((sum, { followed }) => sum + followed, 0);
  // A subset of pages may follow too few links to tell; a failed visit fails the run by itself.
  if (pages.size === allPages().length) expect(followed, 'in-page links followed').toBeGreaterThan(pages.size);
  else noteSubset(pages.size);
});
