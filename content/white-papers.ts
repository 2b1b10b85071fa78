import type { PlannedQuarter } from '@/content/events';
import type { Cta } from '@/content/routes';

/**
 * White papers in preparation: what each will cover and the quarter we plan
 * to publish it. Subscribers receive each one the day it is published.
 */

export interface PlannedWhitePaper {
  id: string;
  title: string;
  abstract: string;
  contents: readonly string[];
  /** Approximate length, in pages. */
  pages: number;
  planned: PlannedQuarter;
  readNow: Cta;
}

export const whitePapersPage = {
  planned: {
    title: 'Papers in Progress',
    description:
      'Each paper is being researched and written now. Subscribers receive each one the day it is published.',
  },
  listTitle: 'Inside the paper',
  /** Around the paper's length: 'About 24 pages'. */
  pagesLabel: { before: 'About', after: 'pages' },
  freeLabel: 'Free to read',
};

export const whitePaperPromise = {
  title: 'What Goes Into Our White Papers',
  items: [
    {
      title: 'Built on real statements',
      description:
        'Figures come from anonymized statements and transactions of merchants we serve, with the method explained.',
    },
    {
      title: 'Written for owners',
      description: 'Each paper opens with a one-page summary and ends with a checklist you can act on.',
    },
    {
      title: 'No gated download',
      description: 'Papers will be free to read on this site. Subscribers simply hear about them first.',
    },
  ],
};

export const whitePapers = [
  {
    id: 'where-processing-dollars-go',
    title: 'Where Your Processing Dollars Go: Interchange, Assessments and Markup',
    abstract:
      'A breakdown of what a typical small merchant pays to accept cards, split between the card-issuing banks, the card brands and the processor. Using anonymized statements from restaurants, retailers and service businesses, we show how card mix, ticket size and pricing model change the effective rate, and why merchants who switch to transparent pricing save 25–30% on average.',
    contents: [
      'Interchange categories that matter for small merchants',
      'Flat-rate, tiered and interchange-plus pricing compared',
      'Effective rates by industry and average ticket',
      'A checklist for reviewing your own statement',
    ],
    pages: 14,
    planned: { year: 2027, quarter: 1 },
    readNow: { label: 'Read the statement guide', href: '/guides/how-to-read-a-processing-statement' },
  },
  {
    id: 'pass-through-pricing-rules',
    title: 'Surcharging, Dual Pricing and Cash Discounts: A Merchant’s Guide to the Rules',
    abstract:
      'Passing card costs to customers is legal in many forms, but the rules differ between card brands and from state to state, and they change. This paper explains how each model works, what disclosure it requires and which mistakes lead to complaints or fines. It is general information, not legal advice.',
    contents: [
      'How the card brands define surcharges and discounts',
      'Signage, receipt and checkout disclosure requirements',
      'Debit cards, caps and registration requirements',
      'Choosing a model for your industry',
    ],
    pages: 12,
    planned: { year: 2027, quarter: 2 },
    readNow: { label: 'Read the dual pricing guide', href: '/guides/dual-pricing-vs-surcharging' },
  },
  {
    id: 'small-merchant-fraud',
    title: 'Card Fraud and Chargebacks at Small Merchants: Patterns and Defenses',
    abstract:
      'Small businesses often feel fraud and chargebacks more than large retailers because they have fewer people and systems watching for them. We describe the patterns we see most often, from card testing and refund abuse to friendly fraud, and how AI-driven monitoring, chip and contactless acceptance and better receipts stop them.',
    contents: [
      'The most common fraud patterns, in store and online',
      'What AI transaction monitoring catches, and what it cannot',
      'Winning chargebacks: evidence and deadlines',
      'A fraud-prevention checklist for staff',
    ],
    pages: 16,
    planned: { year: 2027, quarter: 2 },
    readNow: { label: 'Read about payment fraud', href: '/blog/4' },
  },
  {
    id: 'pos-total-cost',
    title: 'The True Cost of a POS System: A Five-Year Model',
    abstract:
      'The price of the hardware is the smallest part of what a POS costs. We model five years of ownership for a quick-service restaurant, a convenience store and a boutique, including software subscriptions, processing, add-ons, support and replacement, and show where the real differences between systems are.',
    contents: [
      'Hardware, software and processing costs over five years',
      'Leasing versus buying equipment',
      'The hidden costs of switching systems',
      'A worksheet for comparing quotes',
    ],
    pages: 18,
    planned: { year: 2027, quarter: 3 },
    readNow: { label: 'Read how to choose a POS', href: '/blog/1' },
  },
] as const satisfies readonly PlannedWhitePaper[];
