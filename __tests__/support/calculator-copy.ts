import type { CalculatorWidgetCopy } from '@/lib/content/savings-calculator';

/**
 * The calculator's words, as the calculator page passes its own
 * (content/pages/savings-calculator.yaml, with the placeholders filled for
 * the worked settings; the content itself is tested in
 * __tests__/content/savings-calculator.test.ts). Component tests render the
 * calculator with these: the loaders read files, which their browser-like
 * environment cannot.
 */
export const calculatorCopy: CalculatorWidgetCopy = {
  formTitle: 'Your figures',
  fields: {
    volume: { label: 'Monthly card volume', hint: 'Total card sales in a month.' },
    ticket: { label: 'Average ticket', hint: 'Your typical card sale.' },
    basis: { legend: 'Your current cost, as', fees: 'Monthly fees ($)', rate: 'Effective rate (%)' },
    fees: { label: 'Current monthly processing fees', hint: 'Every fee on the statement, added up.' },
    rate: { label: 'Current effective rate', hint: 'Total fees ÷ card volume × 100.' },
    inDollars: 'in US dollars',
    inPercent: 'in percent',
  },
  resultsTitle: 'Your estimate',
  invalid: 'Your estimate appears once the figures above are valid.',
  headline: {
    eyebrow: 'Estimated savings',
    before: 'Up to',
    after: 'a year',
    monthly: { before: 'That is up to', after: 'a month, before equipment.' },
    noSavingTitle: 'No saving to show on these figures',
    noSavingText: 'We would rather tell you that than promise savings we cannot deliver.',
  },
  rows: {
    effectiveRate: 'Effective rate',
    transactions: 'Card sales a month',
    yearly: 'A year',
    perTransaction: 'sales × 10¢',
    paidByCustomers: 'Paid by card customers',
    perMonth: 'a month',
    programFee: 'a month, program fee',
    saveMonthly: 'You save a month',
    saveYearly: 'You save a year',
    percentSaved: 'Less than today',
    noSaving: 'No saving',
  },
  columns: {
    current: { title: 'Your current cost', badge: 'Today' },
    ourRate: { title: 'At our rate', badge: 'From 2.3% + 10¢ per swiped sale' },
    dualPricing: { title: 'Dual pricing / cash discount', badge: '3.5% non-cash adjustment' },
  },
  quote: { label: 'Get this quote', note: 'We will check the estimate against your statement.' },
  assumptionsTitle: 'What this estimate assumes',
  assumptions: ['Our rate is 2.3% + 10¢ on every sale.', 'Equipment, chargebacks and one-off fees are not included.'],
};
