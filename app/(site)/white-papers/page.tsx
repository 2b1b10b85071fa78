import { newsletter } from '@/content/newsletter';
import { whitePaperPromise, whitePapers, whitePapersPage } from '@/content/white-papers';
import { byPlannedQuarter, plannedFor } from '@/lib/content/resources';
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

export default function WhitePapersPage() {
  const items = byPlannedQuarter(whitePapers).map((paper) => ({
    id: paper.id,
    title: paper.title,
    status: plannedFor(paper.planned),
    abstract: paper.abstract,
    listTitle: whitePapersPage.listTitle,
    list: paper.contents,
    facts: [
      `${whitePapersPage.pagesLabel.before} ${paper.pages} ${whitePapersPage.pagesLabel.after}`,
      whitePapersPage.freeLabel,
    ],
    readNow: paper.readNow,
  }));
  return (
    <>
      <PageHero path={path} />
      <Section id="in-progress" tone="muted" {...whitePapersPage.planned}>
        <PlannedList items={items} />
      </Section>
      <NewsletterSection {...newsletter.whitePapers} />
      <Section id="approach" title={whitePaperPromise.title}>
        <DefinitionGrid items={whitePaperPromise.items} />
      </Section>
      <ClosingCta />
    </>
  );
}
