import { collection, fields } from '@keystatic/core';
import { ctas, group, line, paragraph, PLACEHOLDER_HINT } from '@/lib/editor/fields';
import { editorPreviewUrl } from '@/lib/editor/preview';

/** Guides: Markdown with front matter (content/guides/<address>.md), published at /guides/<address>. */
export const guides = collection({
  label: 'Guide articles',
  slugField: 'title',
  path: 'content/guides/*',
  format: { contentField: 'body' },
  columns: ['title', 'updated'],
  previewUrl: editorPreviewUrl('/guides/{slug}'),
  schema: {
    title: fields.slug({
      name: { label: 'Title', validation: { length: { min: 10 } } },
      slug: { label: 'Address', description: 'The guide is published at /guides/<address>.' },
    }),
    description: paragraph('Summary', {
      description: 'For the guide’s card, search results and link previews (at least 60 characters).',
      min: 60,
    }),
    updated: fields.date({ label: 'Last updated', validation: { isRequired: true } }),
    readingMinutes: fields.integer({
      label: 'Reading time (minutes)',
      validation: { isRequired: true, min: 1, max: 120 },
    }),
    body: fields.markdoc({ label: 'Guide', extension: 'md', description: PLACEHOLDER_HINT }),
  },
});

/** The guides page's own words (content/pages/guides.yaml). */
export const guidesPageFields = {
  list: group('The list of guides', {
    title: line('Heading of the list'),
    readGuide: line('Link on each card'),
    updated: line('Before the date on a guide', 'e.g. "Updated" in "Updated March 5, 2026".'),
  }),
  guideCtas: ctas('Buttons at the top of every guide', { max: 2 }),
};
