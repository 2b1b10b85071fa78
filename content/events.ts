import type { Cta } from '@/content/routes';

/**
 * Planned webinars. Nothing is scheduled yet: each entry says what the
 * session will cover and the quarter we plan to run it; dates and
 * registration go out to newsletter subscribers first.
 */

export interface PlannedQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

export interface PlannedWebinar {
  id: string;
  title: string;
  abstract: string;
  /** What attendees take away. */
  takeaways: readonly string[];
  audience: string;
  minutes: number;
  planned: PlannedQuarter;
  /** Content on the site that covers the topic today. */
  readNow: Cta;
}

export const webinarsPage = {
  planned: {
    title: 'Sessions We Are Planning',
    description: 'Dates are not set yet. Subscribers hear first when registration opens for each session.',
  },
  listTitle: 'You will learn',
  /** After the session's length: '45 minutes, live'. */
  minutesLabel: 'minutes, live',
};

export const webinarFormat = {
  title: 'How the Webinars Will Work',
  items: [
    {
      title: 'Free and live',
      description: 'Every session is free, held live online and open to any US business owner or manager.',
    },
    { title: '45 minutes', description: 'About 30 minutes of practical content, then 15 minutes for your questions.' },
    {
      title: 'Real examples',
      description: 'We work through anonymized statements, receipts and POS screens, not slides full of jargon.',
    },
    {
      title: 'Recording included',
      description: 'Can’t make the time? Registrants receive the recording and the slides afterward.',
    },
  ],
};

export const webinars = [
  {
    id: 'read-your-statement',
    title: 'Read Your Processing Statement in 20 Minutes',
    abstract:
      'We take an anonymized statement from a real merchant and walk through it page by page: the summary, interchange, card-brand fees and processor markup. You will calculate the effective rate together with us and learn the three lines that most often hide overcharges.',
    takeaways: [
      'Find your effective rate in under five minutes',
      'Tell interchange apart from processor markup',
      'Spot PCI non-compliance fees and quiet rate increases',
    ],
    audience: 'Owners and bookkeepers of any business that accepts cards',
    minutes: 45,
    planned: { year: 2027, quarter: 1 },
    readNow: { label: 'Read the statement guide', href: '/guides/how-to-read-a-processing-statement' },
  },
  {
    id: 'dual-pricing-done-right',
    title: 'Dual Pricing and Cash Discounts, Done Right',
    abstract:
      'Dual pricing and cash discount programs can cut processing costs sharply, but only when signs, receipts and POS settings follow the card-brand rules. We show compliant setups from a deli, a salon and an auto shop, and compare them with surcharging.',
    takeaways: [
      'What customers must see on signs, tags and receipts',
      'How the POS calculates cash and card prices',
      'When surcharging is an option, and when it is not',
    ],
    audience: 'Retail, restaurant and service business owners',
    minutes: 45,
    planned: { year: 2027, quarter: 1 },
    readNow: { label: 'Read the dual pricing guide', href: '/guides/dual-pricing-vs-surcharging' },
  },
  {
    id: 'pci-walkthrough',
    title: 'PCI Compliance for Small Businesses: A Practical Walkthrough',
    abstract:
      'PCI DSS does not have to mean consultants and expensive software. We go through the self-assessment questionnaire that fits most small merchants, question by question, and the handful of habits that keep you compliant all year.',
    takeaways: [
      'Which self-assessment questionnaire applies to you',
      'Securing terminals, Wi-Fi and passwords',
      'The yearly and quarterly tasks to put on the calendar',
    ],
    audience: 'Owners and managers responsible for payments',
    minutes: 45,
    planned: { year: 2027, quarter: 2 },
    readNow: { label: 'Read the PCI checklist', href: '/guides/pci-compliance-checklist' },
  },
  {
    id: 'choosing-a-pos',
    title: 'Choosing a POS System Without Regrets',
    abstract:
      'We compare the systems our merchants use most, from Clover and SwipeSimple to NRS POS for convenience stores, on the questions that matter after the sale: total cost over three years, inventory limits, reporting, support and what happens if you want to leave.',
    takeaways: [
      'Match a POS to how your business actually runs',
      'Compare the real cost of hardware, software and processing',
      'Questions to ask before you sign anything',
    ],
    audience: 'Owners opening a business or replacing a POS',
    minutes: 45,
    planned: { year: 2027, quarter: 2 },
    readNow: { label: 'Read how to choose a POS', href: '/blog/1' },
  },
] as const satisfies readonly PlannedWebinar[];
