import { assertNoProblems } from '@/lib/content/errors';
import { getPage, type Cta } from '@/lib/content/page';
import { duplicateProblems } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';

/** The FAQ (content/pages/faq.yaml): its questions in the order shown, and the words around them. */

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqPage {
  entries: FaqEntry[];
  section: { titleAfterCount: string; description?: string };
  notAnswered: { text: string; action: Cta };
  cta: { title: string; description: string; actions: Cta[] };
}

/** Problems with a list of questions: every id once. */
export function faqProblems(entries: readonly FaqEntry[], field: string): string[] {
  return duplicateProblems(
    entries.map((entry) => entry.id),
    field,
    'id',
  );
}

export async function getFaqPage(source?: ContentSource): Promise<FaqPage> {
  const { file, data } = await getPage('faq', source);
  const entries = data.questions.map(({ id, question, answer }) => ({ id, question, answer }));
  assertNoProblems(file, faqProblems(entries, 'questions'));
  return {
    entries,
    section: {
      titleAfterCount: data.section.titleAfterCount,
      ...(data.section.description ? { description: data.section.description } : {}),
    },
    notAnswered: { text: data.notAnswered.text, action: { ...data.notAnswered.action } },
    cta: { title: data.cta.title, description: data.cta.description, actions: data.cta.actions.map((a) => ({ ...a })) },
  };
}

/** The FAQ's questions, in order. */
export async function getFaqs(source?: ContentSource): Promise<FaqEntry[]> {
  return (await getFaqPage(source)).entries;
}
