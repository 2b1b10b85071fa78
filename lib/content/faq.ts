import { assertNoProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import { duplicateProblems } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';

/** The FAQ (content/pages/faq.yaml): its questions in the order shown, and the words around them. */

/** Problems with a list of questions: every id once. */
export function faqProblems(entries: readonly { id: string }[], field: string): string[] {
  return duplicateProblems(
    entries.map((entry) => entry.id),
    field,
    'id',
  );
}

/** The page as the schema shapes it, its questions also as `entries`. */
export async function getFaqPage(source?: ContentSource) {
  const { file, data } = await getPage('faq', source);
  assertNoProblems(file, faqProblems(data.questions, 'questions'));
  return { ...data, entries: data.questions };
}

export type FaqPage = Awaited<ReturnType<typeof getFaqPage>>;
export type FaqEntry = FaqPage['entries'][number];

/** The FAQ's questions, in order. */
export async function getFaqs(source?: ContentSource): Promise<readonly FaqEntry[]> {
  return (await getFaqPage(source)).entries;
}
