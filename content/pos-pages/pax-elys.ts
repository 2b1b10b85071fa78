import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'Our front desk needed one system for copays, retail products and the cash drawer. The Elys Workstation looks professional, patients tap their cards on the terminal, and the drawer balances at the end of every day.',
  author: 'Elena Petrova',
  company: 'Dentist and Owner, Northern Boulevard Family Dental',
  rating: 5,
};

/** /pax-elys: six features, three modular components with specs, four industries. */
export const paxElysPage = {
  path: '/pax-elys',
  keywords: [
    'PAX Elys',
    'PAX Elys Workstation',
    'modular POS',
    'countertop POS',
    'PCI-PTS 5.x terminal',
    'Android POS',
  ],
  product: {
    name: 'PAX Elys Workstation',
    brand: 'PAX',
    description:
      'The PAX Elys Workstation: a 10.1-inch tablet station, a PCI-PTS 5.x certified payment terminal and a cash drawer with 5 bill compartments and 8 coin slots.',
    category: 'Point of sale system',
    image: '/illustrations/device-workstation.svg',
    rating: { ratingValue: 4.8, reviewCount: 39 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'PAX Elys features',
      title: 'One Workstation, Every Counter Task',
      description: 'Sales, payments, cash and receipts in one tidy setup that grows with your business.',
      columns: 3,
      items: [
        {
          title: 'Modular Design',
          description:
            'Tablet, payment terminal and cash drawer connect as one system; add or replace a piece without starting over.',
          icon: 'layers',
        },
        {
          title: 'Every Way to Pay',
          description: 'Chip, swipe, contactless cards and mobile wallets on a terminal your customers can reach.',
          icon: 'credit-card',
        },
        {
          title: 'Android App Ecosystem',
          description: 'Run your POS software and business apps on an Android-based system that updates automatically.',
          icon: 'sparkles',
        },
        {
          title: 'Inventory & Reporting',
          description:
            'Track items, stock levels and daily sales, with reports you can open from the office or your phone.',
          icon: 'chart-line',
        },
        {
          title: 'Secure by Design',
          description:
            'A PCI-PTS 5.x certified terminal, encrypted card data and tokenization keep every payment protected.',
          icon: 'shield-check',
        },
        {
          title: 'Remote Management',
          description:
            'We push updates and settings remotely, so your workstation stays current without a service call.',
          icon: 'cloud',
        },
      ],
    },
    {
      kind: 'devices',
      id: 'devices',
      eyebrow: 'Modular components',
      title: 'Three Components, One System',
      description: 'Each part has its own job. Together they make a complete countertop point of sale.',
      items: [
        {
          name: 'Elys Tablet Station',
          kind: 'Component 1',
          description:
            'The main screen where your team rings up sales, manages items and runs reports, on an adjustable stand.',
          image: {
            src: '/illustrations/device-tablet-stand.svg',
            alt: 'The Elys tablet in an adjustable stand that turns toward the customer',
          },
          specs: [
            '10.1-inch touchscreen display',
            'Android-based operating system',
            'Wi-Fi, Ethernet and Bluetooth',
            'Adjustable, space-saving stand',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=PAX-Elys' },
        },
        {
          name: 'Elys Payment Terminal',
          kind: 'Component 2',
          description: 'The customer-facing terminal that accepts every card and wallet, with a secure PIN pad.',
          image: {
            src: '/illustrations/device-countertop-terminal.svg',
            alt: 'A countertop payment terminal with a screen and keypad',
          },
          specs: [
            'PCI-PTS 5.x certified',
            'EMV chip, magstripe and contactless',
            'Apple Pay, Google Pay and Samsung Pay',
            'Encrypted PIN entry',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=PAX-Elys' },
        },
        {
          name: 'Elys Cash Drawer',
          kind: 'Component 3',
          description:
            'A heavy-duty drawer that opens on cash sales and keeps bills and coins organized for fast, accurate change.',
          image: {
            src: '/illustrations/device-cash-drawer.svg',
            alt: 'An open cash drawer with five bill compartments and eight coin cups',
          },
          specs: ['5 bill compartments', '8 coin slots', 'Opens automatically on cash sales', 'Lockable with a key'],
          cta: { label: 'Request Demo', href: '/contact-us?product=PAX-Elys' },
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'industries',
      eyebrow: 'Who it is for',
      title: 'Industries That Use the Elys Workstation',
      items: [
        {
          title: 'Retail',
          description: 'Scan items, manage stock and take every payment type at a clean, modern counter.',
          icon: 'shopping-basket',
          href: '/retail',
        },
        {
          title: 'Restaurant and Hospitality',
          description: 'Counter service, takeout and front desks, with cash and card handled in one place.',
          icon: 'utensils',
          href: '/restaurant',
        },
        {
          title: 'Healthcare',
          description:
            'Copays, patient balances and retail products at the front desk, on a PCI-PTS certified terminal.',
          icon: 'headset',
        },
        {
          title: 'Professional Services',
          description: 'Retainers, service fees and product sales for salons, studios, offices and repair shops.',
          icon: 'briefcase',
          href: '/service-business',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'What Owners Say About PAX Elys',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'See the PAX Elys Workstation',
      description:
        'Book a demo and we will show you the Elys Workstation running your items. We install and train your team in 3–7 days.',
      actions: [
        { label: 'Request Demo', href: '/contact-us?product=PAX-Elys' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
