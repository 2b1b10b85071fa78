import type { PageContent } from '@/content/page-sections';

/** The installation service offered with every system (shown, and in structured data). */
export const installationService = {
  name: 'POS Installation and Training',
  serviceType: 'POS installation',
  description:
    'On-site installation, menu or pricebook setup, payment integration and staff training for every POS system we sell, completed in 3–7 days.',
};

/** /pos-solutions: six system cards, PAX Elys, three benefits, installation, calls to action. */
export const cataloguePage = {
  path: '/pos-solutions',
  keywords: [
    'POS systems',
    'compare POS systems',
    'Clover POS',
    'NRS POS',
    'SwipeSimple',
    'restaurant POS',
    'retail POS',
  ],
  service: installationService,
  catalogue: ['clover', 'figure', 'swipe-simple', 'nrs', 'petpooja', 'curv', 'pax-elys'],
  sections: [
    {
      kind: 'cards',
      id: 'systems',
      eyebrow: 'POS systems',
      title: 'Compare Our Most Popular Systems',
      description:
        'Six systems our merchants choose most often. Each one is installed, connected to your payments and supported by our team.',
      columns: 3,
      items: [
        { system: 'clover', withFeatures: true },
        { system: 'figure', withFeatures: true },
        { system: 'swipe-simple', withFeatures: true },
        { system: 'nrs', withFeatures: true },
        { system: 'petpooja', withFeatures: true },
        { system: 'curv', withFeatures: true },
      ],
    },
    {
      kind: 'split',
      id: 'pax-elys',
      eyebrow: 'Also available',
      title: 'PAX Elys Workstation',
      body: {
        paragraphs: [
          'Prefer one modular system at the counter? The PAX Elys Workstation combines a 10.1-inch tablet station, a PCI-PTS 5.x certified payment terminal and a cash drawer with 5 bill compartments and 8 coin slots.',
        ],
        points: [
          'Ideal for retail',
          'Ideal for hospitality',
          'Ideal for healthcare',
          'Ideal for professional services',
        ],
        image: {
          src: '/illustrations/device-workstation.svg',
          alt: 'PAX Elys Workstation: a tablet on a stand with a receipt printer and cash drawer',
        },
        actions: [
          { label: 'Explore PAX Elys', href: '/pax-elys' },
          { label: 'Request Demo', href: '/contact-us?product=PAX-Elys' },
        ],
      },
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Why upgrade',
      title: 'What the Right POS Does for You',
      description:
        'A modern point of sale pays for itself in time saved, happier customers and sales you were missing.',
      image: {
        src: '/illustrations/blog-choose-pos.svg',
        alt: 'Handheld, tablet and countertop POS devices side by side next to a comparison checklist',
      },
      items: [
        {
          title: 'Streamlined Operations',
          description:
            'Inventory, staff and sales in one place, so closing the day takes minutes instead of an evening.',
          icon: 'zap',
          points: ['Stock updates with every sale', 'Clock-ins and permissions', 'Reports on your phone'],
        },
        {
          title: 'Enhanced Customer Experience',
          description: 'Faster checkout, every way to pay and rewards that bring customers back.',
          icon: 'users',
          points: ['Tap, chip, swipe and wallets', 'Pay at the table or in line', 'Loyalty and digital receipts'],
        },
        {
          title: 'Increased Revenue',
          description: 'See what sells, when and to whom, then act on it with promotions and online ordering.',
          icon: 'trending-up',
          points: ['Best-seller and hourly reports', 'Promotions and upsells', 'Online and mobile ordering'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'installation',
      eyebrow: 'Installation included',
      title: 'Installed and Running in 3–7 Days',
      description: installationService.description,
      items: [
        {
          title: 'Choose your system',
          description: 'We ask how you sell and recommend a system and hardware that fit, with a clear quote.',
        },
        {
          title: 'We configure it',
          description: 'Your menu or pricebook, taxes, staff and payments are loaded before the hardware arrives.',
        },
        {
          title: 'Install and train',
          description: 'We set everything up at your business and train your team on the day.',
        },
        {
          title: 'Ongoing support',
          description: 'Your local representative stays on call, with extended support hours for POS.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Not Sure Which System Fits?',
      description:
        'We work with over 50 POS solutions. Tell us about your business and we will recommend one, or book a demo to try it first.',
      actions: [
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Schedule Demo', href: '/contact-us?demo=true' },
      ],
    },
  ],
} satisfies PageContent;
