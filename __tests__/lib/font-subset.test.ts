/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { FONT_CHARACTERS, FONT_OUTPUT, FONT_WEIGHTS, subsetInter } from '@/scripts/support/font-subset';

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

  it('is the committed font file, regenerated from the npm package', async () => {
    const committed = fs.readFileSync(path.join(root, FONT_OUTPUT));
    const fresh = await subsetInter(root);
    // A mismatch means the definition or @fontsource-variable/inter changed: run `npm run font:subset`.
    expect(Buffer.compare(committed, fresh)).toBe(0);
    expect(committed.length).toBeLessThan(28 * 1024);
  });

  it('declares in the layout the weight range the subset keeps', () => {
    const layout = fs.readFileSync(path.join(root, 'app', 'layout.tsx'), 'utf8');
    expect(layout).toContain(`src: './fonts/${path.basename(FONT_OUTPUT)}'`);
    expect(layout).toContain(`weight: '${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}'`);
  });
});
