/**
 * The page's inline scripts as one: one sha256 source in its CSP header.
 *
 * Two steps of the rewrite (lib/build/rewrite-page.ts) write an inline
 * script into a prerendered page: the after-paint loader at the end of
 * <body> (lib/build/defer-scripts.ts) and, right after the critical CSS in
 * <head>, the script that gives a returning visitor's first paint the web
 * font (lib/build/cached-font.ts). The page's Content-Security-Policy allows
 * each inline script by its own hash (lib/csp/manifest.ts, proxy.ts): 54
 * bytes of header per script, uncompressed and in the document's first round
 * trip (e2e/budget.spec.ts), plus the second element's tags. This step writes
 * the loader's code into the font script's element, after the font's code,
 * and marks the element as the loader; the loader's own element goes.
 *
 * The font's code must stay in <head>: it adds the remembered face before
 * the first layout, and that layout may come before the end of <body> is
 * parsed. The loader's code runs from there unchanged in effect: it does
 * nothing when it runs but define its work and wait for the document to be
 * parsed (`DOMContentLoaded`), then for the first contentful paint, as it
 * did at the end of <body> (`loaderScript` says why that order). Both are
 * blocks whose `let`s stay inside them, and the font's is a `try`, so
 * neither sees the other's names or errors.
 *
 * A page without the font script (one without the site's stylesheet)
 * keeps its loader where it is: it is the page's one inline script already.
 * A page this step has changed has no font script of its own left, so a
 * second run changes nothing. Free of Next and `server-only`, like the steps.
 */
import { cachedFontMarker } from './cached-font';
import { loaderMarker } from './defer-scripts';

/** The body of every script element marked with `marker` (no script's body holds `</script>`). */
const marked = (marker: string) => new RegExp(`<script ${marker}="">([\\s\\S]*?)</script>`, 'g');

export function withOneInlineScript(html: string): string {
  const fonts = Array.from(html.matchAll(marked(cachedFontMarker)), (match) => match[1]!);
  const loaders = Array.from(html.matchAll(marked(loaderMarker)), (match) => match[1]!);
  if (fonts.length === 0 || loaders.length !== 1) return html;
  const merged = `<script ${loaderMarker}="">${fonts.join('')}${loaders[0]!}</script>`;
  let first = true;
  return html
    .replace(marked(loaderMarker), '')
    .replace(marked(cachedFontMarker), () => (first ? ((first = false), merged) : ''));
}
