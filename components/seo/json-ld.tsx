import type { Thing, WithContext } from 'schema-dts';

type Graph = { '@context': 'https://schema.org'; '@graph': Exclude<Thing, string>[] };

/**
 * A JSON-LD block. `<` is escaped so that no string in the data can close
 * the script element (the Next.js JSON-LD guide's advice).
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** Several schema.org nodes as one `@graph`. */
export function JsonLdGraph({ nodes }: { nodes: Thing[] }) {
  const items = nodes.filter((node): node is Exclude<Thing, string> => typeof node !== 'string');
  return <JsonLd data={{ '@context': 'https://schema.org', '@graph': items }} />;
}
