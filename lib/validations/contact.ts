import * as z from 'zod/mini';
import { fillTemplate } from '@/lib/editor/placeholders';
import { contactLimits, interestIds, type FieldLabels, type ValidationWords } from '@/lib/validations/contact-fields';

/**
 * The enquiry's one schema, built from one language's words: the contact
 * form validates with it in the browser (react-hook-form + zodResolver, with
 * the words of its page) and /api/contact validates with it again on the
 * server (with the words of the language the form said it was in). zod/mini
 * keeps the form's JavaScript small, and the forms load this module only
 * when a visitor starts on them (the fields and limits are in
 * `contact-fields.ts`).
 */

export {
  contactLimits,
  interestIds,
  interestLabel,
  interestOptions,
  type FieldLabels,
  type InterestId,
  type ValidationWords,
} from '@/lib/validations/contact-fields';

/**
 * Characters no field may hold: NUL (PostgreSQL's text refuses it, and a
 * mail client may cut the text there) and the bidirectional controls
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which make text
 * read differently from what it holds: a name or a message that reverses
 * itself in the operations e-mail. Arabic or Hebrew text needs none of them.
 */
const forbiddenCharacters = /[\u0000\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** No forbidden character, said in the words' language with the field's label. */
const plainTextIn = (words: Pick<ValidationWords, 'notAllowed'>) => (field: string) =>
  z.refine<string>((value) => !forbiddenCharacters.test(value), { error: fillTemplate(words.notAllowed, { field }) });

/** The checks every text field may have, each saying what is wrong in the words' language. */
function checks(words: ValidationWords) {
  return {
    singleLine: (field: string) =>
      z.refine<string>((value) => !/[\r\n]/.test(value), { error: fillTemplate(words.oneLine, { field }) }),
    plainText: plainTextIn(words),
    tooLong: (field: string, max: number) => z.maxLength(max, { error: fillTemplate(words.tooLong, { field, max }) }),
  };
}

/** An e-mail address: required, valid, not too long, no forbidden character; `label` names the field. */
function emailField(words: Pick<ValidationWords, 'notAllowed'>, message: string, label: string) {
  const plainText = plainTextIn(words);
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.maxLength(contactLimits.email, { error: message }),
      z.email({ error: message }),
      plainText(label),
    );
}

export function createContactSchema(words: ValidationWords, labels: FieldLabels) {
  const { singleLine, plainText, tooLong } = checks(words);
  const optionalLine = (label: string, max: number) =>
    z._default(z.string().check(z.trim(), tooLong(label, max), singleLine(label), plainText(label)), '');
  return z.object({
    name: z
      .string({ error: words.name })
      .check(
        z.trim(),
        z.minLength(2, { error: words.name }),
        tooLong(labels.name, contactLimits.name),
        singleLine(labels.name),
        plainText(labels.name),
      ),
    business: optionalLine(labels.business, contactLimits.business),
    email: emailField(words, words.email, labels.email),
    phone: optionalLine(labels.phone, contactLimits.phone),
    message: z
      .string({ error: words.message })
      .check(
        z.trim(),
        z.minLength(10, { error: words.message }),
        tooLong(labels.message, contactLimits.message),
        plainText(labels.message),
      ),
    interests: z._default(
      z
        .array(z.enum(interestIds, { error: words.interests }), { error: words.interests })
        .check(z.maxLength(interestIds.length, { error: words.interests })),
      [],
    ),
    /** Honeypot: people never see or fill it; bots that fill it are not mailed. */
    website: z.optional(z.string()),
  });
}

export type ContactSchema = ReturnType<typeof createContactSchema>;
export type ContactInput = z.input<ContactSchema>;
export type ContactEnquiry = z.output<ContactSchema>;

/**
 * The newsletter's one field; `invalid` and `label` are the sign-up's own
 * words (Settings › Forms › Newsletter), and of the messages under the fields
 * it needs only the forbidden character's: its block is on many pages, which
 * carry no more words than its form uses.
 */
export function createNewsletterSchema(
  words: Pick<ValidationWords, 'notAllowed'>,
  { invalid, label }: { invalid: string; label: string },
) {
  return z.object({
    email: emailField(words, invalid, label),
    website: z.optional(z.string()),
  });
}

export type NewsletterSignup = z.output<ReturnType<typeof createNewsletterSchema>>;

/** Per-field messages, the shape the API answers with and the form shows. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
