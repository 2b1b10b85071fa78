/**
 * The critical CSS with no whitespace after its commas.
 *
 * Tailwind's output, as Beasties passes it on, writes a space after the
 * commas of its values: font stacks (`"Inter", "Inter Fallback Arial", …`),
 * layered shadows (`0 0 #0000, 0 0 #0000, …`), gradient stops, `clamp()`
 * and `color-mix()` arguments. In CSS a comma is a token of its own and the
 * whitespace beside it means nothing, so without it every value is the same
 * value: ~10 bytes gzipped off each page's document. Quoted strings keep
 * theirs (a `content: ", "` would change).
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** A quoted CSS string, either quote, with its escapes. */
const quoted = /("(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*')/;

/** `css` without the whitespace that follows a comma outside a quoted string. */
export function withoutSpaceAfterCommas(css: string): string {
  return css
    .split(quoted)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/,\s+/g, ',')))
    .join('');
}
