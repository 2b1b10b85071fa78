import { fields } from '@keystatic/core';
import { line, list, newsletterHeading, titledItems } from '@/lib/editor/fields';
import { plannedItem, plannedSection } from '@/lib/editor/schema/pages/planned';

/** /white-papers: the papers in progress and the words around them (content/pages/white-papers.yaml). */
export const whitePapersPageFields = {
  planned: plannedSection('Papers in progress', {
    listTitle: line('Heading of each card’s list', { description: 'e.g. "Inside the paper".' }),
    pagesLabel: line('Length of a paper', {
      description: '{{pages}} is the paper’s length, e.g. "About {{pages}} pages" → "About 14 pages".',
      slots: { must: ['pages'] },
    }),
    freeLabel: line('Under the length', { description: 'e.g. "Free to read".' }),
  }),
  papers: fields.array(
    fields.object(
      plannedItem('paper', {
        contents: list('What is inside', { itemLabel: 'Topic', min: 1 }),
        pages: fields.integer({
          label: 'Length in pages (about)',
          validation: { isRequired: true, min: 1, max: 500 },
        }),
      }),
    ),
    {
      label: 'Papers in progress',
      description: 'Shown by planned quarter, earliest first (in this order within a quarter).',
      slugField: 'id',
      itemLabel: (props) => props.fields.title.value || 'New paper',
    },
  ),
  promise: fields.object(
    { title: line('Heading'), items: titledItems('Points', { itemLabel: 'point' }) },
    { label: 'What goes into our white papers', description: 'The section #approach.' },
  ),
  newsletter: newsletterHeading(),
};
