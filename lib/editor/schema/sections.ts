import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choices,
  cta,
  ctaBand,
  ctas,
  features,
  group,
  icon,
  illustration,
  items,
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
  stars,
  stat,
  stats,
  titledItems,
} from '@/lib/editor/fields';
import type { Slots } from '@/lib/editor/placeholders';

/**
 * The sections of the product, service, POS and industry pages: one block
 * per kind of section, each with the same opening fields (its name in links,
 * small label, heading, text under it, background). A page lists its
 * sections in order; the editor adds, removes and drags them. The site draws
 * every kind with one component (components/sections/section-stack.tsx).
 */

const COUNT_HINT =
  'Write {{count}} for the number of items in this section ({{Count}} at the start of a sentence or in a heading), so it stays right when items are added or removed.';

/** The number of a section's items, in words (lib/content/catalogue-sections.ts fills them). */
const COUNT_SLOTS: Slots = { may: ['count', 'Count'] };

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

/** What every section (but the closing banner) opens with; a section with items may count them. */
function sectionBase(counted: boolean) {
  const slots = counted ? COUNT_SLOTS : undefined;
  const hint = counted ? TEXT_HINT : PLACEHOLDER_HINT;
  return {
    id: sectionId(),
    eyebrow: optionalLine('Small label above the heading', 'Optional, e.g. "Clover devices".', slots),
    title: line('Heading', { description: hint, slots }),
    description: optionalParagraph('Text under the heading', hint, slots),
    tone: fields.select({
      label: 'Background',
      description: 'Automatic: white and light grey in turn, figures on dark.',
      options: choices({ auto: 'Automatic', white: 'White', muted: 'Light grey', brand: 'Brand colour', dark: 'Dark' }),
      defaultValue: 'auto',
    }),
  };
}

/** A feature card that may also list what it includes. */
const detailedFeature = {
  title: line('Title'),
  description: paragraph('Text'),
  icon: icon(),
  points: list('What it includes', { itemLabel: 'Point' }),
};

/** A customer's words, with the stars they gave. */
export function testimonial() {
  return fields.object({
    quote: paragraph('What they said', { min: 20 }),
    author: line('Their name'),
    company: line('Their role and business', 'e.g. "Owner, Sabor Café".'),
    rating: stars('Stars (1–5, halves allowed)', { defaultValue: 5 }),
  });
}

/** A cell of a comparison table: words, or a tick or a dash. */
function cell() {
  return fields.conditional(
    fields.select({
      label: 'Cell',
      options: choices({ text: 'Text', yes: 'Included (tick)', no: 'Not included (dash)' }),
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
          href: line('Goes to', 'The page the card leads to, e.g. /merchant-services.'),
          linkLabel: line('Button text', 'e.g. "Explore Merchant Services".'),
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

/** How many cards sit side by side on wide screens. */
function columns<const Choice extends string>(choices: readonly Choice[], defaultValue: Choice) {
  return fields.select({
    label: 'Cards per row on wide screens',
    options: choices.map((choice) => ({ label: choice, value: choice })),
    defaultValue,
  });
}

/** A kind of section: its name in the editor's "Add" menu, the opening fields every section has, and its own. */
function block<Own extends Record<string, ComponentSchema>>(label: string, own: Own, counted = true) {
  return {
    label,
    itemLabel: (props: { fields: { title: { value: string } } }) =>
      `${label}: ${props.fields.title.value || 'untitled'}`,
    schema: fields.object({ ...sectionBase(counted), ...own }),
  };
}

/** Every kind of section, as the editor's "Add" menu lists them. */
export function sections() {
  return fields.blocks(
    {
      features: block('Feature cards', {
        columns: columns(['3', '4'], '3'),
        items: items('Cards', detailedFeature, { name: 'title', empty: 'New card' }),
      }),
      devices: block('Devices', {
        items: items(
          'Devices',
          {
            name: line('Name'),
            kind: optionalLine('Kind', 'A short category above the name, e.g. "Countertop".'),
            description: paragraph('Text'),
            image: illustration('Picture'),
            specs: list('Specifications', { itemLabel: 'Specification' }),
            cta: optionalCta(),
          },
          { name: 'name', empty: 'New device' },
        ),
      }),
      stats: block('Figures', { items: stats('Figures') }),
      audiences: block('Who it is for', {
        items: items(
          'Kinds of business',
          {
            title: line('Kind of business'),
            description: paragraph('Text'),
            icon: icon(),
            page: optionalPage('Links to', {
              kinds: ['industry', 'service', 'pos', 'hub'],
              description: 'The page for this kind of business, when there is one.',
            }),
          },
          { name: 'title', empty: 'New card' },
        ),
      }),
      industries: block('Industry cards', {
        showFeatures: fields.checkbox({
          label: 'List each industry’s key features',
          description: 'The cards are every industry of "Industry cards", in their order.',
          defaultValue: false,
        }),
      }),
      testimonials: block('Testimonials', {
        items: items('Testimonials', testimonial().fields, {
          name: 'author',
          empty: 'New testimonial',
          description: 'One is shown large; two or more side by side.',
        }),
        action: optionalCta('Button under them'),
      }),
      comparison: block('Comparison table', {
        table: group('Table', {
          caption: line('What the table compares', {
            description: 'Read out by screen readers before the table.',
            min: 10,
          }),
          rowHeader: line('Heading of the first column', 'e.g. "Feature".'),
          columns: list('Columns compared', { itemLabel: 'Column', min: 2 }),
          rows: items(
            'Rows',
            {
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
            },
            { name: 'label', empty: 'New row' },
          ),
          note: optionalParagraph('Note under the table'),
        }),
      }),
      bundles: block('Bundles or tiers', {
        items: items(
          'Bundles',
          {
            name: line('Name'),
            tagline: line('Who it is for', 'e.g. "For small shops and pop-ups".'),
            highlight: fields.conditional(fields.checkbox({ label: 'Show a headline figure', defaultValue: false }), {
              true: stat('Headline figure'),
              false: fields.empty(),
            }),
            description: paragraph('Text'),
            includesLabel: line('Heading of the list', 'e.g. "What’s included".'),
            includes: list('What it includes', { itemLabel: 'Item', min: 1 }),
            image: optionalIllustration('Picture'),
            cta: cta(),
            badge: optionalLine('Badge', 'A short label on the card, e.g. "Largest pricebook".'),
          },
          { name: 'name', empty: 'New bundle' },
        ),
      }),
      cards: block('Link cards', { columns: columns(['2', '3'], '3'), items: cards() }),
      benefits: block('Benefits beside a picture', {
        image: optionalIllustration(),
        items: items('Benefits', detailedFeature, { name: 'title', empty: 'New card' }),
      }),
      steps: block('Numbered steps', { items: titledItems('Steps', { itemLabel: 'step' }) }),
      'case-study': block('Case study', {
        study: group('The story', {
          business: line('Who it is about', 'Describe the business; invent no figures.'),
          summary: paragraph('Summary'),
          challenge: paragraph('The challenge'),
          solution: paragraph('What we did'),
          results: stats('Results'),
        }),
      }),
      split: block(
        'Text beside a picture',
        {
          body: group('Content', {
            paragraphs: paragraphs('Paragraphs'),
            features: features('Feature rows', { min: 0 }),
            points: list('Check points', { itemLabel: 'Point' }),
            image: optionalIllustration(),
            actions: ctas('Buttons'),
            reverse: fields.checkbox({
              label: 'Picture on the left',
              description: 'On wide screens; on phones it always comes after the text.',
              defaultValue: false,
            }),
          }),
        },
        false,
      ),
      'quote-request': block('Quote request with the contact form', {
        heading: line('Heading beside the form', { slots: COUNT_SLOTS }),
        body: paragraph('Text beside the form', { description: TEXT_HINT, slots: COUNT_SLOTS }),
        needs: list('What we need for a quote', { itemLabel: 'Need', min: 1 }),
        form: group('The form', {
          idPrefix: fields.text({
            label: 'Form name',
            description: 'Keeps the form’s fields apart from others on the page, e.g. "quote". Lowercase letters.',
            validation: { length: { min: 1 }, pattern: { regex: /^[a-z]+$/, message: 'Lowercase letters only.' } },
          }),
          heading: line('Heading of the form'),
          message: paragraph('The message the form starts with', {
            description: 'What a quote needs, for the visitor to complete.',
            min: 10,
          }),
        }),
      }),
      // The closing banner has no label above its heading and is always dark.
      cta: {
        label: 'Closing banner',
        itemLabel: (props) => `Closing banner: ${props.fields.title.value || 'untitled'}`,
        schema: fields.object({ id: sectionId(), ...ctaBand().fields }),
      },
    },
    {
      label: 'Sections',
      description: 'The page’s sections under the top of the page, in order. Drag to reorder.',
      validation: { length: { min: 1 } },
    },
  );
}
