/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { illustrationDataUrl } from '@/lib/illustrations';
import { compactSvg, withoutTitle } from '@/lib/svg-data-url';

const root = path.join(__dirname, '..', '..');
const illustrations = fs
  .readdirSync(path.join(root, 'public', 'illustrations'))
  .filter((name) => name.endsWith('.svg'));

describe('illustrationDataUrl', () => {
  it.each(illustrations)(
    'writes /illustrations/%s as a data: URL that decodes to the same drawing, less its title',
    (name) => {
      const url = illustrationDataUrl(`/illustrations/${name}`);
      expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg /);
      // Nothing an HTML attribute or a URL would misread is left unescaped.
      expect(url).not.toMatch(/["<>#\n]/);
      const svg = fs.readFileSync(path.join(root, 'public', 'illustrations', name), 'utf8');
      expect(decodeURIComponent(url!.slice('data:image/svg+xml,'.length))).toBe(compactSvg(withoutTitle(svg)));
    },
  );

  it('gives null, so the caller links the file instead, for anything but an existing illustration', () => {
    for (const src of [
      '/illustrations/not-there.svg',
      '/icons.svg',
      '/illustrations/../../package.json',
      'https://example.com/a.svg',
    ])
      expect(illustrationDataUrl(src)).toBeNull();
  });
});
