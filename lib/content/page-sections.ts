import type { Cta, Illustration } from '@/lib/content/page';
import type { Testimonial } from '@/lib/content/types';

/**
 * The shapes of the catalogue pages (product, service, POS and industry)
 * that the loaders compute rather than read: a card assembled from a POS
 * system, a service or the page's own words, and what a page's structured
 * data says. The sections themselves are typed by their loader
 * (lib/content/catalogue-sections.ts), from the editor's schema. Types only:
 * the browser tests and components import this module.
 */

export type { Illustration } from '@/lib/content/page';

/** A cell of a comparison table: text, or included / not included. */
export type CellValue = string | boolean;

export type SectionTone = 'white' | 'muted' | 'brand' | 'dark';

/** A card linking to a product, service or system page, as shown. */
export interface LinkCard {
  name: string;
  description: string;
  href: string;
  /** Visible link text, e.g. 'View Clover POS'. */
  linkLabel: string;
  image?: Illustration;
  features?: readonly string[];
  /** 'Ideal for' tags. */
  tags?: readonly string[];
  secondary?: Cta;
}

/**
 * A card for one of the POS systems (content/pos-systems/), named by its
 * slug: the card shows the system's own name, text, picture and tags, and
 * links to its page and to a demo request. The loader turns it into the
 * LinkCard it shows (lib/content/pos-systems.ts).
 */
export interface SystemCard {
  system: PosSlug;
  /** Lists the system's features on the card too. */
  withFeatures?: boolean;
}

/** Product data for a POS page's Product JSON-LD. */
export interface ProductFacts {
  name: string;
  brand: string;
  description: string;
  category: string;
  image: string;
  rating: { ratingValue: number; reviewCount: number };
  /** The visible testimonial (the page's first), repeated as the product's Review. */
  review: Testimonial;
}

/** Service data for a service or industry page's Service JSON-LD. */
export interface ServiceFacts {
  name: string;
  serviceType: string;
  description: string;
  /** For industry pages: the audience served, e.g. 'Retail stores'. */
  audience?: string;
}

/** A POS system's short name (its file in content/pos-systems/): 'clover'. */
export type PosSlug = string;

/** A product the contact page's `product=` parameter accepts: one of Settings › Forms' contact products. */
export type ContactProduct = string;
