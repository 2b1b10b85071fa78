/**
 * The critical CSS written shorter, value for value.
 *
 * Tailwind's output, as Beasties passes it on, keeps spaces and terms a
 * minifier would drop; each step here gives the browser the same values:
 *
 * - the whitespace after commas: font stacks (`"Inter", "Inter Fallback
 *   Arial", …`), layered shadows, gradient stops, `clamp()` and
 *   `color-mix()` arguments (in CSS a comma is a token of its own and the
 *   whitespace beside it means nothing);
 * - the whitespace around `*` and `/` inside `calc()` (only `+` and `-`
 *   need it: CSS Values 4);
 * - the transparent zero shadows a `box-shadow` list starts with
 *   (`0 0 #0000,` for each of Tailwind's unused ring and inset layers):
 *   a shadow with no offset, blur or spread in a transparent colour paints
 *   nothing;
 * - `0.0%` written `0%`.
 *
 * About 20 bytes gzipped off each page's document. Quoted strings are left
 * as they are (a `content: ", "` would change). The full stylesheet,
 * linked after the first paint, repeats the same rules as Tailwind wrote
 * them.
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** A quoted CSS string, either quote, with its escapes. */
const quoted = /("(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*')/;

/** `css` with `shorten` applied to everything outside its quoted strings. */
function outsideStrings(css: string, shorten: (part: string) => string): string {
  return css
    .split(quoted)
    .map((part, index) => (index % 2 === 1 ? part : shorten(part)))
    .join('');
}

/** `css` without the whitespace that follows a comma outside a quoted string. */
export function withoutSpaceAfterCommas(css: string): string {
  return outsideStrings(css, (part) => part.replace(/,\s+/g, ','));
}

/** `part` with ` * ` and ` / ` written `*` and `/` inside each `calc()` (nested ones included). */
function tightCalcOperators(part: string): string {
  let out = '';
  let index = 0;
  for (;;) {
    const start = part.indexOf('calc(', index);
    if (start < 0) return out + part.slice(index);
    let depth = 0;
    let end = start + 'calc'.length;
    for (; end < part.length; end += 1) {
      if (part[end] === '(') depth += 1;
      else if (part[end] === ')' && --depth === 0) break;
    }
    out += part.slice(index, start) + part.slice(start, end + 1).replace(/\s+([*/])\s+/g, '$1');
    index = end + 1;
  }
}

/** `css` written shorter with the same values (see above). */
export function compactCss(css: string): string {
  return outsideStrings(withoutSpaceAfterCommas(css), (part) =>
    tightCalcOperators(part)
      .replace(/(box-shadow:)(?:0 0 #0000,)+(?=[^;}])/g, '$1')
      .replace(/(^|[^\d.])0\.0+%/g, '$10%'),
  );
}
