import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { sourceLocale, type ContentSource } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';
import { formatQuarterIn } from '@/lib/i18n/formats';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Webinars and white papers in preparation (/webinars, /white-papers):
 * nothing is scheduled yet; each says what it will cover and the quarter we
 * plan it for. The two pages list them earliest first, each with its status
 * ('Planned for Q1 2027') and length ('45 minutes, live', 'About 14 pages')
 * written out; subscribers receive each one the day it is published.
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

type Planned = { id: string; planned: { year: number; quarter: number } };

/**
 * A page's planned items as the page shows them: each id used once, the
 * quarter typed (Keystatic's integer field holds it; the schema keeps it
 * within 1–4), the status line filled ('Planned for {{quarter}}': the schema
 * requires the slot) and the length, earliest first.
 */
function plannedItems<Item extends Planned>(
  file: string,
  field: string,
  items: readonly Item[],
  statusPhrase: string,
  length: (item: Item) => string,
  source?: ContentSource,
) {
  assertNoProblems(
    file,
    duplicateProblems(
      items.map((item) => item.id),
      field,
      'id',
    ),
  );
  return byPlannedQuarter(
    items.map((item) => {
      const planned = { year: item.planned.year, quarter: item.planned.quarter as PlannedQuarter['quarter'] };
      const status = fillTemplate(statusPhrase, { quarter: formatQuarter(planned, sourceLocale(source)) });
      return { ...item, planned, status, length: length(item) };
    }),
  );
}

/** /webinars (content/pages/webinars.yaml). */
export async function getWebinarsPage(source?: ContentSource) {
  const { file, data } = await getPage('webinars', source);
  const { status, minutesLabel } = data.planned;
  const length = ({ minutes }: { minutes: number }) => fillTemplate(minutesLabel, { minutes });
  return { ...data, webinars: plannedItems(file, 'webinars', data.webinars, status, length, source) };
}

/** /white-papers (content/pages/white-papers.yaml). */
export async function getWhitePapersPage(source?: ContentSource) {
  const { file, data } = await getPage('white-papers', source);
  const { status, pagesLabel } = data.planned;
  const length = ({ pages }: { pages: number }) => fillTemplate(pagesLabel, { pages });
  return { ...data, papers: plannedItems(file, 'papers', data.papers, status, length, source) };
}

export type WebinarsPage = Awaited<ReturnType<typeof getWebinarsPage>>;
export type WhitePapersPage = Awaited<ReturnType<typeof getWhitePapersPage>>;
