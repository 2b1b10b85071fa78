import path from 'node:path';
import type { PageAnchors } from './anchors';

/**
 * What each visit of e2e/page-sweep.spec.ts hands to its teardown
 * (e2e/page-sweep-totals.teardown.ts), in the run's folder
 * (playwright.config.ts sets E2E_RUN_DIR, shared by every worker of a run):
 * the checks over all pages at once, which no single page's test can make.
 */
export interface SweepRecord {
  /** The page's fragment links and ids, read at the desktop width. */
  desktop: PageAnchors;
  /** How many in-page links were followed at the phone width. */
  phone: { followed: number };
}

export function sweepRecordFile(address: string, width: keyof SweepRecord): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  return path.join(runDir, 'page-sweep', `${encodeURIComponent(address)}.${width}.json`);
}
