/** Shapes of the content records that more than one module reads. */

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  /** The author's role and business, e.g. 'Owner, Sabor Café'. */
  company: string;
  /** Out of 5; halves allowed. */
  rating: number;
}

export interface Industry {
  slug: string;
  /** The industry page. */
  href: string;
  title: string;
  description: string;
  features: readonly string[];
  icon: IconName;
  image: { src: string; alt: string };
}

/** Icons content may name; components/ui/icon.tsx maps each to a glyph. */
export const iconNames = [
  'file-check',
  'badge-dollar',
  'user-check',
  'shield-check',
  'eye',
  'banknote',
  'hand-coins',
  'store',
  'utensils',
  'shopping-basket',
  'fuel',
  'shopping-cart',
  'briefcase',
  'credit-card',
  'smartphone',
  'globe',
  'wallet',
  'zap',
  'clock',
  'headset',
  'trending-up',
  'percent',
  'calculator',
  'scan-barcode',
  'users',
  'handshake',
  'lock',
  'sparkles',
  'gift',
  'chart-line',
  'monitor',
  'package',
  'truck',
  'calendar',
  'id-card',
  'ticket',
  'layers',
  'refresh',
  'cloud',
  'printer',
  'target',
  'rocket',
  'map-pin',
] as const;

export type IconName = (typeof iconNames)[number];

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface Stat {
  value: string;
  label: string;
}
