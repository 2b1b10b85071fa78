import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, readSingleton, type ContentSource } from '@/lib/content/source';
import type { CashDiscountProgram, RateCard } from '@/lib/savings/settings';

/**
 * The headline facts (content/settings/facts.yaml): the starting rate, the
 * dual pricing program, the average savings, the switching credit, set-up
 * times and the figures the home and About pages show. Copy quotes them
 * through placeholders ({{rate}}, {{dualPricingFee}}, {{savings}} …;
 * lib/content/tokens.ts), and the savings calculator computes with the rate
 * and the program, so each is edited once.
 */

export interface Facts {
  rate: RateCard;
  /** Dual pricing / cash discount: what card customers pay, and the merchant's monthly fee. */
  dualPricing: CashDiscountProgram;
  savings: { from: number; to: number; label: string };
  /** Dollars credited toward processing fees on switching. */
  offerCredit: number;
  merchantSetup: string;
  posSetup: string;
  posSolutions: number;
  merchantsServed: number;
  processedPerYearMillions: number;
  uptime: string;
}

/** '2.3% + 10¢'. */
export function rateLabel(percent: number, cents: number): string {
  return `${percent}% + ${cents}¢`;
}

/** Whether a dollar amount is whole cents (24.95, not 24.955), allowing for binary noise. */
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

export const getFacts = perRequest(async (source: ContentSource): Promise<Facts> => {
  const { file, data } = await readSingleton(source, 'facts');
  const problems: string[] = [];
  if (data.savings.from > data.savings.to)
    problems.push(fieldProblem('savings', `"from" (${data.savings.from}) is more than "to" (${data.savings.to})`));
  if (!isWholeCents(data.dualPricing.monthlyFee))
    problems.push(
      fieldProblem('dualPricing.monthlyFee', `${data.dualPricing.monthlyFee} is not dollars and cents (e.g. 24.95)`),
    );
  assertNoProblems(file, problems);
  const cents = data.rate.perTransactionCents;
  return {
    rate: {
      percent: data.rate.percent,
      perTransaction: cents / 100,
      label: rateLabel(data.rate.percent, cents),
    },
    dualPricing: {
      adjustmentPercent: data.dualPricing.adjustmentPercent,
      monthlyFee: data.dualPricing.monthlyFee,
    },
    savings: {
      from: data.savings.from,
      to: data.savings.to,
      label: data.savings.from === data.savings.to ? `${data.savings.to}%` : `${data.savings.from}–${data.savings.to}%`,
    },
    offerCredit: data.offerCredit,
    merchantSetup: data.merchantSetup,
    posSetup: data.posSetup,
    posSolutions: data.posSolutions,
    merchantsServed: data.merchantsServed,
    processedPerYearMillions: data.processedPerYearMillions,
    uptime: data.uptime,
  };
});
