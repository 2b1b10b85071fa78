import type { Metadata } from 'next';
import { getCataloguePage, type CataloguePageKey } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { env } from '@/lib/env';
import { ogImagePath } from '@/lib/og-image';
import { languageTags } from '@/lib/i18n/locales';
import { localHref, requestLocale } from '@/lib/i18n/request';
import { getRoute, languageVersions } from '@/lib/routes';

/** Absolute URL on this deployment (canonical, JSON-LD, e-mails), of a page in the language being rendered. */
export function absoluteUrl(path: string): string {
  return new URL(localHref(path), `${env.siteUrl}/`).toString();
}

/**
 * Each language's address of a page for search engines (hreflang), English
 * also the default for any other language; nothing for a page in one
 * language only.
 */
export async function languageAlternates(path: string): Promise<Record<string, string> | undefined> {
  const versions = await languageVersions(path);
  if (versions.length < 2) return undefined;
  const languages: Record<string, string> = Object.fromEntries(
    versions.map(({ locale, href }) => [languageTags[locale], href]),
  );
  return { ...languages, 'x-default': path };
}

/**
 * The metadata of a page (`path` is its English address; on a Spanish page
 * everything is said of its Spanish address): title (the root layout's
 * template adds the brand, except on Home whose title is complete), unique
 * description, canonical, the other language's address, Open Graph and
 * Twitter, all from the route registry.
 */
export async function pageMetadata(path: string, extra: Pick<Metadata, 'keywords'> = {}): Promise<Metadata> {
  const localPath = localHref(path);
  const [route, site, languages] = await Promise.all([getRoute(path), getSite(), languageAlternates(path)]);
  const isHome = path === '/';
  const image = { url: ogImagePath(path), width: 1200, height: 630, alt: route.h1 };
  const socialTitle = isHome ? route.title : `${route.title} | ${site.name}`;
  return {
    title: isHome ? { absolute: route.title } : route.title,
    description: route.description,
    alternates: { canonical: localPath, ...(languages ? { languages } : {}) },
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
      url: localPath,
      siteName: site.name,
      locale: languageTags[requestLocale()].replace('-', '_'),
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
