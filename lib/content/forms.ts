import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import type { PartnerProgramId } from '@/lib/editor/partner-programs';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/**
 * The words of the site's forms (content/settings/forms.yaml): the contact
 * form, what a link to it may preselect, the newsletter sign-up and the trap
 * field's label.
 */

export interface Toast {
  title: string;
  description: string;
}

/** What the contact form says, passed to it (a client component) by the page. */
export interface ContactFormWords {
  /** Its heading when the page gives none. */
  heading: string;
  intro: string;
  fields: { name: string; business: string; email: string; phone: string; message: string };
  interestsLegend: string;
  submit: string;
  sending: string;
  success: Toast;
  failure: Toast;
  honeypotLabel: string;
}

/**
 * What /contact-us's address may preselect: `?product=` one of `products`
 * (any letter case), `?partner=` one of the programs. Passed to the page's
 * form, which reads the address in the browser.
 */
export interface ContactChoices {
  products: readonly string[];
  partnerPrograms: Record<PartnerProgramId, { name: string; heading: string }>;
  /** The sentences the message starts with for each, with {{slots}} (lib/contact-prefill.ts fills them). */
  prefill: ContactPrefillWords;
}

/**
 * The sentences of a quote's message, from content (Settings › Forms, "What
 * the contact form starts with"), with `{{slots}}` for the figures; the
 * schema (lib/editor/schema/forms.ts) states each sentence's slots.
 */
export interface QuoteWords {
  intro: string;
  /** {{volume}} */
  volume: string;
  /** {{ticket}} */
  ticket: string;
  /** {{fees}}, {{effectiveRate}} */
  fees: string;
  /** The names of the two options. */
  ourRate: string;
  dualPricing: string;
  /** {{option}}, {{cost}}, {{saving}}, {{yearlySaving}} */
  saves: string;
  /** {{option}}, {{cost}} */
  noSaving: string;
}

export interface ContactPrefillWords {
  /** {{product}} */
  product: string;
  demo: string;
  /** {{product}} */
  demoHeading: string;
  demoAny: string;
  demoHeadingAny: string;
  /** {{program}} */
  partner: string;
  quote: QuoteWords;
}

/** What the newsletter form says, passed to it (a client component) by the page. */
export interface NewsletterFormWords {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  invalid: string;
  success: Toast;
  failure: Toast;
  honeypotLabel: string;
}

export interface NewsletterWords extends NewsletterFormWords {
  /** The block's heading and text when a page gives none of its own. */
  title: string;
  description: string;
  confirmNote: string;
  subscribedNotice: string;
}

/** A page's heading of its newsletter block. */
export interface NewsletterHeading {
  title: string;
  description: string;
}

/** A product named twice (in any letter case) would be a mistake the address cannot tell apart. */
function duplicateProductProblems(products: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return products.flatMap((name, index) => {
    const key = name.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      return [fieldProblem(['contactProducts', index], `"${name}" is already product ${first + 1} of the list`)];
    seen.set(key, index);
    return [];
  });
}

export const getFormWords = perRequest(async (source: ContentSource) => {
  const { file, data: filled } = await readFilledSingleton(source, 'forms');
  const newsletter: NewsletterWords = {
    ...filled.newsletter,
    success: { ...filled.newsletter.success },
    failure: { ...filled.newsletter.failure },
    honeypotLabel: filled.honeypotLabel,
  };
  const { contact } = filled;
  const contactForm: ContactFormWords = {
    ...contact,
    fields: { ...contact.fields },
    success: { ...contact.success },
    failure: { ...contact.failure },
    honeypotLabel: filled.honeypotLabel,
  };
  const program = ({ name, heading }: { name: string; heading: string }) => ({ name, heading });
  const contactChoices: ContactChoices = {
    products: [...filled.contactProducts],
    partnerPrograms: {
      reseller: program(filled.partnerPrograms.reseller),
      referral: program(filled.partnerPrograms.referral),
      integration: program(filled.partnerPrograms.integration),
    },
    prefill: { ...filled.contactPrefill, quote: { ...filled.contactPrefill.quote } },
  };
  assertNoProblems(file, [...duplicateProductProblems(contactChoices.products)]);
  return { honeypotLabel: filled.honeypotLabel, newsletter, contactForm, contactChoices };
});
