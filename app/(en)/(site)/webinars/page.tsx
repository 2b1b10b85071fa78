import { getWebinarsPage } from '@/lib/content/planned';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClosingCta } from '@/components/sections/closing-cta';
import { NewsletterSection } from '@/components/sections/newsletter-section';
import { PageHero } from '@/components/sections/page-hero';
import { DefinitionGrid } from '@/components/sections/definition-grid';
import { PlannedList } from '@/components/sections/planned-list';
import { Section } from '@/components/ui/section';

const path = '/webinars';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function WebinarsPage() {
  const { planned, webinars, format, newsletter } = await getWebinarsPage();
  const items = webinars.map((webinar) => ({
    id: webinar.id,
    title: webinar.title,
    status: webinar.status,
    abstract: webinar.abstract,
    listTitle: planned.listTitle,
    list: webinar.takeaways,
    facts: [webinar.length, webinar.audience],
    readNow: webinar.readNow,
  }));
  return (
    <>
      <PageHero path={path} />
      <Section id="planned" tone="muted" title={planned.title} description={planned.description}>
        <PlannedList items={items} readNowLead={planned.readNowLead} />
      </Section>
      <NewsletterSection heading={newsletter} />
      <Section id="format" title={format.title}>
        <DefinitionGrid items={format.items} />
      </Section>
      <ClosingCta />
    </>
  );
}
