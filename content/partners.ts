import type { Cta } from '@/content/routes';
import { site } from '@/content/site';
import type { FaqEntry, Feature, IconName } from '@/content/types';

/** Everything the Partners page says, section by section, in page order. */

export const partnerBenefits = {
  title: 'Why Partners Choose Us',
  description: 'Merchants stay with processors they trust. We make it easy for the people who refer them to look good.',
  items: [
    {
      title: 'Pricing Your Merchants Understand',
      description:
        'Rates from 2.3% + 10¢ per swiped transaction, every fee on the quote and no long-term contracts to explain away.',
      icon: 'badge-dollar',
    },
    {
      title: 'Fast Approvals',
      description:
        'Complete applications are typically approved and set up in 1–2 business days, POS installs in 3–7 days.',
      icon: 'zap',
    },
    {
      title: 'A Dedicated Partner Manager',
      description: 'One named contact who knows your book of merchants, helps with quotes and answers the same day.',
      icon: 'user-check',
    },
    {
      title: 'Support That Protects Your Name',
      description:
        'Your merchants get 24/7 support for processing and a local representative, so problems never land on you.',
      icon: 'headset',
    },
  ] satisfies Feature[],
};

export interface PosRecommendation {
  industry: string;
  icon: IconName;
  summary: string;
  systems: readonly { name: string; href: string }[];
}

export const posOverview = {
  title: 'POS Solutions by Industry',
  description:
    'We work with over 50 POS solutions, so you can offer each merchant the system that fits. These are the ones our partners place most often.',
  items: [
    {
      industry: 'Retail',
      icon: 'store',
      summary:
        'Inventory, barcode scanning, customer profiles and multi-channel selling for boutiques and specialty shops.',
      systems: [
        { name: 'Clover POS', href: '/clover-pos' },
        { name: 'Curv POS', href: '/curv-pos' },
      ],
    },
    {
      industry: 'Restaurants & Cafes',
      icon: 'utensils',
      summary:
        'Table and menu management, kitchen printers and displays, online ordering and tips for dine-in and takeout.',
      systems: [
        { name: 'Clover POS', href: '/clover-pos' },
        { name: 'Figure POS', href: '/figure-pos' },
        { name: 'Petpooja POS', href: '/petpooja-pos' },
      ],
    },
    {
      industry: 'Convenience Stores & Gas Stations',
      icon: 'fuel',
      summary:
        'Large pricebooks, age verification, lottery and tobacco tracking and fuel integration, with EBT and fleet cards.',
      systems: [{ name: 'NRS POS (Standard, Panther, Cheetah)', href: '/nrs-pos' }],
    },
    {
      industry: 'Service & Mobile Businesses',
      icon: 'smartphone',
      summary:
        'Card readers, invoices, card-on-file and a virtual terminal for contractors, salons, delivery and pop-ups.',
      systems: [{ name: 'SwipeSimple', href: '/swipe-simple' }],
    },
    {
      industry: 'High-Volume Counters',
      icon: 'monitor',
      summary:
        'A modular countertop workstation with a 10.1-inch customer display for busy retail, hospitality and healthcare desks.',
      systems: [{ name: 'PAX Elys Workstation', href: '/pax-elys' }],
    },
    {
      industry: 'E-Commerce',
      icon: 'globe',
      summary: 'Payment gateways, hosted checkout and recurring billing that connect to the merchant’s online store.',
      systems: [{ name: 'Online payment gateways', href: '/ecommerce' }],
    },
  ] satisfies PosRecommendation[],
};

export const aiSecurity = {
  title: 'AI Security Built Into Every Referral',
  description:
    'Fraud and chargebacks are the fastest way to lose a merchant. Our AI-driven transaction security helps keep your merchants, and your residuals, safe.',
  items: [
    'Real-time risk scoring of every transaction, tuned to each merchant’s normal sales pattern',
    'Card-testing and velocity detection that blocks bursts of small or repeated attempts',
    'Alerts on unusual refunds, keyed entries and after-hours activity',
    'Chargeback alerts and help assembling the evidence to respond before the deadline',
    'End-to-end encryption and tokenization, so card numbers never sit on the merchant’s systems',
    'PCI compliance support, including help completing the right self-assessment questionnaire',
  ],
};

export interface PartnerProgram {
  id: 'reseller' | 'referral' | 'integration';
  name: string;
  audience: string;
  description: string;
  benefits: readonly string[];
  icon: IconName;
  action: Cta;
}

export const programs = {
  title: 'Three Ways to Partner',
  description:
    'Pick the program that matches how involved you want to be. You can move between them as your business grows.',
  items: [
    {
      id: 'reseller',
      name: 'Reseller Program',
      audience: 'For independent sales agents, ISOs and POS dealers',
      description:
        'Sell merchant services and POS systems under a partnership with us and earn ongoing residuals on the processing of every merchant you sign.',
      benefits: [
        'Ongoing monthly residuals with a clear, itemized report',
        'Pricing tools and a partner manager to help you quote',
        'Access to over 50 POS solutions and affordable equipment',
        'Training on our products, pricing and underwriting',
      ],
      icon: 'briefcase',
      action: { label: 'Apply as a Reseller', href: '/contact-us?partner=reseller' },
    },
    {
      id: 'referral',
      name: 'Referral Program',
      audience: 'For accountants, consultants, associations and business owners',
      description:
        'Introduce a business that could pay less for card processing. We do the analysis, the quote and the setup, and you are paid for every referral that becomes a merchant.',
      benefits: [
        'A referral fee for every approved merchant',
        'No selling: we handle the conversation and the paperwork',
        'Updates on the status of each referral',
        'Your clients get a free statement analysis and a $100 credit toward processing fees when they switch',
      ],
      icon: 'users',
      action: { label: 'Become a Referral Partner', href: '/contact-us?partner=referral' },
    },
    {
      id: 'integration',
      name: 'Integration Partner Program',
      audience: 'For software companies, platforms and developers',
      description:
        'Build card acceptance into your software, from booking and invoicing tools to e-commerce platforms, and share in the revenue your users’ payments generate.',
      benefits: [
        'Payment gateway access with developer documentation and a test environment',
        'Hosted payment fields and tokenization that reduce your platform’s PCI scope',
        'Revenue sharing on the processing of the merchants you bring',
        'Technical onboarding support from our integration team',
      ],
      icon: 'layers',
      action: { label: 'Discuss an Integration', href: '/contact-us?partner=integration' },
    },
  ] satisfies PartnerProgram[],
};

export const partnerSteps = {
  title: 'How It Works',
  steps: [
    {
      title: 'Apply',
      description: 'Tell us about your business and the merchants you serve through the contact form or by phone.',
    },
    {
      title: 'Meet your partner manager',
      description: 'A short call to agree on the program, pricing and how we will work together.',
    },
    {
      title: 'Start referring or selling',
      description: 'Use our quoting help and materials; we handle underwriting, setup and support.',
    },
    {
      title: 'Get paid',
      description: 'Residuals or referral fees are paid monthly, with a report that shows every merchant.',
    },
  ],
};

/** The heading of the partner questions. */
export const partnerQuestions = { title: 'Partner Questions' };

export const partnerFaqs = [
  {
    id: 'partner-who-can-apply',
    question: 'Who can become a partner?',
    answer:
      'Independent sales agents, ISOs, POS dealers, accountants, consultants, business associations and software companies that serve US businesses. If your clients accept cards, there is likely a program that fits.',
  },
  {
    id: 'partner-cost',
    question: 'Does it cost anything to join?',
    answer:
      'No. There is no fee to join any of our partner programs. Reseller partners buy equipment only when a merchant needs it, at the same fair prices we offer merchants directly.',
  },
  {
    id: 'partner-support',
    question: 'Who supports the merchants I refer?',
    answer: `We do. Every merchant gets a dedicated local representative and processing clients get 24/7 support at ${site.phones.support.display}. You can stay as involved as you like, and your partner manager keeps you informed.`,
  },
] as const satisfies readonly FaqEntry[];

export const partnersCta = {
  title: 'Let’s Grow Together',
  description:
    'Tell us which program interests you. Your partner manager will call you within one business day to talk it through.',
  actions: [
    { label: 'Become a Partner', href: '/contact-us?partner=reseller' },
    { label: `Call ${site.phones.sales.display}`, href: `tel:${site.phones.sales.e164}` },
  ] satisfies Cta[],
};
