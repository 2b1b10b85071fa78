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

export interface Rating {
  ratingValue: number;
  reviewCount: number;
}

export interface StructuredDataWords {
  areaServed: { name: string; code: string };
  contactPoints: { sales: string; support: string };
  priceRange: string;
  businessRating: Rating;
  homeServices: { path: string; serviceType: string; rating?: Rating }[];
  catalogueName: string;
  blogName: string;
  calculator: { applicationCategory: string; operatingSystem: string; browserRequirements: string };
}

export const getStructuredData = perRequest(async (source: ContentSource): Promise<StructuredDataWords> => {
  const { data: filled } = await readFilledSingleton(source, 'structuredData');
  return {
    ...filled,
    areaServed: { ...filled.areaServed },
    contactPoints: { ...filled.contactPoints },
    businessRating: { ratingValue: filled.businessRating.ratingValue, reviewCount: filled.businessRating.reviewCount },
    homeServices: filled.homeServices.map((service) => ({
      path: service.page,
      serviceType: service.serviceType,
      ...(service.rating.discriminant
        ? { rating: { ratingValue: service.rating.value.ratingValue, reviewCount: service.rating.value.reviewCount } }
        : {}),
    })),
    calculator: { ...filled.calculator },
  };
});
