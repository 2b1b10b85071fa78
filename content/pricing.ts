/**
 * Our rate figures and the savings calculator's assumptions and copy.
 *
 * Every figure here is a published starting rate or a stated assumption, not
 * an offer: the calculator labels its results as estimates and says what they
 * leave out. `lib/savings/estimate.ts` does the arithmetic; nothing else hard-codes
 * these numbers.
 */

export interface RateCard {
  /** Percentage of each sale, in percent (2.3 means 2.3%). */
  percent: number;
  /** Fixed fee per transaction, in dollars. */
  perTransaction: number;
  /** How people read the rate, e.g. '2.3% + 10¢'. */
  label: string;
}

export interface CashDiscountProgram {
  /**
   * The non-cash adjustment card customers pay, in percent of the cash
   * price. 3.5% matches the examples in our blog and guides ($10.00 cash,
   * $10.35 card; $5.00 cash, $5.18 card).
   */
  adjustmentPercent: number;
  /** The flat monthly program fee the merchant pays, in dollars. */
  monthlyFee: number;
}

/** Card-present processing: from 2.3% + 10¢ per swiped, dipped or tapped transaction. */
export const ourRate = {
  percent: 2.3,
  perTransaction: 0.1,
  label: '2.3% + 10¢',
} as const satisfies RateCard;

/**
 * Dual pricing / cash discount: the adjustment card customers pay covers the
 * processing of their card sales, so the merchant's cost is the program fee.
 */
export const cashDiscountProgram = {
  adjustmentPercent: 3.5,
  monthlyFee: 24.95,
} as const satisfies CashDiscountProgram;

/** What the calculator shows before anyone types: a typical small shop. */
export const savingsDefaults = {
  /** Monthly card volume, dollars. */
  volume: 50_000,
  /** Average card sale, dollars. */
  ticket: 45,
  /** Current total monthly processing fees, dollars (an effective rate of 3.10%). */
  fees: 1_550,
} as const;

/** The bounds the calculator accepts; outside them it asks the visitor to check the figure. */
export const savingsLimits = {
  /** Above this, pricing is negotiated case by case. */
  maxVolume: 10_000_000,
  maxTicket: 100_000,
  /** An effective rate above this is almost certainly a typo (or fees that are not processing fees). */
  maxEffectiveRate: 25,
} as const;

/** What the calculator computes with (lib/savings/settings.ts). */
export const savingsSettings = {
  pricing: { rate: ourRate, program: cashDiscountProgram },
  limits: savingsLimits,
  defaults: savingsDefaults,
} as const;

export const calculatorCopy = {
  sectionTitle: 'Estimate Your Savings',
  sectionDescription:
    'Use the totals from one recent monthly statement. Results update as you type, and the link in your address bar always holds your figures, so you can share or bookmark the estimate.',
  formTitle: 'Your figures',
  noScript:
    'Without JavaScript the results do not update as you type: they show the figures in this page’s address (a shared estimate, or our example).',
  fields: {
    volume: {
      label: 'Monthly card volume',
      hint: 'Total card sales in a month.',
    },
    ticket: {
      label: 'Average ticket',
      hint: 'Your typical card sale.',
    },
    basis: {
      legend: 'Your current cost, as',
      fees: 'Monthly fees ($)',
      rate: 'Effective rate (%)',
    },
    fees: {
      label: 'Current monthly processing fees',
      hint: 'Every fee on the statement, added up.',
    },
    rate: {
      label: 'Current effective rate',
      hint: 'Total fees ÷ card volume × 100.',
    },
  },
  resultsTitle: 'Your estimate',
  invalid: 'Your estimate appears once the figures above are valid.',
  headline: {
    eyebrow: 'Estimated savings',
    /** Around the best yearly saving: 'Up to $18,300.60 a year'. */
    before: 'Up to',
    after: 'a year',
    /** Around the best monthly saving: 'That is up to $1,525.05 a month, before equipment.' */
    monthly: { before: 'That is up to', after: 'a month, before equipment.' },
    noSavingTitle: 'No saving to show on these figures',
    noSavingText:
      'We would rather tell you that than promise savings we cannot deliver. A look at your statement may still find fees you do not need to pay.',
  },
  rows: {
    effectiveRate: 'Effective rate',
    transactions: 'Card sales a month',
    yearly: 'A year',
    /** After the number of sales: '1,111 sales × 10¢'. */
    perTransaction: `sales × ${ourRate.perTransaction * 100}¢`,
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
    ourRate: { title: 'At our rate', badge: `From ${ourRate.label} per swiped sale` },
    dualPricing: {
      title: 'Dual pricing / cash discount',
      badge: `${cashDiscountProgram.adjustmentPercent}% non-cash adjustment`,
    },
  },
  quote: {
    label: 'Get this quote',
    note: 'We will check the estimate against your statement and reply within one business day.',
  },
  assumptionsTitle: 'What this estimate assumes',
  assumptions: [
    `Our rate is ${ourRate.label} on every sale, the price of card-present (swiped, dipped or tapped) transactions. Keyed-in and online sales cost more.`,
    'Your card mix matters: rewards, business and foreign cards cost more to accept, so your quoted rate may differ.',
    `Dual pricing assumes every card sale carries the ${cashDiscountProgram.adjustmentPercent}% non-cash adjustment, which covers processing on that sale, plus a $${cashDiscountProgram.monthlyFee.toFixed(2)} monthly program fee. Card customers pay more than cash customers.`,
    'Equipment, chargebacks and one-off fees are not included. Your actual pricing depends on your statement and business type.',
  ],
} as const;

/** The page's longer explanation, under the calculator. */
export const methodology = {
  title: 'How the Estimate Works',
  description:
    'Three plain calculations, shown here for the example figures the calculator starts with. No hidden fees on our side, and no savings promised that we cannot deliver.',
  steps: [
    {
      title: 'Your current cost',
      icon: 'file-check',
      text: 'Your monthly processing fees, or your card volume multiplied by your effective rate. Your effective rate is the clearest single number for comparing processors.',
    },
    {
      title: 'At our rate',
      icon: 'badge-dollar',
      text: `Card volume × ${ourRate.percent}%, plus ${ourRate.perTransaction * 100}¢ for each transaction (card volume ÷ average ticket). If your current rate is already lower, we say so and show no saving.`,
    },
    {
      title: 'With dual pricing',
      icon: 'percent',
      text: `Card customers pay a ${cashDiscountProgram.adjustmentPercent}% non-cash adjustment that covers processing on their sale; cash customers pay your posted price. Your cost is the $${cashDiscountProgram.monthlyFee.toFixed(2)} monthly program fee.`,
    },
  ],
  learnMore: [
    { label: 'How to read a processing statement', href: '/guides/how-to-read-a-processing-statement' },
    { label: 'Dual pricing vs. surcharging', href: '/guides/dual-pricing-vs-surcharging' },
  ],
} as const;

/** The closing band of the calculator page. */
export const calculatorClosing = {
  title: 'Want the Exact Figure?',
  description:
    'Send us a recent statement and we will show you, line by line, what you would pay with us. No contract, no obligation, and an answer within one business day.',
  actions: [
    { label: 'Get a Free Statement Analysis', href: '/contact-us' },
    { label: 'Read the FAQ', href: '/faq' },
  ],
} as const;
