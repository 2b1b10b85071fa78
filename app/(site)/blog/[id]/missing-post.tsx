import { notFound } from 'next/navigation';
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

/** Throws notFound() to set the HTTP status to 404. */
function NotFoundStatus(): never {
  notFound();
}
