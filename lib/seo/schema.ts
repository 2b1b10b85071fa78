import type {
  BreadcrumbList,
  DayOfWeek,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  WebSite,
} from 'schema-dts';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';
import { breadcrumbTrail } from '@/lib/routes';

/** Typed schema.org builders shared by the pages' JSON-LD blocks. */

export const organizationId = () => absoluteUrl('/#organization');
export const localBusinessId = () => absoluteUrl('/#localbusiness');

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

export function organization(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: site.emails.support,
    telephone: site.phones.sales.e164,
    address: postalAddress(),
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.phones.sales.e164,
        areaServed: 'US',
        availableLanguage: 'English',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: site.phones.support.e164,
        email: site.emails.support,
        areaServed: 'US',
        availableLanguage: 'English',
      },
    ],
  };
}

export function openingHours(): OpeningHoursSpecification[] {
  return site.hours
    .filter((row) => row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
      opens: row.opens ?? undefined,
      closes: row.closes ?? undefined,
    }));
}

export function localBusiness(extra: Partial<Exclude<LocalBusiness, string>> = {}): LocalBusiness {
  return {
    '@type': 'FinancialService',
    '@id': localBusinessId(),
    name: site.name,
    url: absoluteUrl('/'),
    image: absoluteUrl(`/og/home.png`),
    telephone: site.phones.sales.e164,
    email: site.emails.support,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours(),
    priceRange: '$$',
    areaServed: { '@type': 'Country', name: 'United States' },
    parentOrganization: { '@id': organizationId() },
    ...extra,
  } as LocalBusiness;
}

export function webSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: { '@id': organizationId() },
  };
}

export function breadcrumbList(path: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}
