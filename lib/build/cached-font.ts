/**
 * The web font in the first paint of a returning visitor.
 *
 * The full stylesheet, and with it Inter's @font-face, arrives after the
 * first paint (lib/build/critical-css.ts), so every page would first paint
 * in the metric-matched fallback and swap Inter in a moment later, even when
 * the font is in the browser's cache: nothing moves, but the letters change
 * shape on every page a visitor opens. So a small script at the end of the
 * critical CSS remembers (localStorage) the font file once it has loaded,
 * and on a later page, when the remembered file is this build's, adds the
 * face at once with `font-display: optional`: read from the cache, it is
 * ready within the short block period and the first paint is in Inter; if it
 * is not ready by then, the page keeps the fallback until the full
 * stylesheet's face arrives, as on a first visit. A first visit (and
 * Lighthouse's fresh profile) is unchanged: no request before the paint.
 * A later step puts the after-paint loader's code into the same element
 * (lib/build/one-inline-script.ts): one inline script, one CSP hash.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

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
  return Array.from(css.matchAll(/@font-face\s*\{([^}]*)\}/g), (match) => match[1]!).flatMap((body) => {
    const family = /font-family\s*:\s*(["']?)([^;"'}]+)\1/.exec(body)?.[2]?.trim();
    const url = /url\(\s*(["']?)([^"')]+\.woff2)\1\s*\)/.exec(body)?.[2];
    if (!family || !url) return [];
    const weight = /font-weight\s*:\s*([^;}]+)/.exec(body)?.[1]?.trim() ?? 'normal';
    return [{ family, weight, url: new URL(url, `http://site${href}`).pathname }];
  });
}

/**
 * The script for one face (see above). `loadingdone` lists only faces that
 * loaded; the face added on a later page is fetched when the first layout
 * needs it, a moment later. Errors (no localStorage, no FontFace) leave the
 * page as on a first visit. Kept short: it is in every page's first round trip
 * (a block, not a function called at once: its `let`s stay in the `try`).
 */
export function cachedFontScript({ family, weight, url }: WebFontFace): string {
  const F = JSON.stringify(family);
  return (
    `<script ${cachedFontMarker}="">try{let s=localStorage,u=${JSON.stringify(url)},d=document.fonts;` +
    `s.font==u?d.add(new FontFace(${F},"url("+u+")",{weight:${JSON.stringify(weight)},display:"optional"}))` +
    `:d.addEventListener("loadingdone",e=>e.fontfaces.forEach(f=>{` +
    `f.family.replace(/"/g,"")==${F}&&(s.font=u)}))}catch{}</script>`
  );
}
