import { fieldProblem } from '@/lib/content/errors';

/** Checks many pages' lists share. Pure functions: no file is read here. */

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
