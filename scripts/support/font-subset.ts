/**
 * The site's one web font: Inter (variable) from @fontsource-variable/inter,
 * cut down to what an English-language US site shows. The package's "latin"
 * file (47.1 KB) carries weights 100–900 and ~300 glyphs; the pages use
 * weights 400–800 (normal to extrabold), the characters below and the
 * OpenType features below, and the subset is 45% smaller (26.1 KB).
 *
 * The subset is written into the stylesheet itself, as a data: URL in an
 * @font-face rule (app/fonts/inter.css, imported by app/globals.css), not
 * served as a file: no second request for the font (issue 13;
 * docs/performance.md, "Font"). Chromium decodes the face only once the
 * first layout needs it, so on its own that frame is painted in the
 * fallback faces below; the build's font script (lib/build/inline-css.ts)
 * asks for it at once, and the first frame is then in Inter in most loads
 * (measured 2026-11-24, docs/performance.md "The stylesheet in the page"). A
 * prerendered page carries that stylesheet in its own HTML
 * (lib/build/inline-css.ts), so the first paint needs no request but the
 * document; pages rendered per request link it, cached for a year under
 * its hashed name.
 *
 * `npm run font:subset` writes that stylesheet;
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
export const FONT_OUTPUT = path.join('app', 'fonts', 'inter.css');
/** font-weight range kept from the variable axis, and declared in the @font-face rule. */
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

/**
 * Faces shown in Inter's place until it is decoded, and if it cannot be:
 * a local font scaled to Inter's widths (`size-adjust`) with Inter's
 * ascent and descent, so text takes about the same room and little moves
 * when Inter replaces it. One family a platform, first found wins: Arial
 * (Windows, macOS, iOS), Roboto (Android), DejaVu Sans (Linux, and the
 * Chromium that runs the audit), each with a regular and a bold face,
 * because the headings are bold and bold faces are wider.
 *
 * size-adjust is Inter's average Latin letter width over the local
 * font's: for Arial and Roboto from the capsize metrics next/font uses
 * (Inter 985 and 1015 units of 2048, regular and bold, as next/font
 * measured this subset; Arial 913 and 983; Roboto 911 and 926), for
 * DejaVu Sans (not in capsize) measured in Chromium over the FAQ's text.
 */
const FALLBACK_FACES = [
  { family: 'Inter Fallback Arial', weight: '100 599', local: ['Arial', 'ArialMT'], sizeAdjust: 985 / 913 },
  { family: 'Inter Fallback Arial', weight: '600 900', local: ['Arial Bold', 'Arial-BoldMT'], sizeAdjust: 1015 / 983 },
  { family: 'Inter Fallback Roboto', weight: '100 599', local: ['Roboto', 'Roboto-Regular'], sizeAdjust: 985 / 911 },
  { family: 'Inter Fallback Roboto', weight: '600 900', local: ['Roboto Bold', 'Roboto-Bold'], sizeAdjust: 1015 / 926 },
  { family: 'Inter Fallback DejaVu', weight: '100 599', local: ['DejaVu Sans', 'DejaVuSans'], sizeAdjust: 0.94 },
  {
    family: 'Inter Fallback DejaVu',
    weight: '600 900',
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    sizeAdjust: 0.866,
  },
] as const;

/** The families to list after 'Inter' in the site's font stack, in order. */
export const FALLBACK_FAMILIES = [...new Set(FALLBACK_FACES.map((face) => face.family))];

/** Inter's ascent and descent, in em (1984 and 494 units of 2048). */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The stylesheet: the subset as a data: URL, then the fallback faces.
 *
 * `font-display: swap`, and the fallbacks matter: Chromium decodes a
 * data: URL font after the first layout, so the first frame or two show
 * the fallback's letters, in the boxes Inter will fill (no layout shift),
 * and Inter's replace them as soon as they are decoded, with no second
 * download. `block` hid the text for those frames instead and measured the
 * same (docs/performance.md, "The payload, the font and the calculator").
 */
export function fontFaceCss(font: Buffer): string {
  const face = (rules: string[]) => ['@font-face {', ...rules.map((rule) => `  ${rule}`), '}'];
  return [
    '/* Written by `npm run font:subset` (scripts/support/font-subset.ts). Do not edit. */',
    ...face([
      "font-family: 'Inter';",
      'font-style: normal;',
      `font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`,
      'font-display: swap;',
      `src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2');`,
    ]),
    ...FALLBACK_FACES.flatMap((fallback) =>
      face([
        `font-family: '${fallback.family}';`,
        `font-weight: ${fallback.weight};`,
        `src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};`,
        `size-adjust: ${percent(fallback.sizeAdjust)};`,
        `ascent-override: ${percent(INTER_ASCENT / fallback.sizeAdjust)};`,
        `descent-override: ${percent(INTER_DESCENT / fallback.sizeAdjust)};`,
        'line-gap-override: 0%;',
      ]),
    ),
    '',
  ].join('\n');
}
