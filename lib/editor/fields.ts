import { fields, type ComponentSchema } from '@keystatic/core';
import { iconNames } from '@/lib/editor/icon-names';
import { illustrationFiles } from '@/lib/editor/illustrations';
import type { Slots } from '@/lib/editor/placeholders';
import { DESCRIPTION_LENGTH, descriptionRule, templateRule, type TextRule } from '@/lib/editor/text-rules';
import { registeredPages, type RouteKind } from '@/lib/route-registry';

/**
 * Fields the editor's schema uses in many places, each built one way: a
 * call to action, an illustration, an icon, a list of paragraphs. Their
 * descriptions are written for the person who edits, not for developers.
 */

/** Said under every field that may quote the business facts. */
export const PLACEHOLDER_HINT =
  'Facts such as {{salesPhone}}, {{rate}} or {{savings}} are filled in from Settings, so they are written once.';

/** Said under words that are not on the page but announced by screen readers. */
export const SCREEN_READER = 'Not shown on the page: read aloud by screen readers.';

export const LINK_HINT =
  'A page of this site (/contact-us, /blog/1), a section of this page (#contact), a phone (tel:{{salesPhoneE164}}), an e-mail (mailto:…) or a full https:// address.';

/** A group of fields under one heading; its label and hint come first, as the editor shows them above the fields. */
export function group<Schema extends Record<string, ComponentSchema>>(
  label: string,
  ...[first, second]: [schema: Schema] | [description: string | undefined, schema: Schema]
) {
  return typeof first === 'object'
    ? fields.object(first, { label })
    : fields.object(second!, { label, description: first });
}

/** A list of records, each named in the editor's list by its `name` field, or `empty` while that is blank. */
export function items<Schema extends Record<string, ComponentSchema>>(
  label: string,
  schema: Schema,
  options: { name: keyof Schema & string; empty: string; min?: number; description?: string; slugField?: string },
) {
  const { name, empty, min = 1, description, slugField } = options;
  return fields.array(fields.object(schema), {
    label,
    description,
    // Keystatic types it as the key of a text field, which a generic schema cannot show.
    slugField: slugField as never,
    itemLabel: (props) => String((props.fields[name] as { value?: unknown }).value || '') || empty,
    validation: { length: { min } },
  });
}

/** A select's options from a table of value → label, keeping the values' literal types for the reader. */
export function choices<const Table extends Record<string, string>>(table: Table) {
  return Object.entries(table).map(([value, label]) => ({ label, value: value as keyof Table & string }));
}

type TextOptions = {
  description?: string;
  min?: number;
  max?: number;
  multiline?: boolean;
  /**
   * The `{{figures}}` the code fills into this text besides the facts
   * (lib/editor/placeholders.ts). Every text field refuses any other
   * `{{name}}`, so a typo is stopped at Save, and the reader refuses it in a
   * file edited by hand.
   */
  slots?: Slots;
  pattern?: TextRule;
};

/** A text's hint alone, or its hint and rules. */
type Hint = string | Omit<TextOptions, 'multiline'>;
const hintOptions = (hint: Hint = {}) => (typeof hint === 'string' ? { description: hint } : hint);

function text(label: string, { description, min = 0, max, multiline = false, slots, pattern }: TextOptions) {
  return fields.text({
    label,
    multiline,
    description,
    validation: { length: { min, ...(max ? { max } : {}) }, pattern: pattern ?? templateRule(slots) },
  });
}

/** A page's description in search results: 100–170 characters (lib/editor/text-rules.ts). */
export function searchDescription() {
  const { min, max } = DESCRIPTION_LENGTH;
  return paragraph('Description', {
    description: `The text under the title in search results: ${min}–${max} characters, unique to this page.`,
    pattern: descriptionRule(),
  });
}

/** A single line of text that must not be empty; `slots` as in TextOptions. */
export function line(label: string, hint?: Hint, slots?: Slots) {
  const given = hintOptions(hint);
  return text(label, { slots, ...given, min: given.min ?? 1 });
}

/** A line that may be left empty (read as "none"). */
export function optionalLine(label: string, description?: string, slots?: Slots) {
  return text(label, { description, slots });
}

/** A paragraph: several lines of text, not empty. */
export function paragraph(label: string, hint?: Hint, slots?: Slots) {
  const given = hintOptions(hint);
  const description = given.description ?? PLACEHOLDER_HINT;
  return text(label, { slots, ...given, description, min: given.min ?? 1, multiline: true });
}

export function optionalParagraph(label: string, description: string = PLACEHOLDER_HINT, slots?: Slots) {
  return text(label, { description, multiline: true, slots });
}

/** Paragraphs in order. */
export function paragraphs(label: string, options: { min?: number } = {}) {
  return fields.array(paragraph('Paragraph'), {
    label,
    itemLabel: (props) => props.value.slice(0, 80) || 'New paragraph',
    validation: { length: { min: options.min ?? 1 } },
  });
}

/** A short list of phrases (features, tags, specs), in order. */
export function list(label: string, options: { itemLabel?: string; min?: number; description?: string } = {}) {
  return fields.array(line(options.itemLabel ?? 'Item'), {
    label,
    description: options.description,
    itemLabel: (props) => props.value || 'New item',
    validation: { length: { min: options.min ?? 0 } },
  });
}

/** A button or link: its words and where it goes. */
export function cta(label = 'Button') {
  return group(label, { label: line('Text', 'What the button says.'), href: line('Goes to', LINK_HINT) });
}

/** What a place may also leave out, behind a box to tick. */
function optional<Schema extends ComponentSchema>(label: string, schema: Schema) {
  return fields.conditional(fields.checkbox({ label, defaultValue: false }), { true: schema, false: fields.empty() });
}

export const optionalCta = (label = 'Button') => optional(`Show a ${label.toLowerCase()}`, cta(label));

export function ctas(label = 'Buttons', options: { min?: number; max?: number } = {}) {
  return fields.array(cta(), {
    label,
    description: 'The first is the main button.',
    itemLabel: (props) => props.fields.label.value || 'New button',
    validation: { length: { min: options.min ?? 0, ...(options.max ? { max: options.max } : {}) } },
  });
}

/** One of the site's drawings (public/illustrations), by its name. */
export function drawing(label: string) {
  const options = illustrationFiles.map((file) => ({ label: file.label, value: file.src }));
  return fields.select({ label, options, defaultValue: illustrationFiles[0].src });
}

/** A drawing with the words that describe it to people who cannot see it. */
export function illustration(label = 'Illustration') {
  return group(label, {
    src: drawing('Drawing'),
    alt: line('Description (alt text)', {
      description: 'Describe what the drawing shows, for people who cannot see it. Required.',
      min: 5,
    }),
  });
}

export const optionalIllustration = (label = 'Illustration') =>
  optional(`Show an ${label.toLowerCase()}`, illustration(label));

export function icon(label = 'Icon') {
  const options = iconNames.map((name) => ({ label: name.replaceAll('-', ' '), value: name }));
  return fields.select({ label, options, defaultValue: iconNames[0] });
}

/** A figure and what it counts: '25–30%', 'Average savings'. */
export function stat(label = 'Figure') {
  return group(label, { value: line('Figure'), label: line('What it counts') });
}

export function stats(label = 'Figures') {
  return fields.array(stat(), {
    label,
    itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`.trim() || 'New figure',
  });
}

/** A heading with its short description, as many sections open. */
export function heading() {
  return { title: line('Heading', PLACEHOLDER_HINT), description: optionalParagraph('Text under the heading') };
}

type PageOptions = { kinds?: readonly RouteKind[]; description?: string };

/** Options naming the site's pages by address, optionally only pages of some kinds (lib/route-registry.ts). */
function pageOptions(kinds?: readonly RouteKind[]) {
  return registeredPages
    .filter((page) => !kinds || (kinds as readonly string[]).includes(page.kind))
    .map((page) => ({ label: page.path, value: page.path }));
}

/** One of the site's pages, picked from a list, so it cannot be mistyped. */
export function page(label = 'Page', { kinds, description }: PageOptions = {}) {
  const choices = pageOptions(kinds);
  return fields.select({ label, description, options: choices, defaultValue: choices[0]!.value });
}

/** A page of the site, or none ('' when none is picked). */
export function optionalPage(label = 'Links to', { kinds, description }: PageOptions = {}) {
  const options = [{ label: 'No link', value: '' }, ...pageOptions(kinds)];
  return fields.select({ label, description, options, defaultValue: '' });
}

/**
 * A testimonial's stars, 1 to 5 in whole or half steps: the only values
 * components/ui/star-rating.tsx draws, refused at Save otherwise. Keystatic
 * 0.6 checks the step only when `validation.validateStep` is set (the name its
 * code reads; its types call the flag `step`, which the code ignores), so the
 * flag joins the literal outside its type check.
 */
export function stars(label: string, options: { description?: string; defaultValue?: number } = {}) {
  const validation = Object.assign({ isRequired: true as const, min: 1, max: 5 }, { validateStep: true });
  return fields.number({ label, ...options, step: 0.5, validation });
}

/** An average rating out of 5 and how many reviews it comes from, as search engines show it. */
export function rating(label = 'Rating') {
  return group(label, {
    ratingValue: fields.number({
      label: 'Average rating (1–5)',
      step: 0.1,
      validation: { isRequired: true, min: 1, max: 5 },
    }),
    reviewCount: fields.integer({ label: 'Number of reviews', validation: { isRequired: true, min: 1 } }),
  });
}

/**
 * A short name that identifies an item in links and code ("countertop",
 * "read-your-statement"): lowercase words and dashes. Loaders check that each
 * is used once in its list.
 */
export function slugId(label: string, description: string, { required = false } = {}) {
  return fields.text({
    label,
    description,
    validation: {
      ...(required ? { length: { min: 1 } } : {}),
      pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'Lowercase letters, digits and dashes only.' },
    },
  });
}

/** A card with an icon, a title and a sentence or two: 'No Hidden Fees'. */
export function features(label: string, options: { min?: number; description?: string } = {}) {
  const card = { title: line('Title', PLACEHOLDER_HINT), description: paragraph('Text'), icon: icon() };
  return items(label, card, { name: 'title', empty: 'New card', ...options });
}

/** Items with a title and a text: the steps of a process, the points of a promise. */
export function titledItems(label: string, options: { itemLabel: string; description?: string }) {
  return items(
    label,
    { title: line('Title', PLACEHOLDER_HINT), description: paragraph('Text') },
    { name: 'title', empty: `New ${options.itemLabel}`, description: options.description },
  );
}

/** The dark closing banner of a page: a heading, a sentence and one or two buttons. */
export function ctaBand(label = 'Closing banner', description?: string) {
  return group(label, description, {
    title: line('Heading', PLACEHOLDER_HINT),
    description: paragraph('Text'),
    actions: ctas('Buttons', { min: 1, max: 2 }),
  });
}

/** The heading of a page's newsletter sign-up block (the form's own words are in Settings › Forms). */
export function newsletterHeading() {
  return group('Newsletter sign-up', 'The dark band with the e-mail sign-up, near the end of the page.', {
    title: line('Heading'),
    description: paragraph('Text'),
  });
}
