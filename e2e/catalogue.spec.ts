import { expect, test, type Page } from './support/test';
import type { PageContent } from '../lib/content/pages';
import { content, getRoute, site } from './support/content';
import {
  elementTexts,
  hasType,
  resolveNode,
  jsonLdNodes,
  jsonLdSources,
  metaContent,
  startTags,
  textOf,
  withoutScripts,
  type JsonLdNode,
} from './support/html';

/** The products a contact link may name (Settings › Forms). */
const contactProducts = content.forms.contactChoices.products;

/**
 * The product, service, POS and industry pages as a visitor and a search
 * engine see them: every section of the content in the server HTML, the
 * seed's facts and figures, their structured data, and calls to action that
 * lead to real pages with the right query.
 */

const socialUrls: string[] = site.social.map((profile) => profile.url);
const cataloguePages: PageContent[] = content.cataloguePages;
const pagesByPath = new Map(cataloguePages.map((page) => [page.path as string, page]));
const byPath = (path: string): PageContent => pagesByPath.get(path)!;
const cataloguePage = byPath('/pos-solutions');
const installationService = cataloguePage.service!;
/** The systems of the catalogue (/pos-solutions), in its order. */
const posSystems = cataloguePage.catalogue!.map((slug) => content.posSystems.find((system) => system.slug === slug)!);

/** The <main> element of a server-rendered document (header and footer left out). */
function mainOf(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(withoutScripts(html));
  return match?.[1] ?? '';
}

function structuredData(html: string): JsonLdNode[] {
  return jsonLdSources(html).flatMap((source) => jsonLdNodes(JSON.parse(source)));
}

test.describe('server HTML of every catalogue page', () => {
  for (const page of cataloguePages) {
    test(`${page.path}: every section, heading and hero anchor is in the HTML, in heading order, with no 'Puma'`, async ({
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const main = mainOf(html);

      // Each section of the content, with its heading.
      const sectionIds = startTags(main, 'section').map((section) => section.id);
      const h2s = elementTexts(main, 'h2');
      for (const section of page.sections) {
        expect.soft(sectionIds, `<section id="${section.id}">`).toContain(section.id);
        expect.soft(h2s, `h2 "${section.title}"`).toContain(section.title);
      }

      // The hero's anchors point at elements of this page.
      const ids = new Set(
        startTags(main, '[a-z0-9]+')
          .map((tag) => tag.id)
          .filter(Boolean),
      );
      for (const cta of getRoute(page.path).ctas) {
        if (cta.href.startsWith('#')) expect.soft(ids.has(cta.href.slice(1)), `hero anchor ${cta.href}`).toBe(true);
      }

      // Headings never skip a level on the way down (h1 → h2 → h3).
      const levels = Array.from(main.matchAll(/<h([1-6])\b/gi), (match) => Number(match[1]));
      expect(levels[0], 'the first heading is the H1').toBe(1);
      for (let index = 1; index < levels.length; index++) {
        expect
          .soft(
            levels[index]! - levels[index - 1]!,
            `heading ${index + 1} (h${levels[index]}) after h${levels[index - 1]}`,
          )
          .toBeLessThanOrEqual(1);
      }

      // Every image is local, sized and described.
      for (const image of startTags(main, 'img')) {
        expect.soft(image.alt ?? '', `alt of ${image.src}`).not.toBe('');
        expect.soft(image.width && image.height, `size of ${image.src}`).toBeTruthy();
        // A local illustration, or the opening one written into the HTML (components/ui/hero-image.tsx).
        expect
          .soft(image.src ?? '', 'image is served by this site')
          .toMatch(/^(\/(_next\/image\?url=%2Fillustrations|illustrations)|data:image\/svg\+xml,)/);
      }

      expect(html, 'the NRS mid system is Panther, never Puma').not.toMatch(/puma/i);
    });
  }

  test('every link on these pages leads to a real page, and product= names a known product', async ({ request }) => {
    test.setTimeout(120_000);
    const targets = new Map<string, string>();
    for (const page of cataloguePages) {
      const main = mainOf(await (await request.get(page.path)).text());
      const ids = new Set(
        startTags(main, '[a-z0-9]+')
          .map((tag) => tag.id)
          .filter(Boolean),
      );
      for (const { href } of startTags(main, 'a')) {
        expect(href, `a link on ${page.path}`).toBeTruthy();
        expect(href, `placeholder link on ${page.path}`).not.toBe('#');
        if (href!.startsWith('#')) {
          expect.soft(ids.has(href!.slice(1)), `${href} on ${page.path}`).toBe(true);
          continue;
        }
        if (/^(tel|mailto):/.test(href!)) continue;
        const url = new URL(href!, 'http://site.test');
        if (url.origin !== 'http://site.test') {
          // The only external links are the business's social profiles (contact details).
          expect.soft(socialUrls, `external link ${href} on ${page.path}`).toContain(href);
          continue;
        }
        for (const [key, value] of url.searchParams) {
          if (key === 'product') expect.soft(contactProducts, `product= on ${page.path}`).toContain(value);
          else expect.soft(`${key}=${value}`, `query on ${page.path}`).toBe('demo=true');
        }
        if (!targets.has(url.pathname + url.search)) targets.set(url.pathname + url.search, page.path);
      }
    }
    expect(targets.size).toBeGreaterThan(30);
    const statuses = await Promise.all(
      [...targets.keys()].map(async (target) => [target, (await request.get(target)).status()] as const),
    );
    const broken = statuses
      .filter(([, status]) => status !== 200)
      .map(([target, status]) => `${target} → ${status} (from ${targets.get(target)})`);
    expect(broken).toEqual([]);
  });
});

test.describe('structured data', () => {
  const productOf = (nodes: JsonLdNode[]) => nodes.filter((node) => hasType(node, 'Product'));

  for (const page of cataloguePages.filter((entry) => entry.product)) {
    test(`${page.path}: a Product with its fixed rating, the visible testimonial as its Review, and a 0 USD offer`, async ({
      request,
    }) => {
      const html = await (await request.get(page.path)).text();
      const products = productOf(structuredData(html));
      expect(products).toHaveLength(1);
      const product = products[0]!;
      const facts = page.product!;
      expect(product.name).toBe(facts.name);
      expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ...facts.rating });
      expect(product.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
      const reviews = product.review as JsonLdNode[];
      expect(reviews).toHaveLength(1);
      expect(reviews[0]).toMatchObject({
        '@type': 'Review',
        author: { '@type': 'Person', name: facts.review.author },
        reviewRating: { '@type': 'Rating', ratingValue: facts.review.rating },
      });
      // The review is the testimonial the visitor reads.
      expect(textOf(mainOf(html))).toContain(facts.review.author);
    });
  }

  test('/clover-pos: Product rated 4.9 from 245 reviews, with keywords and social metadata', async ({ request }) => {
    const html = await (await request.get('/clover-pos')).text();
    expect(productOf(structuredData(html))[0]?.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 245 });
    expect(metaContent(html, 'keywords')).toContain('Clover POS');
    expect(metaContent(html, 'og:title')).toContain('Clover POS');
    // X shows og:description where the page has no twitter:description of its own (lib/build/unused-head.ts).
    expect(metaContent(html, 'twitter:description') ?? metaContent(html, 'og:description')).toBe(
      getRoute('/clover-pos').description,
    );
    expect(startTags(html, 'link').find((link) => link.rel === 'canonical')?.href).toMatch(/\/clover-pos$/);
    expect(byPath('/clover-pos').product?.rating).toEqual({ ratingValue: 4.9, reviewCount: 245 });
  });

  test('/swipe-simple: Product rated 4.8 from 168 reviews', async ({ request }) => {
    const html = await (await request.get('/swipe-simple')).text();
    expect(productOf(structuredData(html))[0]?.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 168 });
    expect(byPath('/swipe-simple').product?.rating.reviewCount).toBe(168);
  });

  test('/pos-solutions: an ItemList of the seven systems rated 4.8 with fixed review counts, and the installation Service', async ({
    request,
  }) => {
    const first = await (await request.get('/pos-solutions')).text();
    const second = await (await request.get('/pos-solutions')).text();
    expect(jsonLdSources(second), 'the same structured data on every request').toEqual(jsonLdSources(first));

    const nodes = structuredData(first);
    const lists = nodes.filter((node) => hasType(node, 'ItemList'));
    expect(lists).toHaveLength(1);
    const items = (lists[0]!.itemListElement as JsonLdNode[]).map((entry) => entry.item as JsonLdNode);
    expect(items.map((item) => item.name)).toEqual(posSystems.map((system) => system.name));
    expect(items.map((item) => item.name)).toEqual([
      'Clover POS',
      'Figure POS',
      'SwipeSimple',
      'NRS POS',
      'Petpooja POS',
      'Curv POS',
      'PAX Elys Workstation',
    ]);
    for (const [index, item] of items.entries()) {
      expect(item['@type']).toBe('Product');
      expect(item.aggregateRating).toMatchObject({
        ratingValue: 4.8,
        reviewCount: posSystems[index]!.rating.reviewCount,
      });
      expect(item.offers).toMatchObject({ price: 0, priceCurrency: 'USD' });
    }
    const service = nodes.find((node) => hasType(node, 'Service'));
    expect(service).toMatchObject({ name: installationService.name });
    expect(resolveNode(nodes, service?.provider)).toMatchObject({ '@type': 'Organization', name: site.name });
  });

  for (const page of cataloguePages.filter((entry) => entry.service && entry.path !== '/pos-solutions')) {
    test(`${page.path}: a Service provided by the business`, async ({ request }) => {
      const nodes = structuredData(await (await request.get(page.path)).text());
      const service = nodes.find((node) => hasType(node, 'Service'));
      expect(service).toMatchObject({ name: page.service!.name });
      expect(resolveNode(nodes, service?.provider)).toMatchObject({ '@type': 'Organization', name: site.name });
    });
  }
});

/** Texts of the elements matching `selector`, whitespace collapsed. */
async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

test.describe('what a visitor sees, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section shows every item of its content', async ({ page }) => {
    test.setTimeout(120_000);
    for (const content of cataloguePages) {
      await page.goto(content.path);
      for (const section of content.sections) {
        const root = `section#${section.id}`;
        const h3 = `${root} h3`;
        const where = `${content.path} #${section.id}`;
        switch (section.kind) {
          case 'features':
          case 'audiences':
          case 'benefits':
          case 'steps':
            expect.soft(await texts(page, h3), where).toEqual(section.items.map((item) => item.title));
            break;
          case 'devices':
          case 'bundles':
            expect.soft(await texts(page, h3), where).toEqual(section.items.map((item) => item.name));
            break;
          case 'cards':
            expect.soft(await texts(page, h3), where).toEqual(section.items.map((item) => item.name));
            break;
          case 'industries':
            expect.soft(await texts(page, h3), where).toEqual(section.items.map((item) => item.title));
            break;
          case 'stats':
            expect.soft(await texts(page, `${root} dd`), where).toEqual(section.items.map((item) => item.value));
            break;
          case 'case-study':
            expect
              .soft(await texts(page, `${root} dd`), where)
              .toEqual(section.study.results.map((item) => item.value));
            break;
          case 'testimonials':
            expect.soft(await page.locator(`${root} figure`).count(), where).toBe(section.items.length);
            for (const item of section.items) {
              await expect
                .soft(
                  page
                    .locator(root)
                    .getByRole('img', { name: `Rated ${item.rating} out of 5` })
                    .first(),
                  where,
                )
                .toBeVisible();
            }
            break;
          case 'comparison':
            expect.soft(await page.locator(`${root} table tbody tr`).count(), where).toBe(section.table.rows.length);
            break;
          case 'split':
          case 'quote-request':
          case 'cta':
            await expect
              .soft(page.locator(root).getByRole('heading', { level: 2, name: section.title }), where)
              .toBeVisible();
            break;
        }
      }
    }
  });

  test('/clover-pos: four devices, nine features, four industries, the seed stats and an owner testimonial', async ({
    page,
  }) => {
    await page.goto('/clover-pos');
    expect(await texts(page, '#devices h3')).toEqual(['Clover Station', 'Clover Mini', 'Clover Flex', 'Clover Go']);
    await expect(page.locator('#features h3')).toHaveCount(9);
    expect(await texts(page, '#industries h3')).toEqual([
      'Restaurants and Cafes',
      'Retail',
      'Quick Service',
      'Service Businesses',
    ]);
    expect(await texts(page, '#clover-numbers dd')).toEqual(['99.9%', '300+', '1M+', '24/7']);
    expect(await texts(page, '#clover-numbers dt')).toEqual([
      'Uptime',
      'Apps in the App Market',
      'Merchants use Clover',
      'Support',
    ]);
    await expect(page.locator('#testimonial figcaption')).toContainText('Owner,');
    for (const device of ['Clover Station', 'Clover Mini', 'Clover Flex', 'Clover Go']) {
      await expect(page.getByRole('link', { name: `Request Demo for ${device}` })).toHaveAttribute(
        'href',
        `/contact-us?product=${encodeURIComponent(device)}`,
      );
    }
  });

  test('/figure-pos: six features, six hardware items, four industries and a testimonial', async ({ page }) => {
    await page.goto('/figure-pos');
    await expect(page.locator('#features h3')).toHaveCount(6);
    expect(await texts(page, '#hardware h3')).toEqual([
      'iPad',
      'iPad Stand',
      'Cash Drawer',
      'Thermal Printer',
      'Barcode Scanner',
      'Kitchen Printer',
    ]);
    await expect(page.locator('#industries h3')).toHaveCount(4);
    await expect(page.locator('#testimonial figure')).toHaveCount(1);
  });

  test('/swipe-simple: six features, Register 8, Terminal, mobile solutions, four business types and no long-term contracts', async ({
    page,
  }) => {
    await page.goto('/swipe-simple');
    await expect(page.locator('#features h3')).toHaveCount(6);
    expect(await texts(page, '#devices h3')).toEqual([
      'SwipeSimple Register 8',
      'SwipeSimple Terminal',
      'Mobile Solutions',
    ]);
    expect(await texts(page, '#business-types h3')).toEqual([
      'Mobile Businesses',
      'Small Retail',
      'Service Providers',
      'Pop-Up Shops',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'No Long-Term Contracts' })).toBeVisible();
    await expect(page.locator('#testimonial figure')).toHaveCount(1);
  });

  test('/nrs-pos: Standard, Panther and Cheetah with their capacities, and a comparison table', async ({ page }) => {
    await page.goto('/nrs-pos');
    expect(await texts(page, '#systems h3')).toEqual(['NRS Standard', 'NRS Panther', 'NRS Cheetah']);
    const systems = page.locator('#systems');
    await expect(systems).toContainText('Basic pricebook');
    await expect(systems).toContainText('Up to 4,500');
    await expect(systems).toContainText('15,000+');
    await expect(systems).toContainText('up to 15,000 UPCs');

    const table = page.locator('#compare table');
    await expect(table.locator('caption')).toHaveText(/Standard, Panther and Cheetah/);
    expect(await texts(page, '#compare thead th[scope="col"]')).toEqual(['Feature', 'Standard', 'Panther', 'Cheetah']);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(10);
    const capacity = table.locator('tbody tr', { has: page.locator('th', { hasText: 'Pricebook capacity' }) });
    expect(await capacity.locator('td').allTextContents()).toEqual([
      'Basic pricebook',
      'Up to 4,500 UPCs',
      'Up to 15,000 UPCs',
    ]);
    await expect(page.locator('body')).not.toContainText(/puma/i);
  });

  test('/pax-elys: six features, three components with the seed specs, four industries and a testimonial', async ({
    page,
  }) => {
    await page.goto('/pax-elys');
    await expect(page.locator('#features h3')).toHaveCount(6);
    await expect(page.locator('#devices h3')).toHaveCount(3);
    const specs = page.locator('#devices');
    for (const spec of [
      '10.1-inch touchscreen display',
      'PCI-PTS 5.x certified',
      '5 bill compartments',
      '8 coin slots',
    ]) {
      await expect(specs.locator('ul[aria-label$="specifications"] > li').filter({ hasText: spec })).toHaveCount(1);
    }
    expect(await texts(page, '#industries h3')).toEqual([
      'Retail',
      'Restaurant and Hospitality',
      'Healthcare',
      'Professional Services',
    ]);
    await expect(page.locator('#testimonial figure')).toHaveCount(1);
  });

  test('/curv-pos and /petpooja-pos: features, bundles or hardware, four segments each', async ({ page }) => {
    await page.goto('/curv-pos');
    await expect(page.locator('#features h3')).toHaveCount(6);
    await expect(page.locator('#bundles h3')).toHaveCount(3);
    await expect(page.locator('#segments h3')).toHaveCount(4);
    await expect(page.locator('#payments')).toContainText('2.3% + 10¢');

    await page.goto('/petpooja-pos');
    await expect(page.locator('#features h3')).toHaveCount(6);
    await expect(page.locator('#industries h3')).toHaveCount(4);
    await expect(page.locator('#testimonial figure')).toHaveCount(1);
  });

  test('/pos-solutions: six system cards with ideal-for tags, PAX Elys, three benefits, Contact Us and Schedule Demo', async ({
    page,
  }) => {
    await page.goto('/pos-solutions');
    expect(await texts(page, '#systems h3')).toEqual([
      'Clover POS',
      'Figure POS',
      'SwipeSimple',
      'NRS POS',
      'Petpooja POS',
      'Curv POS',
    ]);
    await expect(page.locator('#systems article').filter({ hasText: 'Ideal for' })).toHaveCount(6);
    await expect(page.locator('#pax-elys').getByRole('link', { name: 'Explore PAX Elys' })).toHaveAttribute(
      'href',
      '/pax-elys',
    );
    expect(await texts(page, '#benefits h3')).toEqual([
      'Streamlined Operations',
      'Enhanced Customer Experience',
      'Increased Revenue',
    ]);
    const closing = page.locator('#get-started');
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(closing.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact-us?demo=true');
  });

  test('industry pages: the seed features, capabilities, AI sections, case studies and closing actions', async ({
    page,
  }) => {
    await page.goto('/retail');
    expect(await texts(page, '#features h3')).toEqual([
      'Inventory Management',
      'Customer Relationship',
      'Multi-Channel Selling',
    ]);
    expect(await texts(page, '#capabilities h3')).toEqual([
      'Analytics and Reporting',
      'Purchase Order Management',
      'Promotion Management',
    ]);
    expect(await texts(page, '#ai-security h3')).toEqual(['Fraud Prevention', 'Secure Payments']);
    const retailClosing = page.locator('#get-started');
    await expect(retailClosing.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/contact-us');
    await expect(retailClosing.getByRole('link', { name: 'Explore All Solutions' })).toHaveAttribute(
      'href',
      '/products',
    );

    await page.goto('/restaurant');
    expect(await texts(page, '#features h3')).toEqual([
      'Table Management',
      'Online Ordering',
      'Kitchen Display Systems',
    ]);
    expect(await texts(page, '#capabilities h3')).toEqual([
      'Menu Management',
      'Sales and Labor Analytics',
      'Secure Payment Processing',
    ]);
    expect(await texts(page, '#ai-operations h3')).toEqual(['Demand Forecasting', 'Fraud Detection']);
    expect(await texts(page, '#case-study dd')).toEqual(['25%', '15%', '30%']);
    expect(await texts(page, '#case-study dt')).toEqual([
      'More table turnover',
      'Higher average check',
      'Of business from online ordering at peak times',
    ]);

    await page.goto('/convenience-store');
    expect(await texts(page, '#features h3')).toEqual([
      'Age Verification',
      'Lottery and Tobacco Tracking',
      'Fuel Pump Integration',
      'Inventory and Sales Analytics',
      'AI Fraud and Loss Prevention',
      'Payment Security',
    ]);
    const age = page.locator('#features li', { has: page.locator('h3', { hasText: 'Age Verification' }) });
    for (const point of ['ID scanning', 'Automatic birthday calculation', 'Compliance reporting'])
      await expect(age).toContainText(point);
    await expect(page.locator('#features')).toContainText('Encryption');
    await expect(page.locator('#features')).toContainText('Tokenization');
    expect(await texts(page, '#case-study dd')).toEqual(['40%', '20%', '100%']);

    for (const path of ['/gas-station', '/ecommerce', '/service-business']) {
      await page.goto(path);
      await expect(page.locator('#features h3')).toHaveCount(3);
      await expect(page.locator('#capabilities h3')).toHaveCount(3);
      await expect(page.locator('#ai-security h3')).toHaveCount(2);
      await expect(page.locator('#get-started').getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
    }
  });

  test('/business-types: six industry cards with key features and Learn More, two testimonials, a link to /contact-us', async ({
    page,
  }) => {
    await page.goto('/business-types');
    const cards = page.locator('#industries article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(3);
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveCount(1);
    }
    await expect(page.locator('#testimonials figure')).toHaveCount(2);
    await expect(page.locator('main a[href="/contact-us"]').first()).toBeVisible();
  });

  test('/products and the service pages: four cards, the quote form at #contact-form, and the seed figures', async ({
    page,
  }) => {
    await page.goto('/products');
    const hrefs = await page
      .locator('#services article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/merchant-services', '/pos-solutions', '/payment-processing', '/value-added-services']);
    const quote = page.locator('section#contact-form');
    await expect(quote.locator('form')).toHaveAttribute('action', '/api/contact');
    await expect(quote.getByRole('heading', { name: 'Request Your Free Quote' })).toBeVisible();
    await expect(quote.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1/);

    for (const path of ['/merchant-services', '/payment-processing']) {
      await page.goto(path);
      const main = page.locator('main');
      for (const fact of [
        '2.3% + 10¢',
        '25–30%',
        /next[- ]day/i,
        '1–2 Business Days',
        'PCI',
        /no long-term contracts/i,
      ]) {
        await expect(main).toContainText(fact);
      }
    }
    await page.goto('/merchant-services');
    await expect(page.locator('#features h3')).toContainText([
      'In Person',
      'Online',
      'On Mobile',
      'Contactless & Wallets',
      'EBT Acceptance',
      'Fleet Cards',
    ]);
    await page.goto('/payment-processing');
    await expect(page.locator('#pricing-programs table tbody tr')).toHaveCount(5);
    await page.goto('/value-added-services');
    await expect(page.locator('#features h3')).toContainText(['Gift Cards', 'Loyalty Rewards', 'AI Fraud Security']);
  });
});

test.describe('calls to action in the browser', () => {
  /** The contact page (its heading may mention the product or the demo, so the breadcrumb identifies it). */
  const expectContactPage = async (page: Page) => {
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
      getRoute('/contact-us').label,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };

  test('a device Request Demo opens the contact page with that device as the product', async ({ page }) => {
    await page.goto('/clover-pos');
    await page.getByRole('link', { name: 'Request Demo for Clover Flex' }).click();
    await expect(page).toHaveURL(/\/contact-us\?product=Clover%20Flex$/);
    await expectContactPage(page);
  });

  test('an NRS system Request Demo names the system', async ({ page }) => {
    await page.goto('/nrs-pos');
    await page.getByRole('link', { name: 'Request Demo for NRS Cheetah' }).click();
    await expect(page).toHaveURL(/\/contact-us\?product=NRS%20Cheetah$/);
    await expectContactPage(page);
  });

  test('Schedule Demo on the catalogue asks for a demo, Explore Systems scrolls to the systems', async ({ page }) => {
    await page.goto('/pos-solutions');
    await page.getByRole('link', { name: 'Explore Systems' }).click();
    await expect(page).toHaveURL(/#systems$/);
    await expect(page.locator('#systems-heading')).toBeInViewport();
    await page.locator('#get-started').getByRole('link', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL(/\/contact-us\?demo=true$/);
    await expectContactPage(page);
  });

  test('the products hero goes to the quote request, and Explore All Solutions to /products', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: 'Request a Quote' }).first().click();
    await expect(page).toHaveURL(/\/products#contact-form$/);
    await expect(page.locator('#contact-form-heading')).toBeInViewport();

    await page.goto('/retail');
    await page.locator('#get-started').getByRole('link', { name: 'Explore All Solutions' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute('/products').h1);
  });

  for (const content of cataloguePages.filter((entry) => getRoute(entry.path).kind === 'pos')) {
    test(`${content.path}: the hero's Request Demo opens the contact page for that product`, async ({ page }) => {
      const demo = getRoute(content.path).ctas.find((cta) => cta.href.startsWith('/contact-us?product='))!;
      await page.goto(content.path);
      await page.locator('main section').first().getByRole('link', { name: demo.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${demo.href.replace(/[?]/g, '\\?')}$`));
      await expectContactPage(page);
      expect(contactProducts).toContain(new URL(page.url()).searchParams.get('product'));
    });
  }
});

test('the catalogue pages are all POS, service, industry or hub pages of the registry', () => {
  expect(cataloguePages).toHaveLength(19);
  expect(new Set(cataloguePages.map((page) => getRoute(page.path).kind))).toEqual(
    new Set(['hub', 'service', 'pos', 'industry']),
  );
  expect(byPath('/pos-solutions').path).toBe('/pos-solutions');
});
