import { webinarFormat, webinars, webinarsPage } from '@/content/events';
import { newsletter } from '@/content/newsletter';
import { byPlannedQuarter, plannedFor } from '@/lib/content/resources';
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

export default function WebinarsPage() {
  const items = byPlannedQuarter(webinars).map((webinar) => ({
    id: webinar.id,
    title: webinar.title,
    status: plannedFor(webinar.planned),
    abstract: webinar.abstract,
    listTitle: webinarsPage.listTitle,
    list: webinar.takeaways,
    facts: [`${webinar.minutes} ${webinarsPage.minutesLabel}`, webinar.audience],
    readNow: webinar.readNow,
  }));
  return (
    <>
      <PageHero path={path} />
      <Section id="planned" tone="muted" {...webinarsPage.planned}>
        <PlannedList items={items} />
      </Section>
      <NewsletterSection {...newsletter.webinars} />
      <Section id="format" title={webinarFormat.title}>
        <DefinitionGrid items={webinarFormat.items} />
      </Section>
      <ClosingCta />
    </>
  );
}
