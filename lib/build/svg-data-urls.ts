/**
 * The SVG data: URLs of a page (the favicon, the opening illustration:
 * lib/svg-data-url.ts) with their attribute quotes as `'` instead of `%22`.
 *
 * An SVG's attributes are quoted with `"`, which a data: URL in an HTML
 * attribute must escape; lib/svg-data-url.ts writes `%22`, because React
 * would write a `'` as `&#x27;`, twice as long. An SVG may quote its
 * attributes with `'` as well, and a `'` needs no escape in a URL nor in a
 * double-quoted HTML attribute: so after the build each `%22` becomes `'`,
 * 40–70 bytes gzipped on a page that opens with an illustration
 * (docs/performance.md). The image is the same drawing. React does not
 * patch attributes when it hydrates, so the page keeps this form (the same
 * holds for the icons' `<use>`s, lib/build/inline-icons.ts). An SVG that
 * already holds a `'` (a quoted font name) is left as it is; its `<title>`
 * is not in the data: URL (lib/svg-data-url.ts).
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** An attribute that holds an SVG data: URL; group 1 is the part up to the comma, group 2 the data. */
const svgDataUrl = /(\s(?:src|href)="data:image\/svg\+xml,)([^"]*)"/g;

export function withShorterSvgDataUrls(html: string): string {
  return html.replace(svgDataUrl, (whole, start: string, data: string) =>
    data.includes("'") || /%27/i.test(data) || /&#x?0*27;|&apos;/i.test(data)
      ? whole
      : `${start}${data.replace(/%22/gi, "'")}"`,
  );
}
