import { fields } from '@keystatic/core';
import { iconNames } from '@/lib/editor/icon-names';
import { illustrationFiles } from '@/lib/editor/illustrations';
import type { Slots } from '@/lib/editor/placeholders';
import { DESCRIPTION_LENGTH } from '@/lib/editor/rules';
import { descriptionRule, templateRule, type TextRule } from '@/lib/editor/text-rules';
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

/** A single line of text that must not be empty. */
export function line(label: string, options: Omit<TextOptions, 'multiline'> = {}) {
  return text(label, { ...options, min: options.min ?? 1 });
}

/** A line that may be left empty (read as "none"). */
export function optionalLine(label: string, description?: string, slots?: Slots) {
  return text(label, { description, slots });
}

/** A paragraph: several lines of text, not empty. */
export function paragraph(label: string, options: Omit<TextOptions, 'multiline'> = {}) {
  return text(label, {
    ...options,
    description: options.description ?? PLACEHOLDER_HINT,
    min: options.min ?? 1,
    multiline: true,
  });
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
  return fields.object(
    {
      label: line('Text', { description: 'What the button says.' }),
      href: line('Goes to', { description: LINK_HINT }),
    },
    { label },
  );
}

/** A button or link that a place may also leave out. */
export function optionalCta(label = 'Button') {
  return fields.conditional(fields.checkbox({ label: `Show a ${label.toLowerCase()}`, defaultValue: false }), {
    true: cta(label),
    false: fields.empty(),
  });
}

export function ctas(label = 'Buttons', options: { min?: number; max?: number } = {}) {
  return fields.array(cta(), {
    label,
    description: 'The first is the main button.',
    itemLabel: (props) => props.fields.label.value || 'New button',
    validation: { length: { min: options.min ?? 0, ...(options.max ? { max: options.max } : {}) } },
  });
}

/** One of the site's drawings (public/illustrations), with the words that describe it to people who cannot see it. */
export function illustration(label = 'Illustration') {
  return fields.object(
    {
      src: fields.select({
        label: 'Drawing',
        options: illustrationFiles.map((file) => ({ label: file.label, value: file.src })),
        defaultValue: illustrationFiles[0]!.src,
      }),
      alt: line('Description (alt text)', {
        description: 'Describe what the drawing shows, for people who cannot see it. Required.',
        min: 5,
      }),
    },
    { label },
  );
}

/** An illustration that a section may also leave out. */
export function optionalIllustration(label = 'Illustration') {
  return fields.conditional(fields.checkbox({ label: `Show an ${label.toLowerCase()}`, defaultValue: false }), {
    true: illustration(label),
    false: fields.empty(),
  });
}

export function icon(label = 'Icon') {
  return fields.select({
    label,
    options: iconNames.map((name) => ({ label: name.replaceAll('-', ' '), value: name })),
    defaultValue: iconNames[0],
  });
}

/** A figure and what it counts: '25–30%', 'Average savings'. */
export function stat(label = 'Figure') {
  return fields.object({ value: line('Figure'), label: line('What it counts') }, { label });
}

export function stats(label = 'Figures') {
  return fields.array(stat(), {
    label,
    itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`.trim() || 'New figure',
  });
}

/** A heading with its short description, as many sections open. */
export function heading() {
  return {
    title: line('Heading', { description: PLACEHOLDER_HINT }),
    description: optionalParagraph('Text under the heading'),
  };
}

/** Options naming the site's pages by address, optionally only pages of some kinds (lib/route-registry.ts). */
function pageOptions(kinds?: readonly RouteKind[]) {
  return registeredPages
    .filter((page) => !kinds || (kinds as readonly string[]).includes(page.kind))
    .map((page) => ({ label: page.path, value: page.path }));
}

/** One of the site's pages, picked from a list, so it cannot be mistyped. */
export function page(label = 'Page', options: { kinds?: readonly RouteKind[]; description?: string } = {}) {
  const choices = pageOptions(options.kinds);
  return fields.select({ label, description: options.description, options: choices, defaultValue: choices[0]!.value });
}

/** A page of the site, or none ('' when none is picked). */
export function optionalPage(label = 'Links to', options: { kinds?: readonly RouteKind[]; description?: string } = {}) {
  return fields.select({
    label,
    description: options.description,
    options: [{ label: 'No link', value: '' }, ...pageOptions(options.kinds)],
    defaultValue: '',
  });
}

/** An average rating out of 5 and how many reviews it comes from, as search engines show it. */
export function rating(label = 'Rating') {
  return fields.object(
    {
      ratingValue: fields.number({
        label: 'Average rating (1–5)',
        step: 0.1,
        validation: { isRequired: true, min: 1, max: 5 },
      }),
      reviewCount: fields.integer({ label: 'Number of reviews', validation: { isRequired: true, min: 1 } }),
    },
    { label },
  );
}

/**
 * A short name that identifies an item in links and code ("countertop",
 * "read-your-statement"): lowercase words and dashes. Loaders check that each
 * is used once in its list.
 */
export function slugId(label: string, description: string) {
  return fields.text({
    label,
    description,
    validation: {
      pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'Lowercase letters, digits and dashes only.' },
    },
  });
}

/** A card with an icon, a title and a sentence or two: 'No Hidden Fees'. */
export function features(label: string, options: { min?: number; description?: string } = {}) {
  return fields.array(
    fields.object({
      title: line('Title', { description: PLACEHOLDER_HINT }),
      description: paragraph('Text'),
      icon: icon(),
    }),
    {
      label,
      description: options.description,
      itemLabel: (props) => props.fields.title.value || 'New card',
      validation: { length: { min: options.min ?? 1 } },
    },
  );
}

/** Items with a title and a text: the steps of a process, the points of a promise. */
export function titledItems(label: string, options: { itemLabel?: string; min?: number; description?: string } = {}) {
  return fields.array(
    fields.object({ title: line('Title', { description: PLACEHOLDER_HINT }), description: paragraph('Text') }),
    {
      label,
      description: options.description,
      itemLabel: (props) => props.fields.title.value || `New ${options.itemLabel ?? 'item'}`,
      validation: { length: { min: options.min ?? 1 } },
    },
  );
}

/** The dark closing banner of a page: a heading, a sentence and one or two buttons. */
export function ctaBand(label = 'Closing banner', description?: string) {
  return fields.object(
    {
      title: line('Heading', { description: PLACEHOLDER_HINT }),
      description: paragraph('Text'),
      actions: ctas('Buttons', { min: 1, max: 2 }),
    },
    { label, description },
  );
}

/** The heading of a page's newsletter sign-up block (the form's own words are in Settings › Forms). */
export function newsletterHeading() {
  return fields.object(
    { title: line('Heading'), description: paragraph('Text') },
    { label: 'Newsletter sign-up', description: 'The dark band with the e-mail sign-up, near the end of the page.' },
  );
}
