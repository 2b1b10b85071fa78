import { AFTER_PAINT_DIR, afterPaintScript, afterPaintSrc } from './after-paint';
import { webFontFaces } from './cached-font';
import { withClassFirst, tagsWithClassLater } from './class-first';
import { criticalCss, linkedStylesheets } from './critical-css';
import { deferChunkScripts, loaderMarker, loaderSources, type DeferResult } from './defer-scripts';
import { inlineIcons, inlineIconsMarker } from './inline-icons';
import { withOneInlineScript } from './one-inline-script';
import { inlineScripts } from '../csp/inline-scripts';
import { withSelfClosedSvgShapes } from './svg-empty-elements';
import { withShorterSvgDataUrls } from './svg-data-urls';
import { withoutUnusedHead } from './unused-head';

/**
 * Everything `npm run build` changes in one prerendered page after
 * `next build` (scripts/rewrite-pages.ts applies it to every page), in this
 * order; each step's module says why:
 *
 * 1. `deferChunkScripts`: Next's chunk scripts and the inline RSC payload
 *    move behind the first paint, after the build's after-paint script
 *    (lib/build/after-paint.ts: the full stylesheet, the web font and the
 *    icons below the first screen).
 * 2. `inlineIcons`: the symbols of the icons the page's first screen draws
 *    are written into it; the loader of step 1 fetches the others after
 *    the first paint.
 * 3. `criticalCss`: the rules the page's first paint needs go into a
 *    `<style>`, and its full stylesheet's `<link>` is disabled; after that
 *    paint the after-paint script links the stylesheet's copy without font
 *    faces (scripts/rewrite-pages.ts writes it). A returning visitor's web
 *    font is added by a script written here (lib/build/cached-font.ts).
 * 4. `withShorterSvgDataUrls`: the SVG data: URLs quote with `'`, not `%22`.
 * 5. `withoutUnusedHead`: what Next writes into the <head> that nothing
 *    reads (a preconnect to the page's own origin, next/font's marker, X's
 *    tags that repeat Open Graph's, the noModule polyfills).
 * 6. `withSelfClosedSvgShapes`: the inline SVGs' empty shapes as `<x …/>`.
 * 7. `withClassFirst`: `class` as the first attribute of every start tag,
 *    so gzip finds each repeated class list from the tag's name on.
 * 8. `withOneInlineScript`: the loader of step 1 and the font script of
 *    step 3 as one inline script in <head>, one hash in the page's CSP.
 *
 * The CSP manifest is built afterwards from the result, so the inline
 * scripts the steps add are allowed by their hashes. A page already
 * rewritten comes back unchanged (each step recognises its own work).
 * Free of Next and `server-only`, like the steps, so Jest can run it.
 */

export interface RewriteInputs {
  /** The sprite's symbols by icon name (`spriteSymbols` of public/icons.svg). */
  symbols: ReadonlyMap<string, string>;
  /** The text of a stylesheet by its `/_next/static/…` URL. */
  readStylesheet: (href: string) => string;
}

export interface RewriteResult {
  html: string;
  /** The scripts the page's loader now adds (empty when step 1 changed nothing). */
  deferred: string[];
  /** The payload file step 1 took out of the page, to write under `/_next/static/`. */
  payload?: DeferResult['payload'];
  /** The after-paint script the page's loader adds first, to write under `/_next/static/` (the same for every page of a build). */
  afterPaint?: { src: string; body: string };
  /** The icons written into the page. */
  icons: string[];
  /** The icons whose symbols the page's loader adds from the sprite after the first paint. */
  deferredIcons: string[];
  /** The stylesheets whose critical rules were written into the page. */
  stylesheets: string[];
}

export async function rewritePage(html: string, { symbols, readStylesheet }: RewriteInputs): Promise<RewriteResult> {
  // The web font of the stylesheets the page links, loaded after the paint.
  const faces = linkedStylesheets(html).flatMap((href) => webFontFaces(readStylesheet(href), href));
  const body = afterPaintScript(faces);
  const afterPaint = { src: afterPaintSrc(body), body };
  const deferred = deferChunkScripts(html, afterPaint.src);
  const withIcons = inlineIcons(deferred.html, symbols);
  const styled = await criticalCss(withIcons.html, readStylesheet);
  return {
    html: withOneInlineScript(
      withClassFirst(withSelfClosedSvgShapes(withoutUnusedHead(withShorterSvgDataUrls(styled.html)))),
    ),
    deferred: deferred.deferred,
    ...(deferred.payload && { payload: deferred.payload }),
    ...(deferred.deferred.includes(afterPaint.src) && { afterPaint }),
    icons: withIcons.icons,
    deferredIcons: withIcons.deferred,
    stylesheets: styled.stylesheets,
  };
}

/**
 * What is wrong with a page the steps have rewritten, if anything: the
 * markers they leave and the tags they remove, as `next build` 16.4 writes
 * them. A Next release that writes its markup differently makes the steps
 * match nothing, and the page would ship as Next wrote it, silently slower;
 * `npm run build` fails on any problem listed here instead.
 */
export function rewriteProblems(html: string): string[] {
  const problems: string[] = [];
  if (!html.includes(`<script ${loaderMarker}=""`))
    problems.push('no after-paint loader (the chunk scripts were not found)');
  else if (!loaderSources(html)?.[0]?.startsWith(AFTER_PAINT_DIR))
    problems.push("the loader does not add the build's after-paint script first (lib/build/after-paint.ts)");
  // Next's legacy polyfills (`noModule`) are not chunk scripts the loader runs (step 5 drops them).
  const chunkScripts = Array.from(html.matchAll(/<script\b[^>]*\ssrc="\/_next\/static\/[^"]*"[^>]*>/g), (m) => m[0]);
  if (chunkScripts.some((tag) => !/\snoModule(=|\s|>)/.test(tag))) problems.push('a chunk script is still in the page');
  if (/<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/.test(html))
    problems.push('the RSC payload is still inline');
  if (/<script\b[^>]*>[^<]*globalThis\["TURBOPACK"\]/.test(html))
    problems.push("Turbopack's bootstrap is still inline");
  // Each inline script that runs is a sha256 source in the page's CSP header (step 7).
  const scripts = inlineScripts(html).length;
  if (scripts > 1) problems.push(`${scripts} inline scripts run, not one (lib/build/one-inline-script.ts)`);
  const stylesheets = Array.from(html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g), (match) => match[0]);
  if (stylesheets.some((link) => !/\sdisabled=""/.test(link)))
    problems.push('a stylesheet is linked, not written into the page');
  // A page with a stylesheet (the content editor's has none) paints from its critical CSS.
  const critical = /<style data-critical-css="[^"]+">([\s\S]+?)<\/style>/.exec(html)?.[1];
  if (stylesheets.length > 0 && !critical) problems.push('no critical CSS in the page');
  // Tailwind's spacing unit has one value in every page: read through var(), the theme was not written in.
  if (critical?.includes('var(--spacing)'))
    problems.push("the theme's values are not written into the critical CSS (lib/build/inline-theme.ts)");
  if (/<use href="\/icons\.svg/.test(html)) problems.push('an icon still points at the sprite');
  if (withShorterSvgDataUrls(html) !== html) problems.push("an SVG data: URL still quotes with %22, not '");
  const classLater = tagsWithClassLater(html).length;
  if (classLater > 0) problems.push(`start tags with their class after another attribute: ${classLater}`);
  // Each icon finds its symbol in the page, or the page names the sprite its loader adds the rest from.
  // A `<use>` may also draw an element of the page itself (the footer's logo the header's: components/ui/logo.tsx).
  const icons = new RegExp(`<svg hidden="" ${inlineIconsMarker}="([^"]*)">([\\s\\S]*?)</svg>`).exec(html);
  const symbols = new Set(Array.from((icons?.[2] ?? '').matchAll(/<symbol id="([^"]+)"/g), (match) => match[1]));
  for (const [, id] of html.matchAll(/<(?!symbol\b)[a-z][a-z0-9]*(?:\s[^>]*?)?\sid="([^"]+)"/g)) symbols.add(id);
  const uses = Array.from(html.matchAll(/<use href="#([^"]+)"/g), (match) => match[1]!);
  if (!icons?.[1] && uses.some((id) => !symbols.has(id)))
    problems.push('an icon has no symbol in the page and the page names no sprite');
  // A page with the site's main landmark (components/layout/site-chrome.tsx)
  // holds its first paint until that element is parsed: React must have
  // hoisted the hint into <head>, once, or a slow phone paints half a header.
  if (/<main\b[^>]*\sid="main"/.test(html)) {
    const head = html.slice(0, html.indexOf('<body'));
    const hints = head.match(/<link rel="expect" href="#main" blocking="render"\/?>/g)?.length ?? 0;
    if (hints !== 1) problems.push(`the wait for the main landmark is in <head> ${hints} times, not once`);
  }
  return problems;
}
