/**
 * The products the theme left in the critical CSS, written as the lengths
 * they are.
 *
 * Tailwind 4 writes a spacing utility as a product of the theme's unit
 * (`.mt-4{margin-top:calc(var(--spacing) * 4)}`), and once
 * lib/build/inline-theme.ts has written the unit in, about a hundred
 * declarations a page read `calc(.25rem * 4)`: a length the browser
 * computes to `1rem` exactly. Written as `1rem`, each page's document is
 * ~55 bytes smaller gzipped. Only a product of one plain length and one
 * plain number is folded (a quarter rem times a spacing step is exact in
 * binary, so the value is the one the browser computes); a `calc()` that
 * reads a property, mixes units or divides stays as it is.
 * (A minifier such as Lightning CSS folds these too, but it also rewrote
 * `color-mix()` colours into `oklab()` values that draw one level apart on
 * antialiased edges, and reordered declarations, which gzip liked less.)
 *
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */

/** `calc(<length> * <number>)`: group 1 the length's number, 2 its unit, 3 the factor. */
const product = /calc\((-?(?:\d+\.?\d*|\.\d+))(rem|px|em) \* (-?(?:\d+\.?\d*|\.\d+))\)/g;

/** A number as CSS minifiers write it: no leading zero, at most 6 decimals. */
function short(value: number): string {
  const text = String(Number(value.toFixed(6)));
  return text.replace(/^(-?)0\./, '$1.');
}

/** `calc(<number> ± <number>)` of plain numbers; group 1 the first, 2 the sign, 3 the second. */
const numberSum = /calc\((-?(?:\d+\.?\d*|\.\d+)) ([+-]) (-?(?:\d+\.?\d*|\.\d+))\)/g;

/**
 * `css` with every `calc()` of one length times one number written as its
 * value; a sum or difference of two plain numbers first (`calc(1 - 0)`, left
 * where lib/build/inline-theme.ts wrote a constant in), so that the product
 * around it folds too.
 */
export function foldLengthProducts(css: string): string {
  const summed = css.replace(numberSum, (_calc, a: string, sign: string, b: string) =>
    short(sign === '+' ? Number(a) + Number(b) : Number(a) - Number(b)),
  );
  // Zero keeps its unit: inside another calc() a bare 0 is a number, not a length.
  const fold = (text: string) =>
    text.replace(
      product,
      (_calc, length: string, unit: string, factor: string) => `${short(Number(length) * Number(factor))}${unit}`,
    );
  // A product of a product (`space-y-2`'s `calc(calc(.25rem * 2) * 0)`) folds
  // from the inside out: the outer one is a product of a length only once the
  // inner one is written as its value.
  let folded = summed;
  for (let previous = ''; previous !== folded;) [previous, folded] = [folded, fold(folded)];
  return folded;
}
