/** @jest-environment node */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { criticalCss, criticalCssMarker, localFontFaces, wrappedSelectors } from '@/lib/build/critical-css';
import { pruneCustomProperties } from '@/lib/build/prune-custom-properties';
import { cachedFontMarker } from '@/lib/build/cached-font';

const HREF = '/_next/static/chunks/0abc.css';
const INTER = "@font-face{font-family:Inter;src:url(../media/inter.0f.woff2) format('woff2')}";
const FALLBACK = '@font-face{font-family:Inter Fallback Arial;src:local(Arial),local(ArialMT);size-adjust:107.12%}';
const CSS = [
  INTER,
  FALLBACK,
  '@layer theme,base,utilities;',
  '@layer theme{:root{--color-brand:#173766;--color-unused:red;--font-sans:Inter,Inter Fallback Arial}}',
  '@layer utilities{.text-brand{color:var(--color-brand)}.font-sans{font-family:var(--font-sans)}',
  '.menu-panel{background:var(--color-unused)}@media (width>=64rem){.lg\\:flex{display:flex}}}',
].join('');

/** A page as React writes it: the stylesheet hoisted into <head> with its precedence. */
function page(href = HREF): string {
  return renderToStaticMarkup(
    h(
      'html',
      { lang: 'en-US' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'T')),
      h(
        'body',
        { className: 'font-sans' },
        h('link', { rel: 'stylesheet', href, precedence: 'next' }),
        h('main', { id: 'main', className: 'text-brand lg:flex' }, 'Hi'),
      ),
    ),
  );
}

const read = (href: string) => {
  if (href !== HREF) throw new Error(`no ${href}`);
  return CSS;
};

describe('criticalCss', () => {
  it('writes the rules the page uses into a <style> where the link was, and keeps the link disabled for React', async () => {
    const { html, stylesheets } = await criticalCss(page(), read);
    expect(stylesheets).toEqual([HREF]);
    const css = new RegExp(`<style ${criticalCssMarker}="${HREF}">([\\s\\S]*?)</style>`).exec(html)?.[1];
    // Then the returning visitor's font script (lib/build/cached-font.ts), then the link, disabled.
    expect(html).toMatch(
      new RegExp(
        `</style><script ${cachedFontMarker}="">[^<]*</script><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`,
      ),
    );
    expect(css).toBeDefined();
    // The page's rules, at every width (media queries kept), with the theme's values
    // written in (lib/build/inline-theme.ts), and the local fallback face.
    expect(css).toContain('.text-brand{color:#173766}');
    expect(css).toContain('font-family:Inter,Inter Fallback Arial');
    expect(css).toContain('display:flex');
    expect(css).toContain(FALLBACK);
    // Not the rules of what the page does not show, nor Inter's file, nor what nothing reads.
    expect(css).not.toContain('.menu-panel');
    expect(css).not.toContain('woff2');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--color-brand');
    // The rest of the page is byte for byte what React wrote.
    expect(
      html
        .replace(/<style [^>]*>[\s\S]*?<\/style>/, '')
        .replace(/<script [^>]*>[^<]*<\/script>/, '')
        .replace(' disabled=""', ''),
    ).toBe(page());
  });

  it('changes nothing the second time, or in a page without a stylesheet of Next', async () => {
    const once = (await criticalCss(page(), read)).html;
    expect(await criticalCss(once, read)).toEqual({ html: once, stylesheets: [] });
    const other = page('/print.css');
    expect(await criticalCss(other, read)).toEqual({ html: other, stylesheets: [] });
  });

  it('never writes CSS that would close its <style> early', async () => {
    const { html } = await criticalCss(page(), () => 'main{content:"</style><script>alert(1)</script>"}');
    expect(html.match(/<\/style/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
  });
});

describe('localFontFaces', () => {
  it('keeps the faces that need no request, and only those', () => {
    expect(localFontFaces(CSS)).toBe(FALLBACK);
    expect(localFontFaces('@font-face{font-family:X;src:local(X),url(x.woff2)}')).toBe('');
  });
});

describe('pruneCustomProperties', () => {
  it('drops the definitions and registrations of custom properties nothing reads, and the rules left empty', () => {
    const css =
      '@property --tw-used{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}' +
      ':root{--a:1px;--b:var(--a);--c:2px;--unused:3px}.x{margin:var(--b)}.y{--only-unused:1px}@layer base{.z{--gone:1}}';
    expect(pruneCustomProperties(css)).toBe(':root{--a:1px;--b:var(--a)}.x{margin:var(--b)}');
    // ...unless the page's markup reads them (an inline style).
    expect(pruneCustomProperties(css, '<div style="width:var(--c)">')).toContain('--c:2px');
    expect(
      pruneCustomProperties(':root{--tw-used:1}.a{color:var(--tw-used)}@property --tw-used{syntax:"*"}'),
    ).toContain('@property --tw-used');
  });
});

describe('wrappedSelectors', () => {
  it('keeps the :where()/:is() selectors whose classes are all on the page, which Beasties cannot judge', () => {
    const css =
      ':where(.space-y-6>:not(:last-child)){margin-block-end:1.5rem}' +
      ':where(.space-y-8>:not(:last-child)){margin-block-end:2rem}' +
      ':is(:where(.group):is([open],:popover-open) .group-open\\:rotate-180){rotate:180deg}' +
      ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}.plain{color:red}';
    const html =
      '<ul class="space-y-6"><li><details class="group"><svg class="group-open:rotate-180"></svg></details></li></ul>';
    expect(wrappedSelectors(css, html)).toEqual([
      ':where(.space-y-6>:not(:last-child))',
      ':is(:where(.group):is([open],:popover-open) .group-open\\:rotate-180)',
    ]);
  });
});
