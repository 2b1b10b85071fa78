import { fieldProblem } from '@/lib/content/errors';
import type { Cta } from '@/lib/content/page';
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

/** Ratings are shown as whole and half stars (components/ui/star-rating.tsx): any other is a problem at its item. */
export function ratingProblems(ratings: readonly number[], list: readonly (string | number)[]): string[] {
  return ratings.flatMap((rating, index) =>
    Number.isInteger(rating * 2)
      ? []
      : [fieldProblem([...list, index, 'rating'], `${rating} is not a whole or half star (use 4 or 4.5, not 4.3)`)],
  );
}
