import type { ValueForReading } from '@keystatic/core';
import { fieldProblem } from '@/lib/content/errors';
import { capitalNumberWord, numberWord } from '@/lib/content/number-words';
import { optionalIllustration, type Cta } from '@/lib/content/page';
import { unknownSystemProblem, type PosSystem } from '@/lib/content/pos-systems';
import { duplicateProblems, ratingProblems } from '@/lib/content/sections';
import { fillTemplate } from '@/lib/editor/placeholders';
import type { Industry } from '@/lib/content/industries';
import type { sections as sectionsField } from '@/lib/editor/schema/sections';

/**
 * A page's sections as its file keeps them (Keystatic's blocks: a list of
 * `{ discriminant: kind, value }`) turned into the PageSection types the
 * components draw: empty optional text and lists left out, system and
 * service cards filled in, the industry cards added, and each section's
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
}

const nonEmpty = <T>(items: readonly T[]): readonly T[] | undefined => (items.length > 0 ? items : undefined);
/** Optional text and switches: absent rather than empty, as the components test them. */
const optional = <T extends string>(text: T): T | undefined => text || undefined;
const flag = (on: boolean) => on || undefined;

const optionalCta = (value: { discriminant: false } | { discriminant: true; value: Cta }) =>
  value.discriminant ? value.value : undefined;
const stat = ({ value, label }: { value: string; label: string }) => ({ value, label });

function feature(value: Stored<'features'>['items'][number]) {
  return { title: value.title, description: value.description, icon: value.icon, points: nonEmpty(value.points) };
}

function testimonial({ quote, author, company, rating }: Stored<'testimonials'>['items'][number]) {
  return { quote, author, company, rating };
}

/** A cell of a comparison table: text, or included / not included. */
export type CellValue = ReturnType<typeof cell>;
function cell(value: Stored<'comparison'>['table']['rows'][number]['values'][number]): string | boolean {
  return value.discriminant === 'text' ? value.value : value.discriminant === 'yes';
}

/** The words every section opens with; 'auto' background is the stack's alternation. */
function base(value: Pick<Stored<'features'>, 'id' | 'title' | 'eyebrow' | 'description' | 'tone'>) {
  return {
    id: value.id,
    title: value.title,
    eyebrow: optional(value.eyebrow),
    description: optional(value.description),
    tone: value.tone === 'auto' ? undefined : value.tone,
  };
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
function fillCounts(section: StoredSection, count: number | undefined) {
  const values = count === undefined ? {} : { count: numberWord(count), Count: capitalNumberWord(count) };
  return Object.fromEntries(
    Object.entries(section.value).map(([key, text]) =>
      key === 'id' || typeof text !== 'string' ? [key, text] : [key, fillTemplate(text, values)],
    ),
  ) as StoredSection['value'];
}

function cards(value: Stored<'cards'>, sources: SectionSources, at: Path, problems: string[]): LinkCard[] {
  return value.items.flatMap((item, index): LinkCard[] => {
    const where = [...at, 'items', index, 'value'];
    switch (item.discriminant) {
      case 'system': {
        const slug = item.value.system;
        const found = unknownSystemProblem(slug, sources.systems, [...where, 'system']);
        problems.push(...found);
        if (found.length > 0 || slug === null) return [];
        return [systemCard(sources.systems.get(slug)!, item.value.withFeatures)];
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
        return [writtenCard(item.value)];
    }
  });
}

/** A card linking to a product, service or system page, as shown; the system cards take this shape too. */
export type LinkCard = ReturnType<typeof writtenCard>;

/** A system card as shown: the system's own name, text, picture and tags, its page and a demo request. */
function systemCard(system: PosSystem, withFeatures: boolean): LinkCard {
  return {
    name: system.name,
    description: system.description,
    href: system.href,
    linkLabel: `View ${system.name}`,
    image: system.image,
    features: withFeatures ? system.features : undefined,
    tags: system.idealFor,
    // The contact form, started with the system's product (Settings › Forms knows it: lib/content/pos-systems.ts).
    secondary: { label: 'Request Demo', href: `/contact-us?product=${encodeURIComponent(system.demoName)}` },
  };
}

/** A card written out in the page's file. */
export function writtenCard(value: Extract<Stored<'cards'>['items'][number], { discriminant: 'link' }>['value']) {
  return {
    name: value.name,
    description: value.description,
    href: value.href,
    linkLabel: value.linkLabel,
    image: optionalIllustration(value.image),
    features: nonEmpty(value.features),
    tags: nonEmpty(value.tags),
    secondary: optionalCta(value.secondary),
  };
}

/** One section, as the components draw it: its type is the PageSection the components take. */
function section(stored: StoredSection, sources: SectionSources, at: Path, problems: string[]) {
  switch (stored.discriminant) {
    case 'features':
      return {
        ...base(stored.value),
        kind: 'features' as const,
        columns: Number(stored.value.columns) as 3 | 4,
        items: stored.value.items.map(feature),
      };
    case 'devices':
      return {
        ...base(stored.value),
        kind: 'devices' as const,
        items: stored.value.items.map((device) => ({
          name: device.name,
          /** A short category shown above the name, e.g. 'Countertop'. */
          kind: optional(device.kind),
          description: device.description,
          image: { src: device.image.src, alt: device.image.alt },
          specs: nonEmpty(device.specs),
          cta: optionalCta(device.cta),
        })),
      };
    case 'stats':
      return { ...base(stored.value), kind: 'stats' as const, items: stored.value.items.map(stat) };
    case 'audiences':
      return {
        ...base(stored.value),
        kind: 'audiences' as const,
        items: stored.value.items.map((audience) => ({
          title: audience.title,
          description: audience.description,
          icon: audience.icon,
          /** The matching industry page, when there is one. */
          href: optional(audience.page),
        })),
      };
    case 'industries':
      return {
        ...base(stored.value),
        kind: 'industries' as const,
        items: sources.industries,
        showFeatures: flag(stored.value.showFeatures),
      };
    case 'testimonials':
      problems.push(
        ...ratingProblems(
          stored.value.items.map((item) => item.rating),
          [...at, 'items'],
        ),
      );
      return {
        ...base(stored.value),
        kind: 'testimonials' as const,
        items: stored.value.items.map(testimonial),
        action: optionalCta(stored.value.action),
      };
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
      return {
        ...base(stored.value),
        kind: 'comparison' as const,
        table: {
          caption: table.caption,
          rowHeader: table.rowHeader,
          columns: table.columns,
          rows: table.rows.map((row) => ({ label: row.label, values: row.values.map(cell) })),
          note: optional(table.note),
        },
      };
    }
    case 'bundles':
      return {
        ...base(stored.value),
        kind: 'bundles' as const,
        items: stored.value.items.map((bundle) => ({
          name: bundle.name,
          tagline: bundle.tagline,
          highlight: bundle.highlight.discriminant ? stat(bundle.highlight.value) : undefined,
          description: bundle.description,
          includesLabel: bundle.includesLabel,
          includes: bundle.includes,
          image: optionalIllustration(bundle.image),
          cta: bundle.cta,
          badge: optional(bundle.badge),
        })),
      };
    case 'cards':
      return {
        ...base(stored.value),
        kind: 'cards' as const,
        columns: Number(stored.value.columns) as 2 | 3,
        items: cards(stored.value, sources, at, problems),
      };
    case 'benefits':
      return {
        ...base(stored.value),
        kind: 'benefits' as const,
        image: optionalIllustration(stored.value.image),
        items: stored.value.items.map(feature),
      };
    case 'steps':
      return {
        ...base(stored.value),
        kind: 'steps' as const,
        items: stored.value.items.map(({ title, description }) => ({ title, description })),
      };
    case 'case-study': {
      const { study } = stored.value;
      return {
        ...base(stored.value),
        kind: 'case-study' as const,
        study: {
          business: study.business,
          summary: study.summary,
          challenge: study.challenge,
          solution: study.solution,
          results: study.results.map(stat),
        },
      };
    }
    case 'split': {
      const { body } = stored.value;
      return {
        ...base(stored.value),
        kind: 'split' as const,
        body: {
          paragraphs: body.paragraphs,
          features: nonEmpty(body.features),
          points: nonEmpty(body.points),
          image: optionalIllustration(body.image),
          actions: nonEmpty(body.actions),
          /** Puts the image on the left on wide screens. */
          reverse: flag(body.reverse),
        },
      };
    }
    case 'quote-request':
      return {
        ...base(stored.value),
        kind: 'quote-request' as const,
        heading: stored.value.heading,
        body: stored.value.body,
        needs: stored.value.needs,
        form: { ...stored.value.form },
      };
    case 'cta':
      return { ...stored.value, kind: 'cta' as const };
  }
}

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
    const value = fillCounts(entry, countOf(entry, sources.industries));
    return section({ ...entry, value } as StoredSection, sources, at, problems);
  });
  return { sections, problems };
}
