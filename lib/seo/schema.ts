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
import type { OpeningHours } from '@/content/site';
import { site } from '@/content/site';
import { structuredData as words } from '@/content/structured-data';
import { breadcrumbTrail } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * The site-wide schema.org nodes (the business, the web site, a page's
 * breadcrumb trail) and the small values every page's graph shares. Nodes
 * point at each other by `@id` (the Yoast SEO plugin's layout), so the
 * business is described once per page and every other node refers to it.
 */

export const organizationId = () => absoluteUrl('/#organization');
export const webSiteId = () => absoluteUrl('/#website');
export const localBusinessId = () => absoluteUrl('/#localbusiness');
export const webPageId = (path: string) => `${absoluteUrl(path)}#webpage`;
export const breadcrumbId = (path: string) => `${absoluteUrl(path)}#breadcrumb`;

/** A reference to a node of the same graph. */
export const ref = (id: string): IdReference => ({ '@id': id });

export const areaServed = (): Country => ({ '@type': 'Country', name: words.areaServed.name });

/** A 1–5 star rating from fixed content (the same on every build). */
export function aggregateRating(value: { ratingValue: number; reviewCount: number }): AggregateRating {
  const { ratingValue, reviewCount } = value;
  return { '@type': 'AggregateRating', ratingValue, reviewCount, bestRating: 5, worstRating: 1 };
}

/** A visible testimonial as a schema.org Review. */
export function review(item: { author: string; quote: string; rating: number }, itemReviewed?: IdReference): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: item.author },
    reviewBody: item.quote,
    reviewRating: { '@type': 'Rating', ratingValue: item.rating, bestRating: 5, worstRating: 1 },
    ...(itemReviewed ? { itemReviewed } : {}),
  };
}

export function postalAddress(): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The business: the one Organization node of every page. */
export function organization(): OrganizationLeaf {
  const contact = (contactType: string, phone: string, email?: string): ContactPointLeaf => ({
    '@type': 'ContactPoint',
    contactType,
    telephone: phone,
    ...(email ? { email } : {}),
    areaServed: words.areaServed.code,
    availableLanguage: words.contactLanguage,
  });
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(words.logo),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: site.emails.support,
    telephone: site.phones.sales.e164,
    address: postalAddress(),
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: [
      contact(words.contactPoints.sales, site.phones.sales.e164),
      contact(words.contactPoints.support, site.phones.support.e164, site.emails.support),
    ],
  };
}

export function webSite(): WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(),
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: words.language,
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

export function openingHours(): OpeningHoursSpecification[] {
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

/** The office in Long Island City: the place customers visit, run by the Organization. */
export function localBusiness(extra: { rating?: AggregateRating; reviews?: Review[] } = {}): FinancialServiceLeaf {
  return {
    '@type': 'FinancialService',
    '@id': localBusinessId(),
    name: site.name,
    url: absoluteUrl('/'),
    image: absoluteUrl(words.businessImage),
    telephone: site.phones.sales.e164,
    email: site.emails.support,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours(),
    priceRange: words.priceRange,
    areaServed: areaServed(),
    parentOrganization: ref(organizationId()),
    ...(extra.rating ? { aggregateRating: extra.rating } : {}),
    ...(extra.reviews ? { review: extra.reviews } : {}),
  };
}

/** The page's breadcrumb trail: Home, its parents, then the page. */
export function breadcrumbList(path: string): BreadcrumbListLeaf {
  return {
    '@type': 'BreadcrumbList',
    '@id': breadcrumbId(path),
    itemListElement: breadcrumbTrail(path).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}
