import * as z from 'zod/mini';

/**
 * The enquiry's one schema: the contact form validates with it in the
 * browser (react-hook-form + zodResolver) and /api/contact validates with it
 * again on the server. zod/mini keeps the form's JavaScript small.
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

export const contactMessages = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  message: 'Message must be at least 10 characters.',
} as const;

export const contactLimits = { name: 100, business: 200, email: 254, phone: 40, message: 5000 } as const;

const singleLine = (field: string) =>
  z.refine<string>((value) => !/[\r\n]/.test(value), { error: `${field} must be on one line.` });

const tooLong = (field: string, max: number) => z.maxLength(max, { error: `${field} must be at most ${max} characters.` });

export const contactSchema = z.object({
  name: z
    .string({ error: contactMessages.name })
    .check(z.trim(), z.minLength(2, { error: contactMessages.name }), tooLong('Name', contactLimits.name), singleLine('Name')),
  business: z._default(
    z.string().check(z.trim(), tooLong('Business name', contactLimits.business), singleLine('Business name')),
    '',
  ),
  email: z
    .string({ error: contactMessages.email })
    .check(z.trim(), z.maxLength(contactLimits.email, { error: contactMessages.email }), z.email({ error: contactMessages.email })),
  phone: z._default(z.string().check(z.trim(), tooLong('Phone', contactLimits.phone), singleLine('Phone')), ''),
  message: z
    .string({ error: contactMessages.message })
    .check(z.trim(), z.minLength(10, { error: contactMessages.message }), tooLong('Message', contactLimits.message)),
  interests: z._default(
    z.array(z.enum(interestIds, { error: 'Please choose interests from the list.' })).check(z.maxLength(interestIds.length)),
    [],
  ),
  /** Honeypot: people never see or fill it; bots that fill it are not mailed. */
  website: z.optional(z.string()),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactEnquiry = z.output<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: z
    .string({ error: contactMessages.email })
    .check(z.trim(), z.maxLength(contactLimits.email, { error: contactMessages.email }), z.email({ error: contactMessages.email })),
  website: z.optional(z.string()),
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;

/** Per-field messages, the shape the API answers with and the form shows. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
