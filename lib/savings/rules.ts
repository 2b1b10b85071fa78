import { calculateSavings, type CostBasis, type SavingsEstimate, type SavingsInputs } from './estimate';
import { formatUsdWhole } from './format';
import type { SavingsLimits, SavingsSettings } from './settings';

/**
 * What the calculator accepts: how typed amounts are read, the bounds and
 * messages of each field (from the limits of the calculator page's
 * content), and the checks between fields. Plain comparisons, no schema
 * library, so the calculator's browser bundle (and the contact page's
 * prefill, ./prefill.ts) does not carry zod.
 */

/** The calculator's fields as typed (strings, like the inputs and the URL). */
export interface SavingsFormValues {
  volume: string;
  ticket: string;
  fees: string;
  rate: string;
  basis: CostBasis;
}

export type SavingsField = 'volume' | 'ticket' | 'fees' | 'rate';

type FieldErrors = Partial<Record<SavingsField, string>>;

export type SavingsResult =
  | { ok: true; inputs: SavingsInputs; estimate: SavingsEstimate; errors: Record<string, never> }
  | { ok: false; inputs: null; estimate: null; errors: FieldErrors };

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

/** One field's bounds and messages. */
interface AmountRule {
  required: string;
  number: string;
  min: number;
  /** true: min itself is allowed (fees may be 0); false: must be more than min. */
  minInclusive: boolean;
  minError: string;
  max: number;
  maxError: string;
}

/** Each field's rule within these limits. */
function amountRules(limits: SavingsLimits): Record<SavingsField, AmountRule> {
  return {
    volume: {
      required: 'Enter your monthly card volume.',
      number: 'Enter the volume as a number of dollars, like 50000.',
      min: 0,
      minInclusive: false,
      minError: 'Monthly card volume must be more than $0.',
      max: limits.maxVolume,
      maxError: `Enter a volume up to ${formatUsdWhole(limits.maxVolume)} a month; above that, ask us for custom pricing.`,
    },
    ticket: {
      required: 'Enter your average ticket.',
      number: 'Enter the average ticket as a number of dollars, like 45.',
      min: 0,
      minInclusive: false,
      minError: 'Average ticket must be more than $0.',
      max: limits.maxTicket,
      maxError: `Enter an average ticket up to ${formatUsdWhole(limits.maxTicket)}.`,
    },
    fees: {
      required: 'Enter your current monthly fees.',
      number: 'Enter the fees as a number of dollars, like 1550.',
      min: 0,
      minInclusive: true,
      minError: 'Fees cannot be negative.',
      max: limits.maxVolume,
      maxError: 'Those fees are larger than any volume we can estimate: check the figure.',
    },
    rate: {
      required: 'Enter your current effective rate.',
      number: 'Enter the rate as a percentage, like 3.1.',
      min: 0,
      minInclusive: true,
      minError: 'The rate cannot be negative.',
      max: limits.maxEffectiveRate,
      maxError: `Enter a rate up to ${limits.maxEffectiveRate}%: check the total fees and volume on your statement.`,
    },
  };
}

function checkAmount(rule: AmountRule, value: number | undefined): string | undefined {
  if (value === undefined) return rule.required;
  if (!Number.isFinite(value)) return rule.number;
  if (rule.minInclusive ? value < rule.min : value <= rule.min) return rule.minError;
  if (value > rule.max) return rule.maxError;
  return undefined;
}

type ValidFigures = { volume: number; ticket: number } & (
  { basis: 'fees'; fees: number } | { basis: 'rate'; rate: number }
);

/** Checks between fields, run only when every field is valid on its own. */
function crossCheck(data: ValidFigures, limits: SavingsLimits): FieldErrors {
  const errors: FieldErrors = {};
  if (data.ticket > data.volume) errors.ticket = 'The average ticket cannot be more than your monthly volume.';
  if (data.basis === 'fees' && data.fees > (data.volume * limits.maxEffectiveRate) / 100) {
    errors.fees = `That is more than ${limits.maxEffectiveRate}% of your volume: check the total fees on your statement.`;
  }
  return errors;
}

function invalid(errors: FieldErrors): SavingsResult {
  return { ok: false, inputs: null, estimate: null, errors };
}

/** What validating and estimating need: the calculator's limits and our prices. */
export type SavingsRuleSettings = Pick<SavingsSettings, 'pricing' | 'limits'>;

/**
 * Validates typed values within the settings' limits and, when they pass,
 * estimates at its prices; fees and rate are then both filled in (one
 * derived from the other).
 */
export function validateSavings(values: SavingsFormValues, settings: SavingsRuleSettings): SavingsResult {
  const rules = amountRules(settings.limits);
  const volume = parseAmount(values.volume);
  const ticket = parseAmount(values.ticket);
  // Only the cost field the visitor chose is read.
  const costField = values.basis === 'rate' ? 'rate' : 'fees';
  const cost = parseAmount(values[costField]);

  const errors: FieldErrors = {};
  for (const [field, value] of [
    ['volume', volume],
    ['ticket', ticket],
    [costField, cost],
  ] as const) {
    const error = checkAmount(rules[field], value);
    if (error) errors[field] = error;
  }
  if (volume === undefined || ticket === undefined || cost === undefined || Object.keys(errors).length > 0) {
    return invalid(errors);
  }

  const figures: ValidFigures =
    costField === 'rate'
      ? { basis: 'rate', volume, ticket, rate: cost }
      : { basis: 'fees', volume, ticket, fees: cost };
  const crossErrors = crossCheck(figures, settings.limits);
  if (Object.keys(crossErrors).length > 0) return invalid(crossErrors);

  const inputs: SavingsInputs =
    figures.basis === 'fees'
      ? { volume, ticket, basis: 'fees', fees: figures.fees, rate: (figures.fees / volume) * 100 }
      : { volume, ticket, basis: 'rate', rate: figures.rate, fees: (volume * figures.rate) / 100 };
  return { ok: true, inputs, estimate: calculateSavings(inputs, settings.pricing), errors: {} };
}
