import { fillTemplate } from '@/lib/editor/placeholders';
import { formatQuarterIn } from '@/lib/i18n/formats';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Webinars and white papers in preparation: each is planned for a quarter,
 * and the pages sort and label them by it. Pure helpers, shared by the
 * loaders, the pages and the tests.
 */

export interface PlannedQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/** 'Q1 2027' ('1.er trimestre de 2027'). */
export function formatQuarter({ year, quarter }: PlannedQuarter, locale: Locale = defaultLocale): string {
  return formatQuarterIn(year, quarter, locale);
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
 * A planned entry as its loader hands it on: the quarter typed, and the
 * page's status line for it ('Planned for {{quarter}}': the schema requires
 * the slot).
 */
export function plannedEntry<Entry extends { planned: { year: number; quarter: number } }>(
  entry: Entry,
  statusPhrase: string,
  locale: Locale = defaultLocale,
): Omit<Entry, 'planned'> & { planned: PlannedQuarter; status: string } {
  const quarter = plannedQuarter(entry.planned);
  return {
    ...entry,
    planned: quarter,
    status: fillTemplate(statusPhrase, { quarter: formatQuarter(quarter, locale) }),
  };
}
