/** Shapes of the content records that more than one module reads (the loaders return them). */

export interface Testimonial {
  quote: string;
  author: string;
  /** The author's role and business, e.g. 'Owner, Sabor Café'. */
  company: string;
  /** Out of 5; halves allowed. */
  rating: number;
}

import type { IconName } from '@/lib/editor/icon-names';

export { iconNames, type IconName } from '@/lib/editor/icon-names';

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface Stat {
  value: string;
  label: string;
}
