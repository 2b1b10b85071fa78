import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, readSingleton, type ContentSource } from '@/lib/content/source';

/**
 * The headline facts (content/settings/facts.yaml): the starting rate, the
 * dual pricing program, the average savings, the switching credit, set-up
 * times and the figures the home and About pages show. Copy quotes them
 * through placeholders ({{rate}}, {{dualPricingFee}}, {{savings}} …;
 * lib/content/tokens.ts), and the savings calculator computes with the rate
 * and the program, so each is edited once.
 */

/** Whether a dollar amount is whole cents (24.95, not 24.955), allowing for binary noise. */
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

export const getFacts = perRequest(async (source: ContentSource) => {
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
  const { from, to } = data.savings;
  return {
    ...data,
    rate: { percent: data.rate.percent, perTransaction: cents / 100, label: `${data.rate.percent}% + ${cents}¢` },
    savings: { from, to, label: from === to ? `${to}%` : `${from}–${to}%` },
  };
});

export type Facts = Awaited<ReturnType<typeof getFacts>>;
