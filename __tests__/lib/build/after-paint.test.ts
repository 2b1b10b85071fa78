import fs from 'node:fs';
import path from 'node:path';
import { afterPaintScript, afterPaintSrc } from '@/lib/build/after-paint';
import { FONT_STORAGE_KEY } from '@/lib/build/cached-font';
import { inlineIcons, spriteSymbols } from '@/lib/build/inline-icons';

/**
 * The build's after-paint script (lib/build/after-paint.ts) in a real DOM,
 * as the page's loader runs it after the first contentful paint: it links
 * the full stylesheet's copy without font faces after the disabled
 * original, adds the web font once its file has loaded, and adds the
 * symbols the icons below the first screen need (lib/build/inline-icons.ts)
 * from the real public/icons.svg. Only the network and the font loading API
 * (which jsdom lacks) are stood in for; Chromium runs it in e2e/font.spec.ts
 * and e2e/page-sweep.spec.ts.
 */
const sprite = fs.readFileSync(path.join(process.cwd(), 'public', 'icons.svg'), 'utf8');
const SPRITE_URL = '/icons.svg?v=0123456789';
const FACE = { family: 'Inter', weight: '400 800', url: '/_next/static/media/inter-subset.0f.woff2' };
const STYLESHEET = '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next" disabled="">';

/** A stand-in for a FontFace: `load()` resolves, or rejects for a file that fails. */
class FakeFontFace {
  status = 'unloaded';
  static fails = false;
  constructor(
    public family: string,
    public source: string,
    public descriptors: Record<string, string>,
  ) {}
  load() {
    if (FakeFontFace.fails) return Promise.reject(new Error('network'));
    this.status = 'loaded';
    return Promise.resolve(this);
  }
}

function loadPage({ iconsBelow = false, faces = [FACE], fonts = [] as FakeFontFace[] } = {}) {
  const icon = (name: string) => `<svg class="icon"><use href="${SPRITE_URL}#${name}"></use></svg>`;
  const html =
    `<html><head></head><body><header>${icon('menu')}</header><main><h1>A</h1>${icon('check')}` +
    `${iconsBelow ? `<h2>B</h2>${icon('mail')}${icon('check')}` : ''}</main></body></html>`;
  const page = inlineIcons(html, spriteSymbols(sprite)).html;
  document.head.innerHTML = STYLESHEET;
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
  localStorage.clear();
  const fetched: string[] = [];
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve({ text: () => Promise.resolve(sprite) });
  };
  const fontSet = { add: (face: FakeFontFace) => fonts.push(face), [Symbol.iterator]: () => fonts.values() };
  Object.defineProperty(document, 'fonts', { value: fontSet, configurable: true });
  new Function('fetch', 'FontFace', afterPaintScript(faces))(fetch, FakeFontFace);
  return { fetched, fonts };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const symbolIds = () => Array.from(document.querySelectorAll('svg[data-icons] symbol'), (symbol) => symbol.id);

afterEach(() => {
  FakeFontFace.fails = false;
});

describe('the after-paint script', () => {
  it('links the stylesheet without font faces right after the disabled original, which stays as it is', () => {
    loadPage();
    const links = Array.from(document.head.querySelectorAll('link'), (link) => link.outerHTML);
    expect(links).toEqual([STYLESHEET, '<link rel="stylesheet" href="/_next/static/chunks/0a.nofaces.css">']);
  });

  it('adds the web font once its file has loaded, and remembers the file for the next page', async () => {
    const { fonts } = loadPage();
    // Not declared while its file loads: the page is laid out again once, for the swap.
    expect(fonts).toEqual([]);
    await flush();
    expect(fonts).toEqual([expect.objectContaining({ family: 'Inter', source: `url(${FACE.url})`, status: 'loaded' })]);
    expect(fonts[0]!.descriptors).toEqual({ weight: '400 800' });
    expect(localStorage.getItem(FONT_STORAGE_KEY)).toBe(FACE.url);
  });

  it('adds nothing and remembers nothing when the font file fails', async () => {
    FakeFontFace.fails = true;
    const { fonts } = loadPage();
    await flush();
    expect(fonts).toEqual([]);
    expect(localStorage.getItem(FONT_STORAGE_KEY)).toBeNull();
  });

  it("loads nothing when a returning visitor's face has loaded already (lib/build/cached-font.ts)", async () => {
    const remembered = Object.assign(new FakeFontFace('Inter', `url(${FACE.url})`, {}), { status: 'loaded' });
    const { fonts } = loadPage({ fonts: [remembered] });
    await flush();
    expect(fonts).toEqual([remembered]);
  });

  it('fetches the sprite and adds the missing symbols, each once', async () => {
    const { fetched } = loadPage({ iconsBelow: true });
    await flush();
    await flush();
    expect(fetched).toEqual([SPRITE_URL]);
    const ids = symbolIds();
    expect(ids).toContain('icon-mail');
    expect(new Set(ids).size).toBe(ids.length);
    // Every <use> of the page finds its symbol, an SVG element it can draw.
    for (const use of document.querySelectorAll('use')) {
      const target = document.getElementById(use.getAttribute('href')!.slice(1));
      expect(target?.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(target?.querySelector('path, rect, circle, line, polyline')).not.toBeNull();
    }
  });

  it('fetches nothing for a page whose icons are all in its first screen', async () => {
    const { fetched } = loadPage();
    await flush();
    expect(fetched).toEqual([]);
    expect(symbolIds().sort()).toEqual(['icon-check', 'icon-menu']);
  });

  it('is named by its content', () => {
    const code = afterPaintScript([FACE]);
    expect(afterPaintSrc(code)).toMatch(/^\/_next\/static\/after-paint\/[0-9a-f]{16}\.js$/);
    expect(afterPaintSrc(code)).toBe(afterPaintSrc(afterPaintScript([FACE])));
    expect(afterPaintSrc(afterPaintScript([]))).not.toBe(afterPaintSrc(code));
  });
});
