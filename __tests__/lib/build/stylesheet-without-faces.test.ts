/** @jest-environment node */
import { withoutFacesHref, withoutFontFaces } from '@/lib/build/stylesheet-without-faces';

describe('withoutFontFaces', () => {
  it('takes out every @font-face rule, the web font and the local fallbacks, and nothing else', () => {
    const css =
      '@layer base{h1{font-weight:800}}' +
      '@font-face{font-family:Inter;font-weight:400 800;font-display:swap;src:url(../media/inter.0f.woff2)format("woff2")}' +
      '@font-face {font-family:Inter Fallback Arial;src:local(Arial),local(ArialMT);size-adjust:107.12%}' +
      '.font-sans{font-family:Inter,"Inter Fallback Arial",sans-serif}@media (width>=40rem){.sm\\:flex{display:flex}}';
    expect(withoutFontFaces(css)).toBe(
      '@layer base{h1{font-weight:800}}.font-sans{font-family:Inter,"Inter Fallback Arial",sans-serif}@media (width>=40rem){.sm\\:flex{display:flex}}',
    );
    expect(withoutFontFaces(withoutFontFaces(css))).toBe(withoutFontFaces(css));
  });
});

describe('withoutFacesHref', () => {
  it('names the copy beside the stylesheet, under the same build hash', () => {
    expect(withoutFacesHref('/_next/static/chunks/1x8ov9clw7ybz.css')).toBe(
      '/_next/static/chunks/1x8ov9clw7ybz.nofaces.css',
    );
  });
});
