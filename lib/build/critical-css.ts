/**
 * The CSS a prerendered page needs for its first paint, written into the
 * page; the full stylesheet after that paint.
 *
 * Next links the site's one stylesheet from the <head>, and the first paint
 * waits for it: a second request after the document, a round trip of its
 * own on a phone's network. Written into the page whole (the Tailwind rules
 * and the Inter font as a data: URL), it made every document three round
 * trips long (docs/performance.md). So `npm run build`
 * (scripts/rewrite-pages.ts) asks Beasties (https://github.com/danielroe/beasties,
 * the maintained fork of Google's Critters) which rules the page's own
 * markup uses, writes those into a `<style>` where the `<link>` was, and
 * keeps the `<link>` with `disabled`: a disabled stylesheet link is not
 * fetched and applies nothing, and React still finds it when it hydrates and
 * when a client navigation asks for the same stylesheet (it looks for
 * `link[rel="stylesheet"][href=…]`). Right after the first paint the build's
 * after-paint script (lib/build/after-paint.ts) links a copy of it without
 * its font faces (lib/build/stylesheet-without-faces.ts says why): the rules
 * for what appears later (an opened menu, a toast, a form's errors) arrive
 * then, from a file cached for a year, and Inter is added once its file has
 * loaded.
 *
 * The fonts: Beasties cannot see which families a page uses through
 * Tailwind's `var(--font-sans)`, and Inter must stay out of the first paint
 * anyway (its file would be fetched before it). So the critical CSS gets
 * every @font-face of the stylesheet whose sources are all `local()`: the
 * metric-matched fallbacks (scripts/support/font-subset.ts), which need no
 * request, and the page paints in them until Inter arrives.
 *
 * The rules only a hover, focus or press applies are dropped from it
 * (lib/build/interaction-rules.ts); Tailwind's property defaults are said
 * once (lib/build/property-defaults.ts), its `lab()` colours that draw as
 * their hex fallbacks go (lib/build/lab-overrides.ts), the values every
 * element shares are written where they are read (lib/build/inline-theme.ts),
 * and the custom properties that nothing left on the page reads go
 * (lib/build/prune-custom-properties.ts); the products of the theme's unit
 * and a number that leaves are written as lengths (lib/build/fold-calc.ts),
 * and the rest is written shorter, value for value (lib/build/compact-css.ts).
 *
 * Only the critical CSS is taken from Beasties' answer; the page's markup
 * stays byte for byte what Next wrote (Beasties re-serializes the whole
 * document), so the other steps and the CSP hashes see Next's markup.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import Beasties from 'beasties';
import { cachedFontScript, webFontFaces } from './cached-font';
import { fontFaces } from './font-faces';
import { compactCss } from './compact-css';
import { foldLengthProducts } from './fold-calc';
import { inlineThemeValues } from './inline-theme';
import { withoutInteractionRules } from './interaction-rules';
import { withoutLabOverrides } from './lab-overrides';
import { withoutPropertyRegistrations } from './property-defaults';
import { pruneCustomProperties } from './prune-custom-properties';
import { splitSelectors } from './selector-list';

/** Next's stylesheet links as React writes them; group 1 is the href. */
const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="[^"]*"\/>/g;
/** Marks the `<style>` that holds a stylesheet's critical rules; its value is the stylesheet's href. */
export const criticalCssMarker = 'data-critical-css';
/** Where Beasties is told the build's files are: it asks `readFile` for `<base>/<href without /_next/>`. */
const BASE = '/next-build';

export interface CriticalCssResult {
  html: string;
  /** The hrefs of the stylesheets whose critical rules were written into the page; empty when nothing changed. */
  stylesheets: string[];
}

/** The Next stylesheets `html` links (before this module disables them). */
export function linkedStylesheets(html: string): string[] {
  return Array.from(html.matchAll(stylesheetLink), (match) => match[1]!);
}

/** Every `@font-face` of `css` whose sources are all `local()` fonts: they cost no request. */
export function localFontFaces(css: string): string {
  return fontFaces(css)
    .map(({ rule }) => rule)
    .filter((face) => {
      const src = /(?:^|[;{\s])src\s*:([^;}]*)/.exec(face)?.[1] ?? '';
      return src.trim() !== '' && !/url\(/i.test(src) && /local\(/i.test(src);
    })
    .join('');
}

/**
 * Selectors Beasties cannot judge, kept when every class they name is on the
 * page. Beasties strips pseudo-classes before it matches a selector, and its
 * pattern erases a `:where(…)` or `:is(…)` with everything inside, so a rule
 * whose selector is one of those is always left out; Tailwind 4 writes its
 * `space-*`, `divide-*` and `group-*` utilities that way, and without them
 * the first paint's spacing differed from the full stylesheet's. Given to
 * Beasties as `allowRules`; over-keeping one costs a few bytes, never a look.
 */
export function wrappedSelectors(css: string, html: string): string[] {
  const classes = new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g), (match) => match[1]!.split(/\s+/)).flat());
  const kept = new Set<string>();
  for (const [, prelude] of css.matchAll(/(?:^|[{};])([^{};@]*:(?:where|is)\([^{};]*)\{/g))
    for (const selector of splitSelectors(prelude!)) {
      if (!/:(?:where|is)\(/.test(selector)) continue;
      const named = Array.from(selector.matchAll(/\.((?:\\.|[\w-])+)/g), (match) => match[1]!.replace(/\\(.)/g, '$1'));
      if (named.length > 0 && named.every((name) => classes.has(name))) kept.add(selector);
    }
  return [...kept];
}

class StylesheetBeasties extends Beasties {
  constructor(
    private readonly read: (href: string) => string,
    allowRules: string[],
  ) {
    super({
      allowRules,
      path: BASE,
      publicPath: '/_next/',
      // The link is left alone (this module disables it; after the paint its copy without font faces is linked):
      // Beasties' code takes `false` for that, its option types leave it out.
      preload: false as unknown as 'body',
      // The fallback faces are added by hand (see above); nothing is preloaded.
      inlineFonts: false,
      preloadFonts: false,
      fonts: false,
      // The page's own small <style>s and the stylesheet file stay as they are.
      reduceInlineStyles: false,
      pruneSource: false,
      mergeStylesheets: false,
      keyframes: 'critical',
      compress: true,
      logLevel: 'warn',
    });
  }

  override readFile(filename: string): Promise<string> {
    const relative = filename.replace(/\\/g, '/').split(`${BASE}/`)[1];
    if (relative === undefined) return Promise.reject(new Error(`not a build file: ${filename}`));
    return Promise.resolve(this.read(`/_next/${relative}`));
  }
}

/**
 * Writes the critical rules of every Next stylesheet `html` links (read with
 * `read(href)`) into a `<style>` in the link's place and disables the link.
 * Throws when Beasties gives no rules for a stylesheet the page links, or
 * rules that cannot sit in a `<style>` (they close the element).
 */
export async function criticalCss(html: string, read: (href: string) => string): Promise<CriticalCssResult> {
  const hrefs = linkedStylesheets(html);
  if (hrefs.length === 0 || html.includes(`${criticalCssMarker}=`)) return { html, stylesheets: [] };
  const allowRules = hrefs.flatMap((href) => wrappedSelectors(read(href), html));
  const processed = await new StylesheetBeasties(read, allowRules).process(html);
  const rules = new Map<string, string>();
  for (const href of hrefs) {
    // The <style> Beasties put right before the link (its CSS may hold a `<`: `@media (width<40rem)`).
    const end = processed.indexOf(`</style><link rel="stylesheet" href="${href}"`);
    const start = end < 0 ? -1 : processed.lastIndexOf('<style>', end);
    if (start < 0) throw new Error(`Beasties wrote no critical CSS for ${href}`);
    const critical = processed.slice(start + '<style>'.length, end);
    // Without the hover, focus and press rules (lib/build/interaction-rules.ts) and the
    // lab() colours that draw as their hex (lib/build/lab-overrides.ts), without the custom
    // properties nothing reads (lib/build/prune-custom-properties.ts: Tailwind's property
    // defaults and registrations then list the same ones), with those defaults said once
    // (lib/build/property-defaults.ts) and the values every element shares written where
    // they are read (lib/build/inline-theme.ts), then without what nothing reads any more.
    const used = pruneCustomProperties(
      withoutLabOverrides(withoutInteractionRules(`${localFontFaces(read(href))}${critical}`, html)),
      html,
    );
    // Writing the theme in leaves products of lengths to fold (lib/build/fold-calc.ts).
    // And it is written shorter, value for value (lib/build/compact-css.ts).
    const css = compactCss(
      foldLengthProducts(pruneCustomProperties(inlineThemeValues(withoutPropertyRegistrations(used), html), html)),
    );
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be written into a <style>`);
    rules.set(href, css);
  }
  const rewritten = html.replace(
    stylesheetLink,
    (link: string, href: string) =>
      `<style ${criticalCssMarker}="${href}">${rules.get(href)!}</style>` +
      // A returning visitor's first paint in the web font (lib/build/cached-font.ts).
      webFontFaces(read(href), href).map(cachedFontScript).join('') +
      link.replace(/\/>$/, ' disabled=""/>'),
  );
  return { html: rewritten, stylesheets: hrefs };
}
