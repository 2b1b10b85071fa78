import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'I take cards at farmers markets on my phone, send invoices to wholesale customers from the virtual terminal, and the Register 8 runs the shop. No contract, no surprises, and the money is in the bank the next day.',
  author: 'Marcus Bell',
  company: 'Owner, Bell Hollow Honey Co.',
  rating: 5,
};

/** /swipe-simple: six features, three hardware options, four business types, no contracts. */
export const swipeSimplePage = {
  path: '/swipe-simple',
  keywords: [
    'SwipeSimple',
    'SwipeSimple Register 8',
    'SwipeSimple Terminal',
    'mobile POS',
    'virtual terminal',
    'Bluetooth card reader',
  ],
  product: {
    name: 'SwipeSimple',
    brand: 'SwipeSimple',
    description:
      'SwipeSimple mobile payments, virtual terminal, Register 8 and Terminal for mobile businesses, small retail, service providers and pop-ups, with no long-term contracts.',
    category: 'Mobile point of sale',
    image: '/illustrations/device-card-reader.svg',
    rating: { ratingValue: 4.8, reviewCount: 168 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'SwipeSimple features',
      title: 'Simple Tools for Getting Paid',
      description:
        'Everything runs from one SwipeSimple account, whether you sell from a counter, a truck or a laptop.',
      columns: 3,
      items: [
        {
          title: 'Mobile Payments',
          description:
            'Turn your phone or tablet into a register with the SwipeSimple app and a Bluetooth card reader.',
          icon: 'smartphone',
        },
        {
          title: 'Virtual Terminal',
          description:
            'Key in card payments from any web browser for phone orders, deposits and card-not-present sales.',
          icon: 'monitor',
        },
        {
          title: 'Invoices & Payment Links',
          description: 'E-mail or text an invoice with a secure payment link, and see the moment it is paid.',
          icon: 'file-check',
        },
        {
          title: 'Recurring Billing',
          description: 'Charge saved cards on a schedule for memberships, subscriptions and payment plans.',
          icon: 'refresh',
        },
        {
          title: 'Item Catalog & Inventory',
          description: 'Set up items, prices, taxes and discounts once and use them on every device.',
          icon: 'package',
        },
        {
          title: 'Reporting Dashboard',
          description: 'Sales, refunds, deposits and tips across every device, in one online dashboard.',
          icon: 'chart-line',
        },
      ],
    },
    {
      kind: 'devices',
      id: 'devices',
      eyebrow: 'SwipeSimple hardware',
      title: 'Pick the Hardware That Fits',
      description:
        'From a countertop register to a reader in your pocket, all running on the same SwipeSimple account.',
      items: [
        {
          name: 'SwipeSimple Register 8',
          kind: 'Countertop register',
          description:
            'A compact countertop register with a touchscreen, built-in card reader and receipt printer for shops and counters.',
          image: {
            src: '/illustrations/device-pos-mini.svg',
            alt: 'SwipeSimple Register 8: a compact countertop register with a card in its reader',
          },
          specs: [
            'Touchscreen register',
            'Chip, swipe and contactless payments',
            'Built-in receipt printer',
            'Item catalog and tips on screen',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=SwipeSimple%20Register%208' },
        },
        {
          name: 'SwipeSimple Terminal',
          kind: 'Smart terminal',
          description:
            'A portable smart terminal that prints receipts, for counters, tableside payments and line busting.',
          image: {
            src: '/illustrations/device-handheld.svg',
            alt: 'SwipeSimple Terminal: a handheld smart terminal printing a receipt',
          },
          specs: [
            'Portable touchscreen terminal',
            'Built-in receipt printer',
            'Wi-Fi and cellular options',
            'Accepts every major card and wallet',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=SwipeSimple%20Terminal' },
        },
        {
          name: 'Mobile Solutions',
          kind: 'Phone and tablet',
          description:
            'The SwipeSimple app with a pocket-size Bluetooth reader, for markets, deliveries, house calls and events.',
          image: {
            src: '/illustrations/device-card-reader.svg',
            alt: 'A pocket-size Bluetooth card reader with a chip card inserted',
          },
          specs: [
            'Works with iOS and Android',
            'Bluetooth chip and contactless reader',
            'Text and e-mail receipts',
            'Works alongside the virtual terminal',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=SwipeSimple' },
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'business-types',
      eyebrow: 'Who it is for',
      title: 'Made for Businesses on the Move',
      items: [
        {
          title: 'Mobile Businesses',
          description:
            'Food trucks, delivery, mobile detailing and anyone who takes payments away from a fixed counter.',
          icon: 'truck',
        },
        {
          title: 'Small Retail',
          description: 'A simple register with an item catalog and receipts, without the cost of a full POS system.',
          icon: 'store',
          href: '/retail',
        },
        {
          title: 'Service Providers',
          description: 'Invoices, deposits and card-on-file billing for contractors, cleaners, tutors and consultants.',
          icon: 'briefcase',
          href: '/service-business',
        },
        {
          title: 'Pop-Up Shops',
          description: 'Markets, fairs and events: set up in minutes and take cards wherever you pitch your table.',
          icon: 'calendar',
        },
      ],
    },
    {
      kind: 'split',
      id: 'no-contracts',
      eyebrow: 'Straightforward terms',
      title: 'No Long-Term Contracts',
      body: {
        paragraphs: [
          'SwipeSimple through Queensboro is month-to-month. There is no long-term contract to sign and no cancellation fee if your plans change.',
          'Your processing rate is on your quote in plain English, starting from 2.3% + 10¢ per swiped transaction, and it stays the same.',
        ],
        points: ['Month-to-month service', 'No cancellation fees', 'No hidden fees', 'Next-day funding'],
        image: {
          src: '/illustrations/slide-mobile-pos.svg',
          alt: 'A smartphone with a Bluetooth card reader beside a laptop running a virtual terminal',
        },
        actions: [{ label: 'Get Started', href: '/contact-us?product=SwipeSimple' }],
      },
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'What Merchants Say About SwipeSimple',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Start Taking Payments With SwipeSimple',
      description:
        'Tell us how you sell and we will recommend the right SwipeSimple setup. Your merchant account is set up in 1–2 business days.',
      actions: [
        { label: 'Request Demo', href: '/contact-us?product=SwipeSimple' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
