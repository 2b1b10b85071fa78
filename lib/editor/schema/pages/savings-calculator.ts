import { fields } from '@keystatic/core';
import { cta, ctaBand, icon, line, paragraph, paragraphs, PLACEHOLDER_HINT, SCREEN_READER } from '@/lib/editor/fields';
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
  fields.object({ label: line('Label'), hint: line('Hint under the field') }, { label, description });

/** What one amount field says when it is empty, not a number, too small or too large. */
const amountMessages = (label: string, maxHint = '{{max}} is the limit.') =>
  fields.object(
    {
      required: line('Empty'),
      number: line('Not a number'),
      tooSmall: line('Too small'),
      tooLarge: line('Too large', { description: maxHint, slots: { must: [], may: ['max'] } }),
    },
    { label },
  );

/** A result card's heading and the line under it. */
const column = (label: string) =>
  fields.object(
    { title: line('Heading'), badge: line('Line under the heading', { description: PRICE_HINT }) },
    { label },
  );

const dollars = (label: string, description: string, min: number) =>
  fields.number({ label, description, step: 0.01, validation: { isRequired: true, min } });

/** A step of "How the Estimate Works". */
const step = (label: string, description: string, slots: readonly SlotName[], hint: string) =>
  fields.object(
    {
      title: line('Title'),
      icon: icon(),
      text: paragraph('Text', { description: PRICE_HINT }),
      example: paragraph('Worked example', {
        description: `Computed from the example figures: ${hint} are filled in. ${PRICE_HINT}`,
        slots: { may: slots },
      }),
    },
    { label, description },
  );

export const savingsCalculatorPageFields = {
  calculator: fields.object(
    {
      sectionTitle: line('Heading of the section'),
      sectionDescription: paragraph('Text under the heading'),
      noScript: paragraph('Note when JavaScript is off', {
        description: 'Shown above the form only to visitors whose browser runs no JavaScript.',
      }),
      formTitle: line('Heading of the form'),
      fields: fields.object(
        {
          volume: fieldWords('Monthly card volume'),
          ticket: fieldWords('Average ticket'),
          basis: fields.object(
            {
              legend: line('Question', { description: 'e.g. "Your current cost, as".' }),
              fees: line('Choice: monthly fees'),
              rate: line('Choice: effective rate'),
            },
            { label: 'Fees or rate', description: 'The visitor gives their current cost one way or the other.' },
          ),
          fees: fieldWords('Current monthly fees'),
          rate: fieldWords('Current effective rate'),
        },
        { label: 'Form fields' },
      ),
      resultsTitle: line('Heading of the results', { description: 'Read by screen readers; not shown.' }),
      invalid: line('Instead of the results while a figure is wrong'),
      headline: fields.object(
        {
          eyebrow: line('Small line above the saving'),
          before: line('Before the yearly saving', { description: 'Shown as "Up to $18,300.60 a year".' }),
          after: line('After the yearly saving'),
          monthly: fields.object(
            { before: line('Before the amount'), after: line('After the amount') },
            {
              label: 'Monthly saving',
              description: 'Shown as "That is up to $1,525.05 a month, before equipment."',
            },
          ),
          noSavingTitle: line('Heading when nothing is saved'),
          noSavingText: paragraph('Text when nothing is saved'),
        },
        { label: 'Headline of the results', description: 'The best saving of the two options, or why there is none.' },
      ),
      rows: fields.object(
        {
          effectiveRate: line('Effective rate'),
          transactions: line('Card sales a month'),
          yearly: line('Cost a year'),
          perTransaction: line('After the number of sales', {
            description: 'Shown as "1,111 sales × 10¢": write the fee as {{ratePerTransaction}}.',
          }),
          paidByCustomers: line('What card customers pay'),
          perMonth: line('After a monthly cost'),
          programFee: line('After the program fee'),
          saveMonthly: line('Saving a month'),
          saveYearly: line('Saving a year'),
          percentSaved: line('Saving in percent'),
          noSaving: line('When an option saves nothing'),
        },
        { label: 'Lines of the result cards' },
      ),
      columns: fields.object(
        {
          current: column('Card: current cost'),
          ourRate: column('Card: our rate'),
          dualPricing: column('Card: dual pricing'),
        },
        { label: 'Result cards' },
      ),
      quote: fields.object(
        { label: line('Button text'), note: paragraph('Text beside the button') },
        {
          label: '"Get this quote"',
          description: 'The button opens the contact form with the estimate in its message.',
        },
      ),
      assumptionsTitle: line('Heading of the assumptions'),
      assumptions: paragraphs('Assumptions', { min: 1 }),
    },
    {
      label: 'Calculator',
      description: `The section #calculator: the form and its results. ${PRICE_HINT}`,
    },
  ),
  defaults: fields.object(
    {
      volume: dollars('Monthly card volume ($)', 'e.g. 50000', 0.01),
      ticket: dollars('Average ticket ($)', 'e.g. 45', 0.01),
      fees: dollars('Current monthly processing fees ($)', 'e.g. 1550', 0),
    },
    {
      label: 'Example figures',
      description:
        'What the calculator shows before anyone types, and the worked example under each step of "How the Estimate Works". They must be within the limits below and save money with both options.',
    },
  ),
  limits: fields.object(
    {
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
    },
    { label: 'Limits of the calculator', description: 'Figures outside them get a message next to the field.' },
  ),
  messages: fields.object(
    {
      volume: amountMessages('Monthly card volume', '{{max}} is the largest volume (Limits, above).'),
      ticket: amountMessages('Average ticket', '{{max}} is the largest average ticket.'),
      fees: amountMessages('Current monthly fees'),
      rate: amountMessages('Current effective rate', '{{max}} is the highest rate, with its % sign.'),
      ticketOverVolume: line('Average ticket above the monthly volume'),
      feesOverRate: line('Fees above the highest effective rate of the volume', {
        description: '{{max}} is the highest rate, with its % sign.',
        slots: { must: [], may: ['max'] },
      }),
      noCurrentFees: line('No saving: the current fees are zero'),
      ourRateNoSaving: paragraph('No saving at our rate', {
        description: '{{effectiveRate}} is the visitor’s effective rate, {{ourEffectiveRate}} ours on their figures.',
        slots: { must: [], may: ['effectiveRate', 'ourEffectiveRate'] },
      }),
      dualPricingNoSaving: paragraph('No saving with dual pricing', {
        description: '{{fee}} is the monthly program fee.',
        slots: { must: [], may: ['fee'] },
      }),
      smallTicket: paragraph('Note when the per-sale fee weighs more than the percentage', {
        description:
          '{{ticket}} is the average ticket, {{perTransactionFee}} our fee per sale, {{share}} that fee as a share of a sale, {{percent}} our percentage.',
        slots: { must: [], may: ['ticket', 'perTransactionFee', 'share', 'percent'] },
      }),
      announce: fields.object(
        {
          opening: line('First words'),
          ourRate: line('Name of the estimate at our rate'),
          dualPricing: line('Name of the estimate with dual pricing'),
          saves: line('An estimate that saves', {
            description: '{{option}} is its name, {{saving}} and {{yearlySaving}} the savings.',
            slots: { must: ['option'], may: ['saving', 'yearlySaving'] },
          }),
          noSaving: line('An estimate that does not save', {
            description: '{{option}} is its name.',
            slots: { must: ['option'] },
          }),
        },
        {
          label: 'What screen readers hear when the estimate changes',
          description: `${SCREEN_READER} Said once typing pauses: the first words, then one sentence per estimate.`,
        },
      ),
    },
    {
      label: 'Messages of the calculator',
      description: 'Shown next to a figure that cannot be used, and in a result that saves nothing.',
    },
  ),
  methodology: fields.object(
    {
      title: line('Heading'),
      description: paragraph('Text under the heading'),
      stepName: line("Before each step's title", {
        description: `${SCREEN_READER} {{number}} is the step's number, e.g. "Step {{number}}".`,
        slots: { must: ['number'] },
      }),
      exampleLabel: line('Before each worked example', { description: 'e.g. "Example".' }),
      steps: fields.object(
        {
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
        },
        {
          label: 'The three calculations',
          description: 'Each is shown with its worked example (the example figures).',
        },
      ),
      learnMore: fields.array(cta('Link'), {
        label: 'Links under the steps',
        itemLabel: (props) => props.fields.label.value || 'New link',
      }),
    },
    { label: 'How the estimate works', description: 'The section #how-it-works, under the calculator.' },
  ),
  closing: ctaBand('Closing banner', `The dark banner at the end of the page (#get-started). ${PLACEHOLDER_HINT}`),
};
