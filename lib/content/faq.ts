import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';

/** The FAQ (content/pages/faq.yaml) as the schema shapes it: its questions in the order shown, each id once. */
export async function getFaqPage(source?: ContentSource) {
  const { file, data } = await getPage('faq', source);
  assertNoProblems(
    file,
    duplicateProblems(
      data.questions.map((entry) => entry.id),
      'questions',
      'id',
    ),
  );
  return data;
}

export type FaqEntry = Awaited<ReturnType<typeof getFaqPage>>['questions'][number];
