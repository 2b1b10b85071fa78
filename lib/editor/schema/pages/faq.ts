import { cta, ctas, group, items, line, optionalParagraph, paragraph, slugId } from '@/lib/editor/fields';

/** A question and its answer; `id` names it in links (/faq#contracts) and lets other pages feature it. */
export function faqEntries(label: string) {
  return items(
    label,
    {
      id: slugId(
        'Short name',
        'Lowercase words and dashes, unique on the page, e.g. "contracts". Other pages refer to the question by it.',
        { required: true },
      ),
      question: line('Question'),
      answer: paragraph('Answer'),
    },
    { name: 'question', empty: 'New question', slugField: 'id' },
  );
}

/** /faq: the questions, in the order shown (drag to reorder), and the words around them. */
export const faqPageFields = {
  section: group('Questions section', {
    titleAfterCount: line(
      'Heading after the number of questions',
      'e.g. "Questions Merchants Ask Us", shown as "21 Questions Merchants Ask Us".',
    ),
    description: optionalParagraph('Text under the heading'),
  }),
  questions: faqEntries('Questions and answers'),
  notAnswered: group('Under the questions', { text: line('Text'), action: cta('Link') }),
  cta: group('Closing banner', { title: line('Heading'), description: paragraph('Text'), actions: ctas('Buttons') }),
};
