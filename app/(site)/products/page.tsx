import { getCataloguePage } from '@/lib/content/pages';
import { cataloguePageMetadata } from '@/lib/seo/metadata';
import { ContactForm } from '@/components/forms/contact-form';
import { ContentPage } from '@/components/sections/content-page';

const key = 'products';

export function generateMetadata() {
  return cataloguePageMetadata(key);
}

export default async function Page() {
  // The quote section (#contact-form) holds the contact form itself, prefilled from the content.
  return (
    <ContentPage
      page={await getCataloguePage(key)}
      renderQuoteForm={(form) => (
        <ContactForm idPrefix={form.idPrefix} heading={form.heading} initialMessage={form.message} />
      )}
    />
  );
}
