import { fieldProblem } from '@/lib/content/errors';

/**
 * Problems with values that must be unique in a list (section names, pages,
 * systems): each repeat named at its field, with where the value first
 * appeared: 'sections.4.value.id: "features" is used twice (also sections.0.value.id)'.
 */
export function duplicateProblems<T>(
  items: readonly T[],
  valueOf: (item: T) => string,
  fieldOf: (index: number) => readonly (string | number)[],
): string[] {
  const firstAt = new Map<string, number>();
  return items.flatMap((item, index) => {
    const value = valueOf(item);
    const first = firstAt.get(value);
    if (first === undefined) {
      firstAt.set(value, index);
      return [];
    }
    return [fieldProblem(fieldOf(index), `"${value}" is used twice (also ${fieldOf(first).join('.')})`)];
  });
}
