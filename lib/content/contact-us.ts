import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { getLabels } from '@/lib/content/settings';
import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';

/**
 * /contact-us's own sections (content/pages/contact-us.yaml): the form's
 * section, the office and its map, the common questions and the offer banner.
 * The form's words are Settings › Forms (lib/content/forms.ts). The map's
 * words are gathered for the map (a client component), with the label said
 * after its link, which opens a new tab (Settings › Labels).
 */
export async function getContactUsPage(source?: ContentSource) {
  const [{ file, data }, labels] = await Promise.all([getPage('contact-us', source), getLabels(source)]);
  assertNoProblems(
    file,
    duplicateProblems(
      data.questions.entries.map((entry) => entry.id),
      'questions.entries',
      'id',
    ),
  );
  const { mapAlt, showMap, openMaps, mapTitle, ...office } = data.office;
  const map = { mapAlt, showMap, openMaps, mapTitle, newTab: labels.sections.newTab };
  return { ...data, office: { ...office, map } };
}

export type ContactUsPage = Awaited<ReturnType<typeof getContactUsPage>>;
export type OfficeMapWords = ContactUsPage['office']['map'];
