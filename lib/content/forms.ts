import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import type { PartnerProgramId } from '@/lib/editor/partner-programs';
import { slotProblems, type PhraseSlots } from '@/lib/content/sections';
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
  /** The optional statement field's words, with {slots} the form fills (limits, a file's name). */
  files: StatementFieldWords;
}

export interface StatementFieldWords {
  label: string;
  hint: string;
  remove: string;
  tooMany: string;
  tooBig: string;
  tooBigTotal: string;
  badType: string;
  /** Holds {percent}. */
  uploading: string;
}

/**
 * What /contact-us's address may preselect: `?product=` one of `products`
 * (any letter case), `?partner=` one of the programs. Passed to the page's
 * form, which reads the address in the browser.
 */
export interface ContactChoices {
  products: readonly string[];
  partnerPrograms: Record<PartnerProgramId, { name: string; heading: string }>;
  /** The sentences the message starts with for each, with {slots} (lib/contact-prefill.ts fills them). */
  prefill: ContactPrefillWords;
}

/**
 * The sentences of a quote's message, from content (Settings › Forms, "What
 * the contact form starts with"), with `{slots}` for the figures; the loader
 * checks each slot is one named in QUOTE_SLOTS.
 */
export interface QuoteWords {
  intro: string;
  /** {volume} */
  volume: string;
  /** {ticket} */
  ticket: string;
  /** {fees}, {effectiveRate} */
  fees: string;
  /** The names of the two options. */
  ourRate: string;
  dualPricing: string;
  /** {option}, {cost}, {saving}, {yearlySaving} */
  saves: string;
  /** {option}, {cost} */
  noSaving: string;
}

const QUOTE_SLOTS: Record<keyof QuoteWords, PhraseSlots> = {
  intro: { must: [], may: [] },
  volume: { must: ['volume'], may: [] },
  ticket: { must: ['ticket'], may: [] },
  fees: { must: ['fees'], may: ['effectiveRate'] },
  ourRate: { must: [], may: [] },
  dualPricing: { must: [], may: [] },
  saves: { must: ['option', 'cost'], may: ['saving', 'yearlySaving'] },
  noSaving: { must: ['option', 'cost'], may: [] },
};

export interface ContactPrefillWords {
  /** {product} */
  product: string;
  demo: string;
  /** {product} */
  demoHeading: string;
  demoAny: string;
  demoHeadingAny: string;
  /** {program} */
  partner: string;
  quote: QuoteWords;
}

/** The slots of each sentence. */
const PREFILL_SLOTS: Record<Exclude<keyof ContactPrefillWords, 'quote'>, PhraseSlots> = {
  product: { must: ['product'], may: [] },
  demo: { must: [], may: [] },
  demoHeading: { must: ['product'], may: [] },
  demoAny: { must: [], may: [] },
  demoHeadingAny: { must: [], may: [] },
  partner: { must: ['program'], may: [] },
};

/** Each sentence's slots are ones the code fills: a typo would reach a visitor's message as "{prodcut}". */
function prefillProblems({ quote, ...words }: ContactPrefillWords): string[] {
  return [
    ...(Object.entries(PREFILL_SLOTS) as [keyof typeof words, PhraseSlots][]).flatMap(([key, slots]) =>
      slotProblems(words[key], slots, ['contactPrefill', key]),
    ),
    ...(Object.entries(QUOTE_SLOTS) as [keyof QuoteWords, PhraseSlots][]).flatMap(([key, slots]) =>
      slotProblems(quote[key], slots, ['contactPrefill', 'quote', key]),
    ),
  ];
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
    files: { ...contact.files },
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
  assertNoProblems(file, [
    ...duplicateProductProblems(contactChoices.products),
    ...prefillProblems(contactChoices.prefill),
  ]);
  return { honeypotLabel: filled.honeypotLabel, newsletter, contactForm, contactChoices };
});
