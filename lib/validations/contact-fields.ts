/**
 * The enquiry's fields, labels, messages and limits, without zod: the forms
 * import these for their markup, so pages pay for the schema
 * (`lib/validations/contact.ts`) only when a visitor submits.
 */

export const interestOptions = [
  { id: 'merchant-services', key: 'merchantServices', label: 'Merchant Services' },
  { id: 'pos-systems', key: 'posSystems', label: 'POS Systems' },
  { id: 'payment-processing', key: 'paymentProcessing', label: 'Payment Processing' },
  { id: 'e-commerce', key: 'eCommerce', label: 'E-Commerce Solutions' },
  { id: 'cash-discount', key: 'cashDiscount', label: 'Cash Discount Program' },
  { id: 'request-demo', key: 'requestDemo', label: 'Request a Demo' },
] as const;

/**
 * The key of each interest in the form's words (Settings › Forms › Contact
 * form › Interests): what the visitor reads beside each box, in the page's
 * language. The labels above are the English names operations and the
 * webhook receive, whatever the visitor's language.
 */
export type InterestKey = (typeof interestOptions)[number]['key'];

export type InterestId = (typeof interestOptions)[number]['id'];

export const interestIds = interestOptions.map((option) => option.id) as [InterestId, ...InterestId[]];

/** An interest's label, as the operations e-mail and the webhook name it (the id itself if unknown). */
export function interestLabel(id: string): string {
  return interestOptions.find((option) => option.id === id)?.label ?? id;
}

/**
 * What the schema says when a field does not pass: Settings › Forms'
 * "Messages under the fields" in the page's language (content/settings/forms.yaml,
 * content/es/settings/forms.yaml), with `{{field}}` and `{{max}}` slots. The
 * browser gets only its page's words; the server reads the enquiry's.
 */
export interface ValidationWords {
  name: string;
  email: string;
  message: string;
  /** '{{field}} must be at most {{max}} characters.' */
  tooLong: string;
  /** '{{field}} must be on one line.' */
  oneLine: string;
  /** '{{field}} holds a character that is not allowed …' */
  notAllowed: string;
  interests: string;
}

/** The labels of the contact form's fields, which the messages name. */
export interface FieldLabels {
  name: string;
  business: string;
  email: string;
  phone: string;
  message: string;
}

export const contactLimits = { name: 100, business: 200, email: 254, phone: 40, message: 5000 } as const;
