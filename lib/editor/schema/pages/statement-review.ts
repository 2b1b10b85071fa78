import { group, heading, line, list, paragraph } from '@/lib/editor/fields';

/**
 * /statement-review's own sections (content/pages/statement-review.yaml): what
 * the free review is, what we look at, what to black out, how long files are
 * kept, and the form's section. The form's words (its file field included)
 * are Settings › Forms, shared with /contact-us and the home page.
 */
export const statementReviewPageFields = {
  about: group('What the review is', 'The first section under the hero.', {
    ...heading(),
    body: paragraph('What the review is'),
  }),
  lookAt: group('What we look at', { ...heading(), items: list('What we look at', { itemLabel: 'Item', min: 1 }) }),
  blackOut: group('Before you send it', {
    ...heading(),
    items: list('What to black out', { itemLabel: 'Item', min: 1 }),
    neverSsn: paragraph('That we never ask for a Social Security number'),
  }),
  keeping: group('How long we keep the files', {
    ...heading(),
    body: paragraph('How the files are handled and how long they are kept'),
  }),
  formSection: group('Form section', {
    title: line('Heading', 'Above the form.'),
    formHeading: line('Heading of the form'),
  }),
};
