/**
 * The full stylesheet a prerendered page takes after its first paint,
 * without its `@font-face` rules.
 *
 * Chromium lays the whole document out again whenever a stylesheet adds font
 * faces for a family the page uses, even faces it already has or whose file
 * has not arrived: the font lists of every text run are rebuilt. The site's
 * stylesheet declares Inter and its metric-matched fallbacks
 * (app/fonts/inter.css); the fallbacks are already in the page's critical
 * CSS (lib/build/critical-css.ts), so enabling the full stylesheet declared
 * them a second time and Inter a first time, and that relayout was the
 * longest task after the paint (docs/performance-journal.md, "The full
 * stylesheet without its font faces"). So `npm run build`
 * (scripts/rewrite-pages.ts) writes this copy beside the stylesheet, and the
 * after-paint script (lib/build/after-paint.ts) links the copy where the
 * disabled original is and adds Inter once its file has loaded: one
 * relayout, for the swap itself.
 *
 * The original stays as Next wrote it, linked `disabled` in the page: React
 * finds its stylesheet there by its href when it hydrates and on a client
 * navigation, and a page rendered per request links it as its only
 * stylesheet, faces and all.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import { fontFaces } from './font-faces';

/** What the copy's name adds before `.css`: `x.css` → `x.nofaces.css`, beside it. */
export const WITHOUT_FACES_SUFFIX = '.nofaces';

/** The copy's URL for a stylesheet's URL. */
export function withoutFacesHref(href: string): string {
  return href.replace(/\.css$/, `${WITHOUT_FACES_SUFFIX}.css`);
}

/** `css` without its `@font-face` rules. */
export function withoutFontFaces(css: string): string {
  return fontFaces(css).reduce((rest, { rule }) => rest.replace(rule, ''), css);
}
