import { fields } from '@keystatic/core';
import {
  cta,
  ctaBand,
  group,
  icon,
  line,
  paragraph,
  paragraphs,
  PLACEHOLDER_HINT,
  SCREEN_READER,
} from '@/lib/editor/fields';
import type { SlotName } from '@/lib/editor/placeholders';

/**
 * /savings-calculator's own sections (content/pages/savings-calculator.yaml):
 * the calculator's words, its example figures and limits, "How the Estimate
 * Works" and the closing banner. Our rate and the dual pricing program are
 * headline facts (Settings), quoted here with placeholders.
 */

const PRICE_HINT =
  'Quote our prices with placeholders, never as figures: {{rate}} (2.3% + 10¢), {{ratePercent}}, {{ratePerTransaction}}, {{dualPricingAdjustment}}, {{dualPricingFee}}.';

/** A form field's label and the hint under it. */
const fieldWords = (label: string, description?: string) =>
  group(label, description, { label: line('Label'), hint: line('Hint under the field') });

/** What one amount field says when it is empty, not a number, too small or too large. */
const amountMessages = (label: string, maxHint = '{{max}} is the limit.') =>
  group(label, {
    required: line('Empty'),
    number: line('Not a number'),
    tooSmall: line('Too small'),
    tooLarge: line('Too large', maxHint, { may: ['max'] }),
  });

/** A result card's heading and the line under it. */
const column = (label: string) =>
  group(label, { title: line('Heading'), badge: line('Line under the heading', PRICE_HINT) });

const dollars = (label: string, description: string, min: number) =>
  fields.number({ label, description, step: 0.01, validation: { isRequired: true, min } });

/** A step of "How the Estimate Works". */
const step = (label: string, description: string, slots: readonly SlotName[], hint: string) =>
  group(label, description, {
    title: line('Title'),
    icon: icon(),
    text: paragraph('Text', PRICE_HINT),
    example: paragraph('Worked example', `Computed from the example figures: ${hint} are filled in. ${PRICE_HINT}`, {
      may: slots,
    }),
  });

export const savingsCalculatorPageFields = {
  calculator: group('Calculator', `The section #calculator: the form and its results. ${PRICE_HINT}`, {
    sectionTitle: line('Heading of the section'),
    sectionDescription: paragraph('Text under the heading'),
    noScript: paragraph(
      'Note when JavaScript is off',
      'Shown above the form only to visitors whose browser runs no JavaScript.',
    ),
    formTitle: line('Heading of the form'),
    fields: group('Form fields', {
      volume: fieldWords('Monthly card volume'),
      ticket: fieldWords('Average ticket'),
      basis: group('Fees or rate', 'The visitor gives their current cost one way or the other.', {
        legend: line('Question', 'e.g. "Your current cost, as".'),
        fees: line('Choice: monthly fees'),
        rate: line('Choice: effective rate'),
      }),
      fees: fieldWords('Current monthly fees'),
      rate: fieldWords('Current effective rate'),
      inDollars: line("Said after a dollar figure's name", `${SCREEN_READER} e.g. "in US dollars".`),
      inPercent: line("Said after a percentage's name", `${SCREEN_READER} e.g. "in percent".`),
    }),
    resultsTitle: line('Heading of the results', 'Read by screen readers; not shown.'),
    invalid: line('Instead of the results while a figure is wrong'),
    headline: group('Headline of the results', 'The best saving of the two options, or why there is none.', {
      eyebrow: line('Small line above the saving'),
      before: line('Before the yearly saving', 'Shown as "Up to $18,300.60 a year".'),
      after: line('After the yearly saving'),
      monthly: group('Monthly saving', 'Shown as "That is up to $1,525.05 a month, before equipment."', {
        before: line('Before the amount'),
        after: line('After the amount'),
      }),
      noSavingTitle: line('Heading when nothing is saved'),
      noSavingText: paragraph('Text when nothing is saved'),
    }),
    rows: group('Lines of the result cards', {
      effectiveRate: line('Effective rate'),
      transactions: line('Card sales a month'),
      yearly: line('Cost a year'),
      perTransaction: line(
        'After the number of sales',
        'Shown as "1,111 sales × 10¢": write the fee as {{ratePerTransaction}}.',
      ),
      paidByCustomers: line('What card customers pay'),
      perMonth: line('After a monthly cost'),
      programFee: line('After the program fee'),
      saveMonthly: line('Saving a month'),
      saveYearly: line('Saving a year'),
      percentSaved: line('Saving in percent'),
      noSaving: line('When an option saves nothing'),
    }),
    columns: group('Result cards', {
      current: column('Card: current cost'),
      ourRate: column('Card: our rate'),
      dualPricing: column('Card: dual pricing'),
    }),
    quote: group('"Get this quote"', 'The button opens the contact form with the estimate in its message.', {
      label: line('Button text'),
      note: paragraph('Text beside the button'),
    }),
    assumptionsTitle: line('Heading of the assumptions'),
    assumptions: paragraphs('Assumptions', { min: 1 }),
  }),
  defaults: group(
    'Example figures',
    'What the calculator shows before anyone types, and the worked example under each step of "How the Estimate Works". They must be within the limits below and save money with both options.',
    {
      volume: dollars('Monthly card volume ($)', 'e.g. 50000', 0.01),
      ticket: dollars('Average ticket ($)', 'e.g. 45', 0.01),
      fees: dollars('Current monthly processing fees ($)', 'e.g. 1550', 0),
    },
  ),
  limits: group('Limits of the calculator', 'Figures outside them get a message next to the field.', {
    maxVolume: fields.integer({
      label: 'Largest monthly card volume ($)',
      description: 'Above it, the calculator asks the visitor to ask us for custom pricing.',
      validation: { isRequired: true, min: 1 },
    }),
    maxTicket: fields.integer({
      label: 'Largest average ticket ($)',
      validation: { isRequired: true, min: 1 },
    }),
    maxEffectiveRate: fields.number({
      label: 'Highest current effective rate (%)',
      description: 'A higher rate is almost certainly a typo, or fees that are not processing fees.',
      step: 0.1,
      validation: { isRequired: true, min: 1, max: 100 },
    }),
  }),
  messages: group(
    'Messages of the calculator',
    'Shown next to a figure that cannot be used, and in a result that saves nothing.',
    {
      volume: amountMessages('Monthly card volume', '{{max}} is the largest volume (Limits, above).'),
      ticket: amountMessages('Average ticket', '{{max}} is the largest average ticket.'),
      fees: amountMessages('Current monthly fees'),
      rate: amountMessages('Current effective rate', '{{max}} is the highest rate, with its % sign.'),
      ticketOverVolume: line('Average ticket above the monthly volume'),
      feesOverRate: line(
        'Fees above the highest effective rate of the volume',
        '{{max}} is the highest rate, with its % sign.',
        { may: ['max'] },
      ),
      noCurrentFees: line('No saving: the current fees are zero'),
      ourRateNoSaving: paragraph(
        'No saving at our rate',
        '{{effectiveRate}} is the visitor’s effective rate, {{ourEffectiveRate}} ours on their figures.',
        { may: ['effectiveRate', 'ourEffectiveRate'] },
      ),
      dualPricingNoSaving: paragraph('No saving with dual pricing', '{{fee}} is the monthly program fee.', {
        may: ['fee'],
      }),
      smallTicket: paragraph(
        'Note when the per-sale fee weighs more than the percentage',
        '{{ticket}} is the average ticket, {{perTransactionFee}} our fee per sale, {{share}} that fee as a share of a sale, {{percent}} our percentage.',
        { may: ['ticket', 'perTransactionFee', 'share', 'percent'] },
      ),
      announce: group(
        'What screen readers hear when the estimate changes',
        `${SCREEN_READER} Said once typing pauses: the first words, then one sentence per estimate.`,
        {
          opening: line('First words'),
          ourRate: line('Name of the estimate at our rate'),
          dualPricing: line('Name of the estimate with dual pricing'),
          saves: line(
            'An estimate that saves',
            '{{option}} is its name, {{saving}} and {{yearlySaving}} the savings.',
            { must: ['option'], may: ['saving', 'yearlySaving'] },
          ),
          noSaving: line('An estimate that does not save', '{{option}} is its name.', { must: ['option'] }),
        },
      ),
    },
  ),
  methodology: group('How the estimate works', 'The section #how-it-works, under the calculator.', {
    title: line('Heading'),
    description: paragraph('Text under the heading'),
    stepName: line(
      "Before each step's title",
      `${SCREEN_READER} {{number}} is the step's number, e.g. "Step {{number}}".`,
      { must: ['number'] },
    ),
    exampleLabel: line('Before each worked example', 'e.g. "Example".'),
    steps: group('The three calculations', 'Each is shown with its worked example (the example figures).', {
      current: step(
        'Step 1: the current cost',
        'Its worked example states the effective rate of the example.',
        ['fees', 'volume', 'effectiveRate'],
        '{{fees}}, {{volume}} and {{effectiveRate}}',
      ),
      ourRate: step(
        'Step 2: our rate',
        'Its worked example computes our cost of the example.',
        ['volume', 'percentPart', 'transactions', 'ticket', 'perTransactionPart', 'cost', 'saving'],
        '{{volume}}, {{percentPart}} (the volume × our rate), {{transactions}} (the number of sales), {{ticket}}, {{perTransactionPart}}, {{cost}} and {{saving}}',
      ),
      dualPricing: step(
        'Step 3: dual pricing',
        'Its worked example states the program fee and the saving.',
        ['saving', 'adjustment'],
        '{{saving}} and {{adjustment}} (what card customers pay in adjustments)',
      ),
    }),
    learnMore: fields.array(cta('Link'), {
      label: 'Links under the steps',
      itemLabel: (props) => props.fields.label.value || 'New link',
    }),
  }),
  closing: ctaBand('Closing banner', `The dark banner at the end of the page (#get-started). ${PLACEHOLDER_HINT}`),
};
