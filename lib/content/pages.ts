import { cache } from 'react';
import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getIndustries } from '@/lib/content/industries';
import { linksIn } from '@/lib/content/links';
import { getPage, type LoadedPage } from '@/lib/content/page';
import type {
  LinkCard,
  PageContent,
  PageSection,
  PosSlug,
  PosSystem,
  ProductFacts,
  ServiceFacts,
} from '@/lib/content/page-sections';
import { getPosSystems, unknownSystemProblem } from '@/lib/content/pos-systems';
import { readSections, writtenCard, type StoredSection } from '@/lib/content/catalogue-sections';
import { duplicateProblems } from '@/lib/content/sections';
import { defaultSource, type ContentSource, type SingletonData } from '@/lib/content/source';
import { registeredPages } from '@/lib/route-registry';

/**
 * The product, service, POS and industry pages: each page's sections and
 * what its structured data says (content/pages/<key>.yaml, beside the
 * page's route words), with the POS systems, service cards and industries
 * they name filled in and every reference checked.
 */

type CatalogueKind = 'hub' | 'service' | 'pos' | 'industry';
const catalogueKinds: readonly string[] = ['hub', 'service', 'pos', 'industry'] satisfies CatalogueKind[];

export type CataloguePageKey = Extract<(typeof registeredPages)[number], { kind: CatalogueKind }>['key'];

/** Every page built from sections, in the registry's order. */
export const cataloguePageKeys = registeredPages
  .filter((page) => catalogueKinds.includes(page.kind))
  .map((page) => page.key as CataloguePageKey);

export function isCataloguePageKey(key: string): key is CataloguePageKey {
  return (cataloguePageKeys as readonly string[]).includes(key);
}

/** The pages app/(en)/(site)/[page] serves: all of the above but those with a route of their own. */
export const sectionPageKeys = registeredPages
  .filter((page) => catalogueKinds.includes(page.kind) && !('ownRoute' in page))
  .map((page) => page.key as CataloguePageKey);

export function isSectionPageKey(key: string): key is CataloguePageKey {
  return (sectionPageKeys as readonly string[]).includes(key);
}

/** The page whose written cards are the service cards other pages show ('A service' cards). */
const SERVICE_CARDS_PAGE = 'products' satisfies CataloguePageKey;

/** The fields a catalogue page may have beside its route words (which ones depends on its kind). */
interface StoredCataloguePage {
  keywords?: SingletonData<'clover-pos'>['keywords'];
  product?: SingletonData<'clover-pos'>['product'];
  service?: SingletonData<'products'>['service'];
  catalogue?: SingletonData<'pos-solutions'>['catalogue'];
  sections: readonly StoredSection[];
}

const stored = (page: LoadedPage<CataloguePageKey>) => page.data as StoredCataloguePage;

/** The cards written on the Products page, by the page each leads to. */
function serviceCards(page: LoadedPage<CataloguePageKey>): Map<string, LinkCard> {
  const cards = stored(page).sections.flatMap((section) =>
    section.discriminant === 'cards'
      ? section.value.items.flatMap((item) => (item.discriminant === 'link' ? [writtenCard(item.value)] : []))
      : [],
  );
  return new Map(cards.map((card) => [card.href, card]));
}

function productFacts(
  product: NonNullable<StoredCataloguePage['product']>,
  path: string,
  sections: readonly PageSection[],
  systems: ReadonlyMap<PosSlug, PosSystem>,
  problems: string[],
): ProductFacts | undefined {
  const unknown = unknownSystemProblem(product.system, systems, ['product', 'system']);
  problems.push(...unknown);
  const system = unknown.length === 0 ? systems.get(product.system!) : undefined;
  if (system && system.href !== path)
    problems.push(
      fieldProblem(['product', 'system'], `"${system.slug}" is the system of ${system.href}, not of ${path}`),
    );
  // The review search engines are given is the testimonial the visitor reads.
  const review = sections.flatMap((section) => (section.kind === 'testimonials' ? section.items : []))[0];
  if (!review)
    problems.push(
      fieldProblem('product', 'its review is the first testimonial of the page, and the page has no testimonials'),
    );
  if (!system || !review) return undefined;
  return {
    name: system.name,
    brand: system.brand,
    description: product.description,
    category: product.category,
    image: system.image.src,
    rating: { ratingValue: product.rating.ratingValue, reviewCount: product.rating.reviewCount },
    review,
  };
}

function serviceFacts(service: NonNullable<StoredCataloguePage['service']>): ServiceFacts {
  return {
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    ...(service.audience ? { audience: service.audience } : {}),
  };
}

function catalogueOf(
  catalogue: NonNullable<StoredCataloguePage['catalogue']>,
  systems: ReadonlyMap<PosSlug, PosSystem>,
  problems: string[],
): PosSlug[] {
  catalogue.forEach((slug, index) => problems.push(...unknownSystemProblem(slug, systems, ['catalogue', index])));
  problems.push(
    ...duplicateProblems(
      catalogue.map((slug) => slug ?? ''),
      'catalogue',
    ),
  );
  return catalogue.filter((slug) => slug !== null);
}

/** Links to a section of the page (#devices) must name one of its sections. */
function anchorProblems(data: unknown, sections: readonly PageSection[]): string[] {
  const ids = new Set(sections.map((section) => section.id));
  return linksIn(data)
    .filter(({ href }) => href.startsWith('#') && !ids.has(href.slice(1)))
    .map(({ field, href }) =>
      fieldProblem(field, `"${href}" names no section of this page (its sections: ${[...ids].join(', ')})`),
    );
}

/** Whether a page shows "A service" cards, whose words are the Products page's (read only then). */
const showsServiceCards = (data: StoredCataloguePage) =>
  data.sections.some(
    (section) =>
      section.discriminant === 'cards' && section.value.items.some((item) => item.discriminant === 'service'),
  );

/** One catalogue page: its file, the POS systems and industries, and the Products page only if it quotes its cards. */
export const getCataloguePage = cache(
  async (key: CataloguePageKey, source: ContentSource = defaultSource()): Promise<PageContent> => {
    const page = (await getPage(key, source)) as LoadedPage<CataloguePageKey>;
    const data = stored(page);
    const [systemList, industries, cardsPage] = await Promise.all([
      getPosSystems(source),
      getIndustries(source),
      key !== SERVICE_CARDS_PAGE && showsServiceCards(data)
        ? (getPage(SERVICE_CARDS_PAGE, source) as Promise<LoadedPage<CataloguePageKey>>)
        : page,
    ]);
    const path = registeredPages.find((entry) => entry.key === key)!.path;
    const systems = new Map(systemList.map((system) => [system.slug, system]));
    const { sections, problems } = readSections(data.sections, {
      systems,
      industries,
      serviceCards: serviceCards(cardsPage),
    });
    problems.push(...anchorProblems(page.data, sections));
    const product = data.product ? productFacts(data.product, path, sections, systems, problems) : undefined;
    const catalogue = data.catalogue ? catalogueOf(data.catalogue, systems, problems) : undefined;
    assertNoProblems(page.file, problems);
    return {
      path,
      ...(data.keywords && data.keywords.length > 0 ? { keywords: [...data.keywords] } : {}),
      sections,
      ...(product ? { product } : {}),
      ...(data.service ? { service: serviceFacts(data.service) } : {}),
      ...(catalogue ? { catalogue } : {}),
    };
  },
);

/** Every catalogue page, in the registry's order. */
export function getCataloguePages(source?: ContentSource): Promise<PageContent[]> {
  return Promise.all(cataloguePageKeys.map((key) => getCataloguePage(key, source)));
}

/** The section-built page (product, service, POS or industry) at this path, if it is one. */
export async function pageContent(path: string, source?: ContentSource): Promise<PageContent | undefined> {
  const key = registeredPages.find((entry) => entry.path === path)?.key;
  return key && isCataloguePageKey(key) ? getCataloguePage(key, source) : undefined;
}
