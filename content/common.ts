import type { Cta } from '@/content/routes';

/** Copy shared by many pages. */

export const closingCta = {
  title: 'Ready to Pay Less to Get Paid?',
  description:
    'Send us a recent statement and we will show you, line by line, what you would pay with us: most merchants save 25–30%. Switch now and get a $100 credit toward processing fees.',
  actions: [
    { label: 'Get a Free Quote', href: '/contact-us' },
    { label: 'Estimate Your Savings', href: '/savings-calculator' },
  ] satisfies Cta[],
};
