import { assertNoProblems } from '@/lib/content/errors';
import { faqProblems } from '@/lib/content/faq';
import { getPage } from '@/lib/content/page';
import { duplicateProblems } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';

/** /partners: its own sections (content/pages/partners.yaml), in page order, as the schema shapes them. */
export async function getPartnersPage(source?: ContentSource) {
  const { file, data } = await getPage('partners', source);
  assertNoProblems(file, [
    // Each program once: its card is #program-<id>, and the contact form preselects it.
    ...duplicateProblems(
      data.programs.items.map((program) => program.id),
      'programs.items',
      'id',
    ),
    ...faqProblems(data.questions.entries, 'questions.entries'),
  ]);
  return data;
}

export type PartnersPage = Awaited<ReturnType<typeof getPartnersPage>>;
