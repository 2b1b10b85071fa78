import { Suspense } from 'react';
import { getContactUsPage } from '@/lib/content/contact-us';
import { getFormWords } from '@/lib/content/forms';
import { getSavingsCalculatorPage } from '@/lib/content/savings-calculator';
import { getSite, formatAddress } from '@/lib/content/site';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { OfficeMap } from '@/components/contact/office-map';
import { PrefilledContactForm } from '@/components/contact/prefilled-contact-form';
import { ContactForm } from '@/components/forms/contact-form';
import { ContactDetails } from '@/components/sections/contact-details';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

const path = '/contact-us';
/** The form's card (the form's heading first): where the offer banner sends the visitor. */
const formAnchor = 'message-form';
/** The statement field's limits, for the browser's pre-check (the server enforces them). */
const fileLimits = {
  maxFiles: env.uploads.maxFiles,
  maxFileBytes: env.uploads.maxFileBytes,
  maxTotalBytes: env.uploads.maxTotalBytes,
};

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function ContactPage() {
  const [site, { settings }, page, { contactForm, contactChoices }] = await Promise.all([
    getSite(),
    getSavingsCalculatorPage(),
    getContactUsPage(),
    getFormWords(),
  ]);
  const { office, questions, offer } = page;
  const { pricing, limits, messages } = settings;
  // The calculator's quote (?volume=…&ticket=…&fees=…) is estimated in the browser: it needs our prices and the limits.
  return (
    <>
      <PageHero path={path} image={null} />

      <Section id="contact-form" title={page.formSection.title} align="left">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <ContactDetails />
          <Card id={formAnchor} className="p-6 sm:p-8">
            <Suspense fallback={<ContactForm words={contactForm} fileLimits={fileLimits} />}>
              <PrefilledContactForm
                words={contactForm}
                choices={contactChoices}
                savings={{ pricing, limits, messages }}
                fileLimits={fileLimits}
              />
            </Suspense>
          </Card>
        </div>
      </Section>

      <Section id="office" tone="muted" title={office.title} description={office.description}>
        <OfficeMap name={site.name} address={formatAddress(site.address)} words={office.map} />
      </Section>

      <Section id="common-questions" title={questions.title}>
        <div className="mx-auto max-w-3xl">
          <FaqList entries={questions.entries} group="contact-questions" />
        </div>
      </Section>

      <section aria-labelledby="offer-heading" className="on-dark bg-gradient-to-r from-brand-900 to-brand-800 py-14">
        <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <Icon name="badge-percent" className="h-10 w-10 shrink-0 text-accent-300" />
            <div>
              <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{offer.eyebrow}</p>
              <h2 id="offer-heading" className="mt-1 text-h2 font-bold text-white">
                {offer.title}
              </h2>
              <p className="mt-2 max-w-2xl text-brand-100">{offer.description}</p>
            </div>
          </div>
          {/* Back up to the form: a plain anchor, so it works without JavaScript; the browser
              scrolls the form's heading clear of the sticky header and Tab continues inside the form. */}
          <a
            href={`#${formAnchor}`}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800"
          >
            {offer.action}
            <Icon name="arrow-up" className="h-4 w-4" />
          </a>
        </Container>
      </section>
    </>
  );
}
