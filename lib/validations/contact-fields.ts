/**
 * The enquiry's fields, labels, messages and limits, without zod: the forms
 * import these for their markup, so pages pay for the schema
 * (`lib/validations/contact.ts`) only when a visitor submits.
 */

export const interestOptions = [
  { id: 'merchant-services', label: 'Merchant Services' },
  { id: 'pos-systems', label: 'POS Systems' },
  { id: 'payment-processing', label: 'Payment Processing' },
  { id: 'e-commerce', label: 'E-Commerce Solutions' },
  { id: 'cash-discount', label: 'Cash Discount Program' },
  { id: 'request-demo', label: 'Request a Demo' },
] as const;

export type InterestId = (typeof interestOptions)[number]['id'];

export const interestIds = interestOptions.map((option) => option.id) as [InterestId, ...InterestId[]];

/** An interest's label, as the operations e-mail and the webhook name it (the id itself if unknown). */
export function interestLabel(id: string): string {
  return interestOptions.find((option) => option.id === id)?.label ?? id;
}

export const contactMessages = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  message: 'Message must be at least 10 characters.',
} as const;

export const contactLimits = { name: 100, business: 200, email: 254, phone: 40, message: 5000 } as const;
