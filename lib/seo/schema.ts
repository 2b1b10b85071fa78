import { env } from '@/lib/env';
import { defaultLocale, languageNamesInEnglish, languageTags, publishedLocales } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request';
import type {
  AggregateRating,
  BreadcrumbListLeaf,
  ContactPointLeaf,
  Country,
  DayOfWeek,
  FinancialServiceLeaf,
  IdReference,
  OpeningHoursSpecification,
  OrganizationLeaf,
  PostalAddress,
  Review,
  WebSiteLeaf,
} from 'schema-dts';
import type { OpeningHours, Site } from '@/lib/content/site';
import type { Rating, StructuredDataWords } from '@/lib/content/settings';
import { breadcrumbTrail } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * The site-wide schema.org nodes (the business, the web site, a page's
 * breadcrumb trail) and the small values every page's graph shares. Nodes
 * point at each other by `@id` (the Yoast SEO plugin's layout), so the
 * business is described once per page and every other node refers to it;
 * in full only on the pages about the business (BUSINESS_PAGES).
 * They are built from the business details (`site`) and the structured
 * data's own words (`words`), both content.
 */

/** The logo and the business's picture, as site paths (files the build makes or ships). */
export const LOGO_PATH = '/icon.svg';
export const BUSINESS_IMAGE_PATH = '/og/home.png';

// One business in every language: its nodes' ids are the English home page's; the web site is per language.
export const organizationId = () => `${env.siteUrl}/#organization`;
export const webSiteId = () => absoluteUrl('/#website');
export const localBusinessId = () => `${env.siteUrl}/#localbusiness`;
export const webPageId = (path: string) => `${absoluteUrl(path)}#webpage`;
export const breadcrumbId = (path: string) => `${absoluteUrl(path)}#breadcrumb`;

/** A reference to a node of the same graph. */
export const ref = (id: string): IdReference => ({ '@id': id });

export const areaServed = (words: StructuredDataWords): Country => ({
  '@type': 'Country',
  name: words.areaServed.name,
});

/**
 * A 1–5 star rating from fixed content (the same on every build). The scale
 * is schema.org's default (bestRating 5 and worstRating 1 are assumed when
 * absent: https://schema.org/bestRating, https://schema.org/worstRating), so
 * neither is written: every product page's document is 15–30 bytes smaller.
 */
export function aggregateRating(value: Rating): AggregateRating {
  const { ratingValue, reviewCount } = value;
  return { '@type': 'AggregateRating', ratingValue, reviewCount };
}

/** A visible testimonial as a schema.org Review. */
export function review(item: { author: string; quote: string; rating: number }, itemReviewed?: IdReference): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: item.author },
    reviewBody: item.quote,
    // On schema.org's default 1–5 scale, like aggregateRating's.
    reviewRating: { '@type': 'Rating', ratingValue: item.rating },
    ...(itemReviewed ? { itemReviewed } : {}),
  };
}

export function postalAddress(site: Site): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The business, in full: the Organization node of the pages about it (BUSINESS_PAGES). */
export function organization(site: Site, words: StructuredDataWords): OrganizationLeaf {
  const contact = (contactType: string, phone: string, email?: string): ContactPointLeaf => ({
    '@type': 'ContactPoint',
    contactType,
    telephone: phone,
    ...(email ? { email } : {}),
    areaServed: words.areaServed.code,
    availableLanguage:
      publishedLocales.length === 1
        ? languageNamesInEnglish[defaultLocale]
        : publishedLocales.map((locale) => languageNamesInEnglish[locale]),
  });
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: site.emails.support,
    telephone: site.phones.sales.e164,
    address: postalAddress(site),
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: [
      contact(words.contactPoints.sales, site.phones.sales.e164),
      contact(words.contactPoints.support, site.phones.support.e164, site.emails.support),
    ],
  };
}

/**
 * The pages about the business itself (in every language): the home page,
 * About Us and Contact Us. Their graphs describe it in full (`organization`);
 * every other page names it by its `@id` (`organizationName`), a node those
 * pages publish: the full node would repeat ~0.3 KB gzipped in every
 * document, which has to arrive in one round trip (e2e/budget.spec.ts).
 */
export const BUSINESS_PAGES: ReadonlySet<string> = new Set(['/', '/about-us', '/contact-us']);

/** The business named by its `@id`, on a page that is not about it: what the other nodes refer to. */
export function organizationName(site: Site): OrganizationLeaf {
  return { '@type': 'Organization', '@id': organizationId(), name: site.name };
}

/** The web site named by its `@id`, on every page but its home page (which describes it, `webSite`). */
export function webSiteName(site: Site): WebSiteLeaf {
  return { '@type': 'WebSite', '@id': webSiteId(), name: site.name };
}

export function webSite(site: Site): WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(),
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: languageTags[requestLocale()],
    publisher: ref(organizationId()),
  };
}

const dayOfWeek: Record<OpeningHours['days'][number], DayOfWeek> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

export function openingHours(site: Site): OpeningHoursSpecification[] {
  return site.hours.flatMap((row: OpeningHours): OpeningHoursSpecification[] =>
    row.opens && row.closes
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: row.days.map((day) => dayOfWeek[day]),
            opens: row.opens,
            closes: row.closes,
          },
        ]
      : [],
  );
}

/** The office: the place customers visit, run by the Organization. */
export function localBusiness(
  site: Site,
  words: StructuredDataWords,
  extra: { rating?: AggregateRating; reviews?: Review[] } = {},
): FinancialServiceLeaf {
  return {
    '@type': 'FinancialService',
    '@id': localBusinessId(),
    name: site.name,
    url: absoluteUrl('/'),
    image: absoluteUrl(BUSINESS_IMAGE_PATH),
    telephone: site.phones.sales.e164,
    email: site.emails.support,
    address: postalAddress(site),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours(site),
    priceRange: words.priceRange,
    areaServed: areaServed(words),
    parentOrganization: ref(organizationId()),
    ...(extra.rating ? { aggregateRating: extra.rating } : {}),
    ...(extra.reviews ? { review: extra.reviews } : {}),
  };
}

/** The page's breadcrumb trail: Home, its parents, then the page. */
export async function breadcrumbList(path: string): Promise<BreadcrumbListLeaf> {
  return {
    '@type': 'BreadcrumbList',
    '@id': breadcrumbId(path),
    itemListElement: (await breadcrumbTrail(path)).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}
