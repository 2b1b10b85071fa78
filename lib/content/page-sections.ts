import type { Cta, Illustration } from '@/lib/content/page';
import type { Industry } from '@/lib/content/industries';
import type { Feature, IconName, Stat, Testimonial } from '@/lib/content/types';
import type { StaticPath } from '@/lib/route-registry';

/**
 * Shapes of the product, service, POS and industry pages, as their loader
 * (lib/content/pages.ts) hands them over. A page is its registry entry
 * (hero, metadata) plus an ordered list of typed sections;
 * `components/sections/section-stack.tsx` renders each kind with one
 * component, so these pages differ in content, not in code. Types only: the
 * browser tests and components import this module.
 */

export type { Illustration } from '@/lib/content/page';

/** A feature card, optionally with the capabilities it includes. */
export interface DetailedFeature extends Feature {
  points?: readonly string[];
}

/** A piece of hardware: a terminal, a printer, a modular component. */
export interface Device {
  name: string;
  /** A short category shown above the name, e.g. 'Countertop'. */
  kind?: string;
  description: string;
  image: Illustration;
  specs?: readonly string[];
  cta?: Cta;
}

/** A kind of business a product suits (POS pages' 'ideal for' cards). */
export interface Audience {
  title: string;
  description: string;
  icon: IconName;
  /** The matching industry page, when there is one. */
  href?: string;
}

/** A system tier or hardware bundle, with its headline capacity. */
export interface Bundle {
  name: string;
  tagline: string;
  /** The headline figure, e.g. { value: '15,000+', label: 'items in the pricebook' }. */
  highlight?: Stat;
  description: string;
  /** Heading of the list, e.g. "What's included". */
  includesLabel: string;
  includes: readonly string[];
  image?: Illustration;
  cta: Cta;
  /** A short label on the card, e.g. 'For high-volume stores'. */
  badge?: string;
}

/** A cell of a comparison table: text, or included / not included. */
export type CellValue = string | boolean;

export interface ComparisonTableData {
  caption: string;
  /** Header of the first column (the row labels). */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly { label: string; values: readonly CellValue[] }[];
  note?: string;
}

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

export interface Step {
  title: string;
  description: string;
}

export interface CaseStudyData {
  /** Who the story is about, without invented figures. */
  business: string;
  summary: string;
  challenge: string;
  solution: string;
  results: readonly Stat[];
}

/** Text beside an illustration: paragraphs, optional feature rows and check points. */
export interface SplitData {
  paragraphs: readonly string[];
  features?: readonly Feature[];
  points?: readonly string[];
  image?: Illustration;
  actions?: readonly Cta[];
  /** Puts the image on the left on wide screens. */
  reverse?: boolean;
}

/** The contact form of a quote request, and what it starts with. */
export interface QuoteForm {
  /** Keeps the form's field ids unique on its page. */
  idPrefix: string;
  heading: string;
  /** The message the form starts with: what a quote needs, for the visitor to complete. */
  message: string;
}

export type SectionTone = 'white' | 'muted' | 'brand' | 'dark';

interface SectionBase {
  /** The section's anchor; hero buttons may link to it. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  /** Defaults: sections alternate white and muted; stats are dark. */
  tone?: SectionTone;
}

export type PageSection =
  | (SectionBase & { kind: 'features'; items: readonly DetailedFeature[]; columns?: 3 | 4 })
  | (SectionBase & { kind: 'devices'; items: readonly Device[] })
  | (SectionBase & { kind: 'stats'; items: readonly Stat[] })
  | (SectionBase & { kind: 'audiences'; items: readonly Audience[] })
  /** Every industry of content/industries.yaml, in its order. */
  | (SectionBase & { kind: 'industries'; items: readonly Industry[]; showFeatures?: boolean })
  | (SectionBase & { kind: 'testimonials'; items: readonly Testimonial[]; action?: Cta })
  | (SectionBase & { kind: 'comparison'; table: ComparisonTableData })
  | (SectionBase & { kind: 'bundles'; items: readonly Bundle[] })
  /** System and service cards arrive filled in, as the LinkCards they show. */
  | (SectionBase & { kind: 'cards'; items: readonly LinkCard[]; columns?: 2 | 3 })
  | (SectionBase & { kind: 'benefits'; items: readonly DetailedFeature[]; image?: Illustration })
  | (SectionBase & { kind: 'steps'; items: readonly Step[] })
  | (SectionBase & { kind: 'case-study'; study: CaseStudyData })
  | (SectionBase & { kind: 'split'; body: SplitData })
  | (SectionBase & { kind: 'quote-request'; heading: string; body: string; needs: readonly string[]; form: QuoteForm })
  | { kind: 'cta'; id: string; title: string; description: string; actions: readonly Cta[] };

export type SectionKind = PageSection['kind'];

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

/** One page of this catalogue: its registered path and its sections in order. */
export interface PageContent {
  path: StaticPath;
  keywords?: readonly string[];
  sections: readonly PageSection[];
  product?: ProductFacts;
  service?: ServiceFacts;
  /** POS systems listed on the page, in order, for an ItemList in its JSON-LD. */
  catalogue?: readonly PosSlug[];
}

/** A POS system's short name (its file in content/pos-systems/): 'clover'. */
export type PosSlug = string;

/** A system of the POS catalogue, as its cards and the catalogue's structured data show it. */
export interface PosSystem {
  slug: PosSlug;
  name: string;
  /** The maker, for structured data. */
  brand: string;
  /** The product name the contact form is prefilled with (?product=). */
  demoName: ContactProduct;
  description: string;
  features: readonly string[];
  idealFor: readonly string[];
  image: Illustration;
  href: StaticPath;
  /** Catalogue rating shown in structured data. */
  rating: { ratingValue: number; reviewCount: number };
}

/** A product the contact page's `product=` parameter accepts: one of Settings › Forms' contact products. */
export type ContactProduct = string;
