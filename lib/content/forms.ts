import { repeatedProducts } from '@/lib/content/contact-products';
import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import type { ValidationWords } from '@/lib/validations/contact-fields';

/**
 * The words of the site's forms (content/settings/forms.yaml): the contact
 * form, what a link to it may preselect, the newsletter sign-up and the trap
 * field's label. Shapes are the schema's (lib/editor/schema/forms.ts); each
 * form also gets the trap field's label, the messages under its fields and
 * the language it posts as (the server answers in it, and keeps it with the
 * enquiry). Forms are client components: the page passes them these words.
 */
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
      // Only the message its one field can need besides `invalid` (lib/validations/contact.ts createNewsletterSchema).
      validation: { notAllowed: validation.notAllowed } satisfies Pick<ValidationWords, 'notAllowed'>,
      locale,
    },
    contactForm: { ...data.contact, honeypotLabel, validation: validation satisfies ValidationWords, locale },
    // What /contact-us's address may preselect (`?product=`, `?partner=`), read by its form in the browser.
    contactChoices: {
      products: data.contactProducts,
      partnerPrograms: data.partnerPrograms,
      prefill: data.contactPrefill,
    },
    // What the server answers when a form could not be taken; never sent to the browser with a page.
    answers: data.answers,
  };
});

type FormWords = Awaited<ReturnType<typeof getFormWords>>;
export type ContactFormWords = FormWords['contactForm'];
/** The optional statement field's words, with `{slots}` the form fills (the limits, a file's name, the progress). */
export type StatementFieldWords = ContactFormWords['files'];
type NewsletterWords = FormWords['newsletter'];
export type NewsletterFormWords = Omit<NewsletterWords, 'title' | 'description' | 'confirmNote' | 'subscribedNotice'>;
/** A page may give the newsletter block a heading of its own. */
export type NewsletterHeading = Pick<NewsletterWords, 'title' | 'description'>;
/** What /contact-us's address may preselect: a product (lib/content/contact-products.ts matches it), a program. */
export type ContactChoices = FormWords['contactChoices'];
/** The sentences a contact message starts with, with `{{slots}}` (lib/contact-prefill.ts fills them). */
export type QuoteWords = ContactChoices['prefill']['quote'];
