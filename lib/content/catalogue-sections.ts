import type { ValueForReading } from '@keystatic/core';
import { fieldProblem, duplicateProblems } from '@/lib/content/errors';
import { unknownSystemProblem, type PosSystem } from '@/lib/content/pos-systems';
import { fillTemplate } from '@/lib/editor/placeholders';
import { capitalNumberWord, numberWord } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import type { Labels } from '@/lib/content/settings';
import type { Industry } from '@/lib/content/industries';
import type { sections as sectionsField } from '@/lib/editor/schema/sections';

/**
 * A page's sections as its file keeps them (Keystatic's blocks: a list of
 * `{ discriminant: kind, value }`) turned into the PageSection types the
 * components draw: optional parts unwrapped, system and service cards filled in, the industry cards added, and each section's
 * {{count}} written out. What Keystatic's schema cannot check is checked here,
 * each problem naming its field in the file.
 */

export type StoredSection = ValueForReading<ReturnType<typeof sectionsField>>[number];
type Stored<K extends StoredSection['discriminant']> = Extract<StoredSection, { discriminant: K }>['value'];
type Path = readonly (string | number)[];

export interface SectionSources {
  systems: ReadonlyMap<string, PosSystem>;
  industries: readonly Industry[];
  /** The service cards of the Products page, by the page each leads to. */
  serviceCards: ReadonlyMap<string, LinkCard>;
  /** The page's language: counts are written out in it. */
  locale: Locale;
  /** The system cards' button and demo link, in that language (content/settings/labels.yaml). */
  words: Pick<Labels['sections'], 'viewSystem' | 'requestDemo'>;
}

/** Keystatic's optional parts (a ticked box and what it holds) as what they hold, or undefined when unticked. */
type Unwrapped<T> = T extends { readonly discriminant: boolean; readonly value: unknown }
  ? T extends { readonly discriminant: true; readonly value: infer V }
    ? Unwrapped<V>
    : undefined
  : T extends readonly (infer I)[]
    ? readonly Unwrapped<I>[]
    : T extends object
      ? { readonly [K in keyof T]: Unwrapped<T[K]> }
      : T;

function unwrap<T>(value: T): Unwrapped<T> {
  if (Array.isArray(value)) return value.map(unwrap) as Unwrapped<T>;
  if (!value || typeof value !== 'object') return value as Unwrapped<T>;
  if ('discriminant' in value && typeof value.discriminant === 'boolean')
    return (value.discriminant && 'value' in value ? unwrap(value.value) : undefined) as Unwrapped<T>;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, unwrap(child)])) as Unwrapped<T>;
}

/** A cell of a comparison table: text, or included / not included. */
export type CellValue = ReturnType<typeof cell>;
function cell(value: Stored<'comparison'>['table']['rows'][number]['values'][number]) {
  return value.discriminant === 'text' ? value.value : value.discriminant === 'yes';
}

/** How many things a section shows, for the {{count}} of its words (none for a split or a closing banner). */
function countOf(section: StoredSection, industries: readonly Industry[]): number | undefined {
  switch (section.discriminant) {
    case 'industries':
      return industries.length;
    case 'comparison':
      return section.value.table.columns.length;
    case 'case-study':
      return section.value.study.results.length;
    case 'quote-request':
      return section.value.needs.length;
    case 'split':
    case 'cta':
      return undefined;
    default:
      return section.value.items.length;
  }
}

/** The section's own words with {{count}} and {{Count}} written out (the schema allows them only where it has items). */
function fillCounts(section: StoredSection, count: number | undefined, locale: Locale) {
  const values =
    count === undefined ? {} : { count: numberWord(count, locale), Count: capitalNumberWord(count, locale) };
  return Object.fromEntries(
    Object.entries(section.value).map(([key, text]) =>
      key === 'id' || typeof text !== 'string' ? [key, text] : [key, fillTemplate(text, values)],
    ),
  ) as StoredSection['value'];
}

function cards(value: Unwrapped<Stored<'cards'>>, sources: SectionSources, at: Path, problems: string[]): LinkCard[] {
  return value.items.flatMap((item, index): LinkCard[] => {
    const where = [...at, 'items', index, 'value'];
    switch (item.discriminant) {
      case 'system': {
        const slug = item.value.system;
        const found = unknownSystemProblem(slug, sources.systems, [...where, 'system']);
        problems.push(...found);
        if (found.length > 0 || slug === null) return [];
        return [systemCard(sources.systems.get(slug)!, item.value.withFeatures, sources.words)];
      }
      case 'service': {
        const card = sources.serviceCards.get(item.value.page);
        if (!card) {
          problems.push(
            fieldProblem(
              [...where, 'page'],
              `the Products page has no card leading to ${item.value.page} (it has ${[...sources.serviceCards.keys()].join(', ')})`,
            ),
          );
          return [];
        }
        return [card];
      }
      case 'link':
        return [item.value];
    }
  });
}

/** A card linking to a product, service or system page, as shown; the system cards take this shape too. */
export type LinkCard = ReturnType<typeof writtenCard>;

/** A system card as shown: the system's own name, text, picture and tags, its page and a demo request. */
function systemCard(system: PosSystem, withFeatures: boolean, words: SectionSources['words']): LinkCard {
  return {
    name: system.name,
    description: system.description,
    href: system.href,
    linkLabel: fillTemplate(words.viewSystem, { title: system.name }),
    image: system.image,
    features: withFeatures ? system.features : [],
    tags: system.idealFor,
    // The contact form, started with the system's product (Settings › Forms knows it: lib/content/pos-systems.ts).
    secondary: { label: words.requestDemo, href: `/contact-us?product=${encodeURIComponent(system.demoName)}` },
  };
}

/** A card written out in the page's file. */
export const writtenCard = (value: Extract<Stored<'cards'>['items'][number], { discriminant: 'link' }>['value']) =>
  unwrap(value);

/**
 * One section, as the components draw it: the schema's fields as they are
 * read (an empty optional text or list draws nothing), its optional parts
 * unwrapped, 'auto' background left to the stack's alternation, and what it
 * names filled in.
 */
function section(stored: Unwrapped<StoredSection>, sources: SectionSources, at: Path, problems: string[]) {
  if (stored.discriminant === 'cta') return { ...stored.value, kind: 'cta' as const };
  const tone = stored.value.tone === 'auto' ? undefined : stored.value.tone;
  switch (stored.discriminant) {
    case 'features':
      return { ...stored.value, tone, kind: 'features' as const, columns: Number(stored.value.columns) as 3 | 4 };
    case 'cards':
      return {
        ...stored.value,
        tone,
        kind: 'cards' as const,
        columns: Number(stored.value.columns) as 2 | 3,
        items: cards(stored.value, sources, at, problems),
      };
    case 'audiences':
      return {
        ...stored.value,
        tone,
        kind: 'audiences' as const,
        // The matching industry page, when there is one.
        items: stored.value.items.map(({ page, ...audience }) => ({ ...audience, href: page || undefined })),
      };
    case 'industries':
      return { ...stored.value, tone, kind: 'industries' as const, items: sources.industries };
    case 'testimonials':
      return { ...stored.value, tone, kind: 'testimonials' as const };
    case 'comparison': {
      const { table } = stored.value;
      table.rows.forEach((row, index) => {
        if (row.values.length !== table.columns.length)
          problems.push(
            fieldProblem(
              [...at, 'table', 'rows', index, 'values'],
              `${row.values.length} cells for ${table.columns.length} columns (${table.columns.join(', ')})`,
            ),
          );
      });
      const rows = table.rows.map((row) => ({ label: row.label, values: row.values.map(cell) }));
      return { ...stored.value, tone, kind: 'comparison' as const, table: { ...table, rows } };
    }
    default:
      // The rest are drawn as their file keeps them: TypeScript does not spread a union per kind, Drawn does.
      return { ...stored.value, tone, kind: stored.discriminant } as Drawn<typeof stored>;
  }
}

/** A section as its file keeps it, with its kind and the background the stack may choose (no 'auto'). */
type Drawn<S> = S extends { discriminant: infer K; value: infer V extends { tone: string } }
  ? Omit<V, 'tone'> & { kind: K; tone: Exclude<V['tone'], 'auto'> | undefined }
  : never;

/** A section of a catalogue page as the components draw it (components/sections/section-stack.tsx). */
export type PageSection = ReturnType<typeof section>;
type Items<K extends PageSection['kind']> = Extract<PageSection, { kind: K; items: unknown }>['items'][number];
export type DetailedFeature = Items<'features'>;
export type Device = Items<'devices'>;
export type Audience = Items<'audiences'>;
export type Bundle = Items<'bundles'>;
export type Step = Items<'steps'>;
export type ComparisonTableData = Extract<PageSection, { kind: 'comparison' }>['table'];
export type CaseStudyData = Extract<PageSection, { kind: 'case-study' }>['study'];
export type SplitData = Extract<PageSection, { kind: 'split' }>['body'];
/** The contact form of a quote request, and what it starts with. */
export type QuoteForm = Extract<PageSection, { kind: 'quote-request' }>['form'];

/** A page's sections as shown, and every problem found in them (each naming its field under `sections`). */
export function readSections(
  stored: readonly StoredSection[],
  sources: SectionSources,
): { sections: PageSection[]; problems: string[] } {
  const problems = duplicateProblems(
    stored.map((entry) => entry.value.id),
    'sections',
    'value.id',
  );
  const sections = stored.map((entry, index) => {
    const at = ['sections', index, 'value'];
    const value = fillCounts(entry, countOf(entry, sources.industries), sources.locale);
    return section(unwrap({ ...entry, value } as StoredSection), sources, at, problems);
  });
  return { sections, problems };
}
