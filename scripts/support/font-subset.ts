/**
 * The site's one web font: Inter (variable) from @fontsource-variable/inter,
 * cut down to what an English-language US site shows. The package's "latin"
 * file (47.1 KB) carries weights 100–900 and ~300 glyphs; the pages use
 * weights 400–800 (normal to extrabold), the characters below and the
 * OpenType features below, and the subset is 45% smaller (26.1 KB): bytes
 * every first visit on a phone saves on the one font it preloads.
 *
 * `npm run font:subset` writes the file that app/layout.tsx loads;
 * __tests__/lib/font-subset.test.ts fails when the committed file no longer
 * matches this definition, or when a page's text uses a character outside
 * it (such a character would still show, from the fallback font, but in a
 * different typeface).
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

export const FONT_SOURCE = path.join(
  'node_modules',
  '@fontsource-variable',
  'inter',
  'files',
  'inter-latin-wght-normal.woff2',
);
export const FONT_OUTPUT = path.join('app', 'fonts', 'inter-latin-400-800.woff2');
/** font-weight range kept from the variable axis; app/layout.tsx declares the same. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * Printable ASCII, Latin-1 (accented letters of names and loan words: café,
 * piñata; ¢ © ® ° · × ÷), and the typographic punctuation and symbols that
 * copy uses: dashes, curly quotes, ellipsis, bullets, arrows, comparison and
 * minus signs, euro, trademark.
 */
export const FONT_CHARACTERS = [range(0x20, 0x7e), range(0xa0, 0xff), '–—‘’‚“”„•…‹›′″€™−→←↑↓≤≥≈'].join('');

/**
 * OpenType features kept: kerning, ligatures, Inter's contextual alternates
 * (raised colons and dashes between figures and capitals), the mark and
 * composition features accented letters need, and tabular figures
 * (Tailwind's tabular-nums). Inter's stylistic sets and character variants
 * are never switched on here, so they go.
 */
export const FONT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

export async function subsetInter(root = process.cwd()): Promise<Buffer> {
  const source = fs.readFileSync(path.join(root, FONT_SOURCE));
  return subsetFont(source, FONT_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: FONT_FEATURES,
    variationAxes: { wght: { ...FONT_WEIGHTS } },
  });
}
