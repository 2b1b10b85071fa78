import { collection, fields } from '@keystatic/core';
import {
  choices,
  ctas,
  drawing,
  group,
  line,
  newsletterHeading,
  paragraph,
  PLACEHOLDER_HINT,
  SCREEN_READER,
} from '@/lib/editor/fields';
import { editorPreviewUrl } from '@/lib/editor/preview';
import { routeFields } from '@/lib/editor/schema/page';

/**
 * The blog: articles (Markdown with front matter, content/blog/<address>.md),
 * the categories they are filed under, and the words of the blog's pages.
 * An article's address is its file name: the first six keep their numbers
 * (/blog/1 …), a new one gets words from its title (/blog/how-to-…).
 */

/** Where uploaded pictures of articles go (public/, so the site serves them as they are). */
export const BLOG_IMAGES = { directory: 'public/images/blog', publicPath: '/images/blog/' } as const;

export const posts = collection({
  label: 'Blog articles',
  slugField: 'title',
  path: 'content/blog/*',
  format: { contentField: 'body' },
  columns: ['title', 'date'],
  previewUrl: editorPreviewUrl('/blog/{slug}'),
  schema: {
    title: fields.slug({
      name: { label: 'Title', validation: { length: { min: 10 } } },
      slug: {
        label: 'Address',
        description:
          'The article is published at /blog/<address>. Lowercase words and dashes; do not change it once the article is published (links to it would break).',
      },
    }),
    excerpt: paragraph('Summary', {
      description: 'One or two sentences for the article card, search results and link previews.',
      min: 40,
    }),
    date: fields.date({ label: 'Date', validation: { isRequired: true } }),
    category: fields.relationship({
      label: 'Category',
      collection: 'blogCategories',
      validation: { isRequired: true },
    }),
    author: line('Author'),
    readingMinutes: fields.integer({
      label: 'Reading time (minutes)',
      validation: { isRequired: true, min: 1, max: 120 },
    }),
    cover: fields.conditional(
      fields.select({
        label: 'Cover picture',
        options: choices({ photo: 'A photo from your computer', drawing: 'One of the site’s drawings' }),
        defaultValue: 'photo',
      }),
      {
        photo: fields.image({
          label: 'Photo',
          description: 'A JPEG, PNG or WebP, landscape (it is shown at 4:3). The site makes smaller copies for phones.',
          ...BLOG_IMAGES,
          validation: { isRequired: true },
        }),
        drawing: drawing('Drawing'),
      },
    ),
    coverAlt: line('Describe the cover picture (alt text)', {
      description: 'What the picture shows, for people who cannot see it. Required.',
      min: 5,
    }),
    published: fields.checkbox({
      label: 'Published',
      description: 'Untick to take the article off the site (its file is kept).',
      defaultValue: true,
    }),
    body: fields.markdoc({
      label: 'Article',
      extension: 'md',
      description: PLACEHOLDER_HINT,
      options: { image: BLOG_IMAGES },
    }),
  },
});

export const blogCategories = collection({
  label: 'Blog categories',
  slugField: 'name',
  path: 'content/blog-categories/*',
  format: { data: 'yaml' },
  previewUrl: editorPreviewUrl('/blog/category/{slug}'),
  schema: {
    name: fields.slug({
      name: { label: 'Name', description: 'As the filter and the article cards show it.' },
      slug: { label: 'Address', description: 'The category’s page is /blog/category/<address>.' },
    }),
    order: fields.integer({
      label: 'Position in the filter',
      description: '1 comes first after "All".',
      validation: { isRequired: true, min: 1 },
    }),
    // What search engines show, as every page has it (lib/editor/schema/page.ts): the 100–170 characters are a Save rule.
    seo: routeFields().seo,
    hero: group('Top of the page', {
      h1: line('Main heading (H1)'),
      intro: paragraph('Opening paragraph'),
      ctas: ctas('Buttons', { max: 2 }),
    }),
  },
});

/** The blog page's own words, beside its route fields (content/pages/blog.yaml). */
export const blogPageFields = {
  list: group('The list of articles', {
    title: line('Heading of the list'),
    all: line('Filter button that shows every article', 'e.g. "All".'),
    summaryAll: line('Summary of all articles', '{{total}} is the number of articles.', { must: ['total'] }),
    summaryCategory: line(
      'Summary of a category',
      '{{count}} articles shown, {{total}} in all, {{category}} its name.',
      { may: ['count', 'total', 'category'] },
    ),
    empty: line('When a category has no articles'),
    filterName: line('Name of the category filter', SCREEN_READER),
    read: line(
      "Link at the foot of every article's card",
      'e.g. "Read". On the blog, the resources page and under every article; screen readers hear the title after it.',
    ),
  }),
  article: group('Article pages', {
    backToBlog: line('Link back at the top'),
    backToAll: line('Link back at the end'),
    by: line("Before the author's name", 'e.g. "By" in "By Queensboro Team".'),
    relatedTitle: line('Heading of related articles'),
    readingTime: line('After the reading time', 'e.g. "min read" in "6 min read".'),
    moreInCategory: line(
      'Said after the category link',
      `${SCREEN_READER} e.g. Payments ": more articles in this category".`,
    ),
    share: group('Share buttons', 'Under every article.', {
      heading: line('Heading'),
      shareOn: line(
        "Name of a network's button",
        `${SCREEN_READER} {{network}} is the network: X, LinkedIn or Facebook.`,
        { must: ['network'] },
      ),
      email: line('E-mail button'),
      emailName: line('Name of the e-mail button', SCREEN_READER),
      emailBody: line("In the e-mail, before the article's address", 'e.g. "Read the article".'),
      copy: line('Copy button'),
      copied: line('Copy button once copied'),
      copiedStatus: line('Said once copied', SCREEN_READER),
      copyYourself: line(
        'Above the address when the browser cannot copy it',
        'The address is shown selected for the visitor to copy.',
      ),
    }),
    notFound: group('Unknown article', 'Shown at /blog/… for an article that does not exist.', {
      title: line('Heading'),
      text: line('Text'),
      back: line('Link back to the blog'),
    }),
    ctas: ctas('Buttons at the top of every article', { max: 2 }),
  }),
  newsletter: newsletterHeading(),
};
