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
};
