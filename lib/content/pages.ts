import { cataloguePages } from '@/content/catalogue-pages';
import type { PageContent } from '@/content/page-sections';

const byPath = new Map<string, PageContent>(cataloguePages.map((page) => [page.path, page]));

/** The section-built page (product, service, POS or industry) at this path, if it is one. */
export function pageContent(path: string): PageContent | undefined {
  return byPath.get(path);
}
