import { assertNoProblems } from '@/lib/content/errors';
import { faqProblems, type FaqEntry } from '@/lib/content/faq';
import { getLabels } from '@/lib/content/labels';
import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';

/**
 * /contact-us's own sections (content/pages/contact-us.yaml): the form's
 * section, the office and its map, the common questions and the offer banner.
 * The form's words are Settings › Forms (lib/content/forms.ts).
 */

/** What the office's map says, passed to it (a client component) by the page. */
export interface OfficeMapWords {
  /** The static drawing's description. */
  mapAlt: string;
  showMap: string;
  openMaps: string;
  /** The live map's frame title, before the address. */
  mapTitle: string;
  /** Said after the Google Maps link, which opens a new tab (Settings › Labels). */
  newTab: string;
}

export interface ContactUsPage {
  formSection: { title: string };
  office: { title: string; description: string; map: OfficeMapWords };
  questions: { title: string; entries: FaqEntry[] };
  offer: { eyebrow: string; title: string; description: string; action: string };
}

export async function getContactUsPage(source?: ContentSource): Promise<ContactUsPage> {
  const [{ file, data }, labels] = await Promise.all([getPage('contact-us', source), getLabels(source)]);
  const entries = data.questions.entries.map(({ id, question, answer }) => ({ id, question, answer }));
  assertNoProblems(file, faqProblems(entries, 'questions.entries'));
  const { office } = data;
  return {
    formSection: { title: data.formSection.title },
    office: {
      title: office.title,
      description: office.description,
      map: {
        mapAlt: office.mapAlt,
        showMap: office.showMap,
        openMaps: office.openMaps,
        mapTitle: office.mapTitle,
        newTab: labels.sections.newTab,
      },
    },
    questions: { title: data.questions.title, entries },
    offer: { ...data.offer },
  };
}
