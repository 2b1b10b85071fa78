import { assertNoProblems, ContentError, fieldProblem } from '@/lib/content/errors';
import { getFacts } from '@/lib/content/facts';
import { getPage } from '@/lib/content/page';
import { fillTemplate } from '@/lib/editor/placeholders';
import type { ContentSource } from '@/lib/content/source';
import { formatCount, formatPercent, formatUsd } from '@/lib/savings/format';
import { validateSavings } from '@/lib/savings/rules';
import type { SavingsSettings } from '@/lib/savings/settings';
import { defaultFormValues } from '@/lib/savings/url-state';

/**
 * /savings-calculator (content/pages/savings-calculator.yaml): the
 * calculator's words, its example figures and limits, "How the Estimate
 * Works" and the closing banner. What the calculator computes with is one
 * SavingsSettings: our rate and the dual pricing program from the headline
 * facts, the limits and example figures from this page. The server pages
 * read it here and pass it to the calculator and the contact form as props.
 */

type StepKey = 'current' | 'ourRate' | 'dualPricing';

/**
 * The example figures are what the calculator starts with and what "How the
 * Estimate Works" works through, each step saying how much less than today
 * it costs: the calculator must accept them, and both options must save.
 * Each step's worked example is filled with them (the text says where:
 * '{{fees}} on {{volume}} of card sales…'; the schema allows each step only
 * the slots it has a figure for).
 */
function workedSteps<Step extends { example: string }>(
  file: string,
  settings: SavingsSettings,
  steps: Record<StepKey, Step>,
) {
  const result = validateSavings(defaultFormValues(settings.defaults), settings);
  if (!result.ok)
    throw new ContentError(
      file,
      Object.entries(result.errors).map(([field, message]) =>
        fieldProblem(['defaults', field], `the calculator refuses it: "${message}"`),
      ),
    );
  const { inputs, current, ourRate, dualPricing, transactions } = result.estimate;
  const today = formatUsd(current.monthlyCost);
  const noSaving = (option: string, cost: number) =>
    fieldProblem(
      'defaults',
      `${option} costs ${formatUsd(cost)} a month on these figures, not less than the ${today} of today; the worked example needs a saving`,
    );
  assertNoProblems(file, [
    ...(ourRate.saves ? [] : [noSaving('our rate', ourRate.monthlyCost)]),
    ...(dualPricing.saves ? [] : [noSaving('dual pricing', dualPricing.monthlyCost)]),
  ]);
  const figures: Record<StepKey, Record<string, string>> = {
    current: {
      fees: formatUsd(inputs.fees),
      volume: formatUsd(inputs.volume),
      effectiveRate: formatPercent(current.effectiveRate),
    },
    ourRate: {
      volume: formatUsd(inputs.volume),
      percentPart: formatUsd(ourRate.percentPart),
      transactions: formatCount(transactions),
      ticket: formatUsd(inputs.ticket),
      perTransactionPart: formatUsd(ourRate.perTransactionPart),
      cost: formatUsd(ourRate.monthlyCost),
      saving: formatUsd(ourRate.monthlySaving),
    },
    dualPricing: {
      saving: formatUsd(dualPricing.monthlySaving),
      adjustment: formatUsd(dualPricing.adjustmentPaidByCustomers),
    },
  };
  const step = (key: StepKey) => ({ ...steps[key], example: fillTemplate(steps[key].example, figures[key]) });
  // In order: the current cost, our rate, dual pricing.
  return [step('current'), step('ourRate'), step('dualPricing')] as const;
}

export async function getSavingsCalculatorPage(source?: ContentSource) {
  const [{ file, data }, facts] = await Promise.all([getPage('savings-calculator', source), getFacts(source)]);
  const settings: SavingsSettings = {
    pricing: { rate: facts.rate, program: facts.dualPricing },
    limits: data.limits,
    defaults: data.defaults,
    messages: data.messages,
  };
  const { steps, ...methodology } = data.methodology;
  return {
    copy: data.calculator,
    settings,
    methodology: { ...methodology, steps: workedSteps(file, settings, steps) },
    closing: data.closing,
  };
}

export type SavingsCalculatorPage = Awaited<ReturnType<typeof getSavingsCalculatorPage>>;
/** The words the calculator widget shows (the section's heading and no-script note are the page's). */
export type CalculatorWidgetCopy = Omit<
  SavingsCalculatorPage['copy'],
  'sectionTitle' | 'sectionDescription' | 'noScript'
>;
