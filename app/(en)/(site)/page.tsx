import Link from '@/components/ui/link';
import { env } from '@/lib/env';
import { getFormWords } from '@/lib/content/forms';
import { getHomePage } from '@/lib/content/home';
import { getIndustries } from '@/lib/content/industries';
import { getLabels } from '@/lib/content/settings';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactForm } from '@/components/forms/contact-form';
import { HomeHero } from '@/components/home/home-hero';
import { PosCarousel } from '@/components/home/pos-carousel';
import { ContactDetails } from '@/components/sections/contact-details';
import { PageJsonLd } from '@/components/sections/structured-data';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IndustryGrid } from '@/components/sections/industry-grid';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialGrid } from '@/components/sections/testimonial-grid';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';
import { LinkNameRest } from '@/components/ui/link-name-rest';

export function generateMetadata() {
  return pageMetadata('/');
}

export default async function HomePage() {
  const {
    heroExtras,
    features,
    stats,
    merchantServices,
    posSolutions,
    industrySolutions,
    testimonials,
    about,
    closingBanner,
    contact,
  } = await getHomePage();
  const [industries, { contactForm }, labels] = await Promise.all([getIndustries(), getFormWords(), getLabels()]);
  return (
    <>
      <PageJsonLd path="/" />
      <HomeHero {...heroExtras} />

      <Section id="why-us" title={features.title} description={features.description} className="below-fold">
        <FeatureGrid items={features.items} />
      </Section>

      <Section id="numbers" tone="dark" title={stats.title} description={stats.description} className="below-fold">
        <StatsBand items={stats.items} />
      </Section>

      <Section
        id="merchant-services"
        title={merchantServices.title}
        description={merchantServices.description}
        className="below-fold"
      >
        <ul className="grid gap-6 sm:grid-cols-2">
          {merchantServices.services.map((item) => (
            <Card as="li" key={item.title} className="flex gap-4 p-6">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-600">{item.description}</p>
              </div>
            </Card>
          ))}
        </ul>
        <ul className="mt-10 flex flex-col items-center justify-center gap-3 text-sm font-medium text-brand-900 sm:flex-row sm:gap-8">
          {merchantServices.highlights.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Icon name="check" className="h-5 w-5 text-accent-700" />
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {merchantServices.actions.map((action, index) => (
            <ButtonLink key={action.label} href={action.href} variant={index === 0 ? 'primary' : 'secondary'}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
        <p className="mt-6 text-center">
          <Link
            href={merchantServices.calculator.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Icon name="calculator" className="h-5 w-5" />
            {merchantServices.calculator.label}
          </Link>
        </p>
      </Section>

      <Section
        id="pos-solutions"
        tone="muted"
        title={posSolutions.title}
        description={posSolutions.description}
        className="below-fold"
      >
        <PosCarousel slides={posSolutions.slides} words={labels.carousel} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {posSolutions.products.map((product) => (
            <li key={product.name}>
              <Card as="article" className="flex h-full flex-col p-6 sm:p-8">
                <h3 className="text-h3 font-bold">
                  <Link href={product.href} className="hover:text-brand-700">
                    {product.name}
                  </Link>
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">{product.description}</p>
                <CheckList items={product.features} className="mt-4 space-y-2" itemClassName="flex gap-2 text-sm" />
                <div className="mt-auto flex flex-wrap items-center gap-4 pt-6">
                  <ButtonLink href={product.action.href} variant="dark">
                    {product.action.label}
                    <LinkNameRest words={labels.sections.forName} title={product.name} />
                  </ButtonLink>
                  <ArrowLink href={product.href}>
                    {posSolutions.learnMore}
                    <LinkNameRest words={labels.sections.aboutName} title={product.name} />
                  </ArrowLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink href={posSolutions.action.href}>{posSolutions.action.label}</ButtonLink>
        </div>
      </Section>

      <Section
        id="industry-solutions"
        title={industrySolutions.title}
        description={industrySolutions.description}
        className="below-fold"
      >
        <IndustryGrid items={industries} />
      </Section>

      <Section
        id="testimonials"
        tone="muted"
        title={testimonials.title}
        description={testimonials.description}
        className="below-fold"
      >
        <TestimonialGrid items={testimonials.items} />
      </Section>

      <Section id="about-us" className="below-fold">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{about.eyebrow}</p>
            <h2 id="about-us-heading" className="mt-3 text-h2 font-bold">
              {about.title}
            </h2>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
            <div className="mt-8">
              <ButtonLink href={about.action.href} variant="secondary">
                {about.action.label}
              </ButtonLink>
            </div>
          </div>
          <CheckList
            items={about.points}
            className="grid gap-4"
            itemClassName="flex items-center gap-4 rounded-card border border-brand-100 bg-brand-50 p-5 font-semibold text-brand-900"
            iconClassName="h-6 w-6"
          />
        </div>
      </Section>

      <CtaBand id="get-started" {...closingBanner} />

      <Section id="contact" tone="muted" title={contact.title} description={contact.description} className="below-fold">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr]">
          <ContactDetails />
          <Card id="contact-form" className="p-6 sm:p-8">
            <ContactForm
              words={contactForm}
              idPrefix="home"
              heading={contact.formHeading}
              fileLimits={{
                maxFiles: env.uploads.maxFiles,
                maxFileBytes: env.uploads.maxFileBytes,
                maxTotalBytes: env.uploads.maxTotalBytes,
              }}
            />
          </Card>
        </div>
      </Section>
    </>
  );
}
