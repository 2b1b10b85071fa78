import type { Cta } from '@/lib/content/page';
import { cta } from '@/lib/content/sections';
import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * Webinars and white papers in preparation: each is planned for a quarter,
 * and the pages sort and label them by it. Pure helpers, shared by the
 * loaders, the pages and the tests.
 */

export interface PlannedQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/** What a planned webinar and a planned white paper both have. */
export interface PlannedEntry {
  id: string;
  title: string;
  abstract: string;
  planned: PlannedQuarter;
  /** Content on the site that covers the topic today. */
  readNow: Cta;
}

/** 'Q1 2027'. */
export function formatQuarter({ year, quarter }: PlannedQuarter): string {
  return `Q${quarter} ${year}`;
}

/** Earliest first; items planned for the same quarter keep their order. */
export function byPlannedQuarter<T extends { planned: PlannedQuarter }>(items: readonly T[]): T[] {
  const key = ({ planned }: T) => planned.year * 4 + planned.quarter;
  return items.toSorted((a, b) => key(a) - key(b));
}

/** Keystatic's integer field holds the quarter; its schema keeps it within 1–4. */
export function plannedQuarter(planned: { year: number; quarter: number }): PlannedQuarter {
  return { year: planned.year, quarter: planned.quarter as PlannedQuarter['quarter'] };
}

/**
 * The fields a planned entry shares, as its loader hands them on: the quarter
 * and the page's status line for it ('Planned for {{quarter}}': the schema
 * requires the slot).
 */
export function plannedEntry(
  entry: { id: string; title: string; abstract: string; planned: { year: number; quarter: number }; readNow: Cta },
  statusPhrase: string,
): PlannedEntry & { status: string } {
  const quarter = plannedQuarter(entry.planned);
  return {
    id: entry.id,
    title: entry.title,
    abstract: entry.abstract,
    planned: quarter,
    readNow: cta(entry.readNow),
    status: fillTemplate(statusPhrase, { quarter: formatQuarter(quarter) }),
  };
}
