import { notFound } from 'next/navigation';
import { getCataloguePage, isSectionPageKey, sectionPageKeys } from '@/lib/content/pages';
import { cataloguePageMetadata } from '@/lib/seo/metadata';
import { ContentPage } from '@/components/sections/content-page';

/**
 * The pages built from sections (services, POS systems, industries and their
 * hubs): one static page per registry entry of those kinds
 * (lib/route-registry.ts) but those with a route of their own; no other
 * address is served here.
 */

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return sectionPageKeys.map((page) => ({ page }));
}

async function keyOf(params: Props['params']) {
  const { page } = await params;
  if (!isSectionPageKey(page)) notFound();
  return page;
}

export async function generateMetadata({ params }: Props) {
  return cataloguePageMetadata(await keyOf(params));
}

export default async function SectionPage({ params }: Props) {
  return <ContentPage page={await getCataloguePage(await keyOf(params))} />;
}
