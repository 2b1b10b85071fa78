import type { PageContent } from '@/content/page-sections';
import { PageHero } from '@/components/sections/page-hero';
import { SectionStack, type RenderQuoteForm } from '@/components/sections/section-stack';
import { PageJsonLd } from '@/components/sections/structured-data';

/** A product, service, POS or industry page: structured data, the registry's hero, then its sections. */
export function ContentPage({ page, renderQuoteForm }: { page: PageContent; renderQuoteForm?: RenderQuoteForm }) {
  return (
    <>
      <PageJsonLd page={page} />
      <PageHero path={page.path} />
      <SectionStack sections={page.sections} renderQuoteForm={renderQuoteForm} />
    </>
  );
}
