import { fields } from '@keystatic/core';
import { group, line, list, newsletterHeading, titledItems } from '@/lib/editor/fields';
import { plannedItems, plannedSection } from '@/lib/editor/schema/pages/planned';

/** /white-papers: the papers in progress and the words around them (content/pages/white-papers.yaml). */
export const whitePapersPageFields = {
  planned: plannedSection('Papers in progress', {
    listTitle: line('Heading of each card’s list', 'e.g. "Inside the paper".'),
    pagesLabel: line(
      'Length of a paper',
      '{{pages}} is the paper’s length, e.g. "About {{pages}} pages" → "About 14 pages".',
      { must: ['pages'] },
    ),
    freeLabel: line('Under the length', 'e.g. "Free to read".'),
  }),
  papers: plannedItems(
    'Papers in progress',
    'paper',
    {
      contents: list('What is inside', { itemLabel: 'Topic', min: 1 }),
      pages: fields.integer({ label: 'Length in pages (about)', validation: { isRequired: true, min: 1, max: 500 } }),
    },
    'New paper',
  ),
  promise: group('What goes into our white papers', 'The section #approach.', {
    title: line('Heading'),
    items: titledItems('Points', { itemLabel: 'point' }),
  }),
  newsletter: newsletterHeading(),
};
