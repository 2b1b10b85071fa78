import { cache } from 'react';
import { assertNoProblems, fieldProblem, duplicateProblems } from '@/lib/content/errors';
import { getIndustries } from '@/lib/content/industries';
import { linksIn } from '@/lib/content/links';
import { getPage, type LoadedPage } from '@/lib/content/page';
import { getPosSystems, unknownSystemProblem, type PosSystem } from '@/lib/content/pos-systems';
import { readSections, writtenCard, type LinkCard, type PageSection } from '@/lib/content/catalogue-sections';
import { getLabels } from '@/lib/content/settings';
import { defaultSource, type ContentSource } from '@/lib/content/source';
import { registeredPages, type StaticPath } from '@/lib/route-registry';

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

/** The pages app/(en)/(site)/[page] serves: all of the above but those with a route of their own. */
export const sectionPageKeys = registeredPages
  .filter((page) => catalogueKinds.includes(page.kind) && !('ownRoute' in page))
  .map((page) => page.key as CataloguePageKey);

export function isSectionPageKey(key: string): key is CataloguePageKey {
  return (sectionPageKeys as readonly string[]).includes(key);
}

/** The page whose written cards are the service cards other pages show ('A service' cards). */
const SERVICE_CARDS_PAGE = 'products' satisfies CataloguePageKey;

type CatalogueData = LoadedPage<CataloguePageKey>['data'];
type WithField<F extends string> = Extract<CatalogueData, Record<F, unknown>>;
/** Whether this page's kind has a field only some kinds have (keywords, product, service, catalogue). */
const has = <F extends string>(data: CatalogueData, field: F): data is WithField<F> => field in data;

/** The cards written on the Products page, by the page each leads to. */
function serviceCards(page: LoadedPage<CataloguePageKey>): Map<string, LinkCard> {
  const cards = page.data.sections.flatMap((section) =>
    section.discriminant === 'cards'
      ? section.value.items.flatMap((item) => (item.discriminant === 'link' ? [writtenCard(item.value)] : []))
      : [],
  );
  return new Map(cards.map((card) => [card.href, card]));
}

function productFacts(
  product: WithField<'product'>['product'],
  path: string,
  sections: readonly PageSection[],
  systems: ReadonlyMap<string, PosSystem>,
  problems: string[],
) {
  const unknown = unknownSystemProblem(product.system, systems, ['product', 'system']);
  problems.push(...unknown);
  const system = unknown.length === 0 ? systems.get(product.system) : undefined;
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
  // Its name, maker and picture are the POS system's (lib/editor/schema/catalogue.ts tells the writer so).
  return { ...product, name: system.name, brand: system.brand, image: system.image.src, review };
}

function catalogueOf(
  catalogue: WithField<'catalogue'>['catalogue'],
  systems: ReadonlyMap<string, PosSystem>,
  problems: string[],
): string[] {
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
const showsServiceCards = (data: CatalogueData) =>
  data.sections.some(
    (section) =>
      section.discriminant === 'cards' && section.value.items.some((item) => item.discriminant === 'service'),
  );

/** One catalogue page: its file, the POS systems and industries, and the Products page only if it quotes its cards. */
export const getCataloguePage = cache(async (key: CataloguePageKey, source: ContentSource = defaultSource()) => {
  const page = (await getPage(key, source)) as LoadedPage<CataloguePageKey>;
  const { data } = page;
  const [systemList, industries, labels, cardsPage] = await Promise.all([
    getPosSystems(source),
    getIndustries(source),
    getLabels(source),
    key !== SERVICE_CARDS_PAGE && showsServiceCards(data)
      ? (getPage(SERVICE_CARDS_PAGE, source) as Promise<LoadedPage<CataloguePageKey>>)
      : page,
  ]);
  const path: StaticPath = registeredPages.find((entry) => entry.key === key)!.path;
  const systems = new Map(systemList.map((system) => [system.slug, system]));
  const { sections, problems } = readSections(data.sections, {
    systems,
    industries,
    serviceCards: serviceCards(cardsPage),
    locale: source.locale,
    words: labels.sections,
  });
  problems.push(...anchorProblems(page.data, sections));
  const product = has(data, 'product') ? productFacts(data.product, path, sections, systems, problems) : undefined;
  const catalogue = has(data, 'catalogue') ? catalogueOf(data.catalogue, systems, problems) : undefined;
  assertNoProblems(page.file, problems);
  return {
    path,
    ...(has(data, 'keywords') && data.keywords.length > 0 ? { keywords: [...data.keywords] } : {}),
    sections,
    ...(product ? { product } : {}),
    ...(has(data, 'service') ? { service: data.service } : {}),
    ...(catalogue ? { catalogue } : {}),
  };
});

/** One page of this catalogue: its registered path, its sections in order and its structured data's facts. */
export type PageContent = Awaited<ReturnType<typeof getCataloguePage>>;
/** Product data for a POS page's Product JSON-LD; its review is the page's first testimonial. */
export type ProductFacts = NonNullable<PageContent['product']>;
/** Service data for a service or industry page's Service JSON-LD (the audience is empty but on industry pages). */
export type ServiceFacts = NonNullable<PageContent['service']>;

/** Every catalogue page, in the registry's order. */
export function getCataloguePages(source?: ContentSource): Promise<PageContent[]> {
  return Promise.all(cataloguePageKeys.map((key) => getCataloguePage(key, source)));
}

/** The section-built page (product, service, POS or industry) at this path, if it is one. */
export async function pageContent(path: string, source?: ContentSource): Promise<PageContent | undefined> {
  const key = registeredPages.find((entry) => entry.path === path)?.key as CataloguePageKey | undefined;
  return key && cataloguePageKeys.includes(key) ? getCataloguePage(key, source) : undefined;
}
