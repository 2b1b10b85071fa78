/** @jest-environment node */
import { withShorterSvgDataUrls } from '@/lib/build/svg-data-urls';

/** An SVG as lib/svg-data-url.ts writes it into a page. */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#173766"/></svg>';
const written = `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|3D|3A|2F|2C|3B)/g, (escape) => decodeURIComponent(escape))}`;

describe('withShorterSvgDataUrls', () => {
  it("quotes the SVG's attributes with ' in every src and href, and the drawing stays the same", () => {
    const html = `<link rel="icon" href="${written}" type="image/svg+xml"/><img src="${written}" alt="" width="40" height="40"/>`;
    const shorter = withShorterSvgDataUrls(html);
    expect(shorter.length).toBeLessThan(html.length);
    expect(shorter).not.toContain('%22');
    const urls = Array.from(shorter.matchAll(/(?:src|href)="data:image\/svg\+xml,([^"]*)"/g), (match) => match[1]!);
    expect(urls).toHaveLength(2);
    for (const data of urls) expect(decodeURIComponent(data)).toBe(svg.replaceAll('"', "'"));
  });

  it("leaves an SVG that holds a ' as it is, and other attributes and data: URLs", () => {
    const apostrophe = `<img src="${written.replace('viewBox', 'data-x=%22it&#x27;s%22 viewBox')}" alt="%22"/>`;
    const png = '<img src="data:image/png;base64,%22AAAA" alt=""/>';
    expect(withShorterSvgDataUrls(apostrophe + png)).toBe(apostrophe + png);
  });

  it('changes nothing the second time', () => {
    const once = withShorterSvgDataUrls(`<img src="${written}"/>`);
    expect(withShorterSvgDataUrls(once)).toBe(once);
  });
});
