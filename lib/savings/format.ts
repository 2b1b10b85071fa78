/**
 * How the calculator shows amounts: the only place they are rounded (the
 * arithmetic in ./estimate.ts never rounds).
 *
 * US formatting is written out here rather than asked of Intl on purpose:
 * a page's first Intl call (a NumberFormat, or toLocaleString with a
 * locale) loads the browser's ICU data, 30–45 ms on the main thread of a
 * fast desktop and several times that on a phone, and these functions run
 * while /savings-calculator and /contact-us hydrate. The output is the same
 * as Intl's 'en-US' (the unit tests compare the two).
 */

/**
 * A rounded amount's magnitude with `decimals` decimals and its thousands
 * grouped: (1234.5, 2) → '1,234.50'.
 */
function grouped(magnitude: number, decimals: number): string {
  const [whole = '0', fraction] = magnitude.toFixed(decimals).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/**
 * Half-up rounding to `digits` decimals that ignores binary noise:
 * 12,345 × 2.9% is 358.00499999… as a double but 358.005 on paper, so $358.01.
 */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(Number((value * scale).toFixed(6))) / scale;
}

/** Dollars and cents: 1261.1111 → '$1,261.11'. Never '-$0.00'. */
export function formatUsd(value: number): string {
  const cents = roundTo(value, 2);
  return `${cents < 0 ? '-' : ''}$${grouped(Math.abs(cents), 2)}`;
}

/** Whole dollars with grouping, for limits in messages: 10000000 → '$10,000,000'. */
export function formatUsdWhole(value: number): string {
  // As toLocaleString writes it: at most three decimals, rounded half away
  // from zero, trailing zeros dropped.
  const magnitude = roundTo(Math.abs(value), 3);
  return `$${value < 0 && magnitude > 0 ? '-' : ''}${grouped(magnitude, 3).replace(/\.?0+$/, '')}`;
}

/** A percentage with two decimals: 3.1 → '3.10%'. */
export function formatPercent(value: number): string {
  return `${roundTo(value, 2).toFixed(2)}%`;
}

/** Whole transactions, for reading: 1111.11 → '1,111'. */
export function formatCount(value: number): string {
  const count = Math.round(value);
  return `${count < 0 ? '-' : ''}${grouped(Math.abs(count), 0)}`;
}

/** A fee under a dollar in cents ('10¢'), otherwise in dollars. */
export function formatCents(dollars: number): string {
  return dollars < 1 ? `${Math.round(dollars * 100)}¢` : formatUsd(dollars);
}
