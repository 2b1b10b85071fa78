/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getFormWords } from '@/lib/content/forms';
import { getIndustries } from '@/lib/content/industries';
import type { PageSection } from '@/lib/content/catalogue-sections';
import type { PosSystem } from '@/lib/content/pos-systems';
import type { PageContent } from '@/lib/content/pages';
import { cataloguePageKeys, getCataloguePages } from '@/lib/content/pages';
import { getPosSystems } from '@/lib/content/pos-systems';
import type { Industry } from '@/lib/content/industries';
import { registeredPages } from '@/lib/route-registry';
import { allRoutes, type RouteEntry } from '@/lib/routes';

type Kind = PageSection['kind'];
type SectionOf<K extends Kind> = Extract<PageSection, { kind: K }>;

/** The page's section with this id, checked to be of this kind. */
function section<K extends Kind>(page: PageContent, id: string, kind: K): SectionOf<K> {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`${page.path} has no section #${id}`);
  if (found.kind !== kind) throw new Error(`${page.path} #${id} is a ${found.kind}, not a ${kind}`);
  return found as SectionOf<K>;
}

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const lastSection = (page: PageContent) => page.sections[page.sections.length - 1];

/** Every string value under `value` whose key is `href`. */
function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) hrefsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') found.push(child);
      else hrefsIn(child, found);
    }
  }
  return found;
}

/** Every string anywhere under `value`. */
function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) stringsIn(child, found);
  return found;
}

let routes: RouteEntry[] = [];
const registered = new Set<string>();
let cataloguePages: PageContent[] = [];
let posSystems: PosSystem[] = [];
let industries: readonly Industry[] = [];
let contactProducts: readonly string[] = [];
beforeAll(async () => {
  let forms: Awaited<ReturnType<typeof getFormWords>>;
  [routes, cataloguePages, posSystems, industries, forms] = await Promise.all([
    allRoutes(),
    getCataloguePages(),
    getPosSystems(),
    getIndustries(),
    getFormWords(),
  ]);
  contactProducts = forms.contactChoices.products;
  for (const route of routes) registered.add(route.path);
});
const routeOf = (pagePath: string) => routes.find((route) => route.path === pagePath)!;

/** The catalogue page at this path (test tables are made before the loaders run, so they name paths). */
const pageAt = (pagePath: string): PageContent => {
  const page = cataloguePages.find((entry) => entry.path === pagePath);
  if (!page) throw new Error(`${pagePath} is not a catalogue page`);
  return page;
};
const cataloguePaths = cataloguePageKeys.map((key) => registeredPages.find((page) => page.key === key)!.path);

const productsPage = () => pageAt('/products');
const merchantServicesPage = () => pageAt('/merchant-services');
const paymentProcessingPage = () => pageAt('/payment-processing');
const valueAddedServicesPage = () => pageAt('/value-added-services');
const cataloguePage = () => pageAt('/pos-solutions');
const cloverPage = () => pageAt('/clover-pos');
const figurePage = () => pageAt('/figure-pos');
const swipeSimplePage = () => pageAt('/swipe-simple');
const nrsPage = () => pageAt('/nrs-pos');
const petpoojaPage = () => pageAt('/petpooja-pos');
const curvPage = () => pageAt('/curv-pos');
const paxElysPage = () => pageAt('/pax-elys');
const businessTypesPage = () => pageAt('/business-types');
const retailPage = () => pageAt('/retail');
const restaurantPage = () => pageAt('/restaurant');
const convenienceStorePage = () => pageAt('/convenience-store');

describe('the catalogue pages', () => {
  it('cover every product, service, POS and industry page of the registry, once', () => {
    const paths = cataloguePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const expected = registeredPages
      .filter(
        (route) =>
          ['service', 'industry', 'pos'].includes(route.kind) ||
          ['/products', '/pos-solutions', '/business-types'].includes(route.path),
      )
      .map((route) => route.path);
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it.each(cataloguePaths)(
    '%s: every call to action leads to a registered page (with a known product=) or to an anchor on the page',
    (pagePath) => {
      const page = pageAt(pagePath);
      const ids = new Set(page.sections.map((s) => s.id));
      const hrefs = [...hrefsIn(page.sections), ...routeOf(pagePath).ctas.map((cta) => cta.href)];
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        if (href.startsWith('#')) {
          expect({ href, exists: ids.has(href.slice(1)) }).toEqual({ href, exists: true });
          continue;
        }
        const url = new URL(href, 'https://example.com');
        expect({ href, registered: registered.has(url.pathname) }).toEqual({ href, registered: true });
        expect(href).not.toMatch(/\s/); // query values are URL-encoded
        for (const [key, value] of url.searchParams) {
          expect(url.pathname).toBe('/contact-us');
          if (key === 'product') expect(contactProducts).toContain(value);
          else expect([key, value]).toEqual(['demo', 'true']);
        }
      }
    },
  );

  it.each(cataloguePaths)('%s: sections have unique ids and the page ends with its calls to action', (pagePath) => {
    const page = pageAt(pagePath);
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const last = lastSection(page);
    expect(last?.kind === 'cta' || last?.kind === 'quote-request').toBe(true);
  });

  it.each(cataloguePaths)('%s: no section repeats the H1 as its heading', (pagePath) => {
    const page = pageAt(pagePath);
    const h1 = routeOf(pagePath).h1;
    for (const s of page.sections) expect(s.title).not.toBe(h1);
  });

  it('use only illustrations that exist in public/', () => {
    const sources = new Set<string>();
    for (const page of cataloguePages)
      for (const value of stringsIn(page)) if (value.startsWith('/illustrations/')) sources.add(value);
    for (const route of routes) if (route.image) sources.add(route.image.src);
    expect(sources.size).toBeGreaterThan(10);
    for (const src of sources)
      expect({ src, exists: fs.existsSync(path.join(process.cwd(), 'public', src)) }).toEqual({ src, exists: true });
  });

  it('never name the NRS mid system anything but Panther', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/puma/i.test(fs.readFileSync(file, 'utf8'))) offenders.push(file);
      }
    };
    walk(path.join(process.cwd(), 'content'));
    expect(offenders).toEqual([]);
  });

  it('state one setup time: merchant accounts in 1–2 business days, POS in 3–7 days', () => {
    const text = stringsIn(cataloguePages).join('\n');
    expect(text).not.toMatch(/1\s*[-–]\s*3 (business )?days/);
    expect(text).toContain('1–2 business days');
    expect(text).toContain('3–7 days');
  });

  it('quote testimonials rated between 1 and 5 in half stars', () => {
    const ratings = cataloguePages.flatMap((page) =>
      page.sections.flatMap((s) => (s.kind === 'testimonials' ? s.items.map((item) => item.rating) : [])),
    );
    expect(ratings.length).toBeGreaterThanOrEqual(12);
    for (const rating of ratings) {
      expect(rating * 2).toBe(Math.round(rating * 2));
      expect(rating).toBeGreaterThanOrEqual(1);
      expect(rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('POS catalogue (/pos-solutions)', () => {
  it('has the six system cards of the seed, then PAX Elys', () => {
    const cards = section(cataloguePage(), 'systems', 'cards').items;
    expect(names(cards)).toEqual(['Clover POS', 'Figure POS', 'SwipeSimple', 'NRS POS', 'Petpooja POS', 'Curv POS']);
    // The cards are the catalogue's first six systems, in its order; PAX Elys comes after them.
    const bySlug = new Map(posSystems.map((system) => [system.slug, system]));
    const catalogue = cataloguePage().catalogue!.map((slug) => bySlug.get(slug)!);
    expect(names(cards)).toEqual(names(catalogue.slice(0, 6)));
    expect(catalogue[6]?.slug).toBe('pax-elys');
    for (const card of cards) {
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.features?.length).toBeGreaterThanOrEqual(3);
      expect(card.tags?.length).toBeGreaterThanOrEqual(2);
      expect(registered.has(card.href)).toBe(true);
    }
    const pax = section(cataloguePage(), 'pax-elys', 'split');
    expect(pax.title).toBe('PAX Elys Workstation');
    expect(hrefsIn(pax)).toEqual(['/pax-elys', '/contact-us?product=PAX-Elys']);
  });

  it('gives every system a fixed 4.8 rating and its own fixed review count', () => {
    // The catalogue lists each of the seven systems once, in the seed's order.
    expect(cataloguePage().catalogue).toEqual([
      'clover',
      'figure',
      'swipe-simple',
      'nrs',
      'petpooja',
      'curv',
      'pax-elys',
    ]);
    expect([...cataloguePage().catalogue!].sort()).toEqual(posSystems.map((system) => system.slug).sort());
    expect(posSystems).toHaveLength(7);
    for (const system of posSystems) {
      expect(system.rating.ratingValue).toBe(4.8);
      expect(Number.isInteger(system.rating.reviewCount)).toBe(true);
      expect(system.rating.reviewCount).toBeGreaterThanOrEqual(30);
      expect(system.rating.reviewCount).toBeLessThanOrEqual(79);
    }
  });

  it("names each POS page's product as the catalogue names its system (the product names its system)", () => {
    for (const system of posSystems) {
      const page = cataloguePages.find((entry) => entry.path === system.href);
      expect(page?.product).toMatchObject({ name: system.name, brand: system.brand, image: system.image.src });
    }
  });

  it('asks for demos of products the contact form knows', () => {
    for (const system of posSystems) expect(contactProducts).toContain(system.demoName);
  });

  it('has the three benefits, the installation service and Contact Us / Schedule Demo', () => {
    expect(titles(section(cataloguePage(), 'benefits', 'benefits').items)).toEqual([
      'Streamlined Operations',
      'Enhanced Customer Experience',
      'Increased Revenue',
    ]);
    const installation = cataloguePage().service!;
    expect(installation.name).toBe('POS Installation and Training');
    // The service search engines are told of is the installation the page describes.
    expect(section(cataloguePage(), 'installation', 'steps').description).toBe(installation.description);
    expect(installation.description).toContain('3–7 days');
    expect(section(cataloguePage(), 'get-started', 'cta').actions).toEqual([
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Schedule Demo', href: '/contact-us?demo=true' },
    ]);
    expect(routeOf('/pos-solutions').ctas[0]).toEqual({ label: 'Explore Systems', href: '#systems' });
  });
});

describe('Clover POS', () => {
  it('shows Station, Mini, Flex and Go, each with specs and its own demo link', () => {
    const devices = section(cloverPage(), 'devices', 'devices').items;
    expect(names(devices)).toEqual(['Clover Station', 'Clover Mini', 'Clover Flex', 'Clover Go']);
    for (const device of devices) {
      expect(device.specs?.length).toBeGreaterThanOrEqual(3);
      expect(device.cta?.href).toBe(`/contact-us?product=${encodeURIComponent(device.name)}`);
    }
  });

  it('has nine feature cards, four industries and the seed stats', () => {
    expect(section(cloverPage(), 'features', 'features').items).toHaveLength(9);
    expect(titles(section(cloverPage(), 'industries', 'audiences').items)).toEqual([
      'Restaurants and Cafes',
      'Retail',
      'Quick Service',
      'Service Businesses',
    ]);
    expect(section(cloverPage(), 'clover-numbers', 'stats').items.map((s) => s.value)).toEqual([
      '99.9%',
      '300+',
      '1M+',
      '24/7',
    ]);
  });

  it('has an owner testimonial, repeated as the one Review of its 4.9 / 245 product rating, and keywords', () => {
    const [testimonial, ...others] = section(cloverPage(), 'testimonial', 'testimonials').items;
    expect(others).toHaveLength(0);
    expect(testimonial?.company).toMatch(/^Owner,/);
    expect(cloverPage().product?.rating).toEqual({ ratingValue: 4.9, reviewCount: 245 });
    expect(cloverPage().product?.review).toBe(testimonial);
    expect(cloverPage().keywords).toEqual(expect.arrayContaining(['Clover POS', 'Clover Station', 'Clover Flex']));
    expect(routeOf('/clover-pos').ctas.map((cta) => cta.href)).toEqual(['#devices', '/contact-us?product=Clover']);
  });
});

describe('Figure POS', () => {
  it('has six features, the six hardware items, four industries and a testimonial', () => {
    expect(section(figurePage(), 'features', 'features').items).toHaveLength(6);
    expect(names(section(figurePage(), 'hardware', 'devices').items)).toEqual([
      'iPad',
      'iPad Stand',
      'Cash Drawer',
      'Thermal Printer',
      'Barcode Scanner',
      'Kitchen Printer',
    ]);
    expect(section(figurePage(), 'industries', 'audiences').items).toHaveLength(4);
    expect(section(figurePage(), 'testimonial', 'testimonials').items).toHaveLength(1);
    expect(hrefsIn(lastSection(figurePage()))).toContain('/contact-us?product=Figure%20POS');
  });
});

describe('SwipeSimple', () => {
  it('has six features, Register 8, Terminal and mobile solutions, and four business types', () => {
    expect(section(swipeSimplePage(), 'features', 'features').items).toHaveLength(6);
    expect(names(section(swipeSimplePage(), 'devices', 'devices').items)).toEqual([
      'SwipeSimple Register 8',
      'SwipeSimple Terminal',
      'Mobile Solutions',
    ]);
    expect(titles(section(swipeSimplePage(), 'business-types', 'audiences').items)).toEqual([
      'Mobile Businesses',
      'Small Retail',
      'Service Providers',
      'Pop-Up Shops',
    ]);
  });

  it('promises no long-term contracts, quotes a merchant, and carries the 4.8 / 168 rating', () => {
    expect(section(swipeSimplePage(), 'no-contracts', 'split').title).toBe('No Long-Term Contracts');
    expect(section(swipeSimplePage(), 'testimonial', 'testimonials').items).toHaveLength(1);
    expect(swipeSimplePage().product?.rating).toEqual({ ratingValue: 4.8, reviewCount: 168 });
  });
});

describe('NRS POS', () => {
  it('lists Standard, Panther and Cheetah under #systems with their capacities', () => {
    const systems = section(nrsPage(), 'systems', 'bundles').items;
    expect(names(systems)).toEqual(['NRS Standard', 'NRS Panther', 'NRS Cheetah']);
    const [standard, panther, cheetah] = systems;
    expect(standard?.includes).toContain('Basic pricebook');
    expect(panther?.includes).toContain('Pricebook of up to 4,500 UPCs');
    expect(cheetah?.includes).toContain('Pricebook of up to 15,000 UPCs');
    expect(cheetah?.highlight?.value).toBe('15,000+');
    expect(systems.map((s) => s.cta.href)).toEqual([
      '/contact-us?product=NRS%20Standard',
      '/contact-us?product=NRS%20Panther',
      '/contact-us?product=NRS%20Cheetah',
    ]);
    expect(routeOf('/nrs-pos').ctas[0]?.href).toBe('#systems');
  });

  it('compares the three systems in a real table', () => {
    const { table } = section(nrsPage(), 'compare', 'comparison');
    expect(table.caption.length).toBeGreaterThan(10);
    expect(table.columns).toEqual(['Standard', 'Panther', 'Cheetah']);
    expect(table.rows).toHaveLength(10);
    for (const row of table.rows) expect(row.values).toHaveLength(3);
    expect(table.rows.find((row) => row.label === 'Pricebook capacity')?.values).toEqual([
      'Basic pricebook',
      'Up to 4,500 UPCs',
      'Up to 15,000 UPCs',
    ]);
  });
});

describe('PAX Elys Workstation', () => {
  it('has six features and three modular components with the seed specs', () => {
    expect(section(paxElysPage(), 'features', 'features').items).toHaveLength(6);
    const components = section(paxElysPage(), 'devices', 'devices').items;
    expect(components).toHaveLength(3);
    const specs = components.flatMap((c) => c.specs ?? []);
    expect(specs).toEqual(
      expect.arrayContaining([
        '10.1-inch touchscreen display',
        'PCI-PTS 5.x certified',
        '5 bill compartments',
        '8 coin slots',
      ]),
    );
  });

  it('names the four industries and quotes a client', () => {
    expect(titles(section(paxElysPage(), 'industries', 'audiences').items)).toEqual([
      'Retail',
      'Restaurant and Hospitality',
      'Healthcare',
      'Professional Services',
    ]);
    expect(section(paxElysPage(), 'testimonial', 'testimonials').items).toHaveLength(1);
    expect(hrefsIn(lastSection(paxElysPage()))).toContain('/contact-us?product=PAX-Elys');
  });
});

describe('Curv POS and Petpooja POS', () => {
  it('Curv: six features, three bundles under #bundles, four retail segments and the payment partner', () => {
    expect(section(curvPage(), 'features', 'features').items).toHaveLength(6);
    expect(section(curvPage(), 'bundles', 'bundles').items).toHaveLength(3);
    expect(section(curvPage(), 'segments', 'audiences').items).toHaveLength(4);
    const partner = section(curvPage(), 'payments', 'split');
    expect(partner.body.paragraphs.join(' ')).toContain('2.3% + 10¢');
  });

  it('Petpooja: real content in the same shape as the other POS pages', () => {
    expect(section(petpoojaPage(), 'features', 'features').items).toHaveLength(6);
    expect(section(petpoojaPage(), 'hardware', 'devices').items.length).toBeGreaterThanOrEqual(3);
    expect(section(petpoojaPage(), 'industries', 'audiences').items).toHaveLength(4);
    expect(section(petpoojaPage(), 'testimonial', 'testimonials').items).toHaveLength(1);
    expect(hrefsIn(lastSection(petpoojaPage()))).toContain('/contact-us?product=Petpooja%20POS');
  });
});

describe('industry pages', () => {
  const closing = [
    { label: 'Schedule a Demo', href: '/contact-us' },
    { label: 'Explore All Solutions', href: '/products' },
  ];

  it('retail: features, advanced capabilities, AI security, and the two closing actions', () => {
    expect(titles(section(retailPage(), 'features', 'features').items)).toEqual([
      'Inventory Management',
      'Customer Relationship',
      'Multi-Channel Selling',
    ]);
    expect(titles(section(retailPage(), 'capabilities', 'features').items)).toEqual([
      'Analytics and Reporting',
      'Purchase Order Management',
      'Promotion Management',
    ]);
    expect(titles(section(retailPage(), 'ai-security', 'split').body.features ?? [])).toEqual([
      'Fraud Prevention',
      'Secure Payments',
    ]);
    expect(section(retailPage(), 'get-started', 'cta').actions).toEqual(closing);
  });

  it('restaurant: its features, AI operations and the 25% / 15% / 30% case study', () => {
    expect(titles(section(restaurantPage(), 'features', 'features').items)).toEqual([
      'Table Management',
      'Online Ordering',
      'Kitchen Display Systems',
    ]);
    expect(titles(section(restaurantPage(), 'capabilities', 'features').items)).toEqual([
      'Menu Management',
      'Sales and Labor Analytics',
      'Secure Payment Processing',
    ]);
    expect(titles(section(restaurantPage(), 'ai-operations', 'split').body.features ?? [])).toEqual([
      'Demand Forecasting',
      'Fraud Detection',
    ]);
    expect(section(restaurantPage(), 'case-study', 'case-study').study.results).toEqual([
      { value: '25%', label: 'More table turnover' },
      { value: '15%', label: 'Higher average check' },
      { value: '30%', label: 'Of business from online ordering at peak times' },
    ]);
    expect(section(restaurantPage(), 'get-started', 'cta').actions).toEqual(closing);
  });

  it('convenience store: age verification, lottery and tobacco, fuel, analytics, AI loss prevention, payment security, 40% / 20% / 100%', () => {
    const features = section(convenienceStorePage(), 'features', 'features').items;
    expect(titles(features)).toEqual([
      'Age Verification',
      'Lottery and Tobacco Tracking',
      'Fuel Pump Integration',
      'Inventory and Sales Analytics',
      'AI Fraud and Loss Prevention',
      'Payment Security',
    ]);
    expect(features[0]?.points).toEqual(['ID scanning', 'Automatic birthday calculation', 'Compliance reporting']);
    expect(features[5]?.points).toEqual(expect.arrayContaining(['Encryption', 'Tokenization']));
    expect(section(convenienceStorePage(), 'case-study', 'case-study').study.results.map((r) => r.value)).toEqual([
      '40%',
      '20%',
      '100%',
    ]);
    expect(section(convenienceStorePage(), 'get-started', 'cta').actions).toEqual(closing);
  });

  it('all six share one shape and invent no case-study figures beyond the seed', () => {
    const industryPages = cataloguePages.filter((page) => routeOf(page.path).kind === 'industry');
    expect(industryPages.map((p) => p.path).sort()).toEqual(industries.map((i) => i.href).sort());
    for (const page of industryPages) {
      expect(page.sections[0]?.id).toBe('features');
      // AI security or operations: its own section, or (convenience store) a feature card.
      const aiSection = page.sections.some((s) => s.kind === 'split' && s.id.startsWith('ai-'));
      const aiFeature = section(page, 'features', 'features').items.some((item) => item.title.startsWith('AI '));
      expect({ page: page.path, ai: aiSection || aiFeature }).toEqual({ page: page.path, ai: true });
      expect(section(page, 'get-started', 'cta').actions).toEqual(closing);
      const studies = page.sections.filter((s) => s.kind === 'case-study');
      if (!['/restaurant', '/convenience-store'].includes(page.path)) expect(studies).toHaveLength(0);
    }
  });

  it('business types hub: the six industry cards with key features, two testimonials and a link to /contact-us', () => {
    const cards = section(businessTypesPage(), 'industries', 'industries');
    expect(cards.items).toEqual(industries);
    expect(cards.showFeatures).toBe(true);
    expect(section(businessTypesPage(), 'testimonials', 'testimonials').items).toHaveLength(2);
    expect(hrefsIn(businessTypesPage())).toContain('/contact-us');
  });
});

describe('industries (the home page and /business-types show them)', () => {
  it('has six industries, each linking to a registered page', () => {
    const paths = new Set<string>(registeredPages.map((r) => r.path));
    expect(industries.map((i) => i.title)).toEqual([
      'Retail',
      'Restaurant',
      'Convenience Store',
      'Gas Station',
      'E-commerce',
      'Service Businesses',
    ]);
    for (const industry of industries) expect(paths.has(industry.href)).toBe(true);
    expect(industries.find((i) => i.title === 'Convenience Store')?.href).toBe('/convenience-store');
  });
});

describe('products and service pages', () => {
  it('products: hero to #contact-form, four cards, and the quote form itself at #contact-form, last', () => {
    expect(routeOf('/products').ctas[0]?.href).toBe('#contact-form');
    expect(section(productsPage(), 'services', 'cards').items.map((c) => c.href)).toEqual([
      '/merchant-services',
      '/pos-solutions',
      '/payment-processing',
      '/value-added-services',
    ]);
    const quote = section(productsPage(), 'contact-form', 'quote-request');
    // The form starts with the three figures the section asks for.
    for (const need of ['Monthly card volume', 'Typical transaction size', 'Payment types'])
      expect(quote.form.message).toContain(need);
    expect(quote.form.message.trim().length).toBeGreaterThanOrEqual(10);
    expect(lastSection(productsPage())).toBe(quote);
  });

  it('each service page focuses on its service and carries the seed figures', () => {
    const text = (page: PageContent) => stringsIn(page).join(' ');
    for (const page of [merchantServicesPage(), paymentProcessingPage()]) {
      for (const fact of ['2.3% + 10¢', '25–30%', '1–2 business days', 'PCI', 'next-day funding']) {
        expect({ page: page.path, fact, shown: text(page).toLowerCase().includes(fact.toLowerCase()) }).toEqual({
          page: page.path,
          fact,
          shown: true,
        });
      }
    }
    expect(text(merchantServicesPage())).toMatch(/EBT/);
    expect(text(merchantServicesPage())).toMatch(/Fleet/);
    expect(text(merchantServicesPage())).toMatch(/no long-term contracts/i);
    expect(text(paymentProcessingPage())).toMatch(/Dual Pricing/);
    expect(text(paymentProcessingPage())).toMatch(/Cash Discount/);
    expect(text(paymentProcessingPage())).toMatch(/Gateway/);
    expect(text(valueAddedServicesPage())).toMatch(/Gift Cards/);
    expect(text(valueAddedServicesPage())).toMatch(/Loyalty/);
    expect(text(valueAddedServicesPage())).toMatch(/AI Fraud Security/);
    // Each service page's 'related' cards are the Products page's cards of the other three services.
    const services = section(productsPage(), 'services', 'cards').items;
    expect(services.map((s) => s.href)).toEqual([
      '/merchant-services',
      '/pos-solutions',
      '/payment-processing',
      '/value-added-services',
    ]);
    for (const page of [merchantServicesPage(), paymentProcessingPage(), valueAddedServicesPage()])
      expect(section(page, 'related', 'cards').items).toEqual(services.filter((card) => card.href !== page.path));
  });
});
