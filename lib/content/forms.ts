import { repeatedProducts } from '@/lib/content/contact-products';
import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, type ContentSource, type SingletonData } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import type { Locale } from '@/lib/i18n/locales';
import type { ValidationWords } from '@/lib/validations/contact-fields';

/**
 * The words of the site's forms (content/settings/forms.yaml): the contact
 * form, what a link to it may preselect, the newsletter sign-up and the trap
 * field's label. Shapes are the schema's (lib/editor/schema/forms.ts); each
 * form also gets the trap field's label.
 */
type Forms = SingletonData<'forms'>;

/**
 * What the contact form says, passed to it (a client component) by the page:
 * its words, the messages under its fields and the language it posts as
 * (the server answers in it, and keeps it with the enquiry).
 */
export type ContactFormWords = Forms['contact'] & {
  honeypotLabel: string;
  validation: ValidationWords;
  locale: Locale;
};

/** What the server answers when a form could not be taken; never sent to the browser with a page. */
export type FormAnswerWords = Forms['answers'];

/** The optional statement field's words, with `{slots}` the form fills (the limits, a file's name, the progress). */
export type StatementFieldWords = Forms['contact']['files'];

/** What the newsletter block and form say; a page may give the block a heading of its own. */
export type NewsletterWords = Forms['newsletter'] & {
  honeypotLabel: string;
  /** Only the message its one field can need besides `invalid` (lib/validations/contact.ts createNewsletterSchema). */
  validation: Pick<ValidationWords, 'notAllowed'>;
  locale: Locale;
};
export type NewsletterFormWords = Omit<NewsletterWords, 'title' | 'description' | 'confirmNote' | 'subscribedNotice'>;
export type NewsletterHeading = Pick<NewsletterWords, 'title' | 'description'>;

/** The sentences a contact message starts with, with `{{slots}}` (lib/contact-prefill.ts fills them). */
export type ContactPrefillWords = Forms['contactPrefill'];
export type QuoteWords = ContactPrefillWords['quote'];

export const getFormWords = perRequest(async (source: ContentSource) => {
  const { file, data } = await readFilledSingleton(source, 'forms');
  const { honeypotLabel, validation } = data;
  const { locale } = source;
  // A product named twice (in any letter case) would be a mistake the address cannot tell apart.
  assertNoProblems(
    file,
    repeatedProducts(data.contactProducts).map(([index, first]) =>
      fieldProblem(
        ['contactProducts', index],
        `"${data.contactProducts[index]}" is already product ${first + 1} of the list`,
      ),
    ),
  );
  return {
    honeypotLabel,
    newsletter: {
      ...data.newsletter,
      honeypotLabel,
      validation: { notAllowed: validation.notAllowed },
      locale,
    } satisfies NewsletterWords,
    contactForm: { ...data.contact, honeypotLabel, validation, locale } satisfies ContactFormWords,
    // What /contact-us's address may preselect (`?product=`, `?partner=`), read by its form in the browser.
    contactChoices: {
      products: data.contactProducts,
      partnerPrograms: data.partnerPrograms,
      prefill: data.contactPrefill,
    },
    answers: data.answers satisfies FormAnswerWords,
  };
});

/** What /contact-us's address may preselect: a product (lib/content/contact-products.ts matches it), a program. */
export type ContactChoices = Awaited<ReturnType<typeof getFormWords>>['contactChoices'];
