import type { Cta } from '@/content/routes';
import { site } from '@/content/site';
import type { Feature } from '@/content/types';

/** Everything the About Us page says, section by section, in page order. */

export const story = {
  eyebrow: `Since ${site.foundingYear}`,
  title: 'Our Story',
  paragraphs: [
    `${site.name} started in ${site.foundingYear} in ${site.address.locality}, Queens, with a simple observation: most small business owners could not tell what accepting cards actually cost them. Statements ran several pages, rates crept up after the first few months, and leaving a processor meant paying an early termination fee.`,
    'We set out to run merchant services the way we would want them as business owners. One clear rate you can find on your statement. Month-to-month service with no contracts or cancellation penalties. Deposits the next business day. And a dedicated local representative who knows your business and answers the phone.',
    'Today we process more than $20 million a year for over 100 merchants, from delis, restaurants and convenience stores to gas stations, salons, contractors and online shops. Because we work with over 50 POS solutions, we can recommend the system that fits the way you sell rather than the one we happen to stock.',
  ],
  facts: [
    { label: 'Founded', value: String(site.foundingYear) },
    { label: 'Headquarters', value: `${site.address.locality}, ${site.address.region}` },
    { label: 'Processed per year', value: '$20M+' },
    { label: 'Merchants served', value: '100+' },
    { label: 'POS solutions supported', value: '50+' },
    { label: 'Support for processing clients', value: '24/7' },
  ],
};

/** The section that holds the mission and the vision. */
export const missionAndVision = { title: 'Mission and Vision' };

export const mission = {
  title: 'Our Mission',
  text: 'To give every business owner merchant services they can understand and rely on: honest, consistent pricing, fast funding, secure payments and a real person who answers when you call.',
  commitments: [
    'No long-term contracts and no cancellation penalties',
    'Consistent rates, with every fee on your quote and statement',
    'Next-day funding and PCI-compliant payments',
    'A dedicated local representative for every merchant',
  ],
};

export const vision = {
  title: `Our Vision for ${site.visionYear}`,
  text: `By ${site.visionYear}, we want to be the merchant services partner independent businesses across the New York area recommend to each other, because their statements hold no surprises and their payments simply work.`,
  goals: [
    'Every merchant able to read their full processing cost on one page of their statement',
    'Local representatives serving businesses in all five boroughs, Long Island and New Jersey',
    'AI-driven fraud screening included with every processing account',
    'Month-to-month terms for every merchant, now and as we grow',
  ],
};

export const values = {
  title: 'Our Core Values',
  description: 'Three commitments guide every quote we write, every account we set up and every call we answer.',
  items: [
    {
      title: 'Transparency',
      description:
        'Every fee is on your quote and your statement, explained in plain English. When card brands change their rates, we tell you before it reaches your statement, not after.',
      icon: 'eye',
    },
    {
      title: 'Excellence',
      description:
        'Merchant accounts live in 1–2 business days, POS systems installed in 3–7 days, next-day funding and 24/7 support for processing clients. We hold ourselves to those numbers.',
      icon: 'sparkles',
    },
    {
      title: 'Partnership',
      description:
        'A dedicated local representative, month-to-month terms and advice that puts your margins first, even when that means keeping the equipment you already own.',
      icon: 'handshake',
    },
  ] satisfies Feature[],
};

export const howWeWork = {
  title: 'What Working With Us Looks Like',
  description: 'From the first call to the hundredth deposit, you know what happens next.',
  steps: [
    {
      title: 'Free statement analysis',
      description: 'Send us a recent processing statement. We show you, line by line, what you pay today and why.',
    },
    {
      title: 'A quote you can read',
      description:
        'One clear rate from 2.3% + 10¢ per swiped transaction, every fee listed. Most merchants save 25–30%.',
    },
    {
      title: 'Fast, careful setup',
      description: 'Merchant accounts in 1–2 business days; POS systems installed and your team trained in 3–7 days.',
    },
    {
      title: 'Support that stays',
      description:
        'Your representative checks in after your first statements, and processing clients get 24/7 support.',
    },
  ],
};

export const visit = {
  title: 'Visit Our Office',
  description: `We are a local company. Stop by our office at ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, or ask your representative to come to you.`,
  action: { label: 'Contact Us', href: '/contact-us' } satisfies Cta,
};

export const aboutCta = {
  title: 'Let’s Talk About Your Business',
  description:
    'Tell us how you take payments today. We will reply within one business day with a clear quote and a free analysis of your current statement.',
  actions: [
    { label: 'Contact Us', href: '/contact-us' },
    { label: `Call ${site.phones.sales.display}`, href: `tel:${site.phones.sales.e164}` },
  ] satisfies Cta[],
};
