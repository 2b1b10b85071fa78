/** @jest-environment node */
import { sectionPageKeys } from '@/lib/content/pages';
import { ogImagePath } from '@/lib/og-image';
import { registeredPages } from '@/lib/route-registry';
import { allRoutes, breadcrumbTrail, footerNav, headerNav, type RouteEntry } from '@/lib/routes';
import { securityHeaders } from '@/lib/security-headers';
import { pageFileOf } from '@/lib/sitemap/sources';

// Every address the site has published: none may change.
const decidedPaths = [
  '/',
  '/products',
  '/merchant-services',
  '/payment-processing',
  '/value-added-services',
  '/business-types',
  '/retail',
  '/restaurant',
  '/convenience-store',
  '/gas-station',
  '/ecommerce',
  '/service-business',
  '/partners',
  '/resources',
  '/about-us',
  '/contact-us',
  '/pos-solutions',
  '/clover-pos',
  '/figure-pos',
  '/swipe-simple',
  '/nrs-pos',
  '/petpooja-pos',
  '/curv-pos',
  '/pax-elys',
  '/blog',
  '/faq',
  '/savings-calculator',
  '/statement-review',
  '/guides',
  '/webinars',
  '/white-papers',
  '/privacy-policy',
  '/terms-of-service',
];

describe('route registry', () => {
  let routes: RouteEntry[];
  beforeAll(async () => {
    routes = await allRoutes();
  });

  it('keeps a noindex page (reached only from an e-mail) out of the sitemap, and only such a page', () => {
    for (const route of routes) expect([route.path, route.noindex === true]).toEqual([route.path, !route.sitemap]);
    expect(routes.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/newsletter/confirm']);
  });

  it('registers every page of the decided route table, once, and nothing else', () => {
    const paths = registeredPages.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Besides them, the newsletter's confirm page, which only a confirmation e-mail links to.
    expect(paths.toSorted()).toEqual([...decidedPaths, '/newsletter/confirm'].toSorted());
  });

  it('adds the six blog articles, one page per blog category (the filter) and the guides', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(paths).toContain(`/blog/${id}`);
    expect(paths.filter((p) => p.startsWith('/blog/category/'))).toHaveLength(6);
    expect(paths.filter((p) => p.startsWith('/guides/')).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every page a unique title and a description of search-result length', () => {
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length);
    for (const route of routes.filter((r) => r.kind !== 'article' && r.kind !== 'guide')) {
      expect(route.description.length).toBeGreaterThanOrEqual(100);
      expect(route.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('uses the seed sitemap priorities and frequencies', () => {
    const policy = (path: string) => routes.find((r) => r.path === path)?.sitemap;
    expect(policy('/')).toEqual({ priority: 1.0, changefreq: 'daily' });
    expect(policy('/products')).toEqual({ priority: 0.9, changefreq: 'weekly' });
    expect(policy('/pos-solutions')).toEqual({ priority: 0.9, changefreq: 'weekly' });
    expect(policy('/merchant-services')).toEqual({ priority: 0.9, changefreq: 'weekly' });
    expect(policy('/business-types')).toEqual({ priority: 0.8, changefreq: 'weekly' });
    expect(policy('/clover-pos')).toEqual({ priority: 0.8, changefreq: 'weekly' });
    expect(policy('/contact-us')).toEqual({ priority: 0.8, changefreq: 'monthly' });
    expect(policy('/retail')).toEqual({ priority: 0.7, changefreq: 'monthly' });
    expect(policy('/faq')).toEqual({ priority: 0.7, changefreq: 'monthly' });
    expect(policy('/partners')).toEqual({ priority: 0.6, changefreq: 'monthly' });
    expect(policy('/resources')).toEqual({ priority: 0.6, changefreq: 'weekly' });
    expect(policy('/blog')).toEqual({ priority: 0.6, changefreq: 'daily' });
    expect(policy('/blog/1')).toEqual({ priority: 0.5, changefreq: 'monthly' });
    expect(policy('/savings-calculator')).toEqual({ priority: 0.7, changefreq: 'monthly' });
    expect(policy('/guides')).toEqual({ priority: 0.6, changefreq: 'weekly' });
    expect(policy('/webinars')).toEqual({ priority: 0.5, changefreq: 'monthly' });
    expect(policy('/privacy-policy')).toEqual({ priority: 0.3, changefreq: 'yearly' });
  });

  it('builds breadcrumbs from Home through friendly parents to the page', async () => {
    const labels = async (path: string) => (await breadcrumbTrail(path)).map((c) => c.label);
    expect(await labels('/clover-pos')).toEqual(['Home', 'POS Solutions', 'Clover POS']);
    expect(await labels('/retail')).toEqual(['Home', 'Business Types', 'Retail']);
    expect(await labels('/merchant-services')).toEqual(['Home', 'Products', 'Merchant Services']);
    expect(await labels('/guides')).toEqual(['Home', 'Resources', 'Guides']);
    expect(await labels('/about-us')).toEqual(['Home', 'About Us']);
    expect(await labels('/blog/category/security')).toEqual(['Home', 'Blog', 'Security']);
    expect(await labels('/')).toEqual(['Home']);
  });

  it('builds the header with the Products and Business Types dropdowns', async () => {
    const nav = await headerNav();
    expect(nav.map((i) => i.label)).toEqual([
      'Home',
      'Products',
      'Business Types',
      'Partners',
      'Resources',
      'About Us',
    ]);
    const products = nav.find((i) => i.href === '/products')!;
    expect(products.children.map((c) => c.href)).toEqual(
      expect.arrayContaining(['/merchant-services', '/pos-solutions', '/payment-processing']),
    );
    const types = nav.find((i) => i.href === '/business-types')!;
    expect(types.children.map((c) => c.href)).toEqual(
      expect.arrayContaining(['/retail', '/restaurant', '/ecommerce', '/service-business']),
    );
  });

  it('builds the footer’s three link groups as in the seed', async () => {
    const [quick, pos, resources] = await footerNav();
    expect(quick?.links.map((l) => l.href)).toEqual(['/', '/products', '/business-types', '/about-us', '/contact-us']);
    expect(pos?.links.map((l) => l.href)).toEqual([
      '/clover-pos',
      '/swipe-simple',
      '/figure-pos',
      '/petpooja-pos',
      '/nrs-pos',
    ]);
    expect(resources?.links).toEqual([
      { label: 'Blog', href: '/blog' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Resources', href: '/resources' },
      { label: 'Support', href: '/contact-us' },
    ]);
  });

  it('serves every registered page: the section pages from one dynamic route, the others from their own', () => {
    for (const page of registeredPages) {
      const file = pageFileOf(page.path);
      if ((sectionPageKeys as readonly string[]).includes(page.key))
        expect(file).toBe('app/(en)/(site)/[page]/page.tsx');
      else expect([page.path, file]).toEqual([page.path, expect.not.stringContaining('[page]')]);
    }
    expect(sectionPageKeys).toHaveLength(18);
  });

  it('names one Open Graph image per page', () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/blog/3')).toBe('/og/blog--3.png');
    const images = routes.map((r) => ogImagePath(r.path));
    expect(new Set(images).size).toBe(images.length);
  });

  it('names a Spanish page its own Open Graph image, apart from every English one', () => {
    expect(ogImagePath('/', 'es')).toBe('/og/es.png');
    expect(ogImagePath('/blog/3', 'es')).toBe('/og/es--blog--3.png');
    const english = new Set(routes.map((r) => ogImagePath(r.path)));
    const spanish = routes.map((r) => ogImagePath(r.path, 'es'));
    expect(new Set(spanish).size).toBe(spanish.length);
    expect(spanish.filter((image) => english.has(image))).toEqual([]);
  });
});

describe('security headers', () => {
  it('send the decided policy and noindex only when indexing is off', () => {
    const names = securityHeaders().map((h) => h.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(names).not.toContain('X-Robots-Tag');
    expect(securityHeaders({ allowIndexing: false })).toContainEqual({
      key: 'X-Robots-Tag',
      value: 'noindex, nofollow',
    });
    const csp = securityHeaders().find((h) => h.key === 'Content-Security-Policy')!.value;
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
  });
});
