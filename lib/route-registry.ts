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
 * A new page: an entry here, its `app/(site)/<path>/page.tsx`, and its words
 * (content/pages/<key>.yaml, editable in /keystatic as soon as it is here).
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
}

export const registeredPages = [
  { path: '/', key: 'home', kind: 'home', sitemap: { priority: 1.0, changefreq: 'daily' } },
  { path: '/products', key: 'products', kind: 'hub', sitemap: { priority: 0.9, changefreq: 'weekly' } },
  {
    path: '/merchant-services',
    key: 'merchant-services',
    kind: 'service',
    parent: '/products',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/payment-processing',
    key: 'payment-processing',
    kind: 'service',
    parent: '/products',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  {
    path: '/value-added-services',
    key: 'value-added-services',
    kind: 'service',
    parent: '/products',
    sitemap: { priority: 0.9, changefreq: 'weekly' },
  },
  { path: '/pos-solutions', key: 'pos-solutions', kind: 'hub', sitemap: { priority: 0.9, changefreq: 'weekly' } },
  {
    path: '/clover-pos',
    key: 'clover-pos',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/figure-pos',
    key: 'figure-pos',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/swipe-simple',
    key: 'swipe-simple',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/nrs-pos',
    key: 'nrs-pos',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/petpooja-pos',
    key: 'petpooja-pos',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/curv-pos',
    key: 'curv-pos',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/pax-elys',
    key: 'pax-elys',
    kind: 'pos',
    parent: '/pos-solutions',
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  { path: '/business-types', key: 'business-types', kind: 'hub', sitemap: { priority: 0.8, changefreq: 'weekly' } },
  {
    path: '/retail',
    key: 'retail',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/restaurant',
    key: 'restaurant',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/convenience-store',
    key: 'convenience-store',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/gas-station',
    key: 'gas-station',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/ecommerce',
    key: 'ecommerce',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/service-business',
    key: 'service-business',
    kind: 'industry',
    parent: '/business-types',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  { path: '/partners', key: 'partners', kind: 'company', sitemap: { priority: 0.6, changefreq: 'monthly' } },
  { path: '/resources', key: 'resources', kind: 'resource', sitemap: { priority: 0.6, changefreq: 'weekly' } },
  { path: '/about-us', key: 'about-us', kind: 'company', sitemap: { priority: 0.7, changefreq: 'monthly' } },
  { path: '/contact-us', key: 'contact-us', kind: 'company', sitemap: { priority: 0.8, changefreq: 'monthly' } },
  { path: '/blog', key: 'blog', kind: 'blog', sitemap: { priority: 0.6, changefreq: 'daily' } },
  { path: '/faq', key: 'faq', kind: 'resource', sitemap: { priority: 0.7, changefreq: 'monthly' } },
  {
    path: '/savings-calculator',
    key: 'savings-calculator',
    kind: 'tool',
    parent: '/resources',
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/guides',
    key: 'guides',
    kind: 'resource',
    parent: '/resources',
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  },
  {
    path: '/webinars',
    key: 'webinars',
    kind: 'resource',
    parent: '/resources',
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  {
    path: '/white-papers',
    key: 'white-papers',
    kind: 'resource',
    parent: '/resources',
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  { path: '/privacy-policy', key: 'privacy-policy', kind: 'legal', sitemap: { priority: 0.3, changefreq: 'yearly' } },
  {
    path: '/terms-of-service',
    key: 'terms-of-service',
    kind: 'legal',
    sitemap: { priority: 0.3, changefreq: 'yearly' },
  },
  { path: '/newsletter/confirm', key: 'newsletter-confirm', kind: 'resource', parent: '/blog', noindex: true },
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
} as const satisfies Record<string, Omit<RegisteredPage, 'path' | 'key'>>;

/** Files other than pages that content may link to. */
export const linkableFiles = ['/sitemap.xml', '/robots.txt'] as const;
