import { fields } from '@keystatic/core';
import { cta, ctaBand, group, heading, icon, items, line, paragraph, slugId } from '@/lib/editor/fields';

/** "3 guides": the line for one and for several, {{count}} the number. */
const counted = (label: string, thing: string) =>
  group(label, {
    one: line('For one', `e.g. "{{count}} ${thing}".`, { must: ['count'] }),
    many: line('For several', `e.g. "{{count}} ${thing}s".`, { must: ['count'] }),
  });

/** /resources: the library, featured articles and questions (content/pages/resources.yaml), in page order. */
export const resourcesPageFields = {
  library: group('Resource library', 'The first section (#library).', {
    ...heading(),
    items: items(
      'Cards',
      {
        href: line(
          'Goes to',
          'The page this card opens, e.g. /guides. Its small status line (how many guides…) is counted.',
        ),
        title: line('Title'),
        description: paragraph('Text'),
        icon: icon(),
        action: line('Link text', 'e.g. "Read the guides".'),
      },
      { name: 'title', empty: 'New card' },
    ),
  }),
  status: group(
    'Status lines of the library cards',
    'The small line on each card of the library, counted from what is published.',
    {
      guides: counted('Guides', 'guide'),
      articles: counted('Blog', 'article'),
      answers: counted('FAQ', 'answer'),
      tool: line('Savings calculator', 'e.g. "Interactive tool".'),
      firstWebinar: line('Webinars', '{{quarter}} is when the first is planned, e.g. "First session {{quarter}}".', {
        must: ['quarter'],
      }),
      firstPaper: line('White papers', '{{quarter}} is when the first is planned.', { must: ['quarter'] }),
      comingSoon: line('Webinars or white papers with none planned'),
    },
  ),
  featuredArticles: group('Popular articles', 'The section #articles.', {
    ...heading(),
    articles: fields.array(
      fields.relationship({ label: 'Article', collection: 'posts', validation: { isRequired: true } }),
      {
        label: 'Articles shown',
        description: 'Published blog articles, in this order, each named by its address (2 is /blog/2).',
        itemLabel: (props) => props.value ?? 'Choose an article',
        validation: { length: { min: 1 } },
      },
    ),
    more: cta('Link under the articles'),
  }),
  featuredQuestions: group(
    'Common questions',
    'The section #questions. In the link, {{faqCount}} is the number of questions on the FAQ page.',
    {
      title: line('Heading'),
      description: paragraph(
        'Text under the heading',
        '{{faqCount}} is the number of questions on the FAQ page, e.g. "There are {{faqCount}} answers".',
      ),
      questions: fields.array(
        slugId(
          'Question',
          'The short name of a question on the FAQ page (FAQ → Questions and answers), e.g. "contracts".',
        ),
        {
          label: 'Questions shown',
          description: 'In this order; each must be on the FAQ page.',
          itemLabel: (props) => props.value || 'New question',
          validation: { length: { min: 1 } },
        },
      ),
      more: cta('Link under the questions'),
    },
  ),
  cta: ctaBand(),
};
