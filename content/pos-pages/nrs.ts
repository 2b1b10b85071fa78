import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'We moved up to the Cheetah when our pricebook outgrew the old register. Scanning is instant, the ID prompts keep the cashiers honest on beer and tobacco, and I read the day’s numbers on my phone before I even get to the store.',
  author: 'Harpreet Singh',
  company: 'Owner, Crescent Deli & Grocery',
  rating: 5,
};

/** The three NRS systems, smallest first. The mid system is Panther, everywhere. */
export const nrsSystems = [
  {
    name: 'NRS Standard',
    tagline: 'For small shops getting started',
    highlight: { value: 'Basic', label: 'pricebook' },
    description:
      'A dependable scanning register with a basic pricebook, for kiosks, newsstands and small shops with a short item list.',
    includesLabel: 'Key features',
    includes: [
      'Basic pricebook',
      'Barcode scanning and price lookup',
      'Credit, debit and EBT acceptance',
      'Daily sales reports',
    ],
    image: { src: '/illustrations/device-pos-mini.svg', alt: 'A compact countertop register with a card reader' },
    cta: { label: 'Request Demo', href: '/contact-us?product=NRS%20Standard' },
  },
  {
    name: 'NRS Panther',
    tagline: 'For growing convenience stores',
    highlight: { value: 'Up to 4,500', label: 'UPCs in the pricebook' },
    description:
      'More room and more control for busy convenience and liquor stores: up to 4,500 UPCs, age verification and promotions.',
    includesLabel: 'Key features',
    includes: [
      'Pricebook of up to 4,500 UPCs',
      'Age verification prompts',
      'Mix-and-match promotions',
      'Inventory and vendor reports',
    ],
    image: { src: '/illustrations/device-register.svg', alt: 'A dual-screen register with a customer-facing display' },
    cta: { label: 'Request Demo', href: '/contact-us?product=NRS%20Panther' },
  },
  {
    name: 'NRS Cheetah',
    tagline: 'For high-volume stores',
    highlight: { value: '15,000+', label: 'items in the pricebook' },
    description:
      'The full system for grocery, liquor and high-volume convenience stores: a pricebook of up to 15,000 UPCs and multi-store reporting.',
    includesLabel: 'Key features',
    includes: [
      'Pricebook of up to 15,000 UPCs',
      'ID scanning for age-restricted sales',
      'Promotions and loyalty',
      'Multi-store reports from your phone',
    ],
    image: {
      src: '/illustrations/device-workstation.svg',
      alt: 'A modular POS workstation with a tablet, receipt printer and cash drawer',
    },
    cta: { label: 'Request Demo', href: '/contact-us?product=NRS%20Cheetah' },
    badge: 'Largest pricebook',
  },
] as const;

/** /nrs-pos: the systems list, a comparison table, features, four store types. */
export const nrsPage = {
  path: '/nrs-pos',
  keywords: [
    'NRS POS',
    'NRS Cheetah',
    'NRS Panther',
    'NRS Standard',
    'convenience store POS',
    'liquor store POS',
    'grocery POS',
  ],
  product: {
    name: 'NRS POS',
    brand: 'NRS',
    description:
      'NRS POS systems for convenience, liquor and grocery stores: Standard (basic pricebook), Panther (up to 4,500 UPCs) and Cheetah (up to 15,000 UPCs).',
    category: 'Point of sale system',
    image: '/illustrations/slide-retail-checkout.svg',
    rating: { ratingValue: 4.8, reviewCount: 58 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'bundles',
      id: 'systems',
      eyebrow: 'NRS systems',
      title: 'Three Systems, Sized to Your Store',
      description:
        'The difference is how many items your pricebook holds and how much control you need. Every system scans, takes EBT and reports.',
      items: nrsSystems,
    },
    {
      kind: 'comparison',
      id: 'compare',
      title: 'Compare NRS Systems',
      description: 'Side by side, so you can see which system fits your store today and which one you will grow into.',
      table: {
        caption: 'NRS Standard, Panther and Cheetah compared by pricebook size and features',
        rowHeader: 'Feature',
        columns: ['Standard', 'Panther', 'Cheetah'],
        rows: [
          {
            label: 'Best for',
            values: ['Kiosks and small shops', 'Convenience and liquor stores', 'Grocery and high-volume stores'],
          },
          { label: 'Pricebook capacity', values: ['Basic pricebook', 'Up to 4,500 UPCs', 'Up to 15,000 UPCs'] },
          { label: 'Barcode scanning and price lookup', values: [true, true, true] },
          { label: 'Credit, debit and EBT acceptance', values: [true, true, true] },
          { label: 'Daily sales reports', values: [true, true, true] },
          { label: 'Age verification prompts', values: [false, true, true] },
          { label: 'Mix-and-match promotions', values: [false, true, true] },
          { label: 'Inventory and vendor reports', values: [false, true, true] },
          { label: 'ID scanning for age-restricted sales', values: [false, false, true] },
          { label: 'Multi-store reports', values: [false, false, true] },
        ],
        note: 'Not sure which you need? Send us your item count and we will recommend a system.',
      },
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Why NRS',
      title: 'Made for Independent Stores',
      description:
        'NRS is built around the counter of a convenience, liquor or grocery store, not adapted from a restaurant system.',
      columns: 3,
      items: [
        {
          title: 'Fast Scanning',
          description: 'Scan, bag and pay in seconds, with price lookups and quick keys for loose items.',
          icon: 'scan-barcode',
        },
        {
          title: 'Age Verification',
          description: 'Prompts on age-restricted items, with ID scanning on Cheetah, so every sale is checked.',
          icon: 'id-card',
        },
        {
          title: 'EBT Acceptance',
          description: 'Accept SNAP/EBT alongside credit and debit, with eligible items flagged automatically.',
          icon: 'wallet',
        },
        {
          title: 'Promotions',
          description: 'Mix-and-match deals, multi-buys and price changes pushed to the register in one step.',
          icon: 'percent',
        },
        {
          title: 'Remote Reports',
          description: 'Sales, voids and cash counts from your phone, so you can manage the store from anywhere.',
          icon: 'chart-line',
        },
        {
          title: 'Secure Payments',
          description: 'EMV chip, contactless and encrypted card data, with PCI compliance support from our team.',
          icon: 'lock',
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'store-types',
      eyebrow: 'Who it is for',
      title: 'Stores That Run on NRS',
      items: [
        {
          title: 'Convenience Stores',
          description: 'Age checks, lottery and tobacco sales and fast lines at the counter.',
          icon: 'store',
          href: '/convenience-store',
        },
        {
          title: 'Liquor Stores',
          description: 'Large pricebooks, case and single pricing and ID checks on every sale.',
          icon: 'id-card',
        },
        {
          title: 'Grocery and Bodegas',
          description: 'Thousands of UPCs, EBT acceptance and weighed or loose items.',
          icon: 'shopping-basket',
        },
        {
          title: 'Tobacco and Vape Shops',
          description: 'Age verification, promotions and tight inventory control.',
          icon: 'shield-check',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'From an NRS Store Owner',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Find the Right NRS System',
      description:
        'Tell us how many items you stock and how you sell, and we will recommend Standard, Panther or Cheetah and install it in 3–7 days.',
      actions: [
        { label: 'Contact Sales', href: '/contact-us?product=NRS' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
