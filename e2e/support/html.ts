/**
 * Small readers for the server HTML (the raw response text, before any
 * JavaScript runs): what a search engine or a visitor without JS receives.
 * Regex-based on purpose: React's HTML output is regular enough, and the
 * tests stay free of parser dependencies.
 */

export type Attributes = Record<string, string>;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  copy: '\u00a9',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  middot: '\u00b7',
};

/** Decodes the character references React and authors put in HTML. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/** The document without scripts, styles, templates and comments (so RSC payloads cannot match). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<template\b[^>]*>[\s\S]*?<\/template>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/** Visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function textOf(fragment: string): string {
  return decodeEntities(fragment.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The attributes of every start tag `<name ...>` outside scripts. */
export function startTags(html: string, name: string): Attributes[] {
  const pattern = new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  return Array.from(withoutScripts(html).matchAll(pattern), (match) => parseAttributes(match[1] ?? ''));
}

/** Text content of every `<name>…</name>` element (not nested in itself) outside scripts. */
export function elementTexts(html: string, name: string): string[] {
  const pattern = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)<\\/${name}>`, 'gi');
  return Array.from(withoutScripts(html).matchAll(pattern), (match) => textOf(match[1] ?? ''));
}

/** `<meta name=…>` or `<meta property=…>` content, or undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = startTags(html, 'meta').find((attributes) => attributes.name === key || attributes.property === key);
  return tag?.content;
}

export function metaContents(html: string, key: string): string[] {
  return startTags(html, 'meta')
    .filter((attributes) => attributes.name === key || attributes.property === key)
    .map((attributes) => attributes.content ?? '');
}

export function title(html: string): string | undefined {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? textOf(match[1] ?? '') : undefined;
}

/** The raw text of every `<script type="application/ld+json">` block. */
export function jsonLdSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    if (attributes.type?.toLowerCase() === 'application/ld+json') sources.push(match[2] ?? '');
  }
  return sources;
}

export type JsonLdNode = Record<string, unknown>;

/** Every schema.org node of a JSON-LD document: top-level nodes and `@graph` members. */
export function jsonLdNodes(document: unknown): JsonLdNode[] {
  const roots = Array.isArray(document) ? document : [document];
  return roots.flatMap((root) => {
    if (!root || typeof root !== 'object') return [];
    const node = root as JsonLdNode;
    const graph = Array.isArray(node['@graph']) ? (node['@graph'] as unknown[]) : [];
    return [node, ...graph.filter((item): item is JsonLdNode => !!item && typeof item === 'object')];
  });
}

/** The node a `{ "@id" }` reference points to, among the page's nodes (a node that is not a reference is itself). */
export function resolveNode(nodes: readonly JsonLdNode[], value: unknown): JsonLdNode | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const node = value as JsonLdNode;
  if (Object.keys(node).length !== 1 || typeof node['@id'] !== 'string') return node;
  return nodes.find((candidate) => candidate['@id'] === node['@id'] && Object.keys(candidate).length > 1);
}

export function hasType(node: JsonLdNode, type: string): boolean {
  const value = node['@type'];
  return Array.isArray(value) ? value.includes(type) : value === type;
}
