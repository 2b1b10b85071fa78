import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getPage, type Cta, type Illustration } from '@/lib/content/page';
import {
  cta,
  ctaBand,
  duplicateProblems,
  featureItems,
  sectionHeading,
  type CtaBandWords,
  type SectionHeading,
} from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import type { Feature, Stat, Testimonial } from '@/lib/content/types';

/**
 * The home page's own sections (content/pages/home.yaml), in page order; its
 * hero words (H1, intro, drawing, buttons) are its route words (lib/routes.ts).
 * The industry cards are the industries' own (content/industries).
 */

export interface Slide {
  id: string;
  title: string;
  description: string;
  image: Illustration;
  link: Cta;
}

export interface ProductCard {
  name: string;
  description: string;
  features: readonly string[];
  href: string;
  action: Cta;
}

export interface HomePage {
  hero: { eyebrow: string; trustPoints: string[] };
  features: SectionHeading & { items: Feature[] };
  stats: SectionHeading & { items: Stat[] };
  merchantServices: SectionHeading & {
    services: Feature[];
    highlights: string[];
    actions: Cta[];
    calculator: Cta;
  };
  posSolutions: SectionHeading & {
    slides: Slide[];
    products: ProductCard[];
    /** Each product card's link to its page. */
    learnMore: string;
    action: Cta;
  };
  industrySolutions: SectionHeading;
  testimonials: SectionHeading & { items: Testimonial[] };
  about: { eyebrow: string; title: string; paragraphs: string[]; points: string[]; action: Cta };
  closingBanner: CtaBandWords;
  contact: SectionHeading & { formHeading: string };
}

/** Ratings are shown as whole and half stars (components/ui/star-rating.tsx). */
export function ratingProblems(ratings: readonly number[], list: string): string[] {
  return ratings.flatMap((rating, index) =>
    Number.isInteger(rating * 2)
      ? []
      : [fieldProblem([list, index, 'rating'], `${rating} is not a whole or half star (use 4 or 4.5, not 4.3)`)],
  );
}

export async function getHomePage(source?: ContentSource): Promise<HomePage> {
  const { file, data } = await getPage('home', source);
  const { posSolutions, testimonials } = data;
  assertNoProblems(file, [
    ...duplicateProblems(
      posSolutions.slides.map((slide) => slide.id),
      'posSolutions.slides',
      'id',
    ),
    ...ratingProblems(
      testimonials.items.map((item) => item.rating),
      'testimonials.items',
    ),
  ]);
  return {
    hero: { eyebrow: data.heroExtras.eyebrow, trustPoints: [...data.heroExtras.trustPoints] },
    features: { ...sectionHeading(data.features), items: featureItems(data.features.items) },
    stats: { ...sectionHeading(data.stats), items: data.stats.items.map(({ value, label }) => ({ value, label })) },
    merchantServices: {
      ...sectionHeading(data.merchantServices),
      services: featureItems(data.merchantServices.services),
      highlights: [...data.merchantServices.highlights],
      actions: data.merchantServices.actions.map(cta),
      calculator: cta(data.merchantServices.calculator),
    },
    posSolutions: {
      ...sectionHeading(posSolutions),
      slides: posSolutions.slides.map((slide) => ({
        id: slide.id,
        title: slide.title,
        description: slide.description,
        image: { src: slide.image.src, alt: slide.image.alt },
        link: cta(slide.link),
      })),
      products: posSolutions.products.map((product) => ({
        name: product.name,
        description: product.description,
        features: [...product.features],
        href: product.href,
        action: cta(product.action),
      })),
      learnMore: posSolutions.learnMore,
      action: cta(posSolutions.action),
    },
    industrySolutions: sectionHeading(data.industrySolutions),
    testimonials: {
      ...sectionHeading(testimonials),
      items: testimonials.items.map(({ quote, author, company, rating }) => ({ quote, author, company, rating })),
    },
    about: {
      eyebrow: data.about.eyebrow,
      title: data.about.title,
      paragraphs: [...data.about.paragraphs],
      points: [...data.about.points],
      action: cta(data.about.action),
    },
    closingBanner: ctaBand(data.closingBanner),
    contact: { ...sectionHeading(data.contact), formHeading: data.contact.formHeading },
  };
}
