/**
 * The stylesheet of a prerendered page, written into its own HTML.
 *
 * Next links the site's one stylesheet (the Tailwind rules and the Inter
 * subset as a data: URL, ~38 KB gzipped) from the head, and the first paint
 * waits for it: a second request after the document. On a phone's network
 * every request costs a round trip of its own; with Lighthouse's real
 * throttling (slow 4G, 562 ms per request) `/faq` painted at 1.8 s, the
 * empty Next.js app at 0.8 s (issue 13, docs/performance.md "The stylesheet
 * in the page"). With the rules and the font in the document, the page
 * paints from the document alone: LCP 1.04–1.15 s on the routes measured,
 * against the empty app's 0.75 s. (Left alone, Chromium would still paint
 * the first frame in the fallback face and swap Inter in once decoded,
 * 40–240 ms later: the script described below asks for it sooner.)
 *
 * So `npm run build` (scripts/rewrite-pages.ts) puts each stylesheet's text in
 * a `<style>` where its `<link>` was, and keeps the `<link>` with `disabled`:
 * a disabled stylesheet link is not fetched and applies nothing, but React
 * still finds it when it hydrates and when a client navigation asks for the
 * same stylesheet (it looks for `link[rel="stylesheet"][href=…]`), so the
 * file is not fetched then either. Pages rendered per request keep the
 * plain link, cached for a year under its hashed name.
 *
 * The font's bytes in the page are not enough to paint the first frame in
 * it: Chromium starts decoding a face only when the first layout needs it,
 * paints that frame in the fallback face and swaps Inter in 40–240 ms
 * later (the text moves where a line breaks differently). So a one-line
 * script right after the `<style>` asks for each data: URL face at once
 * (`document.fonts.load`), while the rest of the document is parsed: in
 * Playwright at 4× CPU, Inter was ready before the first paint in 3 of 4
 * loads (11 ms after it in the fourth) against 0 of 4 without it, and the
 * category page's shift was gone (docs/performance.md). The CSP manifest,
 * built afterwards, allows it by its hash.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** Next's stylesheet links as React writes them; group 1 is the href. */
const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="[^"]*"\/>/g;
/** A `url()` of a stylesheet; group 2 is the URL. */
const cssUrl = /url\(\s*(["']?)([^"')]*)\1\s*\)/g;
/** An `@font-face` whose source is a data: URL; group 2 is its family. */
const dataFontFace = /@font-face\s*\{[^}]*?font-family:\s*(["']?)([^;"'}]+)\1[^}]*?url\(\s*["']?data:font\//g;
/** Marks the `<style>` that holds a stylesheet's text; its value is the stylesheet's href. */
export const inlineCssMarker = 'data-inline-css';

export interface InlineCssResult {
  html: string;
  /** The hrefs of the stylesheets written into the page; empty when nothing changed. */
  stylesheets: string[];
}

/**
 * Writes the text of every stylesheet `html` links (read with `read(href)`)
 * into a `<style>` in the link's place and disables the link. Throws on a
 * stylesheet that cannot sit in a `<style>` as it is: one that closes the
 * element, or points at a relative `url()` (resolved against the document
 * instead of the stylesheet once it is inline).
 */
export function inlineCss(html: string, read: (href: string) => string): InlineCssResult {
  const stylesheets: string[] = [];
  const rewritten = html.replace(stylesheetLink, (link: string, href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be written into a <style>`);
    const relative = [...css.matchAll(cssUrl)]
      .map((match) => match[2]!)
      .find((url) => !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url));
    if (relative !== undefined)
      throw new Error(`${href} has a relative url(${relative}), which would break once inline`);
    stylesheets.push(href);
    return `<style ${inlineCssMarker}="${href}">${css}</style>${fontLoadScript(css)}${link.replace(/\/>$/, ' disabled=""/>')}`;
  });
  return stylesheets.length === 0 ? { html, stylesheets } : { html: rewritten, stylesheets };
}

/**
 * The script that starts decoding the stylesheet's data: URL faces as soon
 * as it is parsed (see above), or '' when it has none. Failures are
 * ignored: the fallback face is shown, as without it.
 */
export function fontLoadScript(css: string): string {
  const families = [...new Set(Array.from(css.matchAll(dataFontFace), (match) => match[2]!.trim()))];
  if (families.length === 0) return '';
  const loads = families.map(
    (family) => `document.fonts.load(${JSON.stringify(`1em "${family}"`)}).catch(function(){})`,
  );
  return `<script>if(document.fonts){${loads.join(';')}}</script>`;
}
