import { fillTemplate } from '@/lib/editor/placeholders';
import type { SavingsCalculatorPage } from '@/lib/content/savings-calculator';
import type { SavingsFormValues } from '@/lib/savings/rules';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { IconTile } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SavingsCalculator } from '@/components/widgets/savings-calculator';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Card } from '@/components/ui/card';

/**
 * The savings calculator page, in two routes: `page.tsx` (prerendered, the
 * default figures) and `estimate/page.tsx` (a shared estimate's figures,
 * rendered per request), which proxy.ts serves at /savings-calculator when
 * the address carries an estimate. Not a route itself.
 */
export const path = '/savings-calculator';

export function CalculatorPage({
  page,
  initialValues,
}: {
  /** The page's words and what the calculator computes with (lib/content/savings-calculator.ts). */
  page: SavingsCalculatorPage;
  initialValues: SavingsFormValues;
}) {
  const { copy, settings, methodology, closing } = page;
  // The section's heading and no-script note are written here; the calculator gets the rest.
  const { sectionTitle, sectionDescription, noScript, ...widgetCopy } = copy;

  return (
    <>
      <PageHero path={path} />

      <Section id="calculator" tone="muted" title={sectionTitle} description={sectionDescription}>
        <noscript>
          <p className="mb-6 rounded-lg border border-warm-400 bg-amber-50 p-4 text-center text-slate-800">
            {noScript}
          </p>
        </noscript>
        <SavingsCalculator copy={widgetCopy} settings={settings} initialValues={initialValues} source="url" />
      </Section>

      <Section id="how-it-works" title={methodology.title} description={methodology.description}>
        <ol className="grid gap-6 md:grid-cols-3">
          {methodology.steps.map((step, index) => (
            <Card as="li" key={step.title} className="flex flex-col p-6">
              <IconTile name={step.icon} tone={index === 0 ? 'brand' : 'accent'} />
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">{`${fillTemplate(methodology.stepName, { number: index + 1 })}: `}</span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
              <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">
                <span className="font-semibold text-brand-950">{`${methodology.exampleLabel}: `}</span>
                {step.example}
              </p>
            </Card>
          ))}
        </ol>
        <ul className="mt-10 flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-8">
          {methodology.learnMore.map((link) => (
            <li key={link.href}>
              <ArrowLink href={link.href} tone="brand" className="underline-offset-4 hover:underline">
                {link.label}
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="get-started" {...closing} />
    </>
  );
}
