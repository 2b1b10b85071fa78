import { fields } from '@keystatic/core';
import { cta, ctaBand, heading, icon, line, paragraph, slugId } from '@/lib/editor/fields';

/** "3 guides": the line for one and for several, {{count}} the number. */
const counted = (label: string, thing: string) =>
  fields.object(
    {
      one: line('For one', { description: `e.g. "{{count}} ${thing}".`, slots: { must: ['count'] } }),
      many: line('For several', { description: `e.g. "{{count}} ${thing}s".`, slots: { must: ['count'] } }),
    },
    { label },
  );

/** /resources: the library, featured articles and questions (content/pages/resources.yaml), in page order. */
export const resourcesPageFields = {
  library: fields.object(
    {
      ...heading(),
      items: fields.array(
        fields.object({
          href: line('Goes to', {
            description: 'The page this card opens, e.g. /guides. Its small status line (how many guides…) is counted.',
          }),
          title: line('Title'),
          description: paragraph('Text'),
          icon: icon(),
          action: line('Link text', { description: 'e.g. "Read the guides".' }),
        }),
        {
          label: 'Cards',
          itemLabel: (props) => props.fields.title.value || 'New card',
          validation: { length: { min: 1 } },
        },
      ),
    },
    { label: 'Resource library', description: 'The first section (#library).' },
  ),
  status: fields.object(
    {
      guides: counted('Guides', 'guide'),
      articles: counted('Blog', 'article'),
      answers: counted('FAQ', 'answer'),
      tool: line('Savings calculator', { description: 'e.g. "Interactive tool".' }),
      firstWebinar: line('Webinars', {
        description: '{{quarter}} is when the first is planned, e.g. "First session {{quarter}}".',
        slots: { must: ['quarter'] },
      }),
      firstPaper: line('White papers', {
        description: '{{quarter}} is when the first is planned.',
        slots: { must: ['quarter'] },
      }),
      comingSoon: line('Webinars or white papers with none planned'),
    },
    {
      label: 'Status lines of the library cards',
      description: 'The small line on each card of the library, counted from what is published.',
    },
  ),
  featuredArticles: fields.object(
    {
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
    },
    { label: 'Popular articles', description: 'The section #articles.' },
  ),
  featuredQuestions: fields.object(
    {
      title: line('Heading'),
      description: paragraph('Text under the heading', {
        description: '{{faqCount}} is the number of questions on the FAQ page, e.g. "There are {{faqCount}} answers".',
      }),
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
    {
      label: 'Common questions',
      description: 'The section #questions. In the link, {{faqCount}} is the number of questions on the FAQ page.',
    },
  ),
  cta: ctaBand(),
};
