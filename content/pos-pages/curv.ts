import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'The Boutique bundle arrived with our products already loaded. Sizes and colors are tracked on their own, reorder alerts tell me what is running low, and customers love that we remember what they bought last season.',
  author: 'Naomi Feld',
  company: 'Owner, Thread & Thimble Boutique',
  rating: 5,
};

/** /curv-pos: six features, three bundles, four retail segments, the payment partner. */
export const curvPage = {
  path: '/curv-pos',
  keywords: ['Curv POS', 'retail POS bundle', 'boutique POS', 'specialty retail POS', 'retail inventory POS'],
  product: {
    name: 'Curv POS',
    brand: 'Curv',
    description:
      'Curv POS for specialty retail: inventory with variants, customer profiles and sales reporting, in three ready-to-run hardware bundles with integrated payments.',
    category: 'Retail point of sale system',
    image: '/illustrations/device-register.svg',
    rating: { ratingValue: 4.8, reviewCount: 47 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Curv POS features',
      title: 'Retail Tools That Work the Way You Do',
      description: 'Curv is built for shops that sell products, not plates: variants, stock, customers and margins.',
      columns: 3,
      items: [
        {
          title: 'Inventory With Variants',
          description: 'Track every size, color and style on its own, with stock counts that update as you sell.',
          icon: 'package',
        },
        {
          title: 'Reorder Alerts',
          description: 'Low-stock alerts and purchase orders so best sellers are on the shelf when customers ask.',
          icon: 'truck',
        },
        {
          title: 'Customer Profiles',
          description:
            'Purchase history, preferences and contact details at checkout, for service that feels personal.',
          icon: 'users',
        },
        {
          title: 'Loyalty & Promotions',
          description: 'Reward repeat shoppers and run sales, bundles and discounts without manual price changes.',
          icon: 'gift',
        },
        {
          title: 'Sales & Margin Reports',
          description: 'Best sellers, slow movers and margins by item, category and staff member.',
          icon: 'chart-line',
        },
        {
          title: 'Integrated Payments',
          description: 'Card payments run inside the register, so every sale and refund reconciles automatically.',
          icon: 'credit-card',
        },
      ],
    },
    {
      kind: 'bundles',
      id: 'bundles',
      eyebrow: 'Curv bundles',
      title: 'Three Bundles, Ready to Ring Up Sales',
      description:
        'Each bundle arrives configured with your products and taxes, tested by our team and ready to plug in.',
      items: [
        {
          name: 'Essentials Bundle',
          tagline: 'For small shops and pop-ups',
          description:
            'A compact register for a single counter, with everything you need to take payments and print receipts.',
          includesLabel: 'What’s included',
          includes: ['Compact touchscreen register', 'Built-in card reader', 'Receipt printer', 'Curv POS software'],
          image: {
            src: '/illustrations/device-pos-mini.svg',
            alt: 'A compact countertop register with a built-in card reader',
          },
          cta: { label: 'Request Demo', href: '/contact-us?product=Curv%20POS' },
        },
        {
          name: 'Boutique Bundle',
          tagline: 'For busy specialty stores',
          description:
            'A full checkout station with scanning and a cash drawer, for shops with a steady flow of customers.',
          includesLabel: 'What’s included',
          includes: [
            'Countertop POS station',
            'Barcode scanner',
            'Cash drawer and receipt printer',
            'Card terminal with contactless',
          ],
          image: { src: '/illustrations/device-pos-station.svg', alt: 'A countertop POS station on a sturdy stand' },
          cta: { label: 'Request Demo', href: '/contact-us?product=Curv%20POS' },
          badge: 'Complete checkout',
        },
        {
          name: 'Multi-Store Bundle',
          tagline: 'For growing retailers',
          description:
            'A dual-screen register for the main counter plus a handheld for the floor, with inventory shared across locations.',
          includesLabel: 'What’s included',
          includes: [
            'Dual-screen register with customer display',
            'Handheld for line busting',
            'Label printer for price tags',
            'Inventory shared across stores',
          ],
          image: {
            src: '/illustrations/device-register.svg',
            alt: 'A dual-screen register with a customer-facing display',
          },
          cta: { label: 'Request Demo', href: '/contact-us?product=Curv%20POS' },
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'segments',
      eyebrow: 'Who it is for',
      title: 'Made for Specialty Retail',
      items: [
        {
          title: 'Apparel & Boutiques',
          description: 'Sizes, colors and seasons, with customer profiles for personal service.',
          icon: 'shopping-basket',
          href: '/retail',
        },
        {
          title: 'Gift & Specialty Shops',
          description: 'Wide, changing assortments with quick item setup and gift receipts.',
          icon: 'gift',
        },
        {
          title: 'Health & Beauty',
          description: 'Product retail alongside services, with loyalty for regular customers.',
          icon: 'sparkles',
        },
        {
          title: 'Hardware & Home Goods',
          description: 'Thousands of SKUs, barcode scanning and reorder alerts for the basics.',
          icon: 'scan-barcode',
        },
      ],
    },
    {
      kind: 'split',
      id: 'payments',
      eyebrow: 'Payment partner',
      title: 'Payments Processed by Queensboro',
      body: {
        paragraphs: [
          'Curv POS comes with integrated payment processing from Queensboro Merchant Solutions. Card payments run inside the register, so there is no separate terminal to key amounts into and nothing to reconcile by hand.',
          'You get the same terms as every Queensboro merchant: rates from 2.3% + 10¢ per swiped transaction, next-day funding and no long-term contracts, with a dedicated local representative who knows your account.',
        ],
        points: [
          'Rates from 2.3% + 10¢ swiped',
          'Next-day funding',
          'No long-term contracts',
          'PCI compliance support',
        ],
        image: {
          src: '/illustrations/hero-payments.svg',
          alt: 'A card terminal taking a contactless payment beside a phone showing a completed payment',
        },
        actions: [{ label: 'See Merchant Services', href: '/merchant-services' }],
        reverse: true,
      },
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'What Retailers Say About Curv POS',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Choose Your Curv Bundle',
      description: 'Book a demo and we will help you pick a bundle, load your products and install it in 3–7 days.',
      actions: [
        { label: 'Request Demo', href: '/contact-us?product=Curv%20POS' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
