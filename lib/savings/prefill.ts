import type { SavingsEstimate } from './estimate';
import { validateSavings, type SavingsRuleSettings } from './rules';
import { figureParam, type SearchParams } from './url-state';

/**
 * The estimate that the calculator's 'Get this quote' link carries to the
 * contact form (lib/contact-prefill.ts writes it into the message, in the
 * words of the content). Runs in the contact page's browser bundle, so it
 * validates with the calculator's plain rules, and the settings they need
 * come from the page as props.
 */

export type CalculatorInterest = 'merchant-services' | 'cash-discount';

/**
 * The estimate of a quote link (`?volume=…&ticket=…&fees=…`, exactly those
 * three). Null when any of them is missing or invalid, so a partial or
 * tampered link prefills nothing. Interests: Merchant Services always (the
 * estimate is about processing), Cash Discount Program when dual pricing
 * would save.
 */
export function quoteFromSearchParams(
  params: SearchParams,
  settings: SavingsRuleSettings,
): { estimate: SavingsEstimate; interests: CalculatorInterest[] } | null {
  const volume = figureParam(params, 'volume');
  const ticket = figureParam(params, 'ticket');
  const fees = figureParam(params, 'fees');
  if (volume === undefined || ticket === undefined || fees === undefined) return null;
  const result = validateSavings({ volume, ticket, fees, rate: '', basis: 'fees' }, settings);
  if (!result.ok) return null;
  const interests: CalculatorInterest[] = ['merchant-services'];
  if (result.estimate.dualPricing.saves) interests.push('cash-discount');
  return { estimate: result.estimate, interests };
}
