/** @jest-environment node */
import { loaderMarker, loaderSources } from '@/lib/build/defer-scripts';
import { inlineCssMarker } from '@/lib/build/inline-css';
import { inlineIconsMarker } from '@/lib/build/inline-icons';
import { rewritePage } from '@/lib/build/rewrite-page';

// A prerendered page as `next build` (16.4, Turbopack) writes it, shortened:
// the stylesheet and chunk scripts in <head>, an icon from the sprite, the RSC payload at the end.
const HREF = '/_next/static/chunks/0a.css';
const CSS = "@font-face{font-family:Inter;src:url(data:font/woff2;base64,d09G) format('woff2')}body{color:#334155}";
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`,
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<title>FAQ</title></head><body><main><h1>FAQ</h1>',
  '<svg aria-hidden="true"><use href="/icons.svg?v=0123456789#check"></use></svg></main>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '</body></html>',
].join('');

const symbols = new Map([['check', '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M5 12l5 5 9-9"/></symbol>']]);
const readStylesheet = (href: string) => {
  if (href !== HREF) throw new Error(`no ${href}`);
  return CSS;
};

describe('rewritePage', () => {
  it('defers the scripts, writes the icons and the stylesheet into the page, in one pass', () => {
    const { html, deferred, payload, icons, stylesheets } = rewritePage(page, { symbols, readStylesheet });
    expect(payload).toBeDefined();
    expect(deferred).toEqual([payload!.src, '/_next/static/chunks/runtime.js', '/_next/static/chunks/page.js']);
    expect(loaderSources(html)).toEqual(deferred);
    expect(icons).toEqual(['check']);
    expect(stylesheets).toEqual([HREF]);
    // Nothing left for the browser to fetch before the first paint:
    // no enabled stylesheet, no chunk script, no sprite.
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('/icons.svg');
    expect(html).toContain(`<style ${inlineCssMarker}="${HREF}">${CSS}</style>`);
    expect(html).toContain(`<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`);
    expect(html).toContain(`<body><svg hidden="" ${inlineIconsMarker}="">${symbols.get('check')}</svg><main>`);
    // The loader stays last in <body>, after the page's own markup.
    expect(html.indexOf(loaderMarker)).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('changes nothing the second time', () => {
    const once = rewritePage(page, { symbols, readStylesheet }).html;
    expect(rewritePage(once, { symbols, readStylesheet })).toEqual({
      html: once,
      deferred: [],
      icons: [],
      stylesheets: [],
    });
  });
});
