/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '@/components/ui/icon';
import { SocialIcon } from '@/components/ui/social-icon';
import { firstScreenEnd, inlineIconId, inlineIcons, inlineIconsMarker, spriteSymbols } from '@/lib/build/inline-icons';
import { spriteSymbols as spriteNames } from '@/lib/icons';

const sprite = fs.readFileSync(path.join(process.cwd(), 'public', 'icons.svg'), 'utf8');
const symbols = spriteSymbols(sprite);

/**
 * A page as React writes it: the header's and the content's icons, the
 * sprite's version in their URLs; `below`, a section after the first `<h2>`
 * of `<main>` and a footer, with icons of their own.
 */
function page({ below = false } = {}): string {
  const previous = process.env.ICONS_VERSION;
  process.env.ICONS_VERSION = '0123456789';
  try {
    const icons = renderToStaticMarkup(
      createElement(
        'main',
        { id: 'main' },
        createElement(Icon, { name: 'check' }),
        createElement(Icon, { name: 'menu' }),
        createElement(Icon, { name: 'check' }),
        createElement(SocialIcon, { network: 'instagram' }),
        ...(below
          ? [createElement('h2', { key: 'h2' }, 'Later'), createElement(Icon, { key: 'a', name: 'check' })]
          : []),
        ...(below ? [createElement(Icon, { key: 'b', name: 'mail' })] : []),
      ),
    );
    const footer = below
      ? renderToStaticMarkup(createElement('footer', null, createElement(Icon, { name: 'phone' })))
      : '';
    return `<!DOCTYPE html><html lang="en-US"><head><title>T</title></head><body class="flex"><a href="#main">Skip</a><header id="top"></header>${icons}${footer}</body></html>`;
  } finally {
    if (previous === undefined) delete process.env.ICONS_VERSION;
    else process.env.ICONS_VERSION = previous;
  }
}

describe('spriteSymbols', () => {
  it('reads every symbol of public/icons.svg under its page-local id', () => {
    expect([...symbols.keys()].sort()).toEqual([...spriteNames].sort());
    for (const [name, markup] of symbols) {
      expect(markup.startsWith(`<symbol id="${inlineIconId(name)}" viewBox="0 0 24 24">`)).toBe(true);
      // The drawing itself is the sprite's, byte for byte.
      const body = markup.slice(markup.indexOf('>') + 1);
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">${body}`);
    }
  });
});

describe('inlineIcons', () => {
  it('copies the symbols the page draws, each once, into a hidden <svg> first in <body>, and points the <use>s at them', () => {
    const before = page();
    expect(before).toContain('<use href="/icons.svg?v=0123456789#check">');
    const { html, icons, deferred } = inlineIcons(before, symbols);
    expect(icons).toEqual(['check', 'menu', 'social-instagram']);
    expect(deferred).toEqual([]);
    expect(html).not.toContain('/icons.svg');
    expect(html).toContain(
      `<body class="flex"><svg hidden="" ${inlineIconsMarker}="">${icons.map((name) => symbols.get(name)).join('')}</svg><a href="#main">`,
    );
    const uses = Array.from(html.matchAll(/<use href="#([\w-]+)"/g), (match) => match[1]);
    expect(uses).toEqual(['icon-check', 'icon-menu', 'icon-check', 'icon-social-instagram']);
    const ids = new Set(Array.from(html.matchAll(/ id="([^"]+)"/g), (match) => match[1]));
    for (const id of uses) expect(ids).toContain(id);
    // The page's own ids are left alone.
    expect(html).toContain('<header id="top">');
    expect(html).toContain('<main id="main">');
  });

  it('changes nothing on a second run, on a page without icons, or without a <body>', () => {
    const once = inlineIcons(page(), symbols).html;
    expect(inlineIcons(once, symbols)).toEqual({ html: once, icons: [], deferred: [] });
    const split = inlineIcons(page({ below: true }), symbols).html;
    expect(inlineIcons(split, symbols)).toEqual({ html: split, icons: [], deferred: [] });
    const plain = '<!DOCTYPE html><html><head></head><body><main><h1>Hi</h1></main></body></html>';
    expect(inlineIcons(plain, symbols)).toEqual({ html: plain, icons: [], deferred: [] });
    const fragment = '<use href="/icons.svg#check"></use>';
    expect(inlineIcons(fragment, symbols)).toEqual({ html: fragment, icons: [], deferred: [] });
  });

  it('copies only the first screen’s symbols; the page names the sprite for the icons further down', () => {
    const before = page({ below: true });
    const { html, icons, deferred } = inlineIcons(before, symbols);
    // `check` is drawn above and below the first <h2>: its symbol is in the page.
    expect(icons).toEqual(['check', 'menu', 'social-instagram']);
    expect(deferred).toEqual(['mail', 'phone']);
    expect(html).toContain(
      `<body class="flex"><svg hidden="" ${inlineIconsMarker}="/icons.svg?v=0123456789">${icons.map((name) => symbols.get(name)).join('')}</svg>`,
    );
    // Every <use> points at its page-local id, drawn now or once the loader added the symbol.
    expect(html).not.toMatch(/<use href="\/icons\.svg/);
    expect(Array.from(html.matchAll(/<use href="#([\w-]+)"/g), (match) => match[1])).toEqual([
      'icon-check',
      'icon-menu',
      'icon-check',
      'icon-social-instagram',
      'icon-check',
      'icon-mail',
      'icon-phone',
    ]);
    expect(html).not.toContain('<symbol id="icon-mail"');
  });

  it('ends the first screen at the first <h2> of <main>, or nowhere', () => {
    const html =
      '<body><header><h2>Menu</h2></header><main id="main"><h1>A</h1><p>b</p><h2 id="x">C</h2></main></body>';
    expect(html.slice(firstScreenEnd(html))).toBe('<h2 id="x">C</h2></main></body>');
    const noHeading = '<body><main><h1>A</h1></main><footer><h2>F</h2></footer></body>';
    expect(firstScreenEnd(noHeading)).toBe(noHeading.length);
    expect(firstScreenEnd('<body><h2>x</h2></body>')).toBe('<body><h2>x</h2></body>'.length);
  });

  it('refuses a page that draws an icon the sprite does not have', () => {
    const html = '<html><body><svg><use href="/icons.svg?v=1#no-such-icon"></use></svg></body></html>';
    expect(() => inlineIcons(html, symbols)).toThrow('"no-such-icon"');
  });

  it('writes each <use> as an empty element, which the HTML parser reads as the same tree', async () => {
    const { html } = inlineIcons(page(), symbols);
    expect(html).not.toContain('</use>');
    expect(html).toContain(`<use href="#${inlineIconId('check')}"/>`);
    // Parsed, each <use> is the only child of its <svg> and holds nothing, as React wrote it.
    const { JSDOM } = await import('jsdom');
    const { document } = new JSDOM(html).window;
    const uses = [...document.querySelectorAll('main use')];
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) {
      expect(use.childNodes).toHaveLength(0);
      expect(use.parentElement!.children).toHaveLength(1);
    }
  });
});
