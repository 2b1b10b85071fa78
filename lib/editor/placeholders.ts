/**
 * The placeholders copy may use, `{{name}}`: each stands for a fact written
 * once in Settings or counted from content (lib/content/tokens.ts fills
 * them). The editor refuses any other name at Save (lib/editor/fields.ts).
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

/** Text whose every `{{…}}` names a known placeholder (spaces inside the braces allowed, as the filler allows them). */
export const knownPlaceholders = new RegExp(
  `^(?:[^{]|\\{(?!\\{)|\\{\\{\\s*(?:${placeholderNames.join('|')})\\s*\\}\\})*$`,
);
