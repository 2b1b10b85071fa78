import type { ReactNode } from 'react';
import type { SectionTone } from '@/components/ui/section';
import type { PageSection, QuoteForm } from '@/lib/content/catalogue-sections';
import { AudienceGrid } from '@/components/sections/audience-grid';
import { BenefitsList } from '@/components/sections/benefits-list';
import { BundleGrid } from '@/components/sections/bundle-grid';
import { CaseStudy } from '@/components/sections/case-study';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceGrid } from '@/components/sections/device-grid';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IndustryGrid } from '@/components/sections/industry-grid';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ProcessSteps } from '@/components/sections/process-steps';
import { QuoteRequest } from '@/components/sections/quote-request';
import { SplitSection } from '@/components/sections/split-section';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialGrid } from '@/components/sections/testimonial-grid';
import { TestimonialSpotlight } from '@/components/sections/testimonial-spotlight';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';

type ContentSection = Exclude<PageSection, { kind: 'cta' }>;

/**
 * The tone of each section: its own, or white and muted in turn (stats bands
 * are dark), so every page has the same calm rhythm.
 */
export function sectionTones(sections: readonly PageSection[]): SectionTone[] {
  let light = 0;
  return sections.map((section) => {
    if (section.kind === 'cta') return 'dark';
    if (section.tone) return section.tone;
    if (section.kind === 'stats') return 'dark';
    return light++ % 2 === 0 ? 'white' : 'muted';
  });
}

/**
 * Renders the contact form of a 'quote-request' section. The page passes it
 * in, rather than this module importing the (client) form: every catalogue
 * page imports this module, and a client component imported here would ship
 * its JavaScript with all of them, not only with the page that shows it.
 */
export type RenderQuoteForm = (form: QuoteForm) => ReactNode;

interface StackOptions {
  renderQuoteForm?: RenderQuoteForm;
}

function SectionBody({
  section,
  tone,
  renderQuoteForm,
}: { section: ContentSection; tone: SectionTone } & StackOptions) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid items={section.items} columns={section.columns} />;
    case 'devices':
      return <DeviceGrid items={section.items} />;
    case 'stats':
      return <StatsBand items={section.items} tone={tone === 'dark' ? 'dark' : 'light'} />;
    case 'audiences':
      return <AudienceGrid items={section.items} />;
    case 'industries':
      return <IndustryGrid items={section.items} showFeatures={section.showFeatures} />;
    case 'testimonials':
      return (
        <>
          {section.items.length === 1 && section.items[0] ? (
            <TestimonialSpotlight item={section.items[0]} />
          ) : (
            <TestimonialGrid items={section.items} />
          )}
          {section.action ? (
            <div className="mt-10 text-center">
              <ButtonLink href={section.action.href} variant="secondary">
                {section.action.label}
              </ButtonLink>
            </div>
          ) : null}
        </>
      );
    case 'comparison':
      return <ComparisonTable id={section.id} table={section.table} />;
    case 'bundles':
      return <BundleGrid items={section.items} />;
    case 'cards':
      return <LinkCardGrid items={section.items} columns={section.columns} />;
    case 'benefits':
      return <BenefitsList items={section.items} image={section.image} />;
    case 'steps':
      return <ProcessSteps items={section.items} />;
    case 'case-study':
      return <CaseStudy study={section.study} />;
    case 'quote-request':
      if (!renderQuoteForm)
        throw new Error(`Section #${section.id} is a quote request: its page must pass renderQuoteForm`);
      return (
        <QuoteRequest
          heading={section.heading}
          body={section.body}
          needs={section.needs}
          form={renderQuoteForm(section.form)}
        />
      );
    case 'split':
      return (
        <SplitSection
          id={section.id}
          title={section.title}
          eyebrow={section.eyebrow}
          description={section.description}
          body={section.body}
        />
      );
  }
}

/** A page's sections, in order: each kind rendered by its one component. */
export function SectionStack({ sections, renderQuoteForm }: { sections: readonly PageSection[] } & StackOptions) {
  const tones = sectionTones(sections);
  return sections.map((section, index) => {
    if (section.kind === 'cta') {
      return (
        <CtaBand
          key={section.id}
          id={section.id}
          title={section.title}
          description={section.description}
          actions={section.actions}
        />
      );
    }
    const tone = tones[index] ?? 'white';
    // A split section sets its own heading beside its illustration.
    const heading =
      section.kind === 'split'
        ? {}
        : { title: section.title, eyebrow: section.eyebrow, description: section.description };
    return (
      <Section key={section.id} id={section.id} tone={tone} {...heading}>
        <SectionBody section={section} tone={tone} renderQuoteForm={renderQuoteForm} />
      </Section>
    );
  });
}
