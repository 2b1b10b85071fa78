import { collection, fields, singleton } from '@keystatic/core';
import {
  group,
  icon,
  illustration,
  items,
  line,
  list,
  optionalLine,
  page,
  paragraph,
  rating,
} from '@/lib/editor/fields';
import { editorPreviewUrl } from '@/lib/editor/preview';
import { sections } from '@/lib/editor/schema/sections';

/**
 * The catalogue: the POS systems we sell (one file each, so pages can name
 * them), the industry cards, and the fields of the product, service, POS and
 * industry pages beside their sections: what search engines are told about
 * the product or service, and the POS catalogue's order.
 */

/** content/pos-systems/<address>.yaml: a system as its cards and the catalogue's structured data show it. */
export const posSystems = collection({
  label: 'POS system cards',
  slugField: 'name',
  path: 'content/pos-systems/*',
  format: { data: 'yaml' },
  columns: ['brand'],
  schema: {
    name: fields.slug({
      name: { label: 'Name', description: 'As cards and search engines show it, e.g. "Clover POS".' },
      slug: {
        label: 'Short name',
        description: 'How pages refer to the system, e.g. "clover". Lowercase words and dashes; do not change it.',
      },
    }),
    brand: line('Maker', 'The brand, for search engines, e.g. "Clover".'),
    demoName: line(
      'Product named in demo requests',
      'The product the contact form is filled in with when a visitor asks for a demo (?product=…), e.g. "Clover". It must be one the contact form knows.',
    ),
    description: paragraph('Text on its card', { min: 40 }),
    features: list('Key features', { itemLabel: 'Feature', min: 1 }),
    idealFor: list('Ideal for', { itemLabel: 'Kind of business', min: 1 }),
    image: illustration('Picture'),
    href: page('Its page', { kinds: ['pos'] }),
    rating: rating('Rating in search results'),
  },
});

/** content/industries.yaml: the six industries, in the order the home page and /business-types show them. */
export const industries = singleton({
  label: 'Industry cards',
  path: 'content/industries',
  format: { data: 'yaml' },
  previewUrl: editorPreviewUrl('/business-types'),
  schema: {
    items: items(
      'Industries',
      {
        href: page('Its page', { kinds: ['industry'] }),
        title: line('Name'),
        description: paragraph('Text'),
        features: list('Key features', { itemLabel: 'Feature', min: 1 }),
        icon: icon(),
        image: illustration('Picture'),
      },
      {
        name: 'title',
        empty: 'New industry',
        description: 'Shown on the home page and on Business Types, in this order. Drag to reorder.',
      },
    ),
  },
});

const keywords = () =>
  list('Search keywords', {
    itemLabel: 'Keyword',
    description: 'Words people search for that this page answers, e.g. "Clover Station".',
  });

/** What search engines are told about the service a page offers (a schema.org Service). */
const service = () =>
  group('The service, for search engines', {
    name: line('Name of the service'),
    serviceType: line('Kind of service', 'e.g. "Credit card processing".'),
    description: paragraph('Description'),
    audience: optionalLine(
      'Who it serves',
      'Industry pages: the businesses served, e.g. "Retail stores". Leave empty otherwise.',
    ),
  });

/** What search engines are told about the product a POS page sells (a schema.org Product). */
const product = () =>
  group(
    'The product, for search engines',
    'Its review in search results is the first testimonial of the page’s sections.',
    {
      system: fields.relationship({
        label: 'POS system',
        collection: 'posSystems',
        description: 'Its name, maker and picture come from the POS system.',
        validation: { isRequired: true },
      }),
      description: paragraph('Description'),
      category: line('Category', 'e.g. "Point of sale system".'),
      rating: rating('Rating in search results'),
    },
  );

/** Service, hub and industry pages: the service they offer, and their sections. */
export const servicePageFields = { service: service(), sections: sections() };

/** A POS system's page: its keywords, its product, and its sections. */
export const posPageFields = { keywords: keywords(), product: product(), sections: sections() };

/** /pos-solutions: keywords, the installation service, the systems in the catalogue's order, and sections. */
export const posCataloguePageFields = {
  keywords: keywords(),
  service: service(),
  catalogue: fields.array(
    fields.relationship({ label: 'POS system', collection: 'posSystems', validation: { isRequired: true } }),
    {
      label: 'The catalogue, in order',
      description: 'The systems search engines are told this page lists, in order.',
      itemLabel: (props) => props.value ?? '(pick one)',
      validation: { length: { min: 1 } },
    },
  ),
  sections: sections(),
};
