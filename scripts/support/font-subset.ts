/**
 * The site's one web font: Inter (variable) from @fontsource-variable/inter,
 * cut down to what an English-language US site shows. The package's "latin"
 * file carries weights 100–900 and ~300 glyphs; the pages use weights
 * 400–800 (normal to extrabold), the characters below and the OpenType
 * features below, and the subset is about half the size.
 *
 * The subset is a file of its own (app/fonts/inter-subset.woff2), named in
 * the @font-face of app/fonts/inter.css; Next's CSS pipeline copies it to
 * `/_next/static/media/` under a content hash, served `immutable`, so a
 * visitor downloads it once. The rule sits in the full stylesheet only,
 * which prerendered pages load after their first paint (lib/build/critical-css.ts):
 * the first paint is in the metric-matched fallback faces below, and Inter
 * replaces them when it arrives without moving anything.
 *
 * `npm run font:subset` writes the font and that stylesheet;
 * __tests__/lib/font-subset.test.ts fails when the committed files no longer
 * match this definition, or when a page's text uses a character outside
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
/** The subset itself, beside the stylesheet that names it. */
export const FONT_FILE = path.join('app', 'fonts', 'inter-subset.woff2');
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

/** What a face's fallback needs of a font file: its vertical metrics and average Latin letter width, in font units. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** capsize's `xWidthAvg`: the advance widths of a-z and space weighted by English letter frequency. */
  xWidthAvg: number;
}

/** Inter's metrics at the regular and the bold weight the fallbacks stand in for. */
export interface InterMetrics {
  regular: FontMetrics;
  bold: FontMetrics;
}

/** A local font that stands in for Inter until it arrives: one regular and one bold face. */
interface LocalFallback {
  family: string;
  regular: { local: string[]; metrics: FontMetrics };
  bold: { local: string[]; metrics: FontMetrics };
}

/** The DejaVu Sans files Debian installs (the fonts of the Chromium that runs the browser tests and audits). */
export const DEJAVU_FILES = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
} as const;

type CapsizeEntry = FontMetrics & { variants?: Record<string, { xWidthAvg: number }> };
const capsize = (name: 'inter' | 'arial' | 'roboto', weight: 'regular' | '700'): FontMetrics => {
  // capsize's collection: metrics read from the fonts' own files with fontkit.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { entireMetricsCollection } = require('@capsizecss/metrics/entireMetricsCollection') as {
    entireMetricsCollection: Record<string, CapsizeEntry>;
  };
  const entry = entireMetricsCollection[name]!;
  const xWidthAvg = weight === 'regular' ? entry.xWidthAvg : entry.variants?.[weight]?.xWidthAvg;
  if (xWidthAvg === undefined) throw new Error(`@capsizecss/metrics has no ${weight} width for ${name}`);
  return {
    ascent: entry.ascent,
    descent: entry.descent,
    lineGap: entry.lineGap,
    unitsPerEm: entry.unitsPerEm,
    xWidthAvg,
  };
};

/** Reads a font file's metrics the way capsize measures them (@capsizecss/unpack). */
async function unpack(file: Buffer): Promise<FontMetrics> {
  const { fromBuffer } = await import('@capsizecss/unpack');
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(file);
  return { ascent, descent, lineGap, unitsPerEm, xWidthAvg };
}

/**
 * The metrics the fallback faces are computed from, all read from real font
 * files: Inter's regular from the subset itself and its bold (a point on the
 * variable axis the subset keeps) from capsize's reading of Inter Bold;
 * Arial (Windows, macOS, iOS) and Roboto (Android) from capsize's collection;
 * DejaVu Sans (Linux, and the Chromium of the tests) from Debian's files.
 */
export async function fallbackInputs(font: Buffer): Promise<{ inter: InterMetrics; locals: LocalFallback[] }> {
  const interRegular = await unpack(font);
  const inter = { regular: interRegular, bold: { ...interRegular, xWidthAvg: capsize('inter', '700').xWidthAvg } };
  for (const file of Object.values(DEJAVU_FILES))
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: install fonts-dejavu-core to measure the fallback`);
  const locals: LocalFallback[] = [
    {
      family: 'Inter Fallback Arial',
      regular: { local: ['Arial', 'ArialMT'], metrics: capsize('arial', 'regular') },
      bold: { local: ['Arial Bold', 'Arial-BoldMT'], metrics: capsize('arial', '700') },
    },
    {
      family: 'Inter Fallback Roboto',
      regular: { local: ['Roboto', 'Roboto-Regular'], metrics: capsize('roboto', 'regular') },
      bold: { local: ['Roboto Bold', 'Roboto-Bold'], metrics: capsize('roboto', '700') },
    },
    {
      family: 'Inter Fallback DejaVu',
      regular: { local: ['DejaVu Sans', 'DejaVuSans'], metrics: await unpack(fs.readFileSync(DEJAVU_FILES.regular)) },
      bold: {
        local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
        metrics: await unpack(fs.readFileSync(DEJAVU_FILES.bold)),
      },
    },
  ];
  return { inter, locals };
}

/** The families to list after 'Inter' in the site's font stack, in order (first found wins). */
export const FALLBACK_FAMILIES = ['Inter Fallback Arial', 'Inter Fallback Roboto', 'Inter Fallback DejaVu'];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make a local face take Inter's room: scaled so its
 * average letter is as wide as Inter's (`size-adjust`), then given Inter's
 * ascent, descent and line gap, divided by that scale because the
 * overrides apply to the scaled face (the method of
 * https://developer.chrome.com/blog/font-fallbacks/, as next/font applies it).
 */
export function fallbackOverrides(inter: FontMetrics, local: FontMetrics) {
  const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = inter.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(inter.ascent / em),
    descentOverride: percent(Math.abs(inter.descent) / em),
    lineGapOverride: percent(inter.lineGap / em),
  };
}

/**
 * The stylesheet: Inter from its file, then the fallback faces, one regular
 * (100–599) and one bold (600–900) per local family, since the headings are
 * bold and bold faces are wider.
 *
 * `font-display: swap`: until the file has arrived the text is shown in the
 * fallback, in the boxes Inter will fill, and Inter replaces it when ready.
 */
export function fontFaceCss({ inter, locals }: { inter: InterMetrics; locals: LocalFallback[] }): string {
  const face = (rules: string[]) => ['@font-face {', ...rules.map((rule) => `  ${rule}`), '}'];
  return [
    '/* Written by `npm run font:subset` (scripts/support/font-subset.ts). Do not edit. */',
    ...face([
      "font-family: 'Inter';",
      'font-style: normal;',
      `font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`,
      'font-display: swap;',
      `src: url('./${path.basename(FONT_FILE)}') format('woff2');`,
    ]),
    ...locals.flatMap((fallback) =>
      (['regular', 'bold'] as const).flatMap((weight) => {
        const { local, metrics } = fallback[weight];
        const overrides = fallbackOverrides(inter[weight], metrics);
        return face([
          `font-family: '${fallback.family}';`,
          `font-weight: ${weight === 'regular' ? '100 599' : '600 900'};`,
          `src: ${local.map((name) => `local('${name}')`).join(', ')};`,
          `size-adjust: ${overrides.sizeAdjust};`,
          `ascent-override: ${overrides.ascentOverride};`,
          `descent-override: ${overrides.descentOverride};`,
          `line-gap-override: ${overrides.lineGapOverride};`,
        ]);
      }),
    ),
    '',
  ].join('\n');
}
