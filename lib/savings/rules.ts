import { calculateSavings, type CostBasis, type SavingsEstimate, type SavingsInputs } from './estimate';
import { formatUsdWhole } from './format';
import { fillTemplate } from '@/lib/editor/placeholders';
import type { AmountMessages, SavingsLimits, SavingsMessages, SavingsSettings } from './settings';

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

/** Each field's rule within these limits, worded by the messages (the page's language). */
function amountRules(limits: SavingsLimits, messages: SavingsMessages): Record<SavingsField, AmountRule> {
  const rule = (
    words: AmountMessages,
    min: number,
    minInclusive: boolean,
    max: number,
    shownMax: string,
  ): AmountRule => ({
    required: words.required,
    number: words.number,
    min,
    minInclusive,
    minError: words.tooSmall,
    max,
    maxError: fillTemplate(words.tooLarge, { max: shownMax }),
  });
  return {
    volume: rule(messages.volume, 0, false, limits.maxVolume, formatUsdWhole(limits.maxVolume)),
    ticket: rule(messages.ticket, 0, false, limits.maxTicket, formatUsdWhole(limits.maxTicket)),
    fees: rule(messages.fees, 0, true, limits.maxVolume, formatUsdWhole(limits.maxVolume)),
    rate: rule(messages.rate, 0, true, limits.maxEffectiveRate, `${limits.maxEffectiveRate}%`),
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
function crossCheck(data: ValidFigures, limits: SavingsLimits, messages: SavingsMessages): FieldErrors {
  const errors: FieldErrors = {};
  if (data.ticket > data.volume) errors.ticket = messages.ticketOverVolume;
  if (data.basis === 'fees' && data.fees > (data.volume * limits.maxEffectiveRate) / 100) {
    errors.fees = fillTemplate(messages.feesOverRate, { max: `${limits.maxEffectiveRate}%` });
  }
  return errors;
}

function invalid(errors: FieldErrors): SavingsResult {
  return { ok: false, inputs: null, estimate: null, errors };
}

/** What validating and estimating need: the calculator's limits and our prices. */
export type SavingsRuleSettings = Pick<SavingsSettings, 'pricing' | 'limits' | 'messages'>;

/**
 * Validates typed values within the settings' limits and, when they pass,
 * estimates at its prices; fees and rate are then both filled in (one
 * derived from the other).
 */
export function validateSavings(values: SavingsFormValues, settings: SavingsRuleSettings): SavingsResult {
  const rules = amountRules(settings.limits, settings.messages);
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
  const crossErrors = crossCheck(figures, settings.limits, settings.messages);
  if (Object.keys(crossErrors).length > 0) return invalid(crossErrors);

  const inputs: SavingsInputs =
    figures.basis === 'fees'
      ? { volume, ticket, basis: 'fees', fees: figures.fees, rate: (figures.fees / volume) * 100 }
      : { volume, ticket, basis: 'rate', rate: figures.rate, fees: (volume * figures.rate) / 100 };
  return { ok: true, inputs, estimate: calculateSavings(inputs, settings.pricing, settings.messages), errors: {} };
}
