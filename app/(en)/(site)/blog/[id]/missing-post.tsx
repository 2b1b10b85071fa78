import type { Metadata } from 'next';
import { NotFoundStatus } from '@/components/layout/not-found-status';
import { getPage } from '@/lib/content/page';
import BlogPostNotFound from './not-found';

/**
 * The answer for an unknown blog id, with HTTP status 404: the view in the
 * HTML, the status from components/layout/not-found-status.tsx (after
 * hydration the same view comes from not-found.tsx).
 */
export function MissingPost() {
  return (
    <>
      <BlogPostNotFound />
      <NotFoundStatus />
    </>
  );
}

/** Its document title is the view's heading (Blog › Article pages › Unknown article); never indexed. */
export async function missingPostMetadata(): Promise<Metadata> {
  const { article } = (await getPage('blog')).data;
  return { title: article.notFound.title, robots: { index: false, follow: true } };
}
