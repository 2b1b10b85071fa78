import { fields } from '@keystatic/core';
import { heading, line, list, paragraph } from '@/lib/editor/fields';

/**
 * /statement-review's own sections (content/pages/statement-review.yaml): what
 * the free review is, what we look at, what to black out, how long files are
 * kept, and the form's section. The form's words (its file field included)
 * are Settings › Forms, shared with /contact-us and the home page.
 */
export const statementReviewPageFields = {
  about: fields.object(
    { ...heading(), body: paragraph('What the review is') },
    { label: 'What the review is', description: 'The first section under the hero.' },
  ),
  lookAt: fields.object(
    { ...heading(), items: list('What we look at', { itemLabel: 'Item', min: 1 }) },
    { label: 'What we look at' },
  ),
  blackOut: fields.object(
    {
      ...heading(),
      items: list('What to black out', { itemLabel: 'Item', min: 1 }),
      neverSsn: paragraph('That we never ask for a Social Security number'),
    },
    { label: 'Before you send it' },
  ),
  keeping: fields.object(
    { ...heading(), body: paragraph('How the files are handled and how long they are kept') },
    { label: 'How long we keep the files' },
  ),
  formSection: fields.object(
    {
      title: line('Heading', { description: 'Above the form.' }),
      formHeading: line('Heading of the form'),
    },
    { label: 'Form section' },
  ),
};
