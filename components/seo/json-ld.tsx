import type { Graph } from 'schema-dts';

/**
 * A page's structured data (one schema.org `@graph`, built by
 * lib/seo/graph.ts) as a JSON-LD script. `<` is escaped so no string in the
 * data can close the script element (the Next.js JSON-LD guide's advice).
 */
export function JsonLd({ graph }: { graph: Graph }) {
  const json = JSON.stringify(graph).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
