/**
 * How the calculator shows amounts: the only place they are rounded (the
 * arithmetic in ./estimate.ts never rounds).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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
  return usd.format(cents === 0 ? 0 : cents);
}

/** Whole dollars with grouping, for limits in messages: 10000000 → '$10,000,000'. */
export function formatUsdWhole(value: number): string {
  return `$${value.toLocaleString('en-US')}`;
}

/** A percentage with two decimals: 3.1 → '3.10%'. */
export function formatPercent(value: number): string {
  return `${roundTo(value, 2).toFixed(2)}%`;
}

/** Whole transactions, for reading: 1111.11 → '1,111'. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** A fee under a dollar in cents ('10¢'), otherwise in dollars. */
export function formatCents(dollars: number): string {
  return dollars < 1 ? `${Math.round(dollars * 100)}¢` : formatUsd(dollars);
}
