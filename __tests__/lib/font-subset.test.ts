/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_FAMILIES,
  FONT_CHARACTERS,
  FONT_FILE,
  FONT_OUTPUT,
  FONT_WEIGHTS,
  fallbackInputs,
  fallbackOverrides,
  fontFaceCss,
  subsetInter,
} from '@/scripts/support/font-subset';

const root = path.join(__dirname, '..', '..');

/** Every file whose text can reach a page: content, pages, components and the messages in lib/. */
function textSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(tsx?|mdx?|json)$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of ['content', 'app', 'components', 'lib']) walk(dir);
  return files;
}

describe('the web font subset', () => {
  it('covers every character the site’s text uses', () => {
    const covered = new Set([...FONT_CHARACTERS, '\n', '\r', '\t']);
    const missing = new Map<string, Set<string>>();
    for (const file of textSources()) {
      for (const char of fs.readFileSync(path.join(root, file), 'utf8')) {
        if (!covered.has(char)) missing.set(char, (missing.get(char) ?? new Set()).add(file));
      }
    }
    const report = [...missing].map(
      ([char, files]) =>
        `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) in ${[...files].join(', ')}`,
    );
    // Add the character to FONT_CHARACTERS in scripts/support/font-subset.ts and run `npm run font:subset`.
    expect(report).toEqual([]);
  });

  it('is the committed font file and stylesheet, regenerated from the npm package and the fonts’ own metrics', async () => {
    const font = await subsetInter(root);
    // A mismatch means the definition or @fontsource-variable/inter changed: run `npm run font:subset`.
    expect(Buffer.compare(fs.readFileSync(path.join(root, FONT_FILE)), font)).toBe(0);
    expect(fs.readFileSync(path.join(root, FONT_OUTPUT), 'utf8')).toBe(fontFaceCss(await fallbackInputs(font)));
    expect(font.length).toBeLessThan(28 * 1024);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('names the font file from its @font-face (a file Next hashes and caches for a year), never a data: URL', () => {
    const committed = fs.readFileSync(path.join(root, FONT_OUTPUT), 'utf8');
    expect(committed).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
    expect(committed).toContain(`src: url('./${path.basename(FONT_FILE)}') format('woff2');`);
    expect(committed).not.toContain('data:');
  });

  it('scales a fallback to Inter’s average width and gives it Inter’s vertical metrics', () => {
    const inter = { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 };
    const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
    // 978 / 913 = 1.0712; 1984 / (2048 × 1.0712) = 0.9044; 494 / (2048 × 1.0712) = 0.2252.
    expect(fallbackOverrides(inter, arial)).toEqual({
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
      lineGapOverride: '0.00%',
    });
    // The same font is its own fallback at 100%.
    expect(fallbackOverrides(inter, inter).sizeAdjust).toBe('100.00%');
  });

  it('is what the site’s stylesheet imports, first in the sans-serif stack', () => {
    const globals = fs.readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
    expect(globals).toContain(`@import './fonts/${path.basename(FONT_OUTPUT)}';`);
    // Inter, then every metric-matched fallback family, before the generic ones.
    const stack = /--font-sans:\s*([^;]+);/
      .exec(globals)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    expect(stack?.slice(0, 1 + FALLBACK_FAMILIES.length)).toEqual(
      ['Inter', ...FALLBACK_FAMILIES].map((family) => `'${family}'`),
    );
  });
});
