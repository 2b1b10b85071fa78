import type { PageContent } from '@/content/page-sections';

/** /business-types: every industry with its key features, two clients' words, a way to talk to us. */
export const businessTypesPage = {
  path: '/business-types',
  service: {
    name: 'Payment and POS solutions by industry',
    serviceType: 'Merchant services',
    description:
      'Payment processing and POS systems for retail, restaurants, convenience stores, gas stations, e-commerce and service businesses.',
  },
  sections: [
    {
      kind: 'industries',
      id: 'industries',
      eyebrow: 'Industries we serve',
      title: 'Find Your Industry',
      description:
        'Each card lists what we set up for that kind of business. Open one to see every feature and the systems we recommend.',
      showFeatures: true,
    },
    {
      kind: 'testimonials',
      id: 'testimonials',
      title: 'What Business Owners Say',
      description: 'Two very different businesses, one approach: the right tools and a clear price.',
      items: [
        {
          quote:
            'We run a grocery with a deli counter, so we needed scanning, EBT and a kitchen printer on one system. They found one that did all three and had it running before the weekend rush.',
          author: 'Samir Haddad',
          company: 'Owner, Haddad Market & Deli',
          rating: 5,
        },
        {
          quote:
            'As a dog groomer I take deposits online, payments at the van and the occasional phone order. One account handles all of it, and I finally understand my statement.',
          author: 'Olivia Chen',
          company: 'Owner, Tidy Paws Mobile Grooming',
          rating: 4.5,
        },
      ],
      action: { label: 'Talk to Us About Your Business', href: '/contact-us' },
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Don’t See Your Industry?',
      description:
        'We work with over 50 POS solutions and every kind of card acceptance. Tell us how you sell and we will recommend a setup.',
      actions: [
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Compare POS Systems', href: '/pos-solutions' },
      ],
    },
  ],
} satisfies PageContent;
