import type { ContactProduct, Illustration } from '@/content/page-sections';
import type { StaticPath } from '@/content/routes';

/**
 * The POS catalogue: the six systems of /pos-solutions plus the PAX Elys
 * Workstation. Ratings and review counts are fixed content (the catalogue's
 * structured data must be the same on every build and request).
 */

export interface PosSystem {
  slug: string;
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
  rating: { ratingValue: 4.8; reviewCount: number };
}

export const posSystems = [
  {
    slug: 'clover',
    name: 'Clover POS',
    brand: 'Clover',
    demoName: 'Clover',
    description:
      'The all-in-one point of sale for retail and restaurants, from the countertop Station to the handheld Flex, with hundreds of business apps.',
    features: [
      'Countertop, handheld and mobile devices',
      '300+ apps in the Clover App Market',
      'Inventory, staff and sales reporting',
    ],
    idealFor: ['Restaurants', 'Retail', 'Quick service', 'Services'],
    image: {
      src: '/illustrations/device-pos-station.svg',
      alt: 'Clover Station: a countertop POS tablet on a sturdy stand',
    },
    href: '/clover-pos',
    rating: { ratingValue: 4.8, reviewCount: 74 },
  },
  {
    slug: 'figure',
    name: 'Figure POS',
    brand: 'Figure',
    demoName: 'Figure POS',
    description:
      'An iPad point of sale with the hardware to match, from cash drawer to kitchen printer, for counters that want a familiar touchscreen.',
    features: ['Runs on iPad', 'Menu, table and order management', 'Kitchen printer and barcode scanner support'],
    idealFor: ['Restaurants', 'Cafes', 'Retail'],
    image: {
      src: '/illustrations/device-tablet-stand.svg',
      alt: 'Figure POS: an iPad in a swivel stand that turns to face the customer',
    },
    href: '/figure-pos',
    rating: { ratingValue: 4.8, reviewCount: 41 },
  },
  {
    slug: 'swipe-simple',
    name: 'SwipeSimple',
    brand: 'SwipeSimple',
    demoName: 'SwipeSimple',
    description:
      'Mobile-first payments for businesses on the move: a mobile app with Bluetooth readers, a virtual terminal and simple countertop devices.',
    features: [
      'Mobile app and Bluetooth card readers',
      'Virtual terminal and invoicing',
      'Register 8 and Terminal devices',
    ],
    idealFor: ['Mobile businesses', 'Small retail', 'Service providers', 'Pop-ups'],
    image: {
      src: '/illustrations/device-card-reader.svg',
      alt: 'SwipeSimple: a pocket-size Bluetooth card reader with a chip card inserted',
    },
    href: '/swipe-simple',
    rating: { ratingValue: 4.8, reviewCount: 63 },
  },
  {
    slug: 'nrs',
    name: 'NRS POS',
    brand: 'NRS',
    demoName: 'NRS',
    description:
      'Scan-ready point of sale for convenience, liquor and grocery stores, in three systems sized by pricebook: Standard, Panther and Cheetah.',
    features: ['Pricebooks of up to 15,000 UPCs', 'Age verification prompts', 'EBT acceptance and store reports'],
    idealFor: ['Convenience stores', 'Liquor stores', 'Grocery'],
    image: {
      src: '/illustrations/slide-retail-checkout.svg',
      alt: 'NRS POS: a store checkout with a barcode scanner and POS screen',
    },
    href: '/nrs-pos',
    rating: { ratingValue: 4.8, reviewCount: 58 },
  },
  {
    slug: 'petpooja',
    name: 'Petpooja POS',
    brand: 'Petpooja',
    demoName: 'Petpooja POS',
    description:
      'Restaurant software for billing, tables, kitchen tickets, inventory and online orders, run from one dashboard for dine-in, takeout and delivery.',
    features: ['Fast billing and kitchen order tickets', 'Online order integration', 'Recipe-level inventory'],
    idealFor: ['Full-service restaurants', 'Quick service', 'Cloud kitchens'],
    image: {
      src: '/illustrations/slide-restaurant-pos.svg',
      alt: 'Petpooja POS: a restaurant counter with a POS tablet and kitchen printer',
    },
    href: '/petpooja-pos',
    rating: { ratingValue: 4.8, reviewCount: 36 },
  },
  {
    slug: 'curv',
    name: 'Curv POS',
    brand: 'Curv',
    demoName: 'Curv POS',
    description:
      'A retail point of sale with inventory, customer profiles and reporting, sold in ready-to-run hardware bundles with integrated payments.',
    features: [
      'Three ready-to-run bundles',
      'Variants, stock counts and reorder alerts',
      'Customer profiles and purchase history',
    ],
    idealFor: ['Boutiques', 'Specialty retail', 'Health and beauty'],
    image: {
      src: '/illustrations/device-register.svg',
      alt: 'Curv POS: a dual-screen register with a customer-facing display',
    },
    href: '/curv-pos',
    rating: { ratingValue: 4.8, reviewCount: 47 },
  },
  {
    slug: 'pax-elys',
    name: 'PAX Elys Workstation',
    brand: 'PAX',
    demoName: 'PAX-Elys',
    description:
      'A modular countertop system: a 10.1-inch tablet, a PCI-PTS 5.x certified payment terminal and a cash drawer that work as one.',
    features: [
      '10.1-inch touchscreen display',
      'PCI-PTS 5.x payment terminal',
      'Cash drawer with 5 bill and 8 coin slots',
    ],
    idealFor: ['Retail', 'Hospitality', 'Healthcare', 'Professional services'],
    image: {
      src: '/illustrations/device-workstation.svg',
      alt: 'PAX Elys Workstation: a tablet on a stand with a receipt printer and cash drawer',
    },
    href: '/pax-elys',
    rating: { ratingValue: 4.8, reviewCount: 39 },
  },
] as const satisfies readonly PosSystem[];

export type PosSlug = (typeof posSystems)[number]['slug'];

/** The six systems shown as cards on /pos-solutions, in order (PAX Elys is listed separately). */
export const catalogueSlugs = [
  'clover',
  'figure',
  'swipe-simple',
  'nrs',
  'petpooja',
  'curv',
] as const satisfies readonly PosSlug[];
