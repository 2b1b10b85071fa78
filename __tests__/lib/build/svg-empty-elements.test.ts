/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { withSelfClosedSvgShapes } from '@/lib/build/svg-empty-elements';

describe('withSelfClosedSvgShapes', () => {
  it('self-closes the empty shapes of an inline SVG', () => {
    expect(
      withSelfClosedSvgShapes(
        '<a href="/"><svg viewBox="0 0 40 40" class="h-9 w-9" aria-hidden="true"><g id="logo-mark">' +
          '<rect width="40" height="40" rx="10" fill="#173766"></rect><path d="M14 26.5l4 3.5 9-10" fill="none"></path>' +
          '</g></svg></a><svg><use href="#logo-mark"></use></svg>',
      ),
    ).toBe(
      '<a href="/"><svg viewBox="0 0 40 40" class="h-9 w-9" aria-hidden="true"><g id="logo-mark">' +
        '<rect width="40" height="40" rx="10" fill="#173766"/><path d="M14 26.5l4 3.5 9-10" fill="none"/>' +
        '</g></svg></a><svg><use href="#logo-mark"/></svg>',
    );
  });

  it('leaves what is outside an <svg>, and elements with content, as they are', () => {
    const html =
      '<p>a <code>&lt;rect&gt;&lt;/rect&gt;</code></p><script type="application/ld+json">{"a":"<path></path>"}</script>' +
      '<svg><title>A card</title><g><rect width="1"></rect></g><text>1</text></svg><path></path>';
    expect(withSelfClosedSvgShapes(html)).toBe(html.replace('<rect width="1"></rect>', '<rect width="1"/>'));
  });

  it('parses to the same document', () => {
    const html =
      '<div><svg viewBox="0 0 4 4"><rect width="4" height="4"></rect><circle r="1"></circle></svg><p>x</p></div>';
    const dom = (markup: string) => new JSDOM(markup).window.document.body.innerHTML;
    expect(dom(withSelfClosedSvgShapes(html))).toBe(dom(html));
  });
});
