import { assertNoProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { byPlannedQuarter, plannedEntry } from '@/lib/content/planned';
import { duplicateProblems } from '@/lib/content/sections';
import { sourceLocale, type ContentSource } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * /webinars (content/pages/webinars.yaml): the sessions we are planning,
 * earliest first, each with its status ('Planned for Q1 2027') and length
 * ('45 minutes, live') written out. Nothing is scheduled yet: each says what
 * it will cover and the quarter we plan to run it.
 */
export async function getWebinarsPage(source?: ContentSource) {
  const { file, data } = await getPage('webinars', source);
  const { planned } = data;
  assertNoProblems(
    file,
    duplicateProblems(
      data.webinars.map((webinar) => webinar.id),
      'webinars',
      'id',
    ),
  );
  const webinars = data.webinars.map((webinar) => ({
    ...plannedEntry(webinar, planned.status, sourceLocale(source)),
    length: fillTemplate(planned.minutesLabel, { minutes: webinar.minutes }),
  }));
  return { ...data, webinars: byPlannedQuarter(webinars) };
}

export type WebinarsPage = Awaited<ReturnType<typeof getWebinarsPage>>;
