/** @jest-environment node */
import { getFacts } from '@/lib/content/facts';
import { getTokens } from '@/lib/content/tokens';
import { copyContent, replace, type ContentCopy } from './support/content-copy';

/**
 * Our prices as the headline facts state them (content/settings/facts.yaml):
 * the starting rate and the dual pricing program, which the savings
 * calculator computes with and its copy quotes through placeholders.
 */

let copy: ContentCopy | undefined;
afterEach(() => {
  copy?.cleanup();
  copy = undefined;
});

describe('the pricing facts', () => {
  it('are the published rate and the documented dual pricing program', async () => {
    const facts = await getFacts();
    expect(facts.rate).toEqual({ percent: 2.3, perTransaction: 0.1, label: '2.3% + 10¢' });
    expect(facts.dualPricing).toEqual({ adjustmentPercent: 3.5, monthlyFee: 24.95 });
  });

  it('give copy the rate, its two parts and the program’s figures as placeholders', async () => {
    const tokens = await getTokens();
    expect({
      rate: tokens.rate?.text,
      ratePercent: tokens.ratePercent?.text,
      ratePerTransaction: tokens.ratePerTransaction?.text,
      dualPricingAdjustment: tokens.dualPricingAdjustment?.text,
      dualPricingFee: tokens.dualPricingFee?.text,
    }).toEqual({
      rate: '2.3% + 10¢',
      ratePercent: '2.3%',
      ratePerTransaction: '10¢',
      dualPricingAdjustment: '3.5%',
      dualPricingFee: '$24.95',
    });
  });

  it('write a whole-dollar fee with its cents, and follow an edit of the facts', async () => {
    copy = copyContent();
    copy.edit('content/settings/facts.yaml', (text) =>
      replace(
        'monthlyFee: 24.95',
        'monthlyFee: 30',
      )(text)
        .replace('adjustmentPercent: 3.5', 'adjustmentPercent: 4')
        .replace('percent: 2.3', 'percent: 2.19')
        .replace('perTransactionCents: 10', 'perTransactionCents: 8'),
    );
    const tokens = await getTokens(copy.fresh());
    expect([
      tokens.ratePercent,
      tokens.ratePerTransaction,
      tokens.dualPricingAdjustment,
      tokens.dualPricingFee,
    ]).toEqual([{ text: '2.19%' }, { text: '8¢' }, { text: '4%' }, { text: '$30.00' }]);
  });
});
