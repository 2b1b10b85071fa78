/**
 * Next's framework scripts, fetched after the first paint.
 *
 * `next build` writes every prerendered page with its chunk scripts in the
 * <head> (`<script src async>`, and a low-priority preload of the bootstrap
 * script at the end of <body>). They never block parsing, but on a phone's connection they share
 * the bandwidth with what the first paint needs (the stylesheet, the font,
 * the hero image), and Lighthouse's LCP model counts every script that had
 * arrived before the first paint as if the paint had waited for it
 * (docs/performance-journal.md). This moves them out of the document into one small
 * inline loader at the end of <body> that adds the same scripts, in the same
 * order, right after the first frame is presented: the page is final on its
 * first paint and interactive a few round trips later. (A later step of the
 * build moves the loader's code into the font script's element in <head>,
 * lib/build/one-inline-script.ts: one inline script, one CSP hash.)
 *
 * Applied by `npm run build` (scripts/rewrite-pages.ts) to the HTML files
 * that `next start`, a standalone server and a serverless platform send
 * byte for byte; the CSP manifest is built afterwards, so the loader's hash
 * is allowed. Pages rendered per request (a nonce) keep Next's own tags.
 *
 * The inline RSC payload (`self.__next_f.push(…)` scripts: the tree React
 * hydrates from, the page's text and class names a second time) leaves the
 * document too, into one script file the loader adds first: on the home
 * page it was more than half of the gzipped HTML, and nothing reads it
 * before the framework runs. Search engines and visitors without
 * JavaScript get the same markup; the file is named by its content under
 * `/_next/static/`, so it is cached like the chunks.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
import { createHash } from 'node:crypto';

/** Next's chunk scripts and chunk preloads as `next build` writes them. */
const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/** The inline scripts that fill `self.__next_f`, the RSC payload of the page, as React writes them. */
const payloadScript =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;

/**
 * Turbopack's inline bootstrap, as Next 16.4 writes it at the end of <body>:
 * it tells the runtime chunk which chunks and modules start the page. It too
 * is read only when the chunks run, so it goes first into the payload file
 * (the loader runs that before the runtime): ~0.1 KB gzipped less in every
 * document, and one script hash less in its CSP header.
 */
const turbopackBootstrap = /<script id="_R_">(\(globalThis\["TURBOPACK"\][\s\S]*?)<\/script>/g;

/** Where the payload file of a page is served from: its content's hash under Next's static folder. */
export function payloadSrc(body: string): string {
  return `/_next/static/payload/${createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 16)}.js`;
}

/**
 * V8's explicit compile hint (Chrome 136+, https://github.com/WICG/explicit-javascript-compile-hints-file-based):
 * a file that starts with it has all its functions compiled eagerly on the
 * background thread that streams it, not lazily on the main thread the
 * first time each is called. Every chunk the loader adds runs at startup,
 * and most of React's and Next's functions run while the page hydrates:
 * lazily, their compilation was most of the task that starts the app and
 * most of Lighthouse's mobile TBT (docs/performance-journal.md). Other
 * engines ignore the comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The chunk's source with the compile hint first; unchanged when it has it already. */
export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : compileHint + source;
}

/** Marks a document the loader was added to (a second build step run leaves it alone). */
export const loaderMarker = 'data-deferred-chunks';
/** Where the build's files are served from; every script the loader adds is one of them. */
const STATIC = '/_next/static/';

/**
 * The loader: once the browser reports the first contentful paint, or after
 * 3 s in a tab opened in the background (it paints nothing until shown), it
 * adds the scripts: first the build's after-paint script (the full
 * stylesheet, the web font and the icons below the first screen,
 * lib/build/after-paint.ts), then the page's payload and Next's chunks.
 *
 * The paint entry is queued when the frame has been presented, which is the
 * moment Lighthouse takes as FCP and LCP; a request that ends before that
 * moment is counted in its simulated LCP. An earlier version started at the
 * first `requestAnimationFrame` (plus a timeout): that runs before the frame
 * is painted, and headless Chromium presents it 10–60 ms later, so chunks
 * were requested before the first paint in most loads and single audit runs
 * showed LCP well after FCP (docs/performance-journal.md). Browsers without
 * paint timing fall back to that frame. A visible tab whose paint is never
 * reported still gets its scripts after 10 s.
 *
 * All of that is scheduled when the document has been parsed
 * (`DOMContentLoaded`), not when the loader's code runs: the page's one
 * inline script is in <head> (lib/build/one-inline-script.ts), and from
 * there the fallbacks would count from the head, and the fallback frame
 * could come before the body (whose first element is the icons' `<svg>`)
 * was parsed. Parsed last, the loader's code started its schedule at the
 * same moment; `buffered` delivers a paint reported before it.
 */
export function loaderScript(sources: readonly string[]): string {
  // Every source is a file of the build (`/_next/static/…`): the list names
  // them after that folder, said once (~15 bytes gzipped off every page).
  const prefix = sources.length > 0 && sources.every((src) => src.startsWith(STATIC)) ? STATIC : '';
  const list = JSON.stringify(sources.map((src) => src.slice(prefix.length)));
  // Arrow functions, `let` and optional chaining: every browser Next 16 supports runs them.
  // A block, not a function called at once, keeps its `let`s out of the page's global scope.
  return (
    `<script ${loaderMarker}="">{let D=document,d=0,l=()=>{if(d)return;d=1;` +
    `${list}.forEach(s=>{let e=D.createElement("script");e.src=${prefix ? `${JSON.stringify(prefix)}+` : ''}s;e.async=!1;D.head.appendChild(e)})},` +
    `P=window.PerformanceObserver;` +
    // The schedule starts once the document is parsed, wherever the loader is (see above).
    `D.addEventListener("DOMContentLoaded",()=>{` +
    `P?.supportedEntryTypes?.includes("paint")` +
    `?new P((o,b)=>{o.getEntriesByName("first-contentful-paint").length&&(b.disconnect(),l())}).observe({type:"paint",buffered:!0})` +
    `:requestAnimationFrame(()=>setTimeout(l,0));` +
    // `document.hidden` is true exactly when its visibilityState is "hidden" (Page Visibility).
    `setTimeout(l,D.hidden?3e3:1e4)})}</script>`
  );
}

/** The scripts a document's loader adds, in order (as `loaderScript` wrote them); null when it has no loader. */
export function loaderSources(html: string): string[] | null {
  const loader = new RegExp(
    `<script ${loaderMarker}="">[\\s\\S]*?(\\[[^\\]]*\\])\\.forEach\\(s=>\\{[^}]*?\\be\\.src=("[^"]*"\\+)?s;`,
  ).exec(html);
  if (!loader) return null;
  const prefix = loader[2] ? (JSON.parse(loader[2].slice(0, -1)) as string) : '';
  return (JSON.parse(loader[1]!) as string[]).map((src) => prefix + src);
}

export interface DeferResult {
  html: string;
  /** The scripts now added by the loader, in the order they run; empty when nothing changed. */
  deferred: string[];
  /** The payload file to write under `/_next/static/` (its URL is in `deferred`, before the chunks), when the page had one. */
  payload?: { src: string; body: string };
}

/**
 * `afterPaint`: the URL of the build's after-paint script (lib/build/after-paint.ts),
 * the first script the loader adds; none for a page without one.
 */
export function deferChunkScripts(html: string, afterPaint?: string): DeferResult {
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
  // The payload's scripts keep their order in one file, `;`-separated.
  const pushes: string[] = [];
  const keep = (_tag: string, body: string) => {
    pushes.push(body.replace(/;\s*$/, ''));
    return '';
  };
  const page = html
    .slice(0, bodyEnd)
    .replace(chunkScript, take)
    .replace(chunkPreload, take)
    .replace(turbopackBootstrap, keep)
    .replace(payloadScript, keep);
  if (found.length === 0) return { html, deferred: [] };
  const chunks = [...new Set(found)];
  const body = pushes.length ? `${pushes.join(';\n')};\n` : '';
  const payload = body ? { src: payloadSrc(body), body } : undefined;
  const deferred = [...(afterPaint ? [afterPaint] : []), ...(payload ? [payload.src] : []), ...chunks];
  return { html: `${page}${loaderScript(deferred)}${html.slice(bodyEnd)}`, deferred, ...(payload && { payload }) };
}
