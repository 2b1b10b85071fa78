import type { SavingsEstimate, SavingsOption } from './estimate';
import { formatPercent, formatUsd } from './format';
import { validateSavings, type SavingsRuleSettings } from './rules';
import type { Pricing } from './settings';
import { figureParam, type SearchParams } from './url-state';

/**
 * The estimate in words, for the contact form that the calculator's 'Get
 * this quote' link opens (lib/contact-prefill.ts). Runs in the contact
 * page's browser bundle, so it validates with the calculator's plain rules,
 * and the settings they need come from the page as props.
 */

function savingLine(option: SavingsOption, name: string): string {
  return option.saves
    ? `${name}: ${formatUsd(option.monthlyCost)} a month, saving ${formatUsd(option.monthlySaving)} a month (${formatUsd(option.yearlySaving)} a year)`
    : `${name}: ${formatUsd(option.monthlyCost)} a month, no saving`;
}

/** The estimate as plain-text lines, for a contact message. */
export function estimateSummary(estimate: SavingsEstimate, pricing: Pricing): string[] {
  const { inputs } = estimate;
  return [
    `Monthly card volume: ${formatUsd(inputs.volume)}`,
    `Average ticket: ${formatUsd(inputs.ticket)}`,
    `Current monthly processing fees: ${formatUsd(inputs.fees)} (effective rate ${formatPercent(estimate.current.effectiveRate)})`,
    savingLine(estimate.ourRate, `Estimated cost at ${pricing.rate.label}`),
    savingLine(estimate.dualPricing, 'Estimated cost with dual pricing / cash discount'),
  ];
}

export type CalculatorInterest = 'merchant-services' | 'cash-discount';

/**
 * What /contact-us prefills from the calculator's 'Get this quote' link
 * (`?volume=…&ticket=…&fees=…`, exactly those three). Null when any of them is
 * missing or invalid, so a partial or tampered link prefills nothing.
 * Interests: Merchant Services always (the estimate is about processing),
 * Cash Discount Program when dual pricing would save.
 */
export function contactPrefillFromSearchParams(
  params: SearchParams,
  settings: SavingsRuleSettings,
): { message: string; interests: CalculatorInterest[] } | null {
  const volume = figureParam(params, 'volume');
  const ticket = figureParam(params, 'ticket');
  const fees = figureParam(params, 'fees');
  if (volume === undefined || ticket === undefined || fees === undefined) return null;
  const result = validateSavings({ volume, ticket, fees, rate: '', basis: 'fees' }, settings);
  if (!result.ok) return null;
  const interests: CalculatorInterest[] = ['merchant-services'];
  if (result.estimate.dualPricing.saves) interests.push('cash-discount');
  const message = [
    'I used your savings calculator and would like a quote.',
    '',
    ...estimateSummary(result.estimate, settings.pricing),
  ].join('\n');
  return { message, interests };
}
