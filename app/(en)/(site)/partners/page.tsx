import { getPartnersPage } from '@/lib/content/partners';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { ButtonLink } from '@/components/ui/button';
import { Icon, IconTile } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';

const path = '/partners';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function PartnersPage() {
  const { benefits, programs, posOverview, aiSecurity, steps, questions, cta } = await getPartnersPage();
  return (
    <>
      <PageHero path={path} />

      <Section id="why-partner" title={benefits.title} description={benefits.description}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <Section id="programs" tone="muted" title={programs.title} description={programs.description}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {programs.items.map((program) => (
            <li key={program.id}>
              <Card as="article" id={`program-${program.id}`} className="flex h-full flex-col p-6 sm:p-8">
                <IconTile name={program.icon} tone="accent" />
                <h3 className="mt-4 text-h3 font-bold">{program.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">{program.audience}</p>
                <p className="mt-3 leading-relaxed text-slate-600">{program.description}</p>
                <CheckList items={program.benefits} className="mt-5 space-y-2.5" itemClassName="flex gap-2.5 text-sm" />
                <div className="mt-auto pt-6">
                  <ButtonLink href={program.action.href} variant="dark" className="w-full">
                    {program.action.label}
                  </ButtonLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pos-overview" title={posOverview.title} description={posOverview.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posOverview.items.map((item) => (
            <Card as="li" key={item.industry} className="flex h-full flex-col p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <h3 className="text-lg font-bold">{item.industry}</h3>
              </div>
              <p className="mt-3 leading-relaxed text-slate-600">{item.summary}</p>
              <ul className="mt-auto flex flex-wrap gap-x-4 pt-4">
                {item.systems.map((system) => (
                  <li key={system.href}>
                    <ArrowLink href={system.href} className="text-sm">
                      {system.name}
                    </ArrowLink>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="ai-security" tone="dark" title={aiSecurity.title} description={aiSecurity.description}>
        <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
          {aiSecurity.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-card border border-white-10 bg-white-5 p-5 text-brand-50">
              <Icon name="shield-check" className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title={steps.title}>
        <ProcessSteps items={steps.steps} />
      </Section>

      <Section id="partner-questions" tone="muted" title={questions.title}>
        <div className="mx-auto max-w-3xl">
          <FaqList entries={questions.entries} group="partner-faq" />
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
