/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_FAMILIES,
  FONT_CHARACTERS,
  FONT_OUTPUT,
  FONT_WEIGHTS,
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

  it('is the committed stylesheet, regenerated from the npm package', async () => {
    const committed = fs.readFileSync(path.join(root, FONT_OUTPUT), 'utf8');
    const font = await subsetInter(root);
    // A mismatch means the definition or @fontsource-variable/inter changed: run `npm run font:subset`.
    expect(committed).toBe(fontFaceCss(font));
    expect(font.length).toBeLessThan(28 * 1024);
    // The face covers the weight range kept, and the font is the woff2 itself.
    expect(committed).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
    const data = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(committed)?.[1];
    expect(
      Buffer.from(data ?? '', 'base64')
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
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
