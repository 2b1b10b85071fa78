/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { compactSvg, svgDataUrl, withoutTitle } from '@/lib/svg-data-url';

const root = path.join(__dirname, '..', '..');

describe('svgDataUrl', () => {
  it('writes the favicon as a data: URL that decodes to the same drawing', () => {
    const url = svgDataUrl('/icon.svg');
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    // Nothing an HTML attribute or a URL would misread is left unescaped.
    expect(url).not.toMatch(/["<>#\n]/);
    const svg = fs.readFileSync(path.join(root, 'public', 'icon.svg'), 'utf8');
    expect(decodeURIComponent(url!.slice('data:image/svg+xml,'.length))).toBe(compactSvg(withoutTitle(svg)));
  });

  it("leaves an illustration's title out of its data: URL (the image's alt names it) and keeps the drawing", () => {
    const file = path.join(root, 'public', 'illustrations', 'device-pos-station.svg');
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    const drawn = decodeURIComponent(
      svgDataUrl('/illustrations/device-pos-station.svg')!.slice('data:image/svg+xml,'.length),
    );
    expect(drawn).not.toContain('<title>');
    expect(drawn).toBe(compactSvg(svg.replace(/<title>[^<]*<\/title>/, '')));
    expect(withoutTitle('<svg><title>A square</title><rect width="4"/></svg>')).toBe('<svg><rect width="4"/></svg>');
  });

  it('keeps every element and attribute, and drops only the whitespace between elements', () => {
    const svg = '<svg viewBox="0 0 4 4">\n  <title>A  square</title>\n  <rect width="4"\n    height="4"/>\n</svg>\n';
    expect(compactSvg(svg)).toBe('<svg viewBox="0 0 4 4"><title>A square</title><rect width="4" height="4"/></svg>');
    const text = '<svg>\n<text><tspan>a</tspan> <tspan>b</tspan></text>\n</svg>';
    expect(compactSvg(text)).toBe('<svg> <text><tspan>a</tspan> <tspan>b</tspan></text> </svg>');
  });

  it('gives null for a file that is not there, so the caller links the file instead', () => {
    expect(svgDataUrl('/not-there.svg')).toBeNull();
  });
});
