/**
 * The placeholders copy may use, `{{name}}`: each stands for a fact written
 * once in Settings or counted from content (lib/content/tokens.ts fills
 * them). The editor refuses any other name at Save (lib/editor/text-rules.ts).
 */
export const placeholderNames = [
  'name',
  'shortName',
  'legalName',
  'salesPhone',
  'salesPhoneE164',
  'supportPhone',
  'supportPhoneE164',
  'salesEmail',
  'supportEmail',
  'address',
  'street',
  'city',
  'region',
  'postalCode',
  'hours',
  'timeZone',
  'foundingYear',
  'visionYear',
  'rate',
  'ratePercent',
  'ratePerTransaction',
  'dualPricingAdjustment',
  'dualPricingFee',
  'savings',
  'offerCredit',
  'merchantSetup',
  'merchantSetupTitle',
  'posSetup',
  'posSetupTitle',
  'posSolutions',
  'merchantsServed',
  'processedPerYear',
  'processedPerYearShort',
  'uptime',
  'faqCount',
] as const;

export type PlaceholderName = (typeof placeholderNames)[number];

/**
 * The figures a text is filled with where the code knows them: 'Showing
 * {{count}} of {{total}} articles' (lib/content/blog.ts), 'Call {{phone}}'.
 * A field states its slots once, in the editor's schema (lib/editor/text-rules.ts
 * builds its Save rule from them); the reader checks every file with the same
 * rule, so a slot the code does not fill never reaches a page.
 */
export const slotNames = [
  // Counted from content: a section's items, the blog's articles, a table's columns.
  'count',
  'Count',
  'total',
  'category',
  // Known where the page is drawn or the e-mail written.
  'network',
  'audience',
  'number',
  'title',
  'reference',
  'phone',
  'quarter',
  'minutes',
  'pages',
  'product',
  'program',
  // The stars a customer gave.
  'rating',
  // The savings calculator's figures.
  'volume',
  'ticket',
  'fees',
  'effectiveRate',
  'option',
  'cost',
  'saving',
  'yearlySaving',
  'percentPart',
  'transactions',
  'perTransactionPart',
  'adjustment',
  // The statement field of the contact form: a chosen file's name, the upload limits, the progress.
  'file',
  'maxFiles',
  'maxFileMb',
  'maxTotalMb',
  'percent',
  // The forms' validation messages: the field's label, its longest length, the wait after too many posts.
  'field',
  'max',
  'seconds',
  // A daily budget of uploaded files: in how many hours it allows files again.
  'waitHours',
  // The savings calculator's messages: a share of each sale, our effective rate, a fee.
  'share',
  'ourEffectiveRate',
  'fee',
  'perTransactionFee',
  // A refused statement file: what it turned out to be, the virus the scanner named.
  'kind',
  'signature',
] as const;

export type SlotName = (typeof slotNames)[number];

export interface Slots {
  /** Slots the text must hold. */
  must?: readonly SlotName[];
  /** Slots it may hold besides. */
  may?: readonly SlotName[];
}

/** A `{{name}}` as the filler and the editor's rule (lib/editor/text-rules.ts) read it: spaces inside the braces allowed. */
export const placeholderPattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * A text with each `{{name}}` that `values` has filled in: the facts as a
 * loader reads a file, the figures where the code knows them. A name
 * without a value is passed to `missing` (left as written), or, without it,
 * thrown: braces never reach a visitor.
 */
export function fillTemplate(
  text: string,
  values: Readonly<Record<string, string | number | undefined>>,
  missing?: (name: string) => void,
): string {
  return text.replace(placeholderPattern, (whole, name: string) => {
    const value = values[name];
    if (value !== undefined) return String(value);
    if (!missing) throw new Error(`No value for {{${name}}} in "${text}"`);
    missing(name);
    return whole;
  });
}
