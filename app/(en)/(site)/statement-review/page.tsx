import { env } from '@/lib/env';
import { getFormWords } from '@/lib/content/forms';
import { getPage } from '@/lib/content/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHero } from '@/components/sections/page-hero';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

const path = '/statement-review';

export function generateMetadata() {
  return pageMetadata(path);
}

/**
 * The free statement review: what it is, what we look at, what to black out,
 * how files are kept, and the contact form with its file field. Without
 * JavaScript the form is a plain multipart post to /api/contact.
 */
export default async function StatementReviewPage() {
  const [{ data: page }, { contactForm }] = await Promise.all([getPage('statement-review'), getFormWords()]);
  const { about, lookAt, blackOut, keeping, formSection } = page;
  return (
    <>
      <PageHero path={path} image={null} />

      <Section id="about-the-review" title={about.title} description={about.description} align="left">
        <p className="max-w-3xl text-lg text-slate-700">{about.body}</p>
      </Section>

      <Section id="what-we-look-at" tone="muted" title={lookAt.title} description={lookAt.description} align="left">
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {lookAt.items.map((item) => (
            <li key={item} className="flex gap-3">
              <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-accent-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="before-you-send" title={blackOut.title} description={blackOut.description} align="left">
        <div className="grid max-w-4xl gap-6 md:grid-cols-2">
          <ul className="list-disc space-y-2 pl-5">
            {blackOut.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Card className="p-5">
            <p className="font-semibold text-slate-900">{blackOut.neverSsn}</p>
          </Card>
        </div>
      </Section>

      <Section id="how-we-keep-files" tone="muted" title={keeping.title} description={keeping.description} align="left">
        <p className="max-w-3xl text-slate-700">{keeping.body}</p>
      </Section>

      <Section id="statement-form" title={formSection.title} align="left">
        <Card className="mx-auto max-w-3xl p-6 sm:p-8">
          <ContactForm
            words={contactForm}
            idPrefix="statement"
            heading={formSection.formHeading}
            fileLimits={{
              maxFiles: env.uploads.maxFiles,
              maxFileBytes: env.uploads.maxFileBytes,
              maxTotalBytes: env.uploads.maxTotalBytes,
            }}
          />
        </Card>
      </Section>
    </>
  );
}
