import Link from 'next/link';
import { faqPage, faqs } from '@/content/faq';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';

const path = '/faq';

export const metadata = pageMetadata(path);

export default function FaqPage() {
  const { questions, notAnswered, cta } = faqPage;
  return (
    <>
      <PageHero path={path} />
      <Section id="questions" title={`${faqs.length} ${questions.titleAfterCount}`} description={questions.description}>
        <div className="mx-auto max-w-3xl">
          <FaqList entries={faqs} />
          <p className="mt-8 text-center text-slate-600">
            {notAnswered.text}{' '}
            <Link
              href={notAnswered.action.href}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {notAnswered.action.label}
            </Link>
          </p>
        </div>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
