import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
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
    ...duplicateProblems(
      data.questions.entries.map((entry) => entry.id),
      'questions.entries',
      'id',
    ),
  ]);
  return data;
}

export type PartnersPage = Awaited<ReturnType<typeof getPartnersPage>>;
