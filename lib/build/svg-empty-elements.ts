/**
 * The empty elements of a page's inline SVGs written as `<x …/>`.
 *
 * React writes every SVG element with an end tag (`<rect …></rect>`). Inside
 * an `<svg>` the HTML parser is in foreign content, where `<rect …/>` is the
 * same empty element, so the document builds the same DOM, hydration
 * included (React compares elements, not how their tags were written): the
 * brand mark's shapes, ~10–20 bytes gzipped off each page. Outside an
 * `<svg>` a `/>` means nothing to the parser, so only the inside of one is
 * touched; the inline scripts (JSON-LD, the payload) hold no `<svg`.
 * (lib/build/inline-icons.ts does the same for the icons' `<use>`s.)
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** The SVG elements that React writes empty in this site's drawings. */
const emptyElement = /<(rect|path|circle|ellipse|line|polyline|polygon|use|stop)(\s[^<>]*)?><\/\1>/g;

/** `html` with the empty shapes of each inline `<svg>…</svg>` self-closed. */
export function withSelfClosedSvgShapes(html: string): string {
  return html.replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/g, (svg) =>
    svg.replace(emptyElement, (_element, name: string, attributes = '') => `<${name}${attributes}/>`),
  );
}
