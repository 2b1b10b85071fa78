import { assertNoProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { byPlannedQuarter, plannedEntry } from '@/lib/content/planned';
import { duplicateProblems } from '@/lib/content/sections';
import { sourceLocale, type ContentSource } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * /white-papers (content/pages/white-papers.yaml): the papers in preparation,
 * earliest first, each with its status ('Planned for Q1 2027') and length
 * ('About 14 pages') written out. Subscribers receive each one the day it is
 * published.
 */
export async function getWhitePapersPage(source?: ContentSource) {
  const { file, data } = await getPage('white-papers', source);
  const { planned } = data;
  assertNoProblems(
    file,
    duplicateProblems(
      data.papers.map((paper) => paper.id),
      'papers',
      'id',
    ),
  );
  const papers = data.papers.map((paper) => ({
    ...plannedEntry(paper, planned.status, sourceLocale(source)),
    length: fillTemplate(planned.pagesLabel, { pages: paper.pages }),
  }));
  return { ...data, papers: byPlannedQuarter(papers) };
}

export type WhitePapersPage = Awaited<ReturnType<typeof getWhitePapersPage>>;
