/** Shapes of the content records that more than one module reads. */

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  company: string;
  /** Out of 5; halves allowed. */
  rating: number;
}

export interface Feature {
  title: string;
  description: string;
  icon: string;
}

export interface Stat {
  value: string;
  label: string;
}
