/**
 * Next's framework scripts, fetched after the first paint.
 *
 * `next build` writes every prerendered page with its chunk scripts in the
 * <head> (`<script src async>`, and a low-priority preload of the bootstrap
 * script at the end of <body>). They never block parsing, but on a phone's connection they share
 * the bandwidth with what the first paint needs (the stylesheet, the font,
 * the hero image), and Lighthouse's LCP model counts every script that had
 * arrived before the first paint as if the paint had waited for it (issue 13,
 * docs/performance.md). This moves them out of the document into one small
 * inline loader at the end of <body> that adds the same scripts, in the same
 * order, right after the first frame is painted: the page is final on its
 * first paint and interactive a few round trips later.
 *
 * Applied by `npm run build` (scripts/defer-scripts.ts) to the HTML files
 * that `next start`, a standalone server and a serverless platform send
 * byte for byte; the CSP manifest is built afterwards, so the loader's hash
 * is allowed. Pages rendered per request (a nonce) keep Next's own tags.
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** Next's chunk scripts and chunk preloads as `next build` writes them. */
const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/** Marks a document the loader was added to (a second build step run leaves it alone). */
export const loaderMarker = 'data-deferred-chunks';

/**
 * The loader: after the first frame (requestAnimationFrame runs just before
 * it is painted, the timeout just after), or after 3 s at the latest (a tab
 * opened in the background paints nothing until it is shown).
 */
export function loaderScript(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  return (
    `<script ${loaderMarker}="">(function(){var d=0;function l(){if(d)return;d=1;` +
    `${list}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,3000)})()</script>`
  );
}

export interface DeferResult {
  html: string;
  /** The scripts now added by the loader, in document order; empty when nothing changed. */
  deferred: string[];
}

export function deferChunkScripts(html: string): DeferResult {
  if (html.includes(loaderMarker)) return { html, deferred: [] };
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return { html, deferred: [] };
  const found: string[] = [];
  const take = (_tag: string, src: string) => {
    found.push(src);
    return '';
  };
  // The <head>'s scripts (the runtime), then the <body>'s bootstrap script
  // (the page's entry, also preloaded in the <head>); each once.
  const page = html.slice(0, bodyEnd).replace(chunkScript, take).replace(chunkPreload, take);
  if (found.length === 0) return { html, deferred: [] };
  const deferred = [...new Set(found)];
  return { html: `${page}${loaderScript(deferred)}${html.slice(bodyEnd)}`, deferred };
}
