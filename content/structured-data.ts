import type { StaticPath } from '@/content/routes';
import { site } from '@/content/site';

/**
 * The words of the JSON-LD that the pages do not show elsewhere. Names,
 * descriptions, ratings and contact details come from the page's own content
 * and from content/site.ts; `lib/seo/` assembles them into each page's graph.
 */
export const structuredData = {
  language: 'en-US',
  /** Where the business sells: every US state. */
  areaServed: { name: 'United States', code: 'US' },
  contactLanguage: 'English',
  contactPoints: { sales: 'sales', support: 'customer support' },
  priceRange: '$$',
  /** The logo and the business's picture, as site paths. */
  logo: '/icon.svg',
  businessImage: '/og/home.png',
  /** The services the home page describes, by the page that sells each (name and description from the registry). */
  homeServices: [
    { path: '/merchant-services', serviceType: 'Merchant Services' },
    { path: '/pos-solutions', serviceType: 'POS Systems', rating: 'posServices' },
    { path: '/payment-processing', serviceType: 'Payment Processing' },
  ] satisfies readonly { path: StaticPath; serviceType: string; rating?: 'posServices' }[],
  /** The POS catalogue's ItemList. */
  catalogueName: 'POS systems',
  blogName: `${site.name} Blog`,
  calculator: {
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
  },
} as const;
