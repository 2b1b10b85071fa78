import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/**
 * The words of the JSON-LD that the pages do not show elsewhere
 * (content/settings/structured-data.yaml): where the business sells, its
 * ratings, the home page's services. Names, descriptions and contact details
 * come from the pages and the business details; lib/seo assembles each
 * page's graph.
 */

export const getStructuredData = perRequest(async (source: ContentSource) => {
  const { data } = await readFilledSingleton(source, 'structuredData');
  return {
    ...data,
    // A rating is optional for each service the home page lists (a ticked box and its figures).
    homeServices: data.homeServices.map(({ page, serviceType, rating }) => ({
      path: page,
      serviceType,
      ...(rating.discriminant ? { rating: rating.value } : {}),
    })),
  };
});

export type StructuredDataWords = Awaited<ReturnType<typeof getStructuredData>>;
/** An average rating out of 5 and its number of reviews (the schema's `rating()`, lib/editor/fields.ts). */
export type Rating = StructuredDataWords['businessRating'];
