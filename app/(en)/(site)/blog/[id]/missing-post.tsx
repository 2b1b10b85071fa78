import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBlogPage } from '@/lib/content/blog';
import { Suspense } from 'react';
import BlogPostNotFound from './not-found';

/**
 * The answer for an unknown blog id, with HTTP status 404. Next 16.4 answers
 * a notFound() thrown by a page with an empty error shell (the not-found UI
 * exists only in the RSC payload; vercel/next.js#62228): no text for crawlers
 * or visitors without JS. So the view is rendered here, and the signal below,
 * thrown inside a Suspense boundary, still makes the response a 404 (and
 * shows the same view after hydration, through not-found.tsx).
 */
export function MissingPost() {
  return (
    <>
      <BlogPostNotFound />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** Its document title is the view's heading (Blog › Article pages › Unknown article); never indexed. */
export async function missingPostMetadata(): Promise<Metadata> {
  const { article } = await getBlogPage();
  return { title: article.notFound.title, robots: { index: false, follow: true } };
}

/** Throws notFound() to set the HTTP status to 404. */
function NotFoundStatus(): never {
  notFound();
}
