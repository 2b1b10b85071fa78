import type { ContactChoices, QuoteWords } from '@/lib/content/forms';
import { contactProduct } from '@/lib/content/contact-products';
import { fillTemplate } from '@/lib/editor/placeholders';
import { partnerProgramIds, type PartnerProgramId } from '@/lib/editor/partner-programs';
import type { SavingsEstimate, SavingsOption } from '@/lib/savings/estimate';
import { formatPercent, formatUsd } from '@/lib/savings/format';
import { quoteFromSearchParams } from '@/lib/savings/prefill';
import type { SavingsRuleSettings } from '@/lib/savings/rules';
import type { InterestId } from '@/lib/validations/contact';

/**
 * What the contact form starts with when /contact-us is opened with a query
 * string: `product=` (a POS, device or NRS system), `demo=true`, `partner=`.
 * Only known values are used; everything else is ignored, and nothing from
 * the URL is shown except through React's escaping. The products and
 * programs it knows are content (Settings › Forms), passed in `choices`.
 * The savings calculator's 'Get this quote' adds `volume=`, `ticket=` and
 * `fees=`: the estimate is recomputed here, at the prices and within the
 * limits of `savings` (the page reads them with the loaders), and written
 * into the message.
 */

function savingLine(option: SavingsOption, name: string, words: QuoteWords): string {
  const cost = formatUsd(option.monthlyCost);
  return option.saves
    ? fillTemplate(words.saves, {
        option: name,
        cost,
        saving: formatUsd(option.monthlySaving),
        yearlySaving: formatUsd(option.yearlySaving),
      })
    : fillTemplate(words.noSaving, { option: name, cost });
}

/** The estimate as plain-text lines, for a contact message. */
export function estimateSummary(estimate: SavingsEstimate, words: QuoteWords): string[] {
  const { inputs } = estimate;
  return [
    fillTemplate(words.volume, { volume: formatUsd(inputs.volume) }),
    fillTemplate(words.ticket, { ticket: formatUsd(inputs.ticket) }),
    fillTemplate(words.fees, {
      fees: formatUsd(inputs.fees),
      effectiveRate: formatPercent(estimate.current.effectiveRate),
    }),
    savingLine(estimate.ourRate, words.ourRate, words),
    savingLine(estimate.dualPricing, words.dualPricing, words),
  ];
}

export interface ContactPrefill {
  heading?: string;
  message: string;
  interests: InterestId[];
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function contactPrefill(
  params: Params,
  savings: SavingsRuleSettings,
  choices: ContactChoices,
): ContactPrefill | null {
  const words = choices.prefill;
  const interests = new Set<InterestId>();
  const lines: string[] = [];
  let heading: string | undefined;

  const productParam = param(params, 'product');
  const product = productParam === undefined ? undefined : contactProduct(choices.products, productParam);
  if (product) {
    interests.add('pos-systems');
    lines.push(fillTemplate(words.product, { product }));
  }

  if (param(params, 'demo') === 'true') {
    interests.add('request-demo');
    heading = product ? fillTemplate(words.demoHeading, { product }) : words.demoHeadingAny;
    lines.push(product ? words.demo : words.demoAny);
  }

  const partnerParam = param(params, 'partner');
  if (partnerParam && (partnerProgramIds as readonly string[]).includes(partnerParam)) {
    const program = choices.partnerPrograms[partnerParam as PartnerProgramId];
    heading = program.heading;
    lines.push(fillTemplate(words.partner, { program: program.name }));
  }

  const found = quoteFromSearchParams(params, savings);
  const quote = found && {
    interests: found.interests,
    message: [words.quote.intro, '', ...estimateSummary(found.estimate, words.quote)].join('\n'),
  };
  for (const interest of quote?.interests ?? []) interests.add(interest);

  if (lines.length === 0 && !quote) return null;
  const message = [lines.join(' '), quote?.message].filter(Boolean).join('\n\n');
  return { heading, message: `${message}\n\n`, interests: [...interests] };
}
