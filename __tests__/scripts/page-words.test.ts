/** @jest-environment node */
import zlib from 'node:zlib';
import { withoutWords } from '../../scripts/support/page-words';

/**
 * The budget test holds an article, a guide, a legal page and the FAQ to
 * their frame (e2e/budget.spec.ts): what the code sends, the writer's words
 * left out. So the frame must not move when the writer writes more, and must
 * move when the code sends more.
 */

const page = (words: string, main = '<p class="mt-4 text-lg">WORDS</p>') =>
  [
    '<!DOCTYPE html><html lang="en-US"><head><title>How to Choose a POS</title>',
    '<style data-critical-css="/a.css">.mt-4{margin-top:1rem}</style></head>',
    '<body class="flex"><header><a class="menu-link" href="/">Home</a></header>',
    `<main id="main"><script type="application/ld+json">{"@type":"BlogPosting","headline":"${words}"}</script>`,
    main.replace('WORDS', words),
    '</main><script>let d=document;d.body.dataset.ready="1"</script></body></html>',
  ].join('');

const gzip = (text: string) => zlib.gzipSync(text).length;

it('leaves out the text of the body and the JSON-LD, and keeps the head, the elements, the styles and the scripts', () => {
  expect(withoutWords(page('Card fees, explained'))).toBe(
    [
      '<!DOCTYPE html><html lang="en-US"><head><title>How to Choose a POS</title>',
      '<style data-critical-css="/a.css">.mt-4{margin-top:1rem}</style></head>',
      '<body class="flex"><header><a class="menu-link" href="/"></a></header>',
      '<main id="main"><p class="mt-4 text-lg"></p>',
      '</main><script>let d=document;d.body.dataset.ready="1"</script></body></html>',
    ].join(''),
  );
});

it('does not grow when the writer writes more', () => {
  const short = page('A short answer.');
  const long = page('A much longer answer, '.repeat(400));
  expect(gzip(long) - gzip(short)).toBeGreaterThan(50);
  expect(withoutWords(long)).toBe(withoutWords(short));
});

it('grows when the code sends more markup', () => {
  const plain = page('Words');
  const heavier = page('Words', '<div class="rounded-card border border-slate-200 p-6 shadow-card"><p>WORDS</p></div>');
  expect(gzip(withoutWords(heavier))).toBeGreaterThan(gzip(withoutWords(plain)));
});

it('keeps a document without a body as it is', () => {
  expect(withoutWords('<p>Not a page</p>')).toBe('<p>Not a page</p>');
});
