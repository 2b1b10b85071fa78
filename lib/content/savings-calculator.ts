import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getFacts } from '@/lib/content/facts';
import type { IconName } from '@/lib/editor/icon-names';
import { getPage, type Cta } from '@/lib/content/page';
import { cta, ctaBand, type CtaBandWords } from '@/lib/content/sections';
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

export interface FieldWords {
  label: string;
  hint: string;
}

export interface CalculatorCopy {
  sectionTitle: string;
  sectionDescription: string;
  formTitle: string;
  noScript: string;
  fields: {
    volume: FieldWords;
    ticket: FieldWords;
    basis: { legend: string; fees: string; rate: string };
    fees: FieldWords;
    rate: FieldWords;
  };
  resultsTitle: string;
  invalid: string;
  headline: {
    eyebrow: string;
    /** Around the best yearly saving: 'Up to $18,300.60 a year'. */
    before: string;
    after: string;
    /** Around the best monthly saving: 'That is up to $1,525.05 a month, before equipment.' */
    monthly: { before: string; after: string };
    noSavingTitle: string;
    noSavingText: string;
  };
  rows: {
    effectiveRate: string;
    transactions: string;
    yearly: string;
    /** After the number of sales: '1,111 sales × 10¢'. */
    perTransaction: string;
    paidByCustomers: string;
    perMonth: string;
    programFee: string;
    saveMonthly: string;
    saveYearly: string;
    percentSaved: string;
    noSaving: string;
  };
  columns: {
    current: { title: string; badge: string };
    ourRate: { title: string; badge: string };
    dualPricing: { title: string; badge: string };
  };
  quote: { label: string; note: string };
  assumptionsTitle: string;
  assumptions: string[];
}

/** The words the calculator widget shows (the section's heading and no-script note are the page's). */
export type CalculatorWidgetCopy = Omit<CalculatorCopy, 'sectionTitle' | 'sectionDescription' | 'noScript'>;

export interface MethodologyStep {
  title: string;
  icon: IconName;
  text: string;
  /** The step worked through with the example figures, filled in. */
  example: string;
}

/** The page's longer explanation, under the calculator: three steps, each with its worked example. */
export interface Methodology {
  title: string;
  description: string;
  /** 'Step {{number}}', said before each step's title. */
  stepName: string;
  exampleLabel: string;
  /** In order: the current cost, our rate, dual pricing. */
  steps: [MethodologyStep, MethodologyStep, MethodologyStep];
  learnMore: Cta[];
}

export interface SavingsCalculatorPage {
  copy: CalculatorCopy;
  settings: SavingsSettings;
  methodology: Methodology;
  closing: CtaBandWords;
}

/**
 * The example figures are what the calculator starts with and what "How the
 * Estimate Works" works through, each step saying how much less than today
 * it costs: the calculator must accept them, and both options must save.
 */
export function exampleProblems(settings: SavingsSettings): string[] {
  const result = validateSavings(defaultFormValues(settings.defaults), settings);
  if (!result.ok)
    return Object.entries(result.errors).map(([field, message]) =>
      fieldProblem(['defaults', field], `the calculator refuses it: "${message}"`),
    );
  const { estimate } = result;
  const today = formatUsd(estimate.current.monthlyCost);
  return [
    ...(estimate.ourRate.saves
      ? []
      : [
          fieldProblem(
            'defaults',
            `our rate costs ${formatUsd(estimate.ourRate.monthlyCost)} a month on these figures, not less than the ${today} of today; the worked example needs a saving`,
          ),
        ]),
    ...(estimate.dualPricing.saves
      ? []
      : [
          fieldProblem(
            'defaults',
            `dual pricing costs ${formatUsd(estimate.dualPricing.monthlyCost)} a month on these figures, not less than the ${today} of today; the worked example needs a saving`,
          ),
        ]),
  ];
}

type StepKey = 'current' | 'ourRate' | 'dualPricing';

/**
 * Each step's worked example with the example figures filled in (the text
 * says where: '{{fees}} on {{volume}} of card sales…'). The figures are checked
 * by exampleProblems first, so the estimate exists; the schema allows each
 * step only the slots it has a figure for.
 */
function workedExamples(
  settings: SavingsSettings,
  steps: Record<StepKey, { example: string }>,
): Record<StepKey, string> {
  const result = validateSavings(defaultFormValues(settings.defaults), settings);
  if (!result.ok) return { current: '', ourRate: '', dualPricing: '' };
  const { inputs, current, ourRate, dualPricing, transactions } = result.estimate;
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
  const fill = (key: StepKey) => fillTemplate(steps[key].example, figures[key]);
  return { current: fill('current'), ourRate: fill('ourRate'), dualPricing: fill('dualPricing') };
}

export async function getSavingsCalculatorPage(source?: ContentSource): Promise<SavingsCalculatorPage> {
  const [{ file, data }, facts] = await Promise.all([getPage('savings-calculator', source), getFacts(source)]);
  const { calculator: words, methodology } = data;
  const settings: SavingsSettings = {
    pricing: { rate: { ...facts.rate }, program: { ...facts.dualPricing } },
    limits: { ...data.limits },
    defaults: { ...data.defaults },
  };
  assertNoProblems(file, exampleProblems(settings));
  const examples = workedExamples(settings, methodology.steps);
  const pair = ({ title, badge }: { title: string; badge: string }) => ({ title, badge });
  const field = ({ label, hint }: FieldWords) => ({ label, hint });
  const step = ({ title, icon, text }: Omit<MethodologyStep, 'example'>, example: string) => ({
    title,
    icon,
    text,
    example,
  });
  return {
    copy: {
      sectionTitle: words.sectionTitle,
      sectionDescription: words.sectionDescription,
      formTitle: words.formTitle,
      noScript: words.noScript,
      fields: {
        volume: field(words.fields.volume),
        ticket: field(words.fields.ticket),
        basis: { ...words.fields.basis },
        fees: field(words.fields.fees),
        rate: field(words.fields.rate),
      },
      resultsTitle: words.resultsTitle,
      invalid: words.invalid,
      headline: { ...words.headline, monthly: { ...words.headline.monthly } },
      rows: { ...words.rows },
      columns: {
        current: pair(words.columns.current),
        ourRate: pair(words.columns.ourRate),
        dualPricing: pair(words.columns.dualPricing),
      },
      quote: { ...words.quote },
      assumptionsTitle: words.assumptionsTitle,
      assumptions: [...words.assumptions],
    },
    settings,
    methodology: {
      title: methodology.title,
      description: methodology.description,
      stepName: methodology.stepName,
      exampleLabel: methodology.exampleLabel,
      steps: [
        step(methodology.steps.current, examples.current),
        step(methodology.steps.ourRate, examples.ourRate),
        step(methodology.steps.dualPricing, examples.dualPricing),
      ],
      learnMore: methodology.learnMore.map(cta),
    },
    closing: ctaBand(data.closing),
  };
}

/** What the calculator and the contact form's quote compute with. */
export async function getSavingsSettings(source?: ContentSource): Promise<SavingsSettings> {
  return (await getSavingsCalculatorPage(source)).settings;
}
