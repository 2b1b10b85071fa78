import type { Vocabulary } from './schema-vocabulary';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => !!value && typeof value === 'object' && !Array.isArray(value);
const typesOf = (node: JsonObject): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
};
/** `{ "@id": … }` and nothing else: a reference to a node described elsewhere. */
const isReference = (node: JsonObject) => Object.keys(node).length === 1 && typeof node['@id'] === 'string';

export interface GraphExpectations {
  organizationId: string;
  webSiteId: string;
  /** The page's canonical URL: the WebPage node describes it. */
  pageUrl: string;
}

/**
 * Every way a page's JSON-LD can break the rules of lib/seo/graph.ts, as
 * messages (an empty list when the graph is sound):
 * - `@context` is schema.org, once, at the top; the nodes are in one `@graph`;
 * - every typed object's `@type` exists and each of its properties is defined
 *   on that type or a supertype (schema.org's vocabulary);
 * - every object is typed or a bare `{ "@id" }` reference, and every reference
 *   resolves to a node of the same graph; no `@id` is described twice;
 * - exactly one Organization node (the business), the WebSite, and one WebPage
 *   node (or a subtype) for the page, part of the WebSite, with its breadcrumb.
 */
export function graphProblems(document: unknown, vocabulary: Vocabulary, expected: GraphExpectations): string[] {
  const problems: string[] = [];
  const json: unknown = JSON.parse(JSON.stringify(document));
  if (!isObject(json)) return ['the document is not a JSON object'];
  const topKeys = Object.keys(json).sort();
  if (json['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(json['@context'])}`);
  if (topKeys.join() !== '@context,@graph')
    problems.push(`top-level keys are ${topKeys.join(', ')}, not @context and @graph`);
  const graph = Array.isArray(json['@graph']) ? json['@graph'] : [];
  if (graph.length === 0) problems.push('@graph is empty');

  const described = new Map<string, string>();
  const references: { id: string; at: string }[] = [];

  const visit = (value: Json, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${at}[${index}]`));
    if (!isObject(value)) return;
    if ('@context' in value && at !== '') problems.push(`${at}: a nested @context`);
    if (isReference(value)) return void references.push({ id: value['@id'] as string, at });
    const types = typesOf(value);
    if (types.length === 0)
      return void problems.push(
        `${at}: an object with neither @type nor a bare @id (${Object.keys(value).join(', ')})`,
      );
    const id = value['@id'];
    if (typeof id === 'string') {
      if (described.has(id)) problems.push(`${at}: ${id} is already described at ${described.get(id)}`);
      described.set(id, at);
    }
    for (const type of types) if (!vocabulary.hasType(type)) problems.push(`${at}: schema.org has no type ${type}`);
    const known = types.filter((type) => vocabulary.hasType(type));
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('@')) continue;
      if (known.length > 0 && !known.some((type) => vocabulary.propertiesOf(type).has(key)))
        problems.push(`${at}: ${key} is not a property of ${types.join(' or ')}`);
      visit(child, `${at}.${key}`);
    }
  };
  graph.forEach((node, index) => visit(node, `@graph[${index}]`));

  for (const { id, at } of references)
    if (!described.has(id)) problems.push(`${at}: ${id} is not a node of this graph`);

  const nodes = graph.filter(isObject);
  const isA = (node: JsonObject, type: string) =>
    typesOf(node).some((own) => vocabulary.hasType(own) && vocabulary.ancestorsOf(own).has(type));
  const organizations = nodes.filter((node) => typesOf(node).includes('Organization'));
  if (organizations.length !== 1) problems.push(`${organizations.length} Organization nodes, not 1`);
  else if (organizations[0]!['@id'] !== expected.organizationId)
    problems.push(`the Organization's @id is ${String(organizations[0]!['@id'])}, not ${expected.organizationId}`);
  const sites = nodes.filter((node) => typesOf(node).includes('WebSite'));
  if (sites.length !== 1 || sites[0]!['@id'] !== expected.webSiteId)
    problems.push(`no single WebSite node with @id ${expected.webSiteId}`);
  const pages = nodes.filter((node) => isA(node, 'WebPage'));
  if (pages.length !== 1) problems.push(`${pages.length} WebPage nodes, not 1`);
  const page = pages[0];
  if (page) {
    if (page.url !== expected.pageUrl)
      problems.push(`the WebPage's url is ${String(page.url)}, not ${expected.pageUrl}`);
    const partOf = page.isPartOf;
    if (!isObject(partOf) || partOf['@id'] !== expected.webSiteId)
      problems.push('the WebPage is not part of the WebSite');
    const breadcrumb = page.breadcrumb;
    const trail = isObject(breadcrumb) ? nodes.find((node) => node['@id'] === breadcrumb['@id']) : undefined;
    if (breadcrumb !== undefined && (!trail || !typesOf(trail).includes('BreadcrumbList')))
      problems.push('the WebPage breadcrumb is not a BreadcrumbList of the graph');
  }
  return problems;
}
