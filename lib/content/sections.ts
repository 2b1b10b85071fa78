import { fieldProblem } from '@/lib/content/errors';
import type { Cta } from '@/lib/content/page';
import { fillPhrase } from '@/lib/content/phrase';
import type { Feature } from '@/lib/content/types';

/**
 * Shapes that many pages' sections share, as the loaders hand them to
 * components, and how each is made from what the editor stores (the shared
 * field builders of lib/editor/fields.ts). Pure functions: no file is read here.
 */

/** A section's heading and the optional text under it. */
export interface SectionHeading {
  title: string;
  description?: string;
}

/** The dark closing banner of a page (components/sections/cta-band.tsx). */
export interface CtaBandWords {
  title: string;
  description: string;
  actions: Cta[];
}

export interface TitledItem {
  title: string;
  description: string;
}

export function sectionHeading(data: { title: string; description?: string }): SectionHeading {
  return { title: data.title, ...(data.description ? { description: data.description } : {}) };
}

export function cta(data: { label: string; href: string }): Cta {
  return { label: data.label, href: data.href };
}

export function ctaBand(data: { title: string; description: string; actions: readonly Cta[] }): CtaBandWords {
  return { title: data.title, description: data.description, actions: data.actions.map(cta) };
}

export function featureItems(items: readonly Feature[]): Feature[] {
  return items.map(({ title, description, icon }) => ({ title, description, icon }));
}

export function titledItems(items: readonly TitledItem[]): TitledItem[] {
  return items.map(({ title, description }) => ({ title, description }));
}

/**
 * Each value of a list that is used a second time, as a problem at the later
 * one: 'webinars.2.id: "pci" is used twice (also webinars.0.id)'.
 */
export function duplicateProblems(values: readonly string[], list: string, key?: string): string[] {
  const firstAt = new Map<string, number>();
  const at = (index: number) => (key ? [list, index, key] : [list, index]);
  return values.flatMap((value, index) => {
    const first = firstAt.get(value);
    if (first === undefined) {
      firstAt.set(value, index);
      return [];
    }
    return [fieldProblem(at(index), `"${value}" is used twice (also ${at(first).join('.')})`)];
  });
}

/**
 * A phrase of the content with its `{name}` slots filled (lib/content/phrase.ts);
 * a slot the code has no value for, or a required one left out, is a problem
 * at the field rather than an error.
 */
export function phrase(
  text: string,
  values: Record<string, string | number>,
  field: readonly (string | number)[],
  problems: string[],
  required: readonly string[] = [],
): string {
  for (const name of required)
    if (!text.includes(`{${name}}`)) problems.push(fieldProblem(field, `must contain {${name}}`));
  try {
    return fillPhrase(text, values);
  } catch {
    const known = Object.keys(values).map((name) => `{${name}}`);
    const unknown = [...new Set([...text.matchAll(/\{\w+\}/g)].map((match) => match[0]))].filter(
      (slot) => !known.includes(slot),
    );
    problems.push(
      fieldProblem(field, `unknown ${unknown.join(', ')} (this text may use ${known.join(', ') || 'none'})`),
    );
    return text;
  }
}

/** The `{slots}` a phrase must hold, and those it may hold besides. */
export interface PhraseSlots {
  must: readonly string[];
  may?: readonly string[];
}

/**
 * The problems of a phrase the code fills later, when its figures are known
 * ('Showing {count} of {total} articles'): a slot it must hold and does not,
 * or one the code has no value for. Checked when the content loads, so a
 * typo fails the build at its field rather than a page or an e-mail later.
 */
export function slotProblems(
  text: string,
  { must, may = [] }: PhraseSlots,
  field: readonly (string | number)[],
): string[] {
  const problems: string[] = [];
  phrase(text, Object.fromEntries([...must, ...may].map((slot) => [slot, slot])), field, problems, must);
  return problems;
}
