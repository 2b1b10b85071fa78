import type { PageContent } from '@/lib/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { SectionStack, type RenderQuoteForm } from '@/components/sections/section-stack';

/** A product, service, POS or industry page: the registry's hero (with the page's structured data), then its sections. */
export function ContentPage({ page, renderQuoteForm }: { page: PageContent; renderQuoteForm?: RenderQuoteForm }) {
  return (
    <>
      <PageHero path={page.path} />
      <SectionStack sections={page.sections} renderQuoteForm={renderQuoteForm} />
    </>
  );
}
