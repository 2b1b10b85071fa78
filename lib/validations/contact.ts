import * as z from 'zod/mini';
import { contactLimits, contactMessages, interestIds } from '@/lib/validations/contact-fields';

/**
 * The enquiry's one schema: the contact form validates with it in the
 * browser (react-hook-form + zodResolver) and /api/contact validates with it
 * again on the server. zod/mini keeps the form's JavaScript small, and the
 * forms load this module only when a visitor starts on them (the fields and
 * messages are in `contact-fields.ts`).
 */

export {
  contactLimits,
  contactMessages,
  interestIds,
  interestOptions,
  type InterestId,
} from '@/lib/validations/contact-fields';

const singleLine = (field: string) =>
  z.refine<string>((value) => !/[\r\n]/.test(value), { error: `${field} must be on one line.` });

const tooLong = (field: string, max: number) =>
  z.maxLength(max, { error: `${field} must be at most ${max} characters.` });

export const contactSchema = z.object({
  name: z
    .string({ error: contactMessages.name })
    .check(
      z.trim(),
      z.minLength(2, { error: contactMessages.name }),
      tooLong('Name', contactLimits.name),
      singleLine('Name'),
    ),
  business: z._default(
    z.string().check(z.trim(), tooLong('Business name', contactLimits.business), singleLine('Business name')),
    '',
  ),
  email: z
    .string({ error: contactMessages.email })
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, { error: contactMessages.email }),
      z.email({ error: contactMessages.email }),
    ),
  phone: z._default(z.string().check(z.trim(), tooLong('Phone', contactLimits.phone), singleLine('Phone')), ''),
  message: z
    .string({ error: contactMessages.message })
    .check(z.trim(), z.minLength(10, { error: contactMessages.message }), tooLong('Message', contactLimits.message)),
  interests: z._default(
    z
      .array(z.enum(interestIds, { error: 'Please choose interests from the list.' }))
      .check(z.maxLength(interestIds.length)),
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
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, { error: contactMessages.email }),
      z.email({ error: contactMessages.email }),
    ),
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
