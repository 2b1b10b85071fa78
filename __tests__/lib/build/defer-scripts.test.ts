/** @jest-environment node */
import {
  compileHint,
  deferChunkScripts,
  loaderScript,
  loaderSources,
  payloadSrc,
  withCompileHint,
} from '@/lib/build/defer-scripts';

// The shape `next build` (16.4, Turbopack) gives a prerendered page, shortened.
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/runtime-a.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime-b.js" async=""></script>',
  '<title>FAQ</title></head><body><main><h1>FAQ</h1></main>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"],"runtimeModuleIds":[7]});</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"FAQ\\"}]\\n"])</script>',
  '</body></html>',
].join('');

describe('deferChunkScripts', () => {
  it('moves every chunk script and chunk preload into one loader at the end of <body>, each once, in document order', () => {
    const { html, deferred } = deferChunkScripts(page);
    expect(deferred.slice(1)).toEqual([
      '/_next/static/chunks/runtime-a.js',
      '/_next/static/chunks/runtime-b.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.endsWith(`${loaderScript(deferred)}</body></html>`)).toBe(true);
  });

  it('moves Turbopack’s bootstrap and the inline RSC payload, in order, into one content-named file that the loader runs first', () => {
    const { html, deferred, payload } = deferChunkScripts(page);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    expect(payload?.body).toBe(
      [
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"],"runtimeModuleIds":[7]});',
        '(self.__next_f=self.__next_f||[]).push([0]);',
        'self.__next_f.push([1,"0:{\\"P\\":null}\\n"]);',
        'self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"FAQ\\"}]\\n"]);',
        '',
      ].join('\n'),
    );
    expect(payload?.src).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{16}\.js$/);
    expect(payload?.src).toBe(payloadSrc(payload!.body));
    expect(payloadSrc(`${payload!.body} `)).not.toBe(payload?.src);
    expect(deferred[0]).toBe(payload?.src);
    // Run as a script, the file fills self.__next_f and Turbopack's list exactly as the inline scripts did.
    const self: { __next_f?: unknown[] } = {};
    const global: { TURBOPACK?: unknown[] } = {};
    new Function('self', 'globalThis', payload!.body)(self, global);
    expect(self.__next_f).toEqual([[0], [1, '0:{"P":null}\n'], [1, '1:["$","h1",null,{"children":"FAQ"}]\n']]);
    expect(global.TURBOPACK).toEqual([{ otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [7] }]);
  });

  it('runs the added scripts in the order given: the payload before the runtime that reads it', () => {
    // A script element added by a script is async unless told otherwise: then it runs when it arrives.
    jest.useFakeTimers();
    const { added, parsed, paint } = runLoader({ visibility: 'visible', paintTiming: true });
    parsed();
    paint('first-contentful-paint');
    jest.useRealTimers();
    expect(added.map(({ src, async }) => ({ src, async }))).toEqual([
      { src: '/_next/static/chunks/a.js', async: false },
      { src: '/_next/static/chunks/b.js', async: false },
    ]);
  });

  it('leaves everything else where it was: the stylesheet, JSON-LD, the noModule polyfills', () => {
    const { html } = deferChunkScripts(page);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    ])
      expect(html).toContain(kept);
  });

  it("puts the build's after-paint script first, before the payload and the chunks", () => {
    const afterPaint = '/_next/static/after-paint/0123456789abcdef.js';
    const { html, deferred, payload } = deferChunkScripts(page, afterPaint);
    expect(deferred).toEqual([afterPaint, payload!.src, ...deferChunkScripts(page).deferred.slice(1)]);
    expect(loaderSources(html)).toEqual(deferred);
  });

  it('changes nothing the second time, or in a document without chunk scripts', () => {
    const once = deferChunkScripts(page).html;
    expect(deferChunkScripts(once)).toEqual({ html: once, deferred: [] });
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    expect(deferChunkScripts(plain)).toEqual({ html: plain, deferred: [] });
  });
});

/**
 * Runs the loader's code with a stand-in for the browser: `parsed()` fires
 * `DOMContentLoaded` (the document parsed to its end), `paint(name)`
 * reports a paint entry as the browser does once a frame is presented,
 * `frame()` runs the pending animation frames, timers are Jest's.
 */
function runLoader({ visibility, paintTiming }: { visibility: 'visible' | 'hidden'; paintTiming: boolean }) {
  const script = loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  const code = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
  const added: { src?: string; async: boolean }[] = [];
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const parsedListeners: (() => void)[] = [];
  const observers: { callback: ObserverCallback; options?: { type: string; buffered: boolean }; connected: boolean }[] =
    [];
  type ObserverCallback = (
    list: { getEntriesByName(name: string): unknown[] },
    observer: { disconnect(): void },
  ) => void;
  class FakeObserver {
    static supportedEntryTypes = paintTiming
      ? ['mark', 'measure', 'paint', 'resource']
      : ['mark', 'measure', 'resource'];
    private readonly record: (typeof observers)[number];
    constructor(callback: ObserverCallback) {
      this.record = { callback, connected: true };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered: boolean }) {
      this.record.options = options;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const stylesheet = { disabled: true };
  const fakeDocument = {
    hidden: visibility === 'hidden',
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(listener);
    },
    // The page's full stylesheet, disabled until the loader runs (lib/build/critical-css.ts).
    querySelectorAll: (selector: string) => (selector === 'link[disabled]' ? [stylesheet] : []),
    // A page whose icons are all in its own HTML (lib/build/inline-icons.ts): no sprite to fetch.
    querySelector: () => null,
    createElement: () => ({ async: true }) as { src?: string; async: boolean },
    head: {
      appendChild: (element: { src?: string; async: boolean }) => (added.push(element), appended.push(element.src!)),
    },
  };
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', code)(
    { PerformanceObserver: FakeObserver },
    fakeDocument,
    (callback: () => void) => frames.push(callback),
    setTimeout,
  );
  return {
    added,
    appended,
    stylesheet,
    observers,
    parsed() {
      parsedListeners.splice(0).forEach((listener) => listener());
    },
    paint(name: string) {
      for (const observer of observers.filter((o) => o.connected && o.options?.type === 'paint'))
        observer.callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name, entryType: 'paint' }] : []) },
          { disconnect: () => (observer.connected = false) },
        );
    },
    frame() {
      frames.splice(0).forEach((callback) => callback());
    },
  };
}

describe('the loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds the scripts given, in order, each once', () => {
    const { appended, parsed, paint } = runLoader({ visibility: 'visible', paintTiming: true });
    parsed();
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    jest.runAllTimers();
    expect(appended).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('adds the scripts when the first contentful paint is reported, not at the first frame or first paint', () => {
    const loader = runLoader({ visibility: 'visible', paintTiming: true });
    loader.parsed();
    expect(loader.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    loader.frame();
    jest.advanceTimersByTime(0);
    loader.paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(loader.appended).toEqual([]);
    loader.paint('first-contentful-paint');
    expect(loader.appended).toHaveLength(2);
    // The full stylesheet is the after-paint script's to link (lib/build/after-paint.ts).
    expect(loader.stylesheet.disabled).toBe(true);
    expect(loader.observers[0]!.connected).toBe(false);
  });

  it('starts waiting only once the document is parsed, wherever in it the loader runs', () => {
    // From <head> (lib/build/one-inline-script.ts) its code runs before the body is parsed:
    // no observer, frame or timer yet, so the fallbacks count from the end of parsing,
    // as they did with the loader last in <body>; a paint reported before that is
    // delivered to the observer then (`buffered`).
    const loader = runLoader({ visibility: 'hidden', paintTiming: true });
    loader.frame();
    jest.advanceTimersByTime(60_000);
    expect(loader.observers).toEqual([]);
    expect(loader.appended).toEqual([]);
    loader.parsed();
    expect(loader.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    jest.advanceTimersByTime(3_000);
    expect(loader.appended).toHaveLength(2);
  });

  it.each([
    ['a visible tab whose paint is never reported', 'visible', 10_000],
    ['a tab opened in the background (no paint until shown)', 'hidden', 3_000],
  ] as const)('in %s, adds them after the fallback delay', (_tab, visibility, delay) => {
    const loader = runLoader({ visibility, paintTiming: true });
    loader.parsed();
    jest.advanceTimersByTime(delay - 1);
    expect(loader.appended).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loader.appended).toHaveLength(2);
  });

  it('without paint timing, adds them just after the first frame', () => {
    const loader = runLoader({ visibility: 'visible', paintTiming: false });
    loader.parsed();
    expect(loader.observers).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loader.appended).toEqual([]);
    loader.frame();
    expect(loader.appended).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loader.appended).toHaveLength(2);
  });
});

describe('withCompileHint', () => {
  it("puts V8's compile hint first in a chunk, once", () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);\n//# sourceMappingURL=a.js.map';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint(hinted)).toBe(hinted);
    // Still the same script: the hint is a comment.
    expect(() => new Function(hinted)).not.toThrow();
  });
});

describe('loaderSources', () => {
  it("reads back the scripts a document's loader adds, in order", () => {
    const { html, deferred } = deferChunkScripts(page);
    expect(loaderSources(html)).toEqual(deferred);
    expect(loaderSources(page)).toBeNull();
  });
});
