/** @jest-environment node */
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { tagsWithClassLater, withClassFirst } from '@/lib/build/class-first';

const BUTTON = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold';

describe('withClassFirst', () => {
  it('moves class before the other attributes, which keep their order', () => {
    expect(
      withClassFirst(
        '<a href="tel:+17185550147" class="btn w-full"><svg aria-hidden="true" class="icon h-4 w-4"><use href="#icon-phone"/></svg>Call</a>' +
          '<input id="quote-name" type="text" required="" class="block w-full" name="name"/><br/><p class="x">y</p>',
      ),
    ).toBe(
      '<a class="btn w-full" href="tel:+17185550147"><svg class="icon h-4 w-4" aria-hidden="true"><use href="#icon-phone"/></svg>Call</a>' +
        '<input class="block w-full" id="quote-name" type="text" required="" name="name"/><br/><p class="x">y</p>',
    );
  });

  it('leaves raw text, comments and attribute values that look like tags as they are', () => {
    const untouched =
      '<script type="application/ld+json">{"a":"<a href=\\"/\\" class=\\"x\\">"}</script>' +
      '<style>a[href="/"]{color:red}</style><title>A &lt;b&gt;</title>' +
      '<textarea name="m" class="block">I\'d like <a href="/" class="x"> a quote</textarea><!-- <a href="/" class="x"> -->';
    expect(withClassFirst(untouched)).toBe(
      untouched.replace('<textarea name="m" class="block">', '<textarea class="block" name="m">'),
    );
    // A value with a > or a class= in it is one attribute.
    expect(withClassFirst('<img alt="a > b class=&quot;y&quot;" src="/x.svg" class="h-44"/>')).toBe(
      '<img class="h-44" alt="a > b class=&quot;y&quot;" src="/x.svg"/>',
    );
  });

  it('builds the same document', () => {
    const html =
      '<header id="top" class="sticky"><a href="/" aria-label="Home" class="shrink-0">Q</a>' +
      '<button type="button" popoverTarget="menu-products" class="flex" aria-label="Products menu"></button></header>' +
      '<form aria-labelledby="h" class="space-y-5" action="/api/contact" method="post"><input type="hidden" name="locale" value="en"/></form>';
    const elements = (markup: string) =>
      Array.from(new JSDOM(markup).window.document.querySelectorAll('*'), (element) =>
        [element.tagName, ...Array.from(element.attributes, (a) => `${a.name}=${a.value}`).sort()].join(' '),
      );
    expect(elements(withClassFirst(html))).toEqual(elements(html));
  });

  it('lets gzip find a repeated class list from the tag name on', () => {
    const links = ['/merchant-services', '/pos-solutions', '/payment-processing', '/value-added-services', '/faq']
      .map((href) => `<li><a href="${href}" class="${BUTTON}">Explore</a></li>`)
      .join('');
    const page = `<ul>${links}</ul><p><a class="${BUTTON}" href="/contact-us">Contact</a></p>`;
    expect(zlib.gzipSync(withClassFirst(page)).length).toBeLessThan(zlib.gzipSync(page).length);
  });

  it('comes back unchanged from a page it has rewritten, and finds the tags it has not', () => {
    const page = '<a href="/" class="x">a</a><svg class="icon" aria-hidden="true"></svg><span lang="es">b</span>';
    expect(tagsWithClassLater(page)).toEqual(['<a href="/" class="x">']);
    const rewritten = withClassFirst(page);
    expect(withClassFirst(rewritten)).toBe(rewritten);
    expect(tagsWithClassLater(rewritten)).toEqual([]);
  });
});
