/**
 * The icons of a prerendered page: the first screen's drawn from symbols in
 * its own HTML, the rest from the sprite after the first paint.
 *
 * Components draw an icon as `<use href="/icons.svg?v=…#name">` (lib/icons.ts):
 * short markup, one cached sprite. But the browser fetches that sprite while
 * it parses the page, before the first paint, and Lighthouse's LCP model
 * counts every request that ended before the largest paint as needed for it:
 * on every route the sprite alone put LCP after FCP
 * (docs/performance-journal.md). So `npm run build` (scripts/rewrite-pages.ts)
 * points every `<use>` of the page at a page-local id and copies into one
 * hidden `<svg>` at the start of its `<body>` the symbols of the icons the
 * page opens with (the header, and `<main>` up to its first `<h2>`): no
 * request before the first paint, and the first screen is whole in it.
 *
 * The symbols of the icons further down (feature cards, the footer) are
 * 0.6–1.9 KB gzipped of each document, which must arrive in the first round
 * trip (docs/performance.md): they are not copied. The hidden `<svg>` names
 * the sprite in its marker attribute instead, and the page's loader
 * (lib/build/defer-scripts.ts) fetches it after the first paint (cached for
 * a year) and adds the missing symbols under the same ids; each `<use>`
 * draws as soon as its symbol is there. A page whose icons are all in its
 * first screen names no sprite and fetches nothing.
 *
 * The RSC payload keeps the sprite's URLs: React does not rewrite the
 * attributes of the markup it hydrates, and React skips elements it did not
 * render among `<body>`'s children, so the hidden `<svg>` stays. Icons that
 * client components draw later (an opened menu's) and pages rendered per
 * request use the sprite as before.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/**
 * The sprite's `<use>` as React writes it; group 1 is the sprite's URL, group 2 the symbol's name.
 * Its end tag goes too: inside an `<svg>` the HTML parser takes `<use …/>` as the same empty element.
 */
const spriteUse = /<use href="(\/icons\.svg(?:\?v=[\w-]+)?)#([\w-]+)"(?:><\/use>)?/g;
/** One `<symbol>` of public/icons.svg (scripts/support/icon-sprite.ts writes one per line). */
const spriteSymbol = /<symbol id="([\w-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g;
/**
 * Marks the page's own symbols, so a second run of the build step changes
 * nothing. Its value is the sprite's URL when the page draws icons whose
 * symbols are not in it (the loader fetches them), empty otherwise.
 */
export const inlineIconsMarker = 'data-icons';
/** The id of a symbol in a page: prefixed, so it cannot clash with the page's own ids (`#top`, `#main`). */
export const inlineIconId = (name: string) => `icon-${name}`;

export interface InlineIconsResult {
  html: string;
  /** The symbols copied into the page, sorted; empty when nothing changed. */
  icons: string[];
  /** The icons the page draws further down, whose symbols the loader adds from the sprite after the first paint, sorted. */
  deferred: string[];
}

/** Parses the sprite into its symbols: name → `<symbol>` markup under the page-local id. */
export function spriteSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [, name, attributes, body] of sprite.matchAll(spriteSymbol))
    symbols.set(name!, `<symbol id="${inlineIconId(name!)}"${attributes}>${body}</symbol>`);
  return symbols;
}

/**
 * Where the page's first screen ends: its first `<h2>` inside `<main>` (the
 * header and the opening section come before it). A page without one (a
 * short page, its footer in view) is all first screen.
 */
export function firstScreenEnd(html: string): number {
  const main = html.search(/<main[\s>]/);
  const mainEnd = html.indexOf('</main>', main);
  if (main < 0 || mainEnd < 0) return html.length;
  const heading = html.slice(main, mainEnd).search(/<h2[\s>]/);
  return heading < 0 ? html.length : main + heading;
}

/**
 * Points every `<use>` of the sprite in `html` at a page-local id, copies
 * the symbols of the icons its first screen draws (`firstScreenEnd`) from
 * `symbols` (see `spriteSymbols`) into a hidden `<svg>` first in `<body>`,
 * and names the sprite on that `<svg>` when icons further down need symbols
 * it does not hold. Throws on an icon the sprite does not have: the page
 * would show a blank.
 */
export function inlineIcons(html: string, symbols: ReadonlyMap<string, string>): InlineIconsResult {
  const unchanged = { html, icons: [], deferred: [] };
  if (html.includes(`<svg hidden="" ${inlineIconsMarker}=`)) return unchanged;
  const bodyOpen = /<body[^>]*>/.exec(html);
  if (!bodyOpen) return unchanged;
  const cut = firstScreenEnd(html);
  const early = new Set<string>();
  const late = new Set<string>();
  let sprite = '';
  const rewritten = html.replace(spriteUse, (use: string, url: string, name: string, offset: number) => {
    if (!symbols.has(name)) throw new Error(`the page draws the icon "${name}", which public/icons.svg does not have`);
    (offset < cut ? early : late).add(name);
    sprite ||= url;
    return use.endsWith('</use>') ? `<use href="#${inlineIconId(name)}"/>` : `<use href="#${inlineIconId(name)}"`;
  });
  if (early.size === 0 && late.size === 0) return unchanged;
  const icons = [...early].sort();
  const deferred = [...late].filter((name) => !early.has(name)).sort();
  const defs =
    `<svg hidden="" ${inlineIconsMarker}="${deferred.length > 0 ? sprite : ''}">` +
    `${icons.map((name) => symbols.get(name)).join('')}</svg>`;
  const at = bodyOpen.index + bodyOpen[0].length;
  return { html: rewritten.slice(0, at) + defs + rewritten.slice(at), icons, deferred };
}
