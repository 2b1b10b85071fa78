import { getFormWords } from '@/lib/content/forms';
import { getCataloguePage } from '@/lib/content/pages';
import { cataloguePageMetadata } from '@/lib/seo/metadata';
import { ContactForm } from '@/components/forms/contact-form';
import { ContentPage } from '@/components/sections/content-page';

const key = 'products';

export function generateMetadata() {
  return cataloguePageMetadata(key);
}

export default async function Page() {
  const [page, { contactForm }] = await Promise.all([getCataloguePage(key), getFormWords()]);
  // The quote section (#contact-form) holds the contact form itself, prefilled from the content.
  return (
    <ContentPage
      page={page}
      renderQuoteForm={(form) => (
        <ContactForm
          words={contactForm}
          idPrefix={form.idPrefix}
          heading={form.heading}
          initialMessage={form.message}
        />
      )}
    />
  );
}
