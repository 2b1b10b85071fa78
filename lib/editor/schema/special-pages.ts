import { fields, singleton } from '@keystatic/core';
import { cta, line, paragraph } from '@/lib/editor/fields';
import { editorPreviewUrl } from '@/lib/editor/preview';

/**
 * Pages outside the route registry, shown in answer to something rather than
 * linked: the "page not found" page and the page after a message is sent
 * without JavaScript. Their words live beside the other pages' words.
 */

export const notFoundPage = singleton({
  label: 'Page not found (404)',
  path: 'content/pages/not-found',
  format: { data: 'yaml' },
  previewUrl: editorPreviewUrl('/404'),
  schema: {
    title: line('Main heading (H1)', 'Also the title in the browser tab.'),
    eyebrow: line('Small line above the heading'),
    description: paragraph('Text'),
    primary: cta('Main button'),
    secondary: cta('Second button'),
    suggestions: fields.array(cta('Link'), {
      label: 'Suggested pages',
      description: 'Links under the buttons.',
      itemLabel: (props) => props.fields.label.value || 'New link',
    }),
  },
});

export const thankYouPage = singleton({
  label: 'Message sent (thank-you page)',
  path: 'content/pages/thank-you',
  format: { data: 'yaml' },
  previewUrl: editorPreviewUrl('/contact-us/thank-you'),
  schema: {
    title: line('Title in the browser tab', 'The page is not shown to search engines.'),
    h1: line('Main heading (H1)'),
    heading: line('Line under the heading'),
    body: paragraph('Text'),
    callUs: line(
      'Invitation to call',
      'Where {{phone}} is, the sales phone number is shown as a link, e.g. "Need us sooner? Call {{phone}}." Write {{phone}} once.',
      { must: ['phone'] },
    ),
    primary: cta('Main button'),
    secondary: cta('Second button'),
    another: cta('Link under the buttons'),
  },
});
