import type { Metadata } from 'next';
import { getCataloguePage, type CataloguePageKey } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { env } from '@/lib/env';
import { ogImagePath } from '@/lib/og-image';
import { getRoute } from '@/lib/routes';

/** Absolute URL on this deployment (canonical, JSON-LD, e-mails). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}

/**
 * The metadata of a registered page: title (the root layout's template adds
 * the brand, except on Home whose title is complete), unique description,
 * canonical, Open Graph and Twitter, all from the route registry.
 */
export async function pageMetadata(path: string, extra: Pick<Metadata, 'keywords'> = {}): Promise<Metadata> {
  const [route, site] = await Promise.all([getRoute(path), getSite()]);
  const isHome = path === '/';
  const image = { url: ogImagePath(path), width: 1200, height: 630, alt: route.h1 };
  const socialTitle = isHome ? route.title : `${route.title} | ${site.name}`;
  return {
    title: isHome ? { absolute: route.title } : route.title,
    description: route.description,
    alternates: { canonical: path },
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
      url: path,
      siteName: site.name,
      locale: 'en_US',
      title: socialTitle,
      description: route.description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: route.description,
      images: [image],
    },
    // A page only an e-mail links to (the newsletter confirmation) is not for search engines.
    ...(route.noindex ? { robots: { index: false, follow: false } } : {}),
    ...extra,
  };
}

/** The metadata of a product, service, POS or industry page, with its search keywords when it has some. */
export async function cataloguePageMetadata(key: CataloguePageKey): Promise<Metadata> {
  const page = await getCataloguePage(key);
  return pageMetadata(page.path, page.keywords ? { keywords: [...page.keywords] } : {});
}
