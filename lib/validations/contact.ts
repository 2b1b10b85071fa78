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
  interestLabel,
  interestOptions,
  type InterestId,
} from '@/lib/validations/contact-fields';

const singleLine = (field: string) =>
  z.refine<string>((value) => !/[\r\n]/.test(value), { error: `${field} must be on one line.` });

/**
 * Characters no field may hold: NUL (PostgreSQL's text refuses it, and a
 * mail client may cut the text there) and the bidirectional controls
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which make text
 * read differently from what it holds: a name or a message that reverses
 * itself in the operations e-mail. Arabic or Hebrew text needs none of them.
 */
const forbiddenCharacters = /[\u0000\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const forbiddenCharacterMessage = (field: string) =>
  `${field} holds a character that is not allowed (a null or a text-direction control).`;

const plainText = (field: string) =>
  z.refine<string>((value) => !forbiddenCharacters.test(value), { error: forbiddenCharacterMessage(field) });

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
      plainText('Name'),
    ),
  business: z._default(
    z
      .string()
      .check(
        z.trim(),
        tooLong('Business name', contactLimits.business),
        singleLine('Business name'),
        plainText('Business name'),
      ),
    '',
  ),
  email: z
    .string({ error: contactMessages.email })
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, { error: contactMessages.email }),
      z.email({ error: contactMessages.email }),
      plainText('Email'),
    ),
  phone: z._default(
    z.string().check(z.trim(), tooLong('Phone', contactLimits.phone), singleLine('Phone'), plainText('Phone')),
    '',
  ),
  message: z
    .string({ error: contactMessages.message })
    .check(
      z.trim(),
      z.minLength(10, { error: contactMessages.message }),
      tooLong('Message', contactLimits.message),
      plainText('Message'),
    ),
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
      plainText('Email'),
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
