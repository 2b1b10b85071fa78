/**
 * The route registry: every page the app has a route for, once, with what
 * only code decides (its address, its kind, its breadcrumb parent, how the
 * sitemap weighs it) and the key of its words in content/pages/<key>.yaml,
 * which the editor changes (title, description, heading, buttons, sections).
 * lib/routes.ts joins the two, adds the pages generated from content (blog
 * articles and categories, guides) and answers every question about routes:
 * header, footer, breadcrumbs, metadata, Open Graph images, the sitemap and
 * the route-wide tests all read it, so a page added here is linked, indexed
 * and tested.
 *
 * A new product, service, POS or industry page (kinds hub, service, pos,
 * industry): an entry here and its words, content/pages/<key>.yaml. The
 * route app/(en)/(site)/[page] serves it, the editor lists it, the loaders check
 * it and its structured data follows its kind. A page of another kind also
 * needs its own app/(en)/(site)/<path>/page.tsx and, when it has fields of its
 * own, their schema (lib/editor/schema/pages/).
 */

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export type RouteKind =
  | 'home'
  | 'hub'
  | 'service'
  | 'industry'
  | 'pos'
  | 'company'
  | 'resource'
  | 'blog'
  | 'article'
  | 'guide'
  | 'tool'
  | 'legal';

export interface SitemapPolicy {
  priority: number;
  changefreq: ChangeFrequency;
}

export interface RegisteredPage {
  path: string;
  /** Names the page's words: content/pages/<key>.yaml (legal pages: content/legal/<key>.md). */
  key: string;
  /** What the editor's sidebar calls the page (/keystatic). */
  name: string;
  kind: RouteKind;
  /** Breadcrumb parent; omitted for top-level pages (their parent is Home). */
  parent?: string;
  /** Omitted only for a `noindex` page. */
  sitemap?: SitemapPolicy;
  /**
   * A page only a link in an e-mail leads to (the newsletter confirmation):
   * not for search engines (noindex), not in the sitemap, linked from no page.
   */
  noindex?: true;
  /**
   * A product, service, POS or industry page served by its own
   * app/(en)/(site)/<path>/page.tsx instead of app/(en)/(site)/[page] (Products: it holds
   * the contact form, whose code the other pages then need not load).
   */
  ownRoute?: true;
}

export const registeredPages = [
  { path: '/', key: 'home', name: 'Home', kind: 'home', sitemap: { priority: 1.0, changefreq: 'daily' } },
  {
    path: '/products',
    key: 'products',
    name: 'Products',
    kind: 'hub',
    ownRoute: true,
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/merchant-services',
    key: 'merchant-services',
    name: 'Merchant Services',
    kind: 'service',
    parent: '/products',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/payment-processing',
    key: 'payment-processing',
    name: 'Payment Processing',
    kind: 'service',
    parent: '/products',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/value-added-services',
    key: 'value-added-services',
    name: 'Value-Added Services',
    kind: 'service',
    parent: '/products',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/pos-solutions',
    key: 'pos-solutions',
    name: 'POS Solutions',
    kind: 'hub',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/clover-pos',
    key: 'clover-pos',
    name: 'Clover POS',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/figure-pos',
    key: 'figure-pos',
    name: 'Figure POS',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/swipe-simple',
    key: 'swipe-simple',
    name: 'SwipeSimple',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/nrs-pos',
    key: 'nrs-pos',
    name: 'NRS POS',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/petpooja-pos',
    key: 'petpooja-pos',
    name: 'Petpooja POS',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/curv-pos',
    key: 'curv-pos',
    name: 'Curv POS',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/pax-elys',
    key: 'pax-elys',
    name: 'PAX Elys',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/business-types',
    key: 'business-types',
    name: 'Business Types',
    kind: 'hub',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/retail',
    key: 'retail',
    name: 'Retail',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/restaurant',
    key: 'restaurant',
    name: 'Restaurant',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/convenience-store',
    key: 'convenience-store',
    name: 'Convenience Store',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/gas-station',
    key: 'gas-station',
    name: 'Gas Station',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/ecommerce',
    key: 'ecommerce',
    name: 'E-Commerce',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/service-business',
    key: 'service-business',
    name: 'Service Business',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/partners',
    key: 'partners',
    name: 'Partners',
    kind: 'company',
    sitemap: { priority: 0.6, changefreq: 'monthly' },
  },
  {
    path: '/resources',
    key: 'resources',
    name: 'Resources',
    kind: 'resource',
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  },
  {
    path: '/about-us',
    key: 'about-us',
    name: 'About Us',
    kind: 'company',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/contact-us',
    key: 'contact-us',
    name: 'Contact Us',
    kind: 'company',
    sitemap: { priority: 0.8, changefreq: 'monthly' },
  },
  { path: '/blog', key: 'blog', name: 'Blog', kind: 'blog', sitemap: { priority: 0.6, changefreq: 'daily' } },
  { path: '/faq', key: 'faq', name: 'FAQ', kind: 'resource', sitemap: { priority: 0.7, changefreq: 'monthly' } },
  {
    path: '/savings-calculator',
    key: 'savings-calculator',
    name: 'Savings Calculator',
    kind: 'tool',
    parent: '/resources',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/statement-review',
    key: 'statement-review',
    name: 'Free Statement Review',
    kind: 'tool',
    parent: '/resources',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/guides',
    key: 'guides',
    name: 'Guides',
    kind: 'resource',
    parent: '/resources',
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  },
  {
    path: '/webinars',
    key: 'webinars',
    name: 'Webinars',
    kind: 'resource',
    parent: '/resources',
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  {
    path: '/white-papers',
    key: 'white-papers',
    name: 'White Papers',
    kind: 'resource',
    parent: '/resources',
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  {
    path: '/privacy-policy',
    key: 'privacy-policy',
    name: 'Privacy Policy',
    kind: 'legal',
    sitemap: { priority: 0.3, changefreq: 'yearly' },
  },
  {
    path: '/terms-of-service',
    key: 'terms-of-service',
    name: 'Terms of Service',
    kind: 'legal',
    sitemap: { priority: 0.3, changefreq: 'yearly' },
  },
  {
    path: '/newsletter/confirm',
    key: 'newsletter-confirm',
    name: 'Newsletter confirmation page',
    kind: 'resource',
    parent: '/blog',
    noindex: true,
  },
] as const satisfies readonly RegisteredPage[];

export type StaticPath = (typeof registeredPages)[number]['path'];
export type PageKey = (typeof registeredPages)[number]['key'];

/** The address of a registered page. */
export function pagePath(key: PageKey): StaticPath {
  const page = registeredPages.find((entry) => entry.key === key);
  if (!page) throw new Error(`No registered page with key ${key}`);
  return page.path;
}

/** Pages generated from content: where they hang and how the sitemap weighs them. */
export const generatedPages = {
  article: { kind: 'article', parent: '/blog', sitemap: { priority: 0.5, changefreq: 'monthly' } },
  category: { kind: 'blog', parent: '/blog', sitemap: { priority: 0.5, changefreq: 'weekly' } },
  guide: { kind: 'guide', parent: '/guides', sitemap: { priority: 0.6, changefreq: 'weekly' } },
} as const satisfies Record<string, Omit<RegisteredPage, 'path' | 'key' | 'name'>>;

/** Files other than pages that content may link to. */
export const linkableFiles = ['/sitemap.xml', '/robots.txt'] as const;
