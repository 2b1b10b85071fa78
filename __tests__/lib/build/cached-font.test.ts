/** @jest-environment node */
import { FONT_STORAGE_KEY, cachedFontMarker, cachedFontScript, webFontFaces } from '@/lib/build/cached-font';

const FACE = { family: 'Inter', weight: '400 800', url: '/_next/static/media/inter-subset.0f.woff2' };

/** Runs the script's code against a fake document and storage; returns what it did. */
function run(stored: string | null) {
  const storage: Record<string, string> = stored === null ? {} : { [FONT_STORAGE_KEY]: stored };
  const added: { family: string; source: string; descriptors: Record<string, string> }[] = [];
  const listeners: ((event: { fontfaces: { family: string; status: string }[] }) => void)[] = [];
  class FakeFontFace {
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {}
  }
  const code = /<script [^>]*>([\s\S]*)<\/script>/.exec(cachedFontScript(FACE))![1]!;
  new Function('localStorage', 'document', 'FontFace', code)(
    storage,
    {
      fonts: {
        add: (face: (typeof added)[number]) => added.push(face),
        addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      },
    },
    FakeFontFace,
  );
  return { storage, added, listeners };
}

describe('webFontFaces', () => {
  it('finds the faces with a woff2 file and resolves the file against the stylesheet', () => {
    const css =
      '@font-face{font-family:Inter;font-weight:400 800;src:url(../media/inter-subset.0f.woff2)format("woff2")}' +
      '@font-face{font-family:Inter Fallback Arial;src:local(Arial)}';
    expect(webFontFaces(css, '/_next/static/chunks/0a.css')).toEqual([FACE]);
  });
});

describe('cachedFontScript', () => {
  it('is marked, so the build step knows its work', () => {
    expect(cachedFontScript(FACE)).toContain(`<script ${cachedFontMarker}="">`);
  });

  it('on a first visit adds nothing and waits for nothing (the after-paint script loads the font, lib/build/after-paint.ts)', () => {
    const { storage, added, listeners } = run(null);
    expect(added).toEqual([]);
    expect(listeners).toEqual([]);
    expect(storage).toEqual({});
  });

  it('on a later page adds the remembered face at once, optional so a slow cache never delays the text', () => {
    const { added } = run(FACE.url);
    expect(added).toEqual([
      expect.objectContaining({
        family: 'Inter',
        source: `url(${FACE.url})`,
        descriptors: { weight: '400 800', display: 'optional' },
      }),
    ]);
  });

  it('ignores a file remembered from another build', () => {
    expect(run('/_next/static/media/inter-subset.old.woff2').added).toEqual([]);
  });
});
