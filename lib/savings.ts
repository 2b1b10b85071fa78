import { cashDiscountProgram, ourRate, savingsDefaults, savingsLimits, type CashDiscountProgram, type RateCard } from '@/content/pricing';

/**
 * The savings calculator's arithmetic: pure functions, no rounding (amounts
 * are rounded to cents only when shown, by `formatUsd`), no negative savings.
 *
 *   transactions  = volume ÷ ticket
 *   current cost  = fees                      (or volume × rate%)
 *   our cost      = volume × 2.3% + transactions × $0.10
 *   dual pricing  = monthly program fee       (the non-cash adjustment covers processing)
 *   saving        = max(0, current cost − cost),   yearly = monthly × 12
 *
 * Validation: one table of bounds and messages (`savingsRules`), applied by
 * plain comparisons (`checkSavings`: the calculator and links that arrive at
 * /contact-us) and by a zod/mini schema (lib/savings-schema.ts) for input
 * from elsewhere; a unit test holds the two to identical results.
 */

export type CostBasis = 'fees' | 'rate';

/** The calculator's fields as typed (strings, like the inputs and the URL). */
export interface SavingsFormValues {
  volume: string;
  ticket: string;
  fees: string;
  rate: string;
  basis: CostBasis;
}

export type SavingsField = 'volume' | 'ticket' | 'fees' | 'rate';

/** Validated figures. Fees and rate are both present: one given, one derived. */
export interface SavingsInputs {
  /** Monthly card volume, dollars. */
  volume: number;
  /** Average ticket, dollars. */
  ticket: number;
  /** Current monthly processing fees, dollars. */
  fees: number;
  /** Current effective rate, percent (3.1 means 3.1%). */
  rate: number;
  /** Which of fees and rate the visitor gave. */
  basis: CostBasis;
}

export interface SavingsOption {
  /** Monthly cost under this option, dollars. */
  monthlyCost: number;
  /** Cost ÷ volume, percent. */
  effectiveRate: number;
  /** True when the option costs at least a cent less than today. */
  saves: boolean;
  /** Never negative: 0 when the option does not save. */
  monthlySaving: number;
  yearlySaving: number;
  /** Saving as a share of the current cost, percent (0 when there is none). */
  percentSaved: number;
  /** How much more the option would cost than today (0 when it saves). */
  monthlyExtraCost: number;
  /** Why there is no saving, in plain words; null when it saves. */
  message: string | null;
}

export interface SavingsEstimate {
  inputs: SavingsInputs;
  /** Card transactions a month (volume ÷ ticket); not rounded. */
  transactions: number;
  current: { monthlyCost: number; yearlyCost: number; effectiveRate: number };
  ourRate: SavingsOption & {
    /** volume × percent */
    percentPart: number;
    /** transactions × per-transaction fee */
    perTransactionPart: number;
    /** The fixed per-transaction fee costs more than the percentage (very small tickets). */
    perTransactionDominates: boolean;
  };
  dualPricing: SavingsOption & {
    programFee: number;
    /** What card customers pay in non-cash adjustments a month (shown for honesty, not a merchant cost). */
    adjustmentPaidByCustomers: number;
  };
  /** The larger of the two monthly savings (0 when neither saves). */
  bestMonthlySaving: number;
  bestYearlySaving: number;
  /** Plain-language notes to show beside the results (small tickets, already-low rates). */
  notes: string[];
}

export type SavingsResult =
  | { ok: true; inputs: SavingsInputs; estimate: SavingsEstimate; errors: Record<string, never> }
  | { ok: false; inputs: null; estimate: null; errors: Partial<Record<SavingsField, string>> };

export interface Pricing {
  rate: RateCard;
  program: CashDiscountProgram;
}

const defaultPricing: Pricing = { rate: ourRate, program: cashDiscountProgram };

/* ------------------------------------------------------------------ */
/* Parsing and validation                                               */
/* ------------------------------------------------------------------ */

/**
 * Reads an amount as people type it: '50,000', '$50000', ' 3.1 % ', '.5'.
 * Returns undefined for an empty field and NaN for anything that is not a
 * plain non-negative decimal (so '-5', '1e5', '12abc' are rejected, not guessed).
 */
export function parseAmount(text: string | undefined | null): number | undefined {
  if (text === undefined || text === null) return undefined;
  const cleaned = text.replace(/[\s$,%]/g, '');
  if (cleaned === '') return undefined;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const usdWhole = (value: number) => `$${value.toLocaleString('en-US')}`;

/** One field's bounds and messages (shared with lib/savings-schema.ts). */
export interface AmountRule {
  required: string;
  number: string;
  min: number;
  /** true: min itself is allowed (fees may be 0); false: must be more than min. */
  minInclusive: boolean;
  minError: string;
  max: number;
  maxError: string;
}

/** The bounds and messages of each field: one table for both validators below. */
export const savingsRules: Record<SavingsField, AmountRule> = {
  volume: {
    required: 'Enter your monthly card volume.',
    number: 'Enter the volume as a number of dollars, like 50000.',
    min: 0,
    minInclusive: false,
    minError: 'Monthly card volume must be more than $0.',
    max: savingsLimits.maxVolume,
    maxError: `Enter a volume up to ${usdWhole(savingsLimits.maxVolume)} a month; above that, ask us for custom pricing.`,
  },
  ticket: {
    required: 'Enter your average ticket.',
    number: 'Enter the average ticket as a number of dollars, like 45.',
    min: 0,
    minInclusive: false,
    minError: 'Average ticket must be more than $0.',
    max: savingsLimits.maxTicket,
    maxError: `Enter an average ticket up to ${usdWhole(savingsLimits.maxTicket)}.`,
  },
  fees: {
    required: 'Enter your current monthly fees.',
    number: 'Enter the fees as a number of dollars, like 1550.',
    min: 0,
    minInclusive: true,
    minError: 'Fees cannot be negative.',
    max: savingsLimits.maxVolume,
    maxError: 'Those fees are larger than any volume we can estimate: check the figure.',
  },
  rate: {
    required: 'Enter your current effective rate.',
    number: 'Enter the rate as a percentage, like 3.1.',
    min: 0,
    minInclusive: true,
    minError: 'The rate cannot be negative.',
    max: savingsLimits.maxEffectiveRate,
    maxError: `Enter a rate up to ${savingsLimits.maxEffectiveRate}%: check the total fees and volume on your statement.`,
  },
};

/** Figures as numbers (from `parseAmount`): undefined when missing, NaN when not a number. */
export type SavingsCandidate =
  | { basis: 'fees'; volume?: number; ticket?: number; fees?: number }
  | { basis: 'rate'; volume?: number; ticket?: number; rate?: number };

export type ValidFigures = { volume: number; ticket: number } & ({ basis: 'fees'; fees: number } | { basis: 'rate'; rate: number });

export type FieldErrors = Partial<Record<SavingsField, string>>;

function checkAmount(rule: AmountRule, value: number | undefined): string | undefined {
  if (value === undefined) return rule.required;
  if (typeof value !== 'number' || !Number.isFinite(value)) return rule.number;
  if (rule.minInclusive ? value < rule.min : value <= rule.min) return rule.minError;
  if (value > rule.max) return rule.maxError;
  return undefined;
}

/** Checks between fields, run only when every field is valid on its own. */
export function crossCheck(data: ValidFigures): FieldErrors {
  const errors: FieldErrors = {};
  if (data.ticket > data.volume) errors.ticket = 'The average ticket cannot be more than your monthly volume.';
  if (data.basis === 'fees' && data.fees > (data.volume * savingsLimits.maxEffectiveRate) / 100) {
    errors.fees = `That is more than ${savingsLimits.maxEffectiveRate}% of your volume: check the total fees on your statement.`;
  }
  return errors;
}

function costField(candidate: SavingsCandidate): { field: 'fees' | 'rate'; value: number | undefined } {
  return candidate.basis === 'rate' ? { field: 'rate', value: candidate.rate } : { field: 'fees', value: candidate.fees };
}

export function resultFor(data: ValidFigures): SavingsResult {
  const inputs: SavingsInputs =
    data.basis === 'fees'
      ? { volume: data.volume, ticket: data.ticket, basis: 'fees', fees: data.fees, rate: (data.fees / data.volume) * 100 }
      : { volume: data.volume, ticket: data.ticket, basis: 'rate', rate: data.rate, fees: (data.volume * data.rate) / 100 };
  return { ok: true, inputs, estimate: calculateSavings(inputs), errors: {} };
}

export function invalid(errors: FieldErrors): SavingsResult {
  return { ok: false, inputs: null, estimate: null, errors };
}

/**
 * Validates figures with plain comparisons (no schema library, so the
 * calculator's browser bundle stays small). `parseSavingsInputs` applies the
 * same rules through zod; a unit test holds the two to identical results.
 */
export function checkSavings(candidate: SavingsCandidate): SavingsResult {
  const cost = costField(candidate);
  const errors: FieldErrors = {};
  const fields: [SavingsField, number | undefined][] = [
    ['volume', candidate.volume],
    ['ticket', candidate.ticket],
    [cost.field, cost.value],
  ];
  for (const [field, value] of fields) {
    const error = checkAmount(savingsRules[field], value);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  const data = { ...candidate } as ValidFigures;
  const crossErrors = crossCheck(data);
  return Object.keys(crossErrors).length > 0 ? invalid(crossErrors) : resultFor(data);
}

/** Typed text to numbers, for either validator. */
export function candidateFromValues(values: SavingsFormValues): SavingsCandidate {
  const common = { volume: parseAmount(values.volume), ticket: parseAmount(values.ticket) };
  return values.basis === 'rate'
    ? { basis: 'rate', ...common, rate: parseAmount(values.rate) }
    : { basis: 'fees', ...common, fees: parseAmount(values.fees) };
}

/** Validates typed values; on success, fees and rate are both filled in (one derived from the other). */
export function validateSavings(values: SavingsFormValues): SavingsResult {
  return checkSavings(candidateFromValues(values));
}

/*
 * The same table as a zod schema (`savingsInputSchema`, `parseSavingsInputs`)
 * lives in lib/savings-schema.ts, so the browser bundles that use this module
 * (the calculator, the contact page's prefill) do not carry zod.
 */
export { parseSavingsInputs, savingsInputSchema } from '@/lib/savings-schema';

/* ------------------------------------------------------------------ */
/* Arithmetic                                                           */
/* ------------------------------------------------------------------ */

/** Half a cent: a difference smaller than this shows as $0.00, so it is no saving. */
const CENT_THRESHOLD = 0.005;

function option(currentCost: number, monthlyCost: number, volume: number, noSavingMessage: string): SavingsOption {
  const difference = currentCost - monthlyCost;
  const saves = difference >= CENT_THRESHOLD;
  const monthlySaving = saves ? difference : 0;
  return {
    monthlyCost,
    effectiveRate: (monthlyCost / volume) * 100,
    saves,
    monthlySaving,
    yearlySaving: monthlySaving * 12,
    percentSaved: saves && currentCost > 0 ? (monthlySaving / currentCost) * 100 : 0,
    monthlyExtraCost: saves ? 0 : Math.max(0, -difference),
    message: saves ? null : noSavingMessage,
  };
}

/** The estimate for validated inputs. Amounts are not rounded. */
export function calculateSavings(inputs: SavingsInputs, pricing: Pricing = defaultPricing): SavingsEstimate {
  const { volume, ticket, fees } = inputs;
  const { rate, program } = pricing;
  const transactions = volume / ticket;
  const currentRate = (fees / volume) * 100;

  const percentPart = (volume * rate.percent) / 100;
  const perTransactionPart = transactions * rate.perTransaction;
  const ourCost = percentPart + perTransactionPart;
  const perTransactionDominates = perTransactionPart > percentPart;

  const noCurrentCost = fees < CENT_THRESHOLD;
  const ourMessage = noCurrentCost
    ? 'With no current fees there is nothing to save.'
    : `Your current effective rate (${formatPercent(currentRate)}) is already below what our standard pricing would cost you (${formatPercent((ourCost / volume) * 100)}), so we show no saving. Send us your statement and we will check it for hidden fees.`;
  const dualMessage = noCurrentCost
    ? 'With no current fees there is nothing to save.'
    : `Your current fees are already below the ${formatUsd(program.monthlyFee)} monthly program fee, so dual pricing would not save you money.`;

  const ours = option(fees, ourCost, volume, ourMessage);
  const dual = option(fees, program.monthlyFee, volume, dualMessage);

  const notes: string[] = [];
  if (perTransactionDominates) {
    notes.push(
      `At a ${formatUsd(ticket)} average ticket, the ${formatCents(rate.perTransaction)} per-transaction fee is ${formatPercent(
        (rate.perTransaction / ticket) * 100,
      )} of each sale, more than the ${formatPercent(rate.percent)} rate. Ask us about small-ticket pricing.`,
    );
  }

  const bestMonthlySaving = Math.max(ours.monthlySaving, dual.monthlySaving);
  return {
    inputs,
    transactions,
    current: { monthlyCost: fees, yearlyCost: fees * 12, effectiveRate: currentRate },
    ourRate: { ...ours, percentPart, perTransactionPart, perTransactionDominates },
    dualPricing: { ...dual, programFee: program.monthlyFee, adjustmentPaidByCustomers: (volume * program.adjustmentPercent) / 100 },
    bestMonthlySaving,
    bestYearlySaving: bestMonthlySaving * 12,
    notes,
  };
}

/* ------------------------------------------------------------------ */
/* Display (the only place amounts are rounded)                         */
/* ------------------------------------------------------------------ */

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

/** A percentage with two decimals: 3.1 → '3.10%'. */
export function formatPercent(value: number): string {
  return `${roundTo(value, 2).toFixed(2)}%`;
}

/** Whole transactions, for reading: 1111.11 → '1,111'. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function formatCents(dollars: number): string {
  return dollars < 1 ? `${Math.round(dollars * 100)}¢` : formatUsd(dollars);
}

/* ------------------------------------------------------------------ */
/* URL state                                                           */
/* ------------------------------------------------------------------ */

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** Longer query values are not figures anyone typed: they are ignored. */
const MAX_PARAM_LENGTH = 24;

function param(params: Params, key: string): string | undefined {
  const raw = params instanceof URLSearchParams ? params.get(key) : params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null) return undefined;
  return value.length > MAX_PARAM_LENGTH ? '' : value;
}

/** A number as it goes into a URL: at most `digits` decimals, no trailing zeros, no grouping. */
export function toParam(value: number, digits = 2): string {
  return String(roundTo(value, digits));
}

/** The values the calculator starts with. */
export function defaultFormValues(): SavingsFormValues {
  return {
    volume: toParam(savingsDefaults.volume),
    ticket: toParam(savingsDefaults.ticket),
    fees: toParam(savingsDefaults.fees),
    rate: toParam((savingsDefaults.fees / savingsDefaults.volume) * 100, 4),
    basis: 'fees',
  };
}

/**
 * The calculator's values from a query string (`?volume=…&ticket=…&fees=…`
 * or `&rate=…`). With none of those parameters, the defaults; a missing one
 * falls back to its default; `fees` wins when both fees and rate are given.
 * Invalid values are kept as typed so the calculator can say what is wrong.
 */
export function formValuesFromSearchParams(params: Params): SavingsFormValues {
  const defaults = defaultFormValues();
  const volume = param(params, 'volume');
  const ticket = param(params, 'ticket');
  const fees = param(params, 'fees');
  const rate = param(params, 'rate');
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

/** The values and their estimate (or field errors) for a query string. */
export function estimateFromSearchParams(params: Params): { values: SavingsFormValues } & SavingsResult {
  const values = formValuesFromSearchParams(params);
  return { values, ...validateSavings(values) };
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
  const params = new URLSearchParams({ volume: toParam(inputs.volume), ticket: toParam(inputs.ticket), fees: toParam(inputs.fees) });
  return `/contact-us?${params.toString()}`;
}

/* ------------------------------------------------------------------ */
/* Summary and contact prefill                                          */
/* ------------------------------------------------------------------ */

function savingLine(option: SavingsOption, name: string): string {
  return option.saves
    ? `${name}: ${formatUsd(option.monthlyCost)} a month, saving ${formatUsd(option.monthlySaving)} a month (${formatUsd(option.yearlySaving)} a year)`
    : `${name}: ${formatUsd(option.monthlyCost)} a month, no saving`;
}

/** The estimate as plain-text lines, for a contact message. */
export function estimateSummary(estimate: SavingsEstimate, pricing: Pricing = defaultPricing): string[] {
  const { inputs } = estimate;
  return [
    `Monthly card volume: ${formatUsd(inputs.volume)}`,
    `Average ticket: ${formatUsd(inputs.ticket)}`,
    `Current monthly processing fees: ${formatUsd(inputs.fees)} (effective rate ${formatPercent(estimate.current.effectiveRate)})`,
    savingLine(estimate.ourRate, `Estimated cost at ${pricing.rate.label}`),
    savingLine(estimate.dualPricing, 'Estimated cost with dual pricing / cash discount'),
  ];
}

export type CalculatorInterest = 'merchant-services' | 'cash-discount';

/**
 * What /contact-us prefills from the calculator's 'Get this quote' link
 * (`?volume=…&ticket=…&fees=…`, exactly those three). Null when any of them is
 * missing or invalid, so a partial or tampered link prefills nothing.
 * Interests: Merchant Services always (the estimate is about processing),
 * Cash Discount Program when dual pricing would save.
 */
export function contactPrefillFromSearchParams(
  params: Params,
): { message: string; interests: CalculatorInterest[] } | null {
  const volume = param(params, 'volume');
  const ticket = param(params, 'ticket');
  const fees = param(params, 'fees');
  if (volume === undefined || ticket === undefined || fees === undefined) return null;
  // Plain comparisons, not the zod schema: this runs in the contact page's browser bundle.
  const result = checkSavings(candidateFromValues({ volume, ticket, fees, rate: '', basis: 'fees' }));
  if (!result.ok) return null;
  const interests: CalculatorInterest[] = ['merchant-services'];
  if (result.estimate.dualPricing.saves) interests.push('cash-discount');
  const message = [
    'I used your savings calculator and would like a quote.',
    '',
    ...estimateSummary(result.estimate),
  ].join('\n');
  return { message, interests };
}
