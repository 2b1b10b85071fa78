import { deferChunkScripts, type DeferResult } from './defer-scripts';
import { inlineCss } from './inline-css';
import { inlineIcons } from './inline-icons';

/**
 * Everything `npm run build` changes in one prerendered page after
 * `next build` (scripts/rewrite-pages.ts applies it to every page), in this
 * order; each step's module says why:
 *
 * 1. `deferChunkScripts`: Next's chunk scripts and the inline RSC payload
 *    move behind the first paint.
 * 2. `inlineIcons`: the icon symbols the page draws are written into it.
 * 3. `inlineCss`: the stylesheet's text goes into a `<style>`, its `<link>`
 *    is disabled, and its font is asked for at once.
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
  /** The icons written into the page. */
  icons: string[];
  /** The stylesheets written into the page. */
  stylesheets: string[];
}

export function rewritePage(html: string, { symbols, readStylesheet }: RewriteInputs): RewriteResult {
  const deferred = deferChunkScripts(html);
  const withIcons = inlineIcons(deferred.html, symbols);
  const styled = inlineCss(withIcons.html, readStylesheet);
  return {
    html: styled.html,
    deferred: deferred.deferred,
    ...(deferred.payload && { payload: deferred.payload }),
    icons: withIcons.icons,
    stylesheets: styled.stylesheets,
  };
}
