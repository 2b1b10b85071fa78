import type { SavingsSettings } from '@/lib/savings/settings';

/**
 * What the calculator's hand-worked examples compute with, written out: our
 * rate and the dual pricing program (the headline facts), the calculator's
 * limits and its example figures, as the content states them today
 * (__tests__/lib/savings.test.ts checks that it still does). The arithmetic
 * is proven for these figures whatever an editor later changes.
 */
export const workedSettings: SavingsSettings = {
  pricing: {
    rate: { percent: 2.3, perTransaction: 0.1, label: '2.3% + 10¢' },
    program: { adjustmentPercent: 3.5, monthlyFee: 24.95 },
  },
  limits: { maxVolume: 10_000_000, maxTicket: 100_000, maxEffectiveRate: 25 },
  defaults: { volume: 50_000, ticket: 45, fees: 1_550 },
  messages: {
    volume: {
      required: 'Enter your monthly card volume.',
      number: 'Enter the volume as a number of dollars, like 50000.',
      tooSmall: 'Monthly card volume must be more than $0.',
      tooLarge: 'Enter a volume up to {{max}} a month; above that, ask us for custom pricing.',
    },
    ticket: {
      required: 'Enter your average ticket.',
      number: 'Enter the average ticket as a number of dollars, like 45.',
      tooSmall: 'Average ticket must be more than $0.',
      tooLarge: 'Enter an average ticket up to {{max}}.',
    },
    fees: {
      required: 'Enter your current monthly fees.',
      number: 'Enter the fees as a number of dollars, like 1550.',
      tooSmall: 'Fees cannot be negative.',
      tooLarge: 'Those fees are larger than any volume we can estimate: check the figure.',
    },
    rate: {
      required: 'Enter your current effective rate.',
      number: 'Enter the rate as a percentage, like 3.1.',
      tooSmall: 'The rate cannot be negative.',
      tooLarge: 'Enter a rate up to {{max}}: check the total fees and volume on your statement.',
    },
    ticketOverVolume: 'The average ticket cannot be more than your monthly volume.',
    feesOverRate: 'That is more than {{max}} of your volume: check the total fees on your statement.',
    noCurrentFees: 'With no current fees there is nothing to save.',
    ourRateNoSaving:
      'Your current effective rate ({{effectiveRate}}) is already below what our standard pricing would cost you ({{ourEffectiveRate}}), so we show no saving. Send us your statement and we will check it for hidden fees.',
    dualPricingNoSaving:
      'Your current fees are already below the {{fee}} monthly program fee, so dual pricing would not save you money.',
    smallTicket:
      'At a {{ticket}} average ticket, the {{perTransactionFee}} per-transaction fee is {{share}} of each sale, more than the {{percent}} rate. Ask us about small-ticket pricing.',
    announce: {
      opening: 'Estimate updated.',
      ourRate: 'At our rate',
      dualPricing: 'With dual pricing',
      saves: '{{option}} you would save {{saving}} a month, {{yearlySaving}} a year.',
      noSaving: '{{option}} there is no saving.',
    },
  },
};
