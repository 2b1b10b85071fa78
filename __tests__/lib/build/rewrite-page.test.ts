/** @jest-environment node */
import { loaderMarker, loaderSources } from '@/lib/build/defer-scripts';
import { criticalCssMarker } from '@/lib/build/critical-css';
import { inlineIconsMarker } from '@/lib/build/inline-icons';
import { rewritePage, rewriteProblems } from '@/lib/build/rewrite-page';

// A prerendered page as `next build` (16.4, Turbopack) writes it, shortened:
// the stylesheet and chunk scripts in <head>, an icon from the sprite, the RSC payload at the end.
const HREF = '/_next/static/chunks/0a.css';
const CSS =
  "@font-face{font-family:Inter;src:url(../media/inter.0f.woff2) format('woff2')}" +
  "@font-face{font-family:'Inter Fallback';src:local('Arial');size-adjust:107%}" +
  'main{color:#334155}.menu-panel{color:red}';
/** What the page's first paint needs of CSS: the local fallback face and the rule its markup uses. */
const CRITICAL = "@font-face{font-family:'Inter Fallback';src:local('Arial');size-adjust:107%}main{color:#334155}";
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`,
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" type="image/svg+xml"/>',
  '<title>FAQ</title></head><body><main><h1>FAQ</h1>',
  '<svg aria-hidden="true"><use href="/icons.svg?v=0123456789#check"></use></svg></main>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '</body></html>',
].join('');

const symbols = new Map([['check', '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M5 12l5 5 9-9"/></symbol>']]);
const readStylesheet = (href: string) => {
  if (href !== HREF) throw new Error(`no ${href}`);
  return CSS;
};

describe('rewritePage', () => {
  it('defers the scripts, writes the icons and the critical CSS into the page, in one pass', async () => {
    const { html, deferred, payload, afterPaint, icons, stylesheets } = await rewritePage(page, {
      symbols,
      readStylesheet,
    });
    expect(payload).toBeDefined();
    // First the build's after-paint script (lib/build/after-paint.ts), with the stylesheet's web font.
    expect(afterPaint?.body).toContain('"url":"/_next/static/media/inter.0f.woff2"');
    expect(deferred).toEqual([
      afterPaint!.src,
      payload!.src,
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(loaderSources(html)).toEqual(deferred);
    expect(icons).toEqual(['check']);
    expect(stylesheets).toEqual([HREF]);
    // Nothing left for the browser to fetch before the first paint:
    // no enabled stylesheet, no chunk script, no sprite.
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('/icons.svg');
    expect(html).toContain(`<style ${criticalCssMarker}="${HREF}">${CRITICAL}</style>`);
    expect(html).toContain(`<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`);
    expect(html).toContain(`<body><svg hidden="" ${inlineIconsMarker}="">${symbols.get('check')}</svg><main>`);
    // The favicon's data: URL quotes with ' (lib/build/svg-data-urls.ts).
    expect(html).toContain(`href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"`);
    // One inline script (one hash in the page's CSP): the returning visitor's font and
    // the loader, in <head> after the critical CSS, where the font's part runs before the
    // first layout. As good a place for the loader as the end of <body>: its code only
    // waits there, for the document to be parsed and then for the first contentful
    // paint (lib/build/one-inline-script.ts; __tests__/lib/build/one-inline-script.test.ts runs it).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`</style><script ${loaderMarker}="">try\\{[^<]*FontFace\\(`));
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html.endsWith('</main></body></html>')).toBe(true);
    expect(rewriteProblems(html)).toEqual([]);
  });

  it('lists what a page Next wrote differently lacks, so the build can fail', () => {
    expect(rewriteProblems(page)).toEqual([
      'no after-paint loader (the chunk scripts were not found)',
      'a chunk script is still in the page',
      'the RSC payload is still inline',
      "Turbopack's bootstrap is still inline",
      '2 inline scripts run, not one (lib/build/one-inline-script.ts)',
      'a stylesheet is linked, not written into the page',
      'no critical CSS in the page',
      'an icon still points at the sprite',
      "an SVG data: URL still quotes with %22, not '",
    ]);
  });

  it('writes class first in each start tag, and finds a page where a class comes later', async () => {
    const link = '<a href="/faq" aria-current="page" class="menu-link">FAQ</a>';
    const { html } = await rewritePage(page.replace('<h1>FAQ</h1>', `<h1>FAQ</h1>${link}`), {
      symbols,
      readStylesheet,
    });
    expect(html).toContain('<a class="menu-link" href="/faq" aria-current="page">FAQ</a>');
    expect(rewriteProblems(html)).toEqual([]);
    expect(
      rewriteProblems(html.replace('<a class="menu-link" href="/faq"', '<a href="/faq" class="menu-link"')),
    ).toEqual(['start tags with their class after another attribute: 1']);
  });

  it("finds a page whose loader does not start with the build's after-paint script", async () => {
    const { html, afterPaint } = await rewritePage(page, { symbols, readStylesheet });
    const listed = `"${afterPaint!.src.slice('/_next/static/'.length)}",`;
    expect(html).toContain(listed);
    expect(rewriteProblems(html.replace(listed, ''))).toEqual([
      "the loader does not add the build's after-paint script first (lib/build/after-paint.ts)",
    ]);
  });

  it('finds a page whose font script and loader were left as two inline scripts', async () => {
    const { html } = await rewritePage(page, { symbols, readStylesheet });
    const merged = /<script data-deferred-chunks="">(try\{[\s\S]*?\}catch\{\})([\s\S]*?)<\/script>/.exec(html)!;
    const apart = html
      .replace(merged[0], `<script data-cached-font="">${merged[1]}</script>`)
      .replace('</body>', `<script data-deferred-chunks="">${merged[2]}</script></body>`);
    expect(rewriteProblems(apart)).toEqual(['2 inline scripts run, not one (lib/build/one-inline-script.ts)']);
  });

  it("finds critical CSS that still reads the theme's values through var()", async () => {
    const { html } = await rewritePage(page, { symbols, readStylesheet });
    const unwritten = html.replace('main{color:#334155}', 'main{padding:calc(var(--spacing) * 4)}');
    expect(rewriteProblems(unwritten)).toEqual([
      "the theme's values are not written into the critical CSS (lib/build/inline-theme.ts)",
    ]);
  });

  it('changes nothing the second time', async () => {
    const once = (await rewritePage(page, { symbols, readStylesheet })).html;
    expect(await rewritePage(once, { symbols, readStylesheet })).toEqual({
      html: once,
      deferred: [],
      icons: [],
      deferredIcons: [],
      stylesheets: [],
    });
  });

  it("finds a page with the site's main landmark whose <head> does not hold the first paint for it exactly once", async () => {
    const { html } = await rewritePage(page, { symbols, readStylesheet });
    // The fixture's <main> has no id: nothing to wait for, nothing to check.
    expect(rewriteProblems(html)).toEqual([]);
    const framed = html.replace('<main>', '<main id="main">');
    const hint = '<link rel="expect" href="#main" blocking="render"/>';
    expect(rewriteProblems(framed)).toEqual(['the wait for the main landmark is in <head> 0 times, not once']);
    expect(rewriteProblems(framed.replace('</head>', `${hint}</head>`))).toEqual([]);
    expect(rewriteProblems(framed.replace('</head>', `${hint}${hint}</head>`))).toEqual([
      'the wait for the main landmark is in <head> 2 times, not once',
    ]);
    // In <body> (React could not hoist it) it does not hold the first paint.
    expect(rewriteProblems(framed.replace('<main id="main">', `${hint}<main id="main">`))).toEqual([
      'the wait for the main landmark is in <head> 0 times, not once',
    ]);
  });

  it('finds an icon drawn from a symbol that is neither in the page nor in a sprite it names', async () => {
    const { html } = await rewritePage(page, { symbols, readStylesheet });
    const orphan = html.replace('</main>', '<svg><use href="#icon-mail"></use></svg></main>');
    expect(rewriteProblems(orphan)).toEqual(['an icon has no symbol in the page and the page names no sprite']);
    const named = orphan.replace(`${inlineIconsMarker}=""`, `${inlineIconsMarker}="/icons.svg?v=0123456789"`);
    expect(rewriteProblems(named)).toEqual([]);
  });

  it("takes a <use> of an element the page holds (the footer drawing the header's logo) for drawn", async () => {
    const { html } = await rewritePage(page, { symbols, readStylesheet });
    const reused = html.replace(
      '</main>',
      '<svg><g id="logo-mark"><rect width="40" height="40"></rect></g></svg><svg><use href="#logo-mark"></use></svg></main>',
    );
    expect(rewriteProblems(reused)).toEqual([]);
    // The same `<use>` without its element in the page is an orphan.
    expect(rewriteProblems(reused.replace('<g id="logo-mark">', '<g data-id="logo-mark">'))).toEqual([
      'an icon has no symbol in the page and the page names no sprite',
    ]);
  });
});
