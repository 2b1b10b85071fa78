/** @jest-environment node */
import type { Graph } from 'schema-dts';
import { getSite } from '@/lib/content/site';
import { allRoutes } from '@/lib/routes';
import { pageGraph } from '@/lib/seo/graph';
import { absoluteUrl } from '@/lib/seo/metadata';
import { BUSINESS_PAGES, organizationId, webSiteId } from '@/lib/seo/schema';
import { graphProblems } from './support/check-graph';
import { loadVocabulary } from './support/schema-vocabulary';

// Whole-site reads: outside a page render nothing is kept between loader calls, and the machine may be busy.
jest.setTimeout(30_000);

const vocabulary = loadVocabulary();
const expectations = (path: string) => ({
  organizationId: organizationId(),
  webSiteId: webSiteId(),
  pageUrl: absoluteUrl(path),
});
/** Every route's graph, built once: route → graph. */
let graphs: [string, Graph][];
beforeAll(async () => {
  const routes = await allRoutes();
  graphs = await Promise.all(routes.map(async (route) => [route.path, await pageGraph(route.path)] as [string, Graph]));
});

describe('structured data of every registered page', () => {
  it('has one @graph per route that follows schema.org and resolves every @id', () => {
    expect(graphs.length).toBeGreaterThan(40);
    const problems = Object.fromEntries(
      graphs.map(([path, graph]) => [path, graphProblems(graph, vocabulary, expectations(path))]),
    );
    expect(Object.entries(problems).filter(([, found]) => found.length > 0)).toEqual([]);
  });

  it('gives every WebPage but the home page its BreadcrumbList', () => {
    for (const [path, graph] of graphs.filter(([path]) => path !== '/')) {
      const nodes = graph['@graph'] as { '@type'?: string; '@id'?: string }[];
      expect([path, nodes.filter((node) => node['@type'] === 'BreadcrumbList').map((node) => node['@id'])]).toEqual([
        path,
        [`${absoluteUrl(path)}#breadcrumb`],
      ]);
    }
  });

  it('describes the business in full on the pages about it, and names it by its @id everywhere else', async () => {
    const site = await getSite();
    const first = (graph: Graph) => (graph['@graph'] as unknown as Record<string, unknown>[])[0]!;
    const full = graphs.filter(([path]) => BUSINESS_PAGES.has(path)).map(([, graph]) => first(graph));
    expect(full).toHaveLength(BUSINESS_PAGES.size);
    // The same node on each of them, with what a search engine shows of a business.
    expect(new Set(full.map((node) => JSON.stringify(node))).size).toBe(1);
    expect(full[0]).toMatchObject({
      '@type': 'Organization',
      '@id': absoluteUrl('/#organization'),
      name: site.name,
      legalName: site.legalName,
      logo: expect.any(String),
      address: expect.objectContaining({ '@type': 'PostalAddress' }),
      contactPoint: expect.any(Array),
      sameAs: site.social.map((profile) => profile.url),
    });
    // Every other page: the node's @id and name, the same values the full node publishes.
    for (const [path, graph] of graphs.filter(([path]) => !BUSINESS_PAGES.has(path))) {
      const node = first(graph);
      expect([path, node]).toEqual([path, { '@type': 'Organization', '@id': full[0]!['@id'], name: full[0]!.name }]);
    }
  });

  it('describes the WebSite on its home page and names it by its @id on every other page', async () => {
    const site = await getSite();
    const sites = (graph: Graph) =>
      (graph['@graph'] as unknown as Record<string, unknown>[]).filter((node) => node['@type'] === 'WebSite');
    for (const [path, graph] of graphs) {
      const [node] = sites(graph);
      expect([path, sites(graph).length]).toEqual([path, 1]);
      if (path === '/')
        expect(node).toMatchObject({
          '@id': webSiteId(),
          name: site.name,
          url: absoluteUrl('/'),
          publisher: { '@id': organizationId() },
        });
      else expect([path, node]).toEqual([path, { '@type': 'WebSite', '@id': webSiteId(), name: site.name }]);
    }
  });

  it('refers only to @ids a page of the site describes', () => {
    // What each page describes: a node that says more than its @id, type and name (a reference,
    // or the business named on a page not about it, describes nothing).
    const naming = new Set(['@id', '@type', 'name']);
    const described = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(collect);
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if (typeof node['@id'] === 'string' && Object.keys(node).some((key) => !naming.has(key)))
        described.add(node['@id']);
      Object.values(node).forEach(collect);
    };
    graphs.forEach(([, graph]) => collect(graph['@graph']));
    const dangling: string[] = [];
    const check = (value: unknown, path: string) => {
      if (Array.isArray(value)) return value.forEach((item) => check(item, path));
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if (typeof node['@id'] === 'string' && !described.has(node['@id'])) dangling.push(`${path}: ${node['@id']}`);
      Object.values(node).forEach((child) => check(child, path));
    };
    graphs.forEach(([path, graph]) => check(graph['@graph'], path));
    expect(dangling).toEqual([]);
    // The business's full node is among them: the pages about it publish it.
    expect(described.has(organizationId())).toBe(true);
  });
});

describe('the graph check', () => {
  const page = '/faq';
  const good = () => JSON.parse(JSON.stringify(graphs.find(([path]) => path === page)![1]));
  const problems = (graph: unknown) => graphProblems(graph, vocabulary, expectations(page));

  it('passes a sound graph', () => {
    expect(problems(good())).toEqual([]);
  });

  it('finds a property that is not defined on the type or its supertypes', () => {
    const graph = good();
    graph['@graph'][0].price = 0;
    expect(problems(graph)).toEqual([expect.stringMatching(/price is not a property of Organization/)]);
  });

  it('finds a type schema.org does not define', () => {
    const graph = good();
    graph['@graph'][1]['@type'] = 'Website';
    expect(problems(graph)).toContain('@graph[1]: schema.org has no type Website');
  });

  it('finds a reference to a node that is not in the graph, and an untyped object', () => {
    const graph = good();
    graph['@graph'][1].publisher = { '@id': 'https://example.com/#nobody' };
    graph['@graph'][2].author = { name: 'Somebody' };
    expect(problems(graph)).toEqual(
      expect.arrayContaining([
        '@graph[1].publisher: https://example.com/#nobody is not a node of this graph',
        expect.stringMatching(/^@graph\[2\]\.author: an object with neither @type nor a bare @id/),
      ]),
    );
  });

  it('finds a second Organization, a node described twice, and a nested @context', () => {
    const graph = good();
    graph['@graph'].push({ '@type': 'Organization', name: 'Another business' }, { ...graph['@graph'][1] });
    graph['@graph'][2]['@context'] = 'https://schema.org';
    expect(problems(graph)).toEqual(
      expect.arrayContaining([
        '2 Organization nodes, not 1',
        expect.stringMatching(/#website is already described at @graph\[1\]/),
        '@graph[2]: a nested @context',
      ]),
    );
  });

  it('finds a page whose WebPage node is missing or not part of the site', () => {
    const graph = good();
    graph['@graph'][2].isPartOf = { '@id': absoluteUrl('/#organization') };
    expect(problems(graph)).toContain('the WebPage is not part of the WebSite');
    graph['@graph'].splice(2, 1);
    expect(problems(graph)).toContain('0 WebPage nodes, not 1');
  });
});
