import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Article } from 'schema-dts';
import { closingCta } from '@/content/common';
import { getAllGuides, getGuide } from '@/lib/content/guides';
import { formatPostDate } from '@/lib/content/blog';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { organizationId } from '@/lib/seo/schema';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllGuides().map((guide) => ({ slug: guide.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = getGuide((await params).slug);
  return guide ? pageMetadata(`/guides/${guide.slug}`) : {};
}

export default async function GuidePage({ params }: Props) {
  const guide = getGuide((await params).slug);
  if (!guide) notFound();
  const path = `/guides/${guide.slug}`;
  const article: Article = {
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    dateModified: guide.updated,
    url: absoluteUrl(path),
    author: { '@id': organizationId() },
    publisher: { '@id': organizationId() },
  };
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', ...article }} />
      <PageHero path={path}>
        <p className="mt-6 text-sm text-slate-600">
          Updated <time dateTime={guide.updated}>{formatPostDate(guide.updated)}</time> · {guide.readingMinutes} min read
        </p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <div className="prose-content mx-auto" dangerouslySetInnerHTML={{ __html: guide.html }} />
      </Container>
      <CtaBand {...closingCta} />
    </>
  );
}
