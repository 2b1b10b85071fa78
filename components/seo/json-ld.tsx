import type { Thing, WithContext } from 'schema-dts';

type Node = Exclude<Thing, string>;

function serialize(data: object): string {
  // `<` is escaped so no string in the data can close the script element
  // (the Next.js JSON-LD guide's advice).
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** One schema.org node (typed with schema-dts) as a JSON-LD block. */
export function JsonLd({ data }: { data: Thing | WithContext<Thing> }) {
  // Widened first: narrowing schema-dts's huge union is too costly for tsc.
  const raw: unknown = data;
  const node = typeof raw === 'string' ? { name: raw } : (raw as object);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialize({ '@context': 'https://schema.org', ...node }) }}
    />
  );
}

/** Several schema.org nodes as one `@graph`. */
export function JsonLdGraph({ nodes }: { nodes: Thing[] }) {
  const items = nodes.filter((node): node is Node => typeof node !== 'string');
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialize({ '@context': 'https://schema.org', '@graph': items }) }}
    />
  );
}
