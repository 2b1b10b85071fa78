/**
 * The web font in the first paint of a returning visitor.
 *
 * A first visit paints in the metric-matched fallback (the critical CSS has
 * its faces, lib/build/critical-css.ts), and after that paint the build's
 * after-paint script (lib/build/after-paint.ts) loads Inter, adds it once
 * loaded and remembers the file (localStorage). On a later page, when the
 * remembered file is this build's, this small script at the end of the
 * critical CSS adds the face at once with `font-display: optional`: read
 * from the cache, it is ready within the short block period and the first
 * paint is in Inter; if it is not ready by then, that page keeps the
 * fallback, and the after-paint script adds the face once loaded, as on a
 * first visit. A first visit (and Lighthouse's fresh profile) makes no
 * request before the paint.
 * A later step puts the after-paint loader's code into the same element
 * (lib/build/one-inline-script.ts): one inline script, one CSP hash.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import { fontFaces } from './font-faces';

/** The localStorage key under which the font file a visitor has is remembered. */
export const FONT_STORAGE_KEY = 'font';

/** Marks the script, so a second run of the build step changes nothing. */
export const cachedFontMarker = 'data-cached-font';

export interface WebFontFace {
  family: string;
  weight: string;
  /** The font file's URL, from the site's root. */
  url: string;
}

/** The @font-face rules of `css` (served from `href`) that name a woff2 file, with the file's URL resolved. */
export function webFontFaces(css: string, href: string): WebFontFace[] {
  return fontFaces(css).flatMap(({ body }) => {
    const family = /font-family\s*:\s*(["']?)([^;"'}]+)\1/.exec(body)?.[2]?.trim();
    const url = /url\(\s*(["']?)([^"')]+\.woff2)\1\s*\)/.exec(body)?.[2];
    if (!family || !url) return [];
    const weight = /font-weight\s*:\s*([^;}]+)/.exec(body)?.[1]?.trim() ?? 'normal';
    return [{ family, weight, url: new URL(url, `http://site${href}`).pathname }];
  });
}

/**
 * The script for one face (see above). The face it adds is fetched when the
 * first layout needs it. Errors (no localStorage, no FontFace) leave the page
 * as on a first visit. Kept short: it is in every page's first round trip (a
 * block, not a function called at once: its `let` stays in the `try`).
 */
export function cachedFontScript({ family, weight, url }: WebFontFace): string {
  return (
    `<script ${cachedFontMarker}="">try{let u=${JSON.stringify(url)};localStorage.${FONT_STORAGE_KEY}==u&&` +
    `document.fonts.add(new FontFace(${JSON.stringify(family)},"url("+u+")",` +
    `{weight:${JSON.stringify(weight)},display:"optional"}))}catch{}</script>`
  );
}
