import { notFound } from 'next/navigation';
import { Suspense } from 'react';

/**
 * Makes a prerendered page's HTTP status 404 while its view stays in the
 * HTML. Next 16.4 answers a notFound() thrown by a page with an empty error
 * shell (the not-found UI exists only in the RSC payload; vercel/next.js#62228):
 * no text for crawlers or visitors without JS. So a page renders its view
 * itself and puts this beside it: the signal, thrown inside a Suspense
 * boundary, still makes the response a 404, and after hydration the
 * segment's not-found.tsx shows the same view.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <Signal />
    </Suspense>
  );
}

function Signal(): never {
  notFound();
}
