/**
 * The icons of a prerendered page, drawn from symbols in its own HTML.
 *
 * Components draw an icon as `<use href="/icons.svg?v=…#name">` (lib/icons.ts):
 * short markup, one cached sprite. But the browser fetches that sprite while
 * it parses the page, before the first paint, and Lighthouse's LCP model
 * counts every request that ended before the largest paint as needed for it:
 * on every route the sprite alone put LCP after FCP
 * (docs/performance-journal.md). So `npm run build` (scripts/rewrite-pages.ts) copies
 * the symbols a page uses, and only those, into one hidden `<svg>` at the
 * start of its `<body>` and points the page's `<use>`s at them: no request
 * before the first paint, and every icon is in that paint.
 *
 * The RSC payload keeps the sprite's URLs: React does not rewrite the
 * attributes of the markup it hydrates, and React skips elements it did not
 * render among `<body>`'s children, so the hidden `<svg>` stays. Icons that
 * client components draw later (an opened menu's) and pages rendered per
 * request use the sprite as before.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** The sprite's `<use>` as React writes it; group 1 is the symbol's name. */
const spriteUse = /<use href="\/icons\.svg(?:\?v=[\w-]+)?#([\w-]+)"/g;
/** One `<symbol>` of public/icons.svg (scripts/support/icon-sprite.ts writes one per line). */
const spriteSymbol = /<symbol id="([\w-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g;
/** Marks the page's own symbols, so a second run of the build step changes nothing. */
export const inlineIconsMarker = 'data-icons';
/** The id of a symbol copied into a page: prefixed, so it cannot clash with the page's own ids (`#top`, `#main`). */
export const inlineIconId = (name: string) => `icon-${name}`;

export interface InlineIconsResult {
  html: string;
  /** The symbols copied into the page, sorted; empty when nothing changed. */
  icons: string[];
}

/** Parses the sprite into its symbols: name → `<symbol>` markup under the page-local id. */
export function spriteSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [, name, attributes, body] of sprite.matchAll(spriteSymbol))
    symbols.set(name!, `<symbol id="${inlineIconId(name!)}"${attributes}>${body}</symbol>`);
  return symbols;
}

/**
 * Copies the symbols `html` uses from `symbols` (see `spriteSymbols`) into a
 * hidden `<svg>` first in `<body>` and points its `<use>`s at them. Throws on
 * an icon the sprite does not have: the page would show a blank.
 */
export function inlineIcons(html: string, symbols: ReadonlyMap<string, string>): InlineIconsResult {
  if (html.includes(`${inlineIconsMarker}=""`)) return { html, icons: [] };
  const bodyOpen = /<body[^>]*>/.exec(html);
  if (!bodyOpen) return { html, icons: [] };
  const used = new Set<string>();
  const rewritten = html.replace(spriteUse, (_use, name: string) => {
    if (!symbols.has(name)) throw new Error(`the page draws the icon "${name}", which public/icons.svg does not have`);
    used.add(name);
    return `<use href="#${inlineIconId(name)}"`;
  });
  if (used.size === 0) return { html, icons: [] };
  const icons = [...used].sort();
  const defs = `<svg hidden="" ${inlineIconsMarker}="">${icons.map((name) => symbols.get(name)).join('')}</svg>`;
  const at = bodyOpen.index + bodyOpen[0].length;
  return { html: rewritten.slice(0, at) + defs + rewritten.slice(at), icons };
}
