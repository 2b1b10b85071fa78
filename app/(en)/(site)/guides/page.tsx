import Link from '@/components/ui/link';
import { getAllGuides } from '@/lib/content/guides';
import { getPage } from '@/lib/content/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

const path = '/guides';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function GuidesPage() {
  const [guides, guidesPage, blog] = await Promise.all([getAllGuides(), getPage('guides'), getPage('blog')]);
  const { list } = guidesPage.data;
  const { article } = blog.data;
  return (
    <>
      <PageHero path={path} />
      <Section id="guides" title={list.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Card as="article" className="flex h-full flex-col p-6">
                <Icon name="book-open" className="h-8 w-8 text-accent-700" />
                <h2 className="mt-4 text-h3 font-bold">
                  <Link href={`/guides/${guide.slug}`} className="hover:text-brand-700">
                    {guide.title}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-600">{guide.description}</p>
                <p className="mt-auto flex items-center justify-between pt-6 text-sm">
                  <span className="text-slate-600">{`${guide.readingMinutes} ${article.readingTime}`}</span>
                  <ArrowLink href={`/guides/${guide.slug}`}>
                    {list.readGuide}
                    <span className="sr-only">: {guide.title}</span>
                  </ArrowLink>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta />
    </>
  );
}
