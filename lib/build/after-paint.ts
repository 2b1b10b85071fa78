/**
 * A prerendered page's work after its first paint, in one script file the
 * whole build shares.
 *
 * The page's inline loader (lib/build/defer-scripts.ts) adds it first of its
 * scripts once the first contentful paint is reported; it then
 * - links the full stylesheet, as its copy without font faces, right after
 *   the disabled original (lib/build/critical-css.ts disabled it, having
 *   written the rules of the first paint into the page;
 *   lib/build/stylesheet-without-faces.ts says why the copy): the original
 *   stays for React to find by its href;
 * - loads the web font with a `FontFace` and adds the face to the page only
 *   once its file has arrived, so the page is laid out again once, for the
 *   swap (nothing moves: the fallback has Inter's metrics), and remembers the
 *   file for a returning visitor's first paint (lib/build/cached-font.ts);
 *   not when that visitor's face has already loaded;
 * - fetches the icon sprite when the page names it and adds the symbols of
 *   the icons below the first screen (lib/build/inline-icons.ts), under the
 *   ids their `<use>`s already point at; appending a node of the parsed
 *   sprite adopts it into the page (DOM Standard, "append").
 *
 * All of that was code in every page's inline script, in its first round
 * trip; in a file it is fetched once per visitor and cached for a year (its
 * name is its content's hash under `/_next/static/`), and the inline script
 * is ~190 bytes lighter on the wire (docs/performance-journal.md).
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import { createHash } from 'node:crypto';
import { FONT_STORAGE_KEY, type WebFontFace } from './cached-font';
import { inlineIconId, inlineIconsMarker } from './inline-icons';
import { WITHOUT_FACES_SUFFIX } from './stylesheet-without-faces';

/** The file's code for the build's web font faces (those of the stylesheets the pages link). */
export function afterPaintScript(faces: readonly WebFontFace[]): string {
  const iconsKey = inlineIconsMarker.slice('data-'.length);
  return `{
let D = document;
D.querySelectorAll("link[disabled]").forEach((original) => {
  let copy = D.createElement("link");
  copy.rel = "stylesheet";
  copy.href = original.getAttribute("href").replace(/\\.css$/, ${JSON.stringify(`${WITHOUT_FACES_SUFFIX}.css`)});
  original.after(copy);
});
${JSON.stringify(faces)}.forEach(({ family, weight, url }) => {
  if ([...D.fonts].some((face) => face.family === family && face.status === "loaded")) return;
  new FontFace(family, "url(" + url + ")", { weight }).load().then((face) => {
    D.fonts.add(face);
    try { localStorage[${JSON.stringify(FONT_STORAGE_KEY)}] = url; } catch {}
  }, () => {});
});
let icons = D.querySelector("svg[${inlineIconsMarker}]"), sprite = icons?.dataset.${iconsKey};
if (sprite) fetch(sprite).then((response) => response.text()).then((text) =>
  new DOMParser().parseFromString(text, "image/svg+xml").querySelectorAll("symbol").forEach((symbol) => {
    symbol.id = ${JSON.stringify(inlineIconId(''))} + symbol.id;
    D.getElementById(symbol.id) || icons.appendChild(symbol);
  }));
}
`;
}

/** The folder the file is served from. */
export const AFTER_PAINT_DIR = '/_next/static/after-paint/';

/** Where the file is served from: its content's hash under Next's static folder. */
export function afterPaintSrc(code: string): string {
  return `${AFTER_PAINT_DIR}${createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 16)}.js`;
}
