import Link from 'next/link';
import { faqs } from '@/content/faq';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';

const path = '/faq';

export const metadata = pageMetadata(path);

export default function FaqPage() {
  return (
    <>
      <PageHero path={path} />
      <Section id="questions" title={`${faqs.length} Questions Merchants Ask Us`} description="Select a question to read its answer. Only one answer is open at a time.">
        <div className="mx-auto max-w-3xl">
          <FaqList entries={faqs} />
          <p className="mt-8 text-center text-slate-600">
            Didn&apos;t find your answer?{' '}
            <Link href="/contact-us" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Contact Support
            </Link>
          </p>
        </div>
      </Section>
      <CtaBand
        title="Still Have Questions?"
        description="Our payment experts are happy to walk you through pricing, equipment and setup, with no obligation."
        actions={[
          { label: 'Contact Our Team', href: '/contact-us' },
          { label: `Call ${site.phones.sales.display}`, href: `tel:${site.phones.sales.e164}` },
        ]}
      />
    </>
  );
}
