import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { memoize } from '@/lib/content/memo';
import { readSingleton, type ContentSource } from '@/lib/content/source';

/**
 * The headline facts (content/settings/facts.yaml): the starting rate, the
 * average savings, the switching credit, set-up times and the figures the
 * home and About pages show. Copy quotes them through placeholders
 * ({{rate}}, {{savings}} …; lib/content/tokens.ts), and the savings
 * calculator computes with the rate, so each is edited once.
 */

export interface RateCard {
  /** Percentage of each sale, in percent (2.3 means 2.3%). */
  percent: number;
  /** Fixed fee per transaction, in dollars. */
  perTransaction: number;
  /** How people read the rate, e.g. '2.3% + 10¢'. */
  label: string;
}

export interface Facts {
  rate: RateCard;
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

export const getFacts = memoize(async (source: ContentSource): Promise<Facts> => {
  const { file, data } = await readSingleton(source, 'facts');
  const problems: string[] = [];
  if (data.savings.from > data.savings.to)
    problems.push(fieldProblem('savings', `"from" (${data.savings.from}) is more than "to" (${data.savings.to})`));
  assertNoProblems(file, problems);
  const cents = data.rate.perTransactionCents;
  return {
    rate: {
      percent: data.rate.percent,
      perTransaction: cents / 100,
      label: rateLabel(data.rate.percent, cents),
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
