import { formatCents, formatPercent, formatUsd } from './format';
import { fillTemplate } from '@/lib/editor/placeholders';
import type { Pricing, SavingsMessages } from './settings';

/**
 * The savings calculator's arithmetic: pure functions, no rounding (amounts
 * are rounded to cents only when shown, by ./format.ts), no negative savings.
 *
 *   transactions  = volume ÷ ticket
 *   current cost  = fees                      (or volume × rate%)
 *   our cost      = volume × rate% + transactions × per-transaction fee
 *   dual pricing  = monthly program fee       (the non-cash adjustment covers processing)
 *   saving        = max(0, current cost − cost),   yearly = monthly × 12
 */

export type CostBasis = 'fees' | 'rate';

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

/**
 * The estimate for validated inputs at these prices (the headline facts),
 * its messages and notes worded by `messages` (the page's language).
 * Amounts are not rounded.
 */
export function calculateSavings(
  inputs: SavingsInputs,
  pricing: Pricing,
  messages: Pick<SavingsMessages, 'noCurrentFees' | 'ourRateNoSaving' | 'dualPricingNoSaving' | 'smallTicket'>,
): SavingsEstimate {
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
    ? messages.noCurrentFees
    : fillTemplate(messages.ourRateNoSaving, {
        effectiveRate: formatPercent(currentRate),
        ourEffectiveRate: formatPercent((ourCost / volume) * 100),
      });
  const dualMessage = noCurrentCost
    ? messages.noCurrentFees
    : fillTemplate(messages.dualPricingNoSaving, { fee: formatUsd(program.monthlyFee) });

  const ours = option(fees, ourCost, volume, ourMessage);
  const dual = option(fees, program.monthlyFee, volume, dualMessage);

  const notes: string[] = [];
  if (perTransactionDominates) {
    notes.push(
      fillTemplate(messages.smallTicket, {
        ticket: formatUsd(ticket),
        perTransactionFee: formatCents(rate.perTransaction),
        share: formatPercent((rate.perTransaction / ticket) * 100),
        percent: formatPercent(rate.percent),
      }),
    );
  }

  const bestMonthlySaving = Math.max(ours.monthlySaving, dual.monthlySaving);
  return {
    inputs,
    transactions,
    current: { monthlyCost: fees, yearlyCost: fees * 12, effectiveRate: currentRate },
    ourRate: { ...ours, percentPart, perTransactionPart, perTransactionDominates },
    dualPricing: {
      ...dual,
      programFee: program.monthlyFee,
      adjustmentPaidByCustomers: (volume * program.adjustmentPercent) / 100,
    },
    bestMonthlySaving,
    bestYearlySaving: bestMonthlySaving * 12,
    notes,
  };
}
