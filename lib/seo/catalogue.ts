import type { ItemListLeaf, Offer, ProductLeaf, ServiceLeaf } from 'schema-dts';
import type { ProductFacts, ServiceFacts } from '@/lib/content/pages';
import type { PosSystem } from '@/lib/content/pos-systems';
import type { StructuredDataWords } from '@/lib/content/settings';
import { absoluteUrl } from '@/lib/seo/metadata';
import { aggregateRating, areaServed, organizationId, ref, review } from '@/lib/seo/schema';

/**
 * Structured data of the product, service, POS and industry pages, built
 * from the same content the page shows: Product (with its fixed rating and
 * the visible testimonial as its Review), Service, and the POS catalogue's
 * ItemList. Every figure is content, so the HTML is identical on every build.
 */

export const productId = (path: string) => `${absoluteUrl(path)}#product`;
export const serviceId = (path: string) => `${absoluteUrl(path)}#service`;
export const catalogueId = (path: string) => `${absoluteUrl(path)}#catalogue`;

const freeOffer = (url: string): Offer => ({
  '@type': 'Offer',
  price: 0,
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  url,
  seller: ref(organizationId()),
});

export function productNode(path: string, product: ProductFacts): ProductLeaf {
  const url = absoluteUrl(path);
  return {
    '@type': 'Product',
    '@id': productId(path),
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    image: absoluteUrl(product.image),
    url,
    offers: freeOffer(url),
    aggregateRating: aggregateRating(product.rating),
    review: [review(product.review)],
  };
}

export function serviceNode(path: string, service: ServiceFacts, words: StructuredDataWords): ServiceLeaf {
  const url = absoluteUrl(path);
  return {
    '@type': 'Service',
    '@id': serviceId(path),
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url,
    provider: ref(organizationId()),
    areaServed: areaServed(words),
    ...(service.audience ? { audience: { '@type': 'BusinessAudience', audienceType: service.audience } } : {}),
  };
}

export function catalogueNode(path: string, products: readonly PosSystem[], words: StructuredDataWords): ItemListLeaf {
  return {
    '@type': 'ItemList',
    '@id': catalogueId(path),
    name: words.catalogueName,
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
          aggregateRating: aggregateRating(product.rating),
        },
      };
    }),
  };
}
