/** @jest-environment node */
import { cachedFontMarker, cachedFontScript } from '@/lib/build/cached-font';
import { loaderMarker, loaderScript, loaderSources } from '@/lib/build/defer-scripts';
import { withOneInlineScript } from '@/lib/build/one-inline-script';
import { inlineScriptHashes, inlineScripts } from '@/lib/csp/inline-scripts';

const FACE = { family: 'Inter', weight: '400 800', url: '/_next/static/media/inter-subset.0f.woff2' };
const SOURCES = ['/_next/static/payload/0123456789abcdef.js', '/_next/static/chunks/a.js'];
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next" disabled=""/>';
const body = (script: string) => script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));

/** A page as the earlier steps of the rewrite leave it: the font script after the critical CSS, the loader last. */
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<style data-critical-css="/_next/static/chunks/0a.css">main{color:#334155}</style>${cachedFontScript(FACE)}${LINK}`,
  '<title>FAQ</title></head><body><main><h1>FAQ</h1></main>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  `${loaderScript(SOURCES)}</body></html>`,
].join('');

describe('withOneInlineScript', () => {
  it("writes the loader's code after the font's, in the font script's place in <head>, marked as the loader", () => {
    const html = withOneInlineScript(page);
    expect(html).toContain(
      `main{color:#334155}</style><script ${loaderMarker}="">${body(cachedFontScript(FACE))}${body(loaderScript(SOURCES))}</script>${LINK}`,
    );
    expect(html).not.toContain(cachedFontMarker);
    expect(
      html.endsWith(
        '</main><script type="application/ld+json">{"@context":"https://schema.org"}</script></body></html>',
      ),
    ).toBe(true);
    // One script runs, so the page's CSP names one hash; the JSON-LD needs none.
    expect(inlineScripts(page)).toHaveLength(2);
    expect(inlineScripts(html)).toHaveLength(1);
    expect(inlineScriptHashes(html)).toHaveLength(1);
    // The build and the tests still read the loader's list from it.
    expect(loaderSources(html)).toEqual(SOURCES);
  });

  it('changes nothing the second time, or in a page without the font script', () => {
    const once = withOneInlineScript(page);
    expect(withOneInlineScript(once)).toBe(once);
    const withoutFont = page.replace(cachedFontScript(FACE), '');
    expect(withOneInlineScript(withoutFont)).toBe(withoutFont);
  });
});

/**
 * Runs the merged script's code as the parser does when it reaches it in
 * <head>, with stand-ins for the browser: `parsed()` fires DOMContentLoaded,
 * `paint()` reports the first contentful paint.
 */
function runMerged(storage: Record<string, string>, { fontLoading = true } = {}) {
  const code = body(/<script data-deferred-chunks="">[\s\S]*?<\/script>/.exec(withOneInlineScript(page))![0]);
  const log: string[] = [];
  const parsedListeners: (() => void)[] = [];
  let reportPaint = () => {};
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      log.push('observe paint');
      reportPaint = () =>
        this.callback({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }, { disconnect() {} });
    }
  }
  class FakeFontFace {
    constructor(public family: string) {}
  }
  const fakeDocument = {
    hidden: false,
    fonts: fontLoading
      ? { add: (face: FakeFontFace) => log.push(`font ${face.family}`), addEventListener: () => {} }
      : undefined,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(listener);
    },
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (element: { src?: string }) => log.push(`script ${element.src}`) },
  };
  new Function('window', 'document', 'localStorage', 'FontFace', 'setTimeout', 'requestAnimationFrame', code)(
    { PerformanceObserver: PaintObserver },
    fakeDocument,
    storage,
    FakeFontFace,
    () => 0,
    () => 0,
  );
  return {
    log,
    parsed: () => parsedListeners.splice(0).forEach((listener) => listener()),
    paint: () => reportPaint(),
  };
}

describe('the merged script', () => {
  it('adds the remembered font when the parser reaches it, and the scripts only once parsed and painted', () => {
    const run = runMerged({ font: FACE.url });
    // In <head>, before the first layout: the face, and nothing of the loader's work.
    expect(run.log).toEqual(['font Inter']);
    run.paint();
    expect(run.log).toEqual(['font Inter']);
    run.parsed();
    expect(run.log).toEqual(['font Inter', 'observe paint']);
    run.paint();
    expect(run.log).toEqual(['font Inter', 'observe paint', ...SOURCES.map((src) => `script ${src}`)]);
  });

  it("still loads the page when the font's part fails (a browser without the font loading API)", () => {
    const run = runMerged({}, { fontLoading: false });
    expect(run.log).toEqual([]);
    run.parsed();
    run.paint();
    expect(run.log).toEqual(['observe paint', ...SOURCES.map((src) => `script ${src}`)]);
  });
});
