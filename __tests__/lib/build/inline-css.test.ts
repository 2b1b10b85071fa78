/** @jest-environment node */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fontLoadScript, inlineCss, inlineCssMarker } from '@/lib/build/inline-css';

const HREF = '/_next/static/chunks/0abc.css';
const CSS = "@font-face{font-family:Inter;src:url(data:font/woff2;base64,d09G) format('woff2')}body{color:#334155}";

/** A page as React writes it: the stylesheet hoisted into <head> with its precedence. */
function page(href = HREF): string {
  return renderToStaticMarkup(
    h(
      'html',
      { lang: 'en-US' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'T')),
      h('body', null, h('link', { rel: 'stylesheet', href, precedence: 'next' }), h('main', { id: 'main' }, 'Hi')),
    ),
  );
}

const files = new Map([[HREF, CSS]]);
const read = (href: string) => {
  const css = files.get(href);
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe('inlineCss', () => {
  it('writes the stylesheet into a <style> where its link was, starts its font, and keeps the link disabled for React', () => {
    const { html, stylesheets } = inlineCss(page(), read);
    expect(stylesheets).toEqual([HREF]);
    expect(html).toContain(
      `<meta charSet="utf-8"/><style ${inlineCssMarker}="${HREF}">${CSS}</style>${fontLoadScript(CSS)}<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/><title>`,
    );
    // Nothing left that the browser would fetch before painting.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      `<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`,
    ]);
  });

  it('changes nothing the second time', () => {
    const once = inlineCss(page(), read).html;
    expect(inlineCss(once, read)).toEqual({ html: once, stylesheets: [] });
  });

  it('leaves a page without a stylesheet of Next alone', () => {
    const html = page('/print.css');
    expect(inlineCss(html, read)).toEqual({ html, stylesheets: [] });
  });

  it('refuses a stylesheet that would end the <style> early or lose its relative URLs', () => {
    files.set('/_next/static/chunks/close.css', 'a::after{content:"</style>"}');
    files.set('/_next/static/chunks/relative.css', 'a{background:url(../media/x.png)}');
    files.set('/_next/static/chunks/absolute.css', 'a{background:url("/media/x.png")}b{background:url(#m)}');
    expect(() => inlineCss(page('/_next/static/chunks/close.css'), read)).toThrow(/<\/style/);
    expect(() => inlineCss(page('/_next/static/chunks/relative.css'), read)).toThrow(
      /relative url\(\.\.\/media\/x\.png/,
    );
    expect(inlineCss(page('/_next/static/chunks/absolute.css'), read).stylesheets).toEqual([
      '/_next/static/chunks/absolute.css',
    ]);
  });
});

describe('fontLoadScript', () => {
  it('asks for every face the stylesheet carries as a data: URL, once each', () => {
    const css =
      "@font-face{font-family:Inter;font-weight:400 800;src:url(data:font/woff2;base64,AA) format('woff2')}" +
      '@font-face{font-family:\'Inter\';font-style:italic;src:url("data:font/woff2;base64,BB")}' +
      '@font-face{font-family:"Inter Fallback Arial";src:local(Arial)}' +
      '@font-face{font-family:Brand Serif;src:url(data:font/woff;base64,CC)}';
    expect(fontLoadScript(css)).toBe(
      '<script>if(document.fonts){document.fonts.load("1em \\"Inter\\"").catch(function(){});document.fonts.load("1em \\"Brand Serif\\"").catch(function(){})}</script>',
    );
  });

  it('writes nothing for a stylesheet without a data: URL face', () => {
    expect(fontLoadScript('@font-face{font-family:X;src:url(/x.woff2)}body{color:red}')).toBe('');
  });

  it('is a script the browser can run: its loads start and nothing throws', async () => {
    const loads: string[] = [];
    const script = /<script>([\s\S]*)<\/script>/.exec(fontLoadScript(CSS))![1]!;
    const document = { fonts: { load: (font: string) => (loads.push(font), Promise.reject(new Error('decode'))) } };
    new Function('document', script)(document);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toEqual(['1em "Inter"']);
  });
});
