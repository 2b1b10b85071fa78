import type { Thing } from 'schema-dts';
import type { PageContent } from '@/content/page-sections';
import { catalogueNode, productNode, serviceNode } from '@/lib/seo/catalogue';
import { JsonLdGraph } from '@/components/seo/json-ld';

/** The page's JSON-LD graph (the hero adds its BreadcrumbList separately). */
export function PageJsonLd({ page }: { page: PageContent }) {
  const nodes: Thing[] = [];
  if (page.product) nodes.push(productNode(page.path, page.product));
  if (page.catalogue) nodes.push(catalogueNode(page.path, page.catalogue));
  if (page.service) nodes.push(serviceNode(page.path, page.service));
  return nodes.length > 0 ? <JsonLdGraph nodes={nodes} /> : null;
}
