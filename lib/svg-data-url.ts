import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * An SVG file of public/ (`/icon.svg`, `/illustrations/x.svg`) as a data:
 * URL, so the page that shows it needs no request of its own; `null` when
 * the file is not on disk (a page rendered on demand by a serverless
 * function, without public/), and the caller links the file instead. Pages
 * are prerendered, so this runs at build time.
 */
export function svgDataUrl(src: string): string | null {
  let svg: string;
  try {
    svg = fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  } catch {
    return null;
  }
  // Percent-encoding keeps the markup readable to gzip (base64 would not);
  // the characters a URL allows as they are stay as they are. The line breaks
  // between elements go: whitespace between SVG elements draws nothing (compactSvg
  // keeps it in a drawing with text), and each is a `%3E %3C` in the URL.
  const encoded = encodeURIComponent(compactSvg(withoutTitle(svg))).replace(/%(20|3D|3A|2F|2C|3B)/g, (escape) =>
    decodeURIComponent(escape),
  );
  return `data:image/svg+xml,${encoded}`;
}

/**
 * An SVG without its `<title>`. A data: URL is an `<img>`'s source or the
 * favicon, and there the title is neither shown nor read: the image's `alt`
 * names it. The file keeps it (a visitor who opens the file sees it), and it
 * is in English, so on a Spanish page it was the one English in the markup
 * and 30–80 bytes gzipped of a document that must fit in one round trip
 * (docs/performance.md).
 */
export function withoutTitle(svg: string): string {
  return svg.replace(/<title>[^<]*<\/title>/g, '');
}

/**
 * An SVG's markup on one line, without the whitespace between its elements
 * (kept in a drawing with text, where a space between two `<tspan>`s shows).
 */
export function compactSvg(svg: string): string {
  const line = svg.trim().replace(/\s+/g, ' ');
  return /<text\b/.test(line) ? line : line.replace(/> </g, '><');
}
