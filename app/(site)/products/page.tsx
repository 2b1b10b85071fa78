import { productsPage as page } from '@/content/service-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactForm } from '@/components/forms/contact-form';
import { ContentPage } from '@/components/sections/content-page';

export function generateMetadata() {
  return pageMetadata(page.path);
}

export default function Page() {
  // The quote section (#contact-form) holds the contact form itself, prefilled from the content.
  return (
    <ContentPage
      page={page}
      renderQuoteForm={(form) => (
        <ContactForm idPrefix={form.idPrefix} heading={form.heading} initialMessage={form.message} />
      )}
    />
  );
}
