import { fillTemplate } from '@/lib/editor/placeholders';
import { assertNoProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { byPlannedQuarter, plannedEntry, type PlannedEntry } from '@/lib/content/planned';
import {
  duplicateProblems,
  sectionHeading,
  titledItems,
  type SectionHeading,
  type TitledItem,
} from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import type { NewsletterHeading } from '@/lib/content/forms';

/**
 * /white-papers (content/pages/white-papers.yaml): the papers in preparation,
 * earliest first, and the words around them. Subscribers receive each one
 * the day it is published.
 */

export interface PlannedWhitePaper extends PlannedEntry {
  contents: readonly string[];
  /** Approximate length, in pages. */
  pages: number;
  /** 'Planned for Q1 2027'. */
  status: string;
  /** 'About 14 pages'. */
  length: string;
}

export interface WhitePapersPage {
  planned: SectionHeading & { listTitle: string; freeLabel: string; readNowLead: string };
  /** Earliest first. */
  papers: PlannedWhitePaper[];
  promise: { title: string; items: TitledItem[] };
  newsletter: NewsletterHeading;
}

export async function getWhitePapersPage(source?: ContentSource): Promise<WhitePapersPage> {
  const { file, data } = await getPage('white-papers', source);
  const { planned } = data;
  const problems = duplicateProblems(
    data.papers.map((paper) => paper.id),
    'papers',
    'id',
  );
  const papers = data.papers.map((paper): PlannedWhitePaper => ({
    ...plannedEntry(paper, planned.status),
    contents: [...paper.contents],
    pages: paper.pages,
    length: fillTemplate(planned.pagesLabel, { pages: paper.pages }),
  }));
  assertNoProblems(file, [...new Set(problems)]);
  return {
    planned: {
      ...sectionHeading(planned),
      listTitle: planned.listTitle,
      freeLabel: planned.freeLabel,
      readNowLead: planned.readNowLead,
    },
    papers: byPlannedQuarter(papers),
    promise: { title: data.promise.title, items: titledItems(data.promise.items) },
    newsletter: { ...data.newsletter },
  };
}
