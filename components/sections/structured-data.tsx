import { pageGraph } from '@/lib/seo/graph';
import { JsonLd } from '@/components/seo/json-ld';

/** The structured data of the registered page at `path`: one JSON-LD `@graph`. */
export async function PageJsonLd({ path }: { path: string }) {
  return <JsonLd graph={await pageGraph(path)} />;
}
