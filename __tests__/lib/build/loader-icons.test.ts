import fs from 'node:fs';
import path from 'node:path';
import { loaderScript } from '@/lib/build/defer-scripts';
import { inlineIcons, spriteSymbols } from '@/lib/build/inline-icons';

/**
 * The loader (lib/build/defer-scripts.ts) in a real DOM: after the first
 * contentful paint it fetches the sprite a page names and adds the symbols
 * its icons below the first screen need (lib/build/inline-icons.ts), under
 * the ids their `<use>`s point at. The sprite is the real public/icons.svg;
 * only the network is stood in for. Chromium draws them in e2e/page-sweep.spec.ts.
 */
const sprite = fs.readFileSync(path.join(process.cwd(), 'public', 'icons.svg'), 'utf8');
const SPRITE_URL = '/icons.svg?v=0123456789';

function loadPage(iconsBelow: boolean) {
  const icon = (name: string) => `<svg class="icon"><use href="${SPRITE_URL}#${name}"></use></svg>`;
  const html =
    `<html><head></head><body><header>${icon('menu')}</header><main><h1>A</h1>${icon('check')}` +
    `${iconsBelow ? `<h2>B</h2>${icon('mail')}${icon('check')}` : ''}</main></body></html>`;
  const page = inlineIcons(html, spriteSymbols(sprite)).html;
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
  const fetched: string[] = [];
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve({ text: () => Promise.resolve(sprite) });
  };
  const script = loaderScript([]);
  const code = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
  let reportPaint = () => {};
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      reportPaint = () =>
        this.callback({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }, { disconnect() {} });
    }
  }
  new Function('window', 'fetch', 'setTimeout', code)({ PerformanceObserver: PaintObserver }, fetch, () => 0);
  // The loader waits for the document to be parsed; jsdom's was before the test began.
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return { fetched, paint: () => reportPaint() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const symbolIds = () => Array.from(document.querySelectorAll('svg[data-icons] symbol'), (symbol) => symbol.id);

describe('the loader and the icons below the first screen', () => {
  it('fetches the sprite after the first contentful paint and adds the missing symbols, each once', async () => {
    const { fetched, paint } = loadPage(true);
    expect(symbolIds().sort()).toEqual(['icon-check', 'icon-menu']);
    await flush();
    expect(fetched).toEqual([]);
    paint();
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
    const { fetched, paint } = loadPage(false);
    paint();
    await flush();
    expect(fetched).toEqual([]);
    expect(symbolIds().sort()).toEqual(['icon-check', 'icon-menu']);
  });
});
