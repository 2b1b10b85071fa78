import type { IconName } from '@/content/types';

/** Everything the Resources page says, section by section, in page order. */

export interface ResourceLink {
  href: string;
  title: string;
  description: string;
  icon: IconName;
  action: string;
}

export const library = {
  title: 'Explore the Resource Library',
  description: 'Everything we publish to help you understand, compare and lower what you pay to accept cards.',
  items: [
    {
      href: '/guides',
      title: 'Guides',
      description:
        'Step-by-step guides to reading a processing statement, choosing between dual pricing and surcharging, and PCI compliance.',
      icon: 'file-check',
      action: 'Read the guides',
    },
    {
      href: '/savings-calculator',
      title: 'Savings Calculator',
      description:
        'Enter your monthly volume, average ticket and current fees to see what you would pay with us or with dual pricing.',
      icon: 'calculator',
      action: 'Estimate your savings',
    },
    {
      href: '/blog',
      title: 'Blog',
      description:
        'Articles on POS systems, processing fees, contactless payments, fraud prevention, loyalty and running a small business.',
      icon: 'layers',
      action: 'Browse the articles',
    },
    {
      href: '/faq',
      title: 'FAQ',
      description:
        'Straight answers about our rates, contracts, setup times, equipment, dual pricing, EBT and support.',
      icon: 'headset',
      action: 'Read the answers',
    },
    {
      href: '/webinars',
      title: 'Webinars',
      description:
        'Free live sessions with our payment experts on statements, dual pricing, PCI compliance and choosing a POS.',
      icon: 'calendar',
      action: 'See what is planned',
    },
    {
      href: '/white-papers',
      title: 'White Papers',
      description:
        'In-depth research on interchange, pass-through pricing rules, small-merchant fraud and the true cost of a POS.',
      icon: 'chart-line',
      action: 'See the papers in progress',
    },
  ] satisfies ResourceLink[],
};

export const featuredArticles = {
  title: 'Popular Articles',
  description: 'The articles merchants ask us about most.',
  /** Blog article addresses (/blog/<slug>), in display order. */
  ids: ['2', '1', '4'],
  more: { label: 'See all articles', href: '/blog' },
};

export const featuredQuestions = {
  title: 'Common Questions',
  description: 'Three of the questions we hear most. There are 21 answers on the FAQ page.',
  /** FAQ entry ids, in display order. */
  ids: ['what-rates', 'contracts', 'setup-time'],
  more: { label: 'Read all 21 answers', href: '/faq' },
};

export const resourcesCta = {
  title: 'Prefer to Talk It Through?',
  description:
    'Send us a recent statement and a payment expert will walk you through it, line by line, with no obligation. Most merchants save 25–30%.',
  actions: [
    { label: 'Get a Free Statement Analysis', href: '/contact-us' },
    { label: 'Estimate Your Savings', href: '/savings-calculator' },
  ],
};

/** The words of /guides around the guides themselves (content/guides/*.md). */
export const guidesPage = {
  title: 'Guides for Merchants',
  /** Each card's link to its guide. */
  readGuide: 'Read the guide',
};
