import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { defaultSource, type ContentSource } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';
import { formatQuarterIn } from '@/lib/i18n/formats';

/**
 * Webinars and white papers in preparation (/webinars, /white-papers):
 * nothing is scheduled yet; each says what it will cover and the quarter we
 * plan it for. The two pages list them earliest first, each with its status
 * ('Planned for Q1 2027') and length ('45 minutes, live', 'About 14 pages')
 * written out; subscribers receive each one the day it is published.
 */

type Planned = { id: string; planned: { year: number; quarter: number } };

/** Earliest first; items planned for the same quarter keep their order. */
export function byPlannedQuarter<T extends Planned>(items: readonly T[]): T[] {
  const key = ({ planned }: T) => planned.year * 4 + planned.quarter;
  return items.toSorted((a, b) => key(a) - key(b));
}

/**
 * A page's planned items as the page shows them: each id used once, the
 * status line filled ('Planned for {{quarter}}': the schema requires the
 * slot and keeps the quarter within 1–4) and the length, earliest first.
 */
function plannedItems<Item extends Planned>(
  file: string,
  field: string,
  items: readonly Item[],
  statusPhrase: string,
  length: (item: Item) => string,
  source: ContentSource,
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
      const { year, quarter } = item.planned;
      const status = fillTemplate(statusPhrase, { quarter: formatQuarterIn(year, quarter, source.locale) });
      return { ...item, status, length: length(item) };
    }),
  );
}

/** /webinars (content/pages/webinars.yaml). */
export async function getWebinarsPage(source: ContentSource = defaultSource()) {
  const { file, data } = await getPage('webinars', source);
  const { status, minutesLabel } = data.planned;
  const length = ({ minutes }: { minutes: number }) => fillTemplate(minutesLabel, { minutes });
  return { ...data, webinars: plannedItems(file, 'webinars', data.webinars, status, length, source) };
}

/** /white-papers (content/pages/white-papers.yaml). */
export async function getWhitePapersPage(source: ContentSource = defaultSource()) {
  const { file, data } = await getPage('white-papers', source);
  const { status, pagesLabel } = data.planned;
  const length = ({ pages }: { pages: number }) => fillTemplate(pagesLabel, { pages });
  return { ...data, papers: plannedItems(file, 'papers', data.papers, status, length, source) };
}

export type WebinarsPage = Awaited<ReturnType<typeof getWebinarsPage>>;
export type WhitePapersPage = Awaited<ReturnType<typeof getWhitePapersPage>>;
