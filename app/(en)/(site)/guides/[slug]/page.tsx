import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAllGuides, getGuide } from '@/lib/content/guides';
import { getPage } from '@/lib/content/page';
import { formatLongDate } from '@/lib/i18n/formats';
import { requestLocale } from '@/lib/i18n/request';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getAllGuides()).map((guide) => ({ slug: guide.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = await getGuide((await params).slug);
  return guide ? pageMetadata(`/guides/${guide.slug}`) : {};
}

export default async function GuidePage({ params }: Props) {
  const [guide, guides, blog] = await Promise.all([getGuide((await params).slug), getPage('guides'), getPage('blog')]);
  const { list } = guides.data;
  const { article } = blog.data;
  if (!guide) notFound();
  const path = `/guides/${guide.slug}`;
  return (
    <>
      <PageHero path={path}>
        <p className="mt-6 text-sm text-slate-600">
          {`${list.updated} `}
          <time dateTime={guide.updated}>{formatLongDate(guide.updated, requestLocale())}</time>
          {' · '}
          {guide.readingMinutes}
          {` ${article.readingTime}`}
        </p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto prose-content" dangerouslySetInnerHTML={{ __html: guide.body }} />
      </Container>
      <ClosingCta />
    </>
  );
}
