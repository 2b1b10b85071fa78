import type { CostBasis, SavingsInputs } from './estimate';
import { roundTo } from './format';
import type { SavingsFormValues } from './rules';
import type { SavingsDefaults } from './settings';

/**
 * The calculator's state in the URL (`?volume=…&ticket=…&fees=…` or
 * `&rate=…`), so an estimate can be shared and is rendered by the server.
 * proxy.ts imports hasEstimate on every request: this module reads no file
 * and imports no loader (the default figures come in as a parameter).
 */

/** A query string as the browser (URLSearchParams) or a Next.js page (searchParams record) gives it. */
export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** The query parameters of an estimate; an address with any of them shows that estimate. */
export const ESTIMATE_PARAMS = ['volume', 'ticket', 'fees', 'rate'] as const;

/** Whether a query string carries an estimate (proxy.ts then has the page rendered with it). */
export function hasEstimate(params: URLSearchParams): boolean {
  return ESTIMATE_PARAMS.some((key) => params.has(key));
}

/** Longer query values are not figures anyone typed: they are ignored. */
const MAX_PARAM_LENGTH = 24;

/** One figure from a query string: the first value, '' when it is too long to be a figure. */
export function figureParam(params: SearchParams, key: string): string | undefined {
  const raw = params instanceof URLSearchParams ? params.get(key) : params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null) return undefined;
  return value.length > MAX_PARAM_LENGTH ? '' : value;
}

/** A number as it goes into a URL: at most `digits` decimals, no trailing zeros, no grouping. */
export function toParam(value: number, digits = 2): string {
  return String(roundTo(value, digits));
}

/** The values the calculator starts with: the example figures of the calculator page. */
export function defaultFormValues(defaults: SavingsDefaults): SavingsFormValues {
  return {
    volume: toParam(defaults.volume),
    ticket: toParam(defaults.ticket),
    fees: toParam(defaults.fees),
    rate: toParam((defaults.fees / defaults.volume) * 100, 4),
    basis: 'fees',
  };
}

/**
 * The calculator's values from a query string. With none of its parameters,
 * the defaults; a missing one falls back to its default; `fees` wins when
 * both fees and rate are given. Invalid values are kept as typed so the
 * calculator can say what is wrong.
 */
export function formValuesFromSearchParams(params: SearchParams, exampleFigures: SavingsDefaults): SavingsFormValues {
  const defaults = defaultFormValues(exampleFigures);
  const volume = figureParam(params, 'volume');
  const ticket = figureParam(params, 'ticket');
  const fees = figureParam(params, 'fees');
  const rate = figureParam(params, 'rate');
  if ([volume, ticket, fees, rate].every((value) => value === undefined)) return defaults;
  const basis: CostBasis = fees === undefined && rate !== undefined ? 'rate' : 'fees';
  return {
    volume: volume ?? defaults.volume,
    ticket: ticket ?? defaults.ticket,
    fees: fees ?? (basis === 'fees' ? defaults.fees : ''),
    rate: rate ?? (basis === 'rate' ? defaults.rate : ''),
    basis,
  };
}

/** The query string that reproduces these inputs: fees or rate, as the visitor gave them. */
export function estimateToSearchParams(inputs: SavingsInputs): URLSearchParams {
  const params = new URLSearchParams({ volume: toParam(inputs.volume), ticket: toParam(inputs.ticket) });
  if (inputs.basis === 'rate') params.set('rate', toParam(inputs.rate, 4));
  else params.set('fees', toParam(inputs.fees));
  return params;
}

/** The 'Get this quote' link: always volume, ticket and fees (derived to the cent when a rate was given). */
export function quoteHref(inputs: SavingsInputs): string {
  const params = new URLSearchParams({
    volume: toParam(inputs.volume),
    ticket: toParam(inputs.ticket),
    fees: toParam(inputs.fees),
  });
  return `/contact-us?${params.toString()}`;
}
