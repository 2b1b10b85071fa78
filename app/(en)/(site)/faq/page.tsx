import Link from '@/components/ui/link';
import { getFaqPage } from '@/lib/content/faq';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';

const path = '/faq';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function FaqPage() {
  const { questions: entries, section, notAnswered, cta } = await getFaqPage();
  return (
    <>
      <PageHero path={path} />
      <Section id="questions" title={`${entries.length} ${section.titleAfterCount}`} description={section.description}>
        <div className="mx-auto max-w-3xl">
          <FaqList entries={entries} />
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
