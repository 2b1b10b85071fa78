/**
 * A count as copy writes it: 'six systems', 'Three Bundles'. Numbers up to
 * twelve are words, larger ones digits ('15 cards'), as style guides
 * usually have it.
 */
const words = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

export function numberWord(count: number): string {
  return words[count] ?? String(count);
}

/** The same, capitalized, for the start of a sentence or a heading: 'Six'. */
export function capitalNumberWord(count: number): string {
  const word = numberWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
