import { fields } from '@keystatic/core';
import {
  cta,
  ctaBand,
  ctas,
  features,
  heading,
  illustration,
  line,
  list,
  paragraph,
  paragraphs,
  PLACEHOLDER_HINT,
  slugId,
  stats,
} from '@/lib/editor/fields';

/**
 * The home page's own sections (content/pages/home.yaml), in page order,
 * after its route fields (the top of the page). The industry cards come from
 * the industry pages; this page only words their section's heading.
 */
export const homePageFields = {
  heroExtras: fields.object(
    {
      eyebrow: line('Small line above the main heading', { description: PLACEHOLDER_HINT }),
      trustPoints: list('Promises under the buttons', { itemLabel: 'Promise', min: 1 }),
    },
    { label: 'Top of the page: more', description: 'Shown with the main heading and the buttons above.' },
  ),
  features: fields.object(
    { ...heading(), items: features('Cards', { min: 1 }) },
    { label: 'What sets us apart', description: 'The cards under the top of the page (#why-us).' },
  ),
  stats: fields.object(
    { ...heading(), items: stats('Figures') },
    {
      label: 'Figures (dark band)',
      description: 'Write figures with placeholders, e.g. {{processedPerYearShort}} or {{merchantsServed}}+.',
    },
  ),
  merchantServices: fields.object(
    {
      ...heading(),
      services: features('Services', { min: 1 }),
      highlights: list('Promises under the services', { itemLabel: 'Promise' }),
      actions: ctas('Buttons', { max: 2 }),
      calculator: cta('Link to the savings calculator'),
    },
    { label: 'Merchant services', description: 'The section #merchant-services.' },
  ),
  posSolutions: fields.object(
    {
      ...heading(),
      slides: fields.array(
        fields.object({
          id: slugId('Short name', 'Lowercase words and dashes, unique among the slides, e.g. "countertop".'),
          title: line('Title'),
          description: paragraph('Text'),
          image: illustration('Drawing'),
          link: cta('Link'),
        }),
        {
          label: 'Slides of the carousel',
          description: 'They turn every 5 seconds, in this order.',
          slugField: 'id',
          itemLabel: (props) => props.fields.title.value || 'New slide',
          validation: { length: { min: 1 } },
        },
      ),
      products: fields.array(
        fields.object({
          name: line('Name of the system'),
          description: paragraph('Text'),
          features: list('What it offers', { itemLabel: 'Point', min: 1 }),
          href: line('Its page', { description: 'The name and "Learn more" link here, e.g. /clover-pos.' }),
          action: cta('Button'),
        }),
        {
          label: 'Product cards under the carousel',
          itemLabel: (props) => props.fields.name.value || 'New card',
        },
      ),
      learnMore: line('Link on each product card', { description: 'e.g. "Learn more".' }),
      action: cta('Button under the cards'),
    },
    { label: 'POS solutions', description: 'The section #pos-solutions: a carousel, then product cards.' },
  ),
  industrySolutions: fields.object(heading(), {
    label: 'Industry solutions',
    description: 'The heading above the six industry cards (their words are on each industry’s page).',
  }),
  testimonials: fields.object(
    {
      ...heading(),
      items: fields.array(
        fields.object({
          quote: paragraph('What they said'),
          author: line('Name'),
          company: line('Role and business', { description: 'e.g. "Owner, Sabor Café".' }),
          rating: fields.number({
            label: 'Stars (1 to 5)',
            description: 'Whole or half stars: 5, 4.5 …',
            step: 0.5,
            validation: { isRequired: true, min: 1, max: 5 },
          }),
        }),
        {
          label: 'Testimonials',
          description: 'Search engines also read them as reviews of the business.',
          itemLabel: (props) => props.fields.author.value || 'New testimonial',
          validation: { length: { min: 1 } },
        },
      ),
    },
    { label: 'What our clients say' },
  ),
  about: fields.object(
    {
      eyebrow: line('Small line above the heading'),
      title: line('Heading', { description: PLACEHOLDER_HINT }),
      paragraphs: paragraphs('Paragraphs'),
      points: list('Facts beside the text', { itemLabel: 'Fact', min: 1 }),
      action: cta('Button'),
    },
    { label: 'About us', description: 'The section #about-us.' },
  ),
  closingBanner: ctaBand('Closing banner', 'The dark banner above the contact section (#get-started).'),
  contact: fields.object(
    {
      ...heading(),
      formHeading: line('Heading of the form'),
    },
    { label: 'Contact section', description: 'The section #contact, with the contact details and the form.' },
  ),
};
