import type { ContactChoices } from '@/lib/content/forms';
import { partnerProgramIds, type PartnerProgramId } from '@/lib/content/partner-programs';
import { contactPrefillFromSearchParams } from '@/lib/savings/prefill';
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
  const interests = new Set<InterestId>();
  const lines: string[] = [];
  let heading: string | undefined;

  const productParam = param(params, 'product')?.trim().toLowerCase();
  const product = choices.products.find((name) => name.toLowerCase() === productParam);
  if (product) {
    interests.add('pos-systems');
    lines.push(`I'm interested in ${product}.`);
  }

  if (param(params, 'demo') === 'true') {
    interests.add('request-demo');
    heading = product ? `Request a ${product} Demo` : 'Request a Demo';
    lines.push(product ? 'I would like to schedule a demo.' : 'I would like to schedule a POS demo.');
  }

  const partnerParam = param(params, 'partner');
  if (partnerParam && (partnerProgramIds as readonly string[]).includes(partnerParam)) {
    const program = choices.partnerPrograms[partnerParam as PartnerProgramId];
    heading = program.heading;
    lines.push(`I'd like to learn more about your ${program.name}.`);
  }

  const quote = contactPrefillFromSearchParams(params, savings);
  for (const interest of quote?.interests ?? []) interests.add(interest);

  if (lines.length === 0 && !quote) return null;
  const message = [lines.join(' '), quote?.message].filter(Boolean).join('\n\n');
  return { heading, message: `${message}\n\n`, interests: [...interests] };
}
