/** @jest-environment node */
import { site } from '@/content/site';
import { allRoutes } from '@/lib/routes';
import { pageGraph } from '@/lib/seo/graph';
import { absoluteUrl } from '@/lib/seo/metadata';
import { organizationId, webSiteId } from '@/lib/seo/schema';
import { graphProblems } from './support/check-graph';
import { loadVocabulary } from './support/schema-vocabulary';

const vocabulary = loadVocabulary();
const expectations = (path: string) => ({
  organizationId: organizationId(),
  webSiteId: webSiteId(),
  pageUrl: absoluteUrl(path),
});
const routes = allRoutes().map((route) => [route.path, route] as const);

describe('structured data of every registered page', () => {
  it.each(routes)('%s: one @graph that follows schema.org and resolves every @id', (path) => {
    expect(graphProblems(pageGraph(path), vocabulary, expectations(path))).toEqual([]);
  });

  it.each(routes.filter(([path]) => path !== '/'))('%s: the WebPage has its BreadcrumbList', (path) => {
    const nodes = pageGraph(path)['@graph'] as { '@type'?: string; '@id'?: string }[];
    expect(nodes.filter((node) => node['@type'] === 'BreadcrumbList').map((node) => node['@id'])).toEqual([
      `${absoluteUrl(path)}#breadcrumb`,
    ]);
  });

  it('describes the business once, on every page, with the same node', () => {
    const organizations = routes.map(([path]) => JSON.stringify(pageGraph(path)['@graph'][0]));
    expect(new Set(organizations).size).toBe(1);
    expect(JSON.parse(organizations[0]!)).toMatchObject({
      '@type': 'Organization',
      '@id': absoluteUrl('/#organization'),
      name: site.name,
    });
  });
});

describe('the graph check', () => {
  const page = '/faq';
  const good = () => JSON.parse(JSON.stringify(pageGraph(page)));
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
    graph['@graph'].push({ '@type': 'Organization', name: site.name }, { ...graph['@graph'][1] });
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
