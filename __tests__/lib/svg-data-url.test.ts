/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { svgDataUrl } from '@/lib/svg-data-url';

const root = path.join(__dirname, '..', '..');

describe('svgDataUrl', () => {
  it('writes the favicon as a data: URL that decodes to the same drawing', () => {
    const url = svgDataUrl('/icon.svg');
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    // Nothing an HTML attribute or a URL would misread is left unescaped.
    expect(url).not.toMatch(/["<>#\n]/);
    const svg = fs.readFileSync(path.join(root, 'public', 'icon.svg'), 'utf8');
    expect(decodeURIComponent(url!.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' '));
  });

  it('gives null for a file that is not there, so the caller links the file instead', () => {
    expect(svgDataUrl('/not-there.svg')).toBeNull();
  });
});
