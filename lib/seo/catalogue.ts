import type { ItemList, Product, Service } from 'schema-dts';
import type { CatalogueProduct, ProductFacts, ServiceFacts } from '@/content/page-sections';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';
import { organizationId } from '@/lib/seo/schema';

/**
 * Structured data of the product, service, POS and industry pages, built
 * from the same content the page shows: Product (with its fixed rating and
 * the visible testimonial as its Review), Service, and the POS catalogue's
 * ItemList. Every figure is content, so the HTML is identical on every build.
 */

const provider = () => ({ '@type': 'Organization' as const, '@id': organizationId(), name: site.name, url: absoluteUrl('/') });

const rating = (value: { ratingValue: number; reviewCount: number }) => ({
  '@type': 'AggregateRating' as const,
  ratingValue: value.ratingValue,
  reviewCount: value.reviewCount,
  bestRating: 5,
  worstRating: 1,
});

const freeOffer = (url: string) => ({
  '@type': 'Offer' as const,
  price: 0,
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock' as const,
  url,
  seller: { '@id': organizationId() },
});

export function productNode(path: string, product: ProductFacts): Product {
  const url = absoluteUrl(path);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    image: absoluteUrl(product.image),
    url,
    offers: freeOffer(url),
    aggregateRating: rating(product.rating),
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: product.review.author },
        reviewBody: product.review.quote,
        reviewRating: { '@type': 'Rating', ratingValue: product.review.rating, bestRating: 5, worstRating: 1 },
      },
    ],
  };
}

export function serviceNode(path: string, service: ServiceFacts): Service {
  const url = absoluteUrl(path);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url,
    provider: provider(),
    areaServed: { '@type': 'Country', name: 'United States' },
    ...(service.audience ? { audience: { '@type': 'BusinessAudience', audienceType: service.audience } } : {}),
  };
}

export function catalogueNode(path: string, products: readonly CatalogueProduct[]): ItemList {
  return {
    '@type': 'ItemList',
    '@id': `${absoluteUrl(path)}#catalogue`,
    name: 'POS systems',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => {
      const url = absoluteUrl(product.href);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: product.name,
          description: product.description,
          brand: { '@type': 'Brand', name: product.brand },
          image: absoluteUrl(product.image.src),
          url,
          offers: freeOffer(url),
          aggregateRating: rating(product.rating),
        },
      };
    }),
  };
}
