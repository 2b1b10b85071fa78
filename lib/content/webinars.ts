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
 * /webinars (content/pages/webinars.yaml): the sessions we are planning,
 * earliest first, and the words around them. Nothing is scheduled yet: each
 * says what it will cover and the quarter we plan to run it.
 */

export interface PlannedWebinar extends PlannedEntry {
  /** What attendees take away. */
  takeaways: readonly string[];
  audience: string;
  minutes: number;
  /** 'Planned for Q1 2027'. */
  status: string;
  /** '45 minutes, live'. */
  length: string;
}

export interface WebinarsPage {
  planned: SectionHeading & { listTitle: string; readNowLead: string };
  /** Earliest first. */
  webinars: PlannedWebinar[];
  format: { title: string; items: TitledItem[] };
  newsletter: NewsletterHeading;
}

export async function getWebinarsPage(source?: ContentSource): Promise<WebinarsPage> {
  const { file, data } = await getPage('webinars', source);
  const { planned } = data;
  const problems = duplicateProblems(
    data.webinars.map((webinar) => webinar.id),
    'webinars',
    'id',
  );
  const webinars = data.webinars.map((webinar): PlannedWebinar => ({
    ...plannedEntry(webinar, planned.status),
    takeaways: [...webinar.takeaways],
    audience: webinar.audience,
    minutes: webinar.minutes,
    length: fillTemplate(planned.minutesLabel, { minutes: webinar.minutes }),
  }));
  assertNoProblems(file, [...new Set(problems)]);
  return {
    planned: { ...sectionHeading(planned), listTitle: planned.listTitle, readNowLead: planned.readNowLead },
    webinars: byPlannedQuarter(webinars),
    format: { title: data.format.title, items: titledItems(data.format.items) },
    newsletter: { ...data.newsletter },
  };
}
