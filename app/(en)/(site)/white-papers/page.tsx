import { getWhitePapersPage } from '@/lib/content/planned';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClosingCta } from '@/components/sections/closing-cta';
import { NewsletterSection } from '@/components/sections/newsletter-section';
import { PageHero } from '@/components/sections/page-hero';
import { DefinitionGrid } from '@/components/sections/definition-grid';
import { PlannedList } from '@/components/sections/planned-list';
import { Section } from '@/components/ui/section';

const path = '/white-papers';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function WhitePapersPage() {
  const { planned, papers, promise, newsletter } = await getWhitePapersPage();
  const items = papers.map((paper) => ({
    id: paper.id,
    title: paper.title,
    status: paper.status,
    abstract: paper.abstract,
    listTitle: planned.listTitle,
    list: paper.contents,
    facts: [paper.length, planned.freeLabel],
    readNow: paper.readNow,
  }));
  return (
    <>
      <PageHero path={path} />
      <Section id="in-progress" tone="muted" title={planned.title} description={planned.description}>
        <PlannedList items={items} readNowLead={planned.readNowLead} />
      </Section>
      <NewsletterSection heading={newsletter} />
      <Section id="approach" title={promise.title}>
        <DefinitionGrid items={promise.items} />
      </Section>
      <ClosingCta />
    </>
  );
}
