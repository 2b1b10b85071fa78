import { fields } from '@keystatic/core';
import {
  cta,
  ctas,
  icon,
  illustration,
  line,
  list,
  optionalCta,
  optionalIllustration,
  optionalLine,
  optionalPage,
  optionalParagraph,
  page,
  paragraph,
  paragraphs,
  PLACEHOLDER_HINT,
  stat,
  stats,
} from '@/lib/editor/fields';

/**
 * The sections of the product, service, POS and industry pages: one block
 * per kind of section, each with the same opening fields (its name in links,
 * small label, heading, text under it, background). A page lists its
 * sections in order; the editor adds, removes and drags them. The site draws
 * every kind with one component (components/sections/section-stack.tsx).
 */

const COUNT_HINT =
  'Write {count} for the number of items in this section ({Count} at the start of a sentence or in a heading), so it stays right when items are added or removed.';

const TEXT_HINT = `${PLACEHOLDER_HINT} ${COUNT_HINT}`;

/** The section's name in links: /clover-pos#devices. */
function sectionId() {
  return fields.text({
    label: 'Section name (in links)',
    description:
      'Lowercase words and dashes, unique on the page, e.g. "devices". Buttons link to the section with #devices; changing it breaks those links.',
    validation: {
      length: { min: 1 },
      pattern: { regex: /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, message: 'Lowercase letters, digits and dashes only.' },
    },
  });
}

/** What every section (but the closing banner) opens with. */
function sectionBase() {
  return {
    id: sectionId(),
    eyebrow: fields.text({ label: 'Small label above the heading', description: 'Optional, e.g. "Clover devices".' }),
    title: line('Heading', { description: TEXT_HINT }),
    description: optionalParagraph('Text under the heading', TEXT_HINT),
    tone: fields.select({
      label: 'Background',
      description: 'Automatic: white and light grey in turn, figures on dark.',
      options: [
        { label: 'Automatic', value: 'auto' },
        { label: 'White', value: 'white' },
        { label: 'Light grey', value: 'muted' },
        { label: 'Brand colour', value: 'brand' },
        { label: 'Dark', value: 'dark' },
      ],
      defaultValue: 'auto',
    }),
  };
}

/** A feature card: icon, title and text. */
function feature() {
  return fields.object({ title: line('Title'), description: paragraph('Text'), icon: icon() });
}

/** A feature card that may also list what it includes. */
function detailedFeature() {
  return fields.object({
    title: line('Title'),
    description: paragraph('Text'),
    icon: icon(),
    points: list('What it includes', { itemLabel: 'Point' }),
  });
}

const featureLabel = (props: { fields: { title: { value: string } } }) => props.fields.title.value || 'New card';

/** A customer's words, with the stars they gave. */
export function testimonial() {
  return fields.object({
    quote: paragraph('What they said', { min: 20 }),
    author: line('Their name'),
    company: line('Their role and business', { description: 'e.g. "Owner, Sabor Café".' }),
    rating: fields.number({
      label: 'Stars (1–5, halves allowed)',
      step: 0.5,
      defaultValue: 5,
      validation: { isRequired: true, min: 1, max: 5 },
    }),
  });
}

/** A cell of a comparison table: words, or a tick or a dash. */
function cell() {
  return fields.conditional(
    fields.select({
      label: 'Cell',
      options: [
        { label: 'Text', value: 'text' },
        { label: 'Included (tick)', value: 'yes' },
        { label: 'Not included (dash)', value: 'no' },
      ],
      defaultValue: 'text',
    }),
    { text: line('Text'), yes: fields.empty(), no: fields.empty() },
  );
}

/** The cards of a 'cards' section: a POS system, a service's card from the Products page, or a card written here. */
function cards() {
  return fields.blocks(
    {
      system: {
        label: 'A POS system',
        itemLabel: (props) => `POS system: ${props.fields.system.value ?? '(pick one)'}`,
        schema: fields.object({
          system: fields.relationship({
            label: 'System',
            collection: 'posSystems',
            description:
              'The card shows the system’s name, text, picture and “ideal for” tags (edit them in POS systems).',
            validation: { isRequired: true },
          }),
          withFeatures: fields.checkbox({ label: 'List its features on the card', defaultValue: false }),
        }),
      },
      service: {
        label: 'A service (its card on the Products page)',
        itemLabel: (props) => `Service: ${props.fields.page.value}`,
        schema: fields.object({
          page: page('Service', {
            kinds: ['hub', 'service'],
            description: 'Shows the card that the Products page has for this page (edit it there).',
          }),
        }),
      },
      link: {
        label: 'A card written here',
        itemLabel: (props) => props.fields.name.value || 'New card',
        schema: fields.object({
          name: line('Name'),
          description: paragraph('Text'),
          href: line('Goes to', { description: 'The page the card leads to, e.g. /merchant-services.' }),
          linkLabel: line('Button text', { description: 'e.g. "Explore Merchant Services".' }),
          image: optionalIllustration(),
          features: list('Key features', { itemLabel: 'Feature' }),
          tags: list('Ideal for', { itemLabel: 'Kind of business' }),
          secondary: optionalCta('Second link'),
        }),
      },
    },
    { label: 'Cards', validation: { length: { min: 1 } } },
  );
}

/** Every kind of section, as the editor's "Add" menu lists them. */
export function sections() {
  const titled = (kind: string) => (props: { fields: { title: { value: string } } }) =>
    `${kind}: ${props.fields.title.value || 'untitled'}`;
  return fields.blocks(
    {
      features: {
        label: 'Feature cards',
        itemLabel: titled('Feature cards'),
        schema: fields.object({
          ...sectionBase(),
          columns: fields.select({
            label: 'Cards per row on wide screens',
            options: [
              { label: '3', value: '3' },
              { label: '4', value: '4' },
            ],
            defaultValue: '3',
          }),
          items: fields.array(detailedFeature(), {
            label: 'Cards',
            itemLabel: featureLabel,
            validation: { length: { min: 1 } },
          }),
        }),
      },
      devices: {
        label: 'Devices',
        itemLabel: titled('Devices'),
        schema: fields.object({
          ...sectionBase(),
          items: fields.array(
            fields.object({
              name: line('Name'),
              kind: optionalLine('Kind', 'A short category above the name, e.g. "Countertop".'),
              description: paragraph('Text'),
              image: illustration('Picture'),
              specs: list('Specifications', { itemLabel: 'Specification' }),
              cta: optionalCta(),
            }),
            {
              label: 'Devices',
              itemLabel: (props) => props.fields.name.value || 'New device',
              validation: { length: { min: 1 } },
            },
          ),
        }),
      },
      stats: {
        label: 'Figures',
        itemLabel: titled('Figures'),
        schema: fields.object({ ...sectionBase(), items: stats('Figures') }),
      },
      audiences: {
        label: 'Who it is for',
        itemLabel: titled('Who it is for'),
        schema: fields.object({
          ...sectionBase(),
          items: fields.array(
            fields.object({
              title: line('Kind of business'),
              description: paragraph('Text'),
              icon: icon(),
              page: optionalPage('Links to', {
                kinds: ['industry', 'service', 'pos', 'hub'],
                description: 'The page for this kind of business, when there is one.',
              }),
            }),
            {
              label: 'Kinds of business',
              itemLabel: (props) => props.fields.title.value || 'New card',
              validation: { length: { min: 1 } },
            },
          ),
        }),
      },
      industries: {
        label: 'Industry cards',
        itemLabel: titled('Industry cards'),
        schema: fields.object({
          ...sectionBase(),
          showFeatures: fields.checkbox({
            label: 'List each industry’s key features',
            description: 'The cards are every industry of "Industry cards", in their order.',
            defaultValue: false,
          }),
        }),
      },
      testimonials: {
        label: 'Testimonials',
        itemLabel: titled('Testimonials'),
        schema: fields.object({
          ...sectionBase(),
          items: fields.array(testimonial(), {
            label: 'Testimonials',
            description: 'One is shown large; two or more side by side.',
            itemLabel: (props) => props.fields.author.value || 'New testimonial',
            validation: { length: { min: 1 } },
          }),
          action: optionalCta('Button under them'),
        }),
      },
      comparison: {
        label: 'Comparison table',
        itemLabel: titled('Comparison table'),
        schema: fields.object({
          ...sectionBase(),
          table: fields.object(
            {
              caption: line('What the table compares', {
                description: 'Read out by screen readers before the table.',
                min: 10,
              }),
              rowHeader: line('Heading of the first column', { description: 'e.g. "Feature".' }),
              columns: list('Columns compared', { itemLabel: 'Column', min: 2 }),
              rows: fields.array(
                fields.object({
                  label: line('Row'),
                  values: fields.array(cell(), {
                    label: 'Cells, one per column, in order',
                    itemLabel: (props) =>
                      props.discriminant === 'text'
                        ? String(props.value.value || 'Text')
                        : props.discriminant === 'yes'
                          ? 'Included'
                          : 'Not included',
                  }),
                }),
                {
                  label: 'Rows',
                  itemLabel: (props) => props.fields.label.value || 'New row',
                  validation: { length: { min: 1 } },
                },
              ),
              note: optionalParagraph('Note under the table'),
            },
            { label: 'Table' },
          ),
        }),
      },
      bundles: {
        label: 'Bundles or tiers',
        itemLabel: titled('Bundles or tiers'),
        schema: fields.object({
          ...sectionBase(),
          items: fields.array(
            fields.object({
              name: line('Name'),
              tagline: line('Who it is for', { description: 'e.g. "For small shops and pop-ups".' }),
              highlight: fields.conditional(fields.checkbox({ label: 'Show a headline figure', defaultValue: false }), {
                true: stat('Headline figure'),
                false: fields.empty(),
              }),
              description: paragraph('Text'),
              includesLabel: line('Heading of the list', { description: 'e.g. "What’s included".' }),
              includes: list('What it includes', { itemLabel: 'Item', min: 1 }),
              image: optionalIllustration('Picture'),
              cta: cta(),
              badge: optionalLine('Badge', 'A short label on the card, e.g. "Largest pricebook".'),
            }),
            {
              label: 'Bundles',
              itemLabel: (props) => props.fields.name.value || 'New bundle',
              validation: { length: { min: 1 } },
            },
          ),
        }),
      },
      cards: {
        label: 'Link cards',
        itemLabel: titled('Link cards'),
        schema: fields.object({
          ...sectionBase(),
          columns: fields.select({
            label: 'Cards per row on wide screens',
            options: [
              { label: '2', value: '2' },
              { label: '3', value: '3' },
            ],
            defaultValue: '3',
          }),
          items: cards(),
        }),
      },
      benefits: {
        label: 'Benefits beside a picture',
        itemLabel: titled('Benefits'),
        schema: fields.object({
          ...sectionBase(),
          image: optionalIllustration(),
          items: fields.array(detailedFeature(), {
            label: 'Benefits',
            itemLabel: featureLabel,
            validation: { length: { min: 1 } },
          }),
        }),
      },
      steps: {
        label: 'Numbered steps',
        itemLabel: titled('Steps'),
        schema: fields.object({
          ...sectionBase(),
          items: fields.array(fields.object({ title: line('Step'), description: paragraph('Text') }), {
            label: 'Steps',
            itemLabel: (props) => props.fields.title.value || 'New step',
            validation: { length: { min: 1 } },
          }),
        }),
      },
      'case-study': {
        label: 'Case study',
        itemLabel: titled('Case study'),
        schema: fields.object({
          ...sectionBase(),
          study: fields.object(
            {
              business: line('Who it is about', { description: 'Describe the business; invent no figures.' }),
              summary: paragraph('Summary'),
              challenge: paragraph('The challenge'),
              solution: paragraph('What we did'),
              results: stats('Results'),
            },
            { label: 'The story' },
          ),
        }),
      },
      split: {
        label: 'Text beside a picture',
        itemLabel: titled('Text beside a picture'),
        schema: fields.object({
          ...sectionBase(),
          body: fields.object(
            {
              paragraphs: paragraphs('Paragraphs'),
              features: fields.array(feature(), { label: 'Feature rows', itemLabel: featureLabel }),
              points: list('Check points', { itemLabel: 'Point' }),
              image: optionalIllustration(),
              actions: ctas('Buttons'),
              reverse: fields.checkbox({
                label: 'Picture on the left',
                description: 'On wide screens; on phones it always comes after the text.',
                defaultValue: false,
              }),
            },
            { label: 'Content' },
          ),
        }),
      },
      'quote-request': {
        label: 'Quote request with the contact form',
        itemLabel: titled('Quote request'),
        schema: fields.object({
          ...sectionBase(),
          heading: line('Heading beside the form'),
          body: paragraph('Text beside the form', { description: TEXT_HINT }),
          needs: list('What we need for a quote', { itemLabel: 'Need', min: 1 }),
          form: fields.object(
            {
              idPrefix: fields.text({
                label: 'Form name',
                description: 'Keeps the form’s fields apart from others on the page, e.g. "quote". Lowercase letters.',
                validation: { length: { min: 1 }, pattern: { regex: /^[a-z]+$/, message: 'Lowercase letters only.' } },
              }),
              heading: line('Heading of the form'),
              message: fields.text({
                label: 'The message the form starts with',
                description: 'What a quote needs, for the visitor to complete.',
                multiline: true,
                validation: { length: { min: 10 } },
              }),
            },
            { label: 'The form' },
          ),
        }),
      },
      cta: {
        label: 'Closing banner',
        itemLabel: titled('Closing banner'),
        schema: fields.object({
          id: sectionId(),
          title: line('Heading', { description: TEXT_HINT }),
          description: paragraph('Text'),
          actions: ctas('Buttons', { min: 1 }),
        }),
      },
    },
    {
      label: 'Sections',
      description: 'The page’s sections under the top of the page, in order. Drag to reorder.',
      validation: { length: { min: 1 } },
    },
  );
}
