/** @jest-environment node */
import { withoutUnusedHead } from '@/lib/build/unused-head';

// The <head> of a prerendered page as `next build` (16.4) writes it, shortened.
const head = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="preconnect" href="/" crossorigin=""/>',
  '<meta name="next-size-adjust" content=""/>',
  '<title>FAQ | Queensboro</title>',
  '<meta property="og:title" content="FAQ | Queensboro"/>',
  '<meta property="og:description" content="Answers &amp; more"/>',
  '<meta property="og:image" content="http://localhost:3000/og/faq.png"/>',
  '<meta property="og:image:width" content="1200"/>',
  '<meta property="og:image:height" content="630"/>',
  '<meta property="og:image:alt" content="Questions"/>',
  '<meta name="twitter:card" content="summary_large_image"/>',
  '<meta name="twitter:title" content="FAQ | Queensboro"/>',
  '<meta name="twitter:description" content="Answers &amp; more"/>',
  '<meta name="twitter:image" content="http://localhost:3000/og/faq.png"/>',
  '<meta name="twitter:image:alt" content="Questions"/>',
  '<meta name="twitter:image:width" content="1200"/>',
  '<meta name="twitter:image:height" content="630"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head>',
].join('');
const body = '<body><a href="/">Home</a><meta name="twitter:title" content="in the body"/></body></html>';

describe('withoutUnusedHead', () => {
  const out = withoutUnusedHead(head + body);

  it('drops the preconnect to the page’s own origin, next/font’s marker and the noModule polyfills', () => {
    expect(out).not.toContain('rel="preconnect"');
    expect(out).not.toContain('next-size-adjust');
    expect(out).not.toContain('noModule');
  });

  it('drops the X tags that say what Open Graph says, and keeps the card type and the image’s alt text', () => {
    const twitter = Array.from(out.matchAll(/<meta name="(twitter:[a-z:]+)"/g), (match) => match[1]);
    expect(twitter).toEqual(['twitter:card', 'twitter:image:alt', 'twitter:title']);
    // Every Open Graph tag stays: X reads them in place of its own.
    expect(out.match(/<meta property="og:/g)).toHaveLength(6);
  });

  it('keeps an X tag that says something else than Open Graph, and leaves the body alone', () => {
    const own = head.replace(
      '<meta name="twitter:title" content="FAQ | Queensboro"/>',
      '<meta name="twitter:title" content="FAQ"/>',
    );
    expect(withoutUnusedHead(own + body)).toContain('<meta name="twitter:title" content="FAQ"/>');
    expect(out.endsWith(body)).toBe(true);
    expect(out).toContain('<title>FAQ | Queensboro</title>');
  });

  it('changes nothing the second time, or in a document without a head', () => {
    expect(withoutUnusedHead(out)).toBe(out);
    expect(withoutUnusedHead('<p>no head</p>')).toBe('<p>no head</p>');
  });
});
