import type { Cta } from '@/content/routes';

/** The 404 page: shown for any address the site does not have. */
export const notFoundPage = {
  title: '404 Page Not Found',
  eyebrow: 'Error 404',
  description:
    "We couldn't find that page. It may have been moved, or the address may be mistyped. Check the link, or start again from one of the pages below.",
  primary: { label: 'Go to the Home Page', href: '/' } satisfies Cta,
  secondary: { label: 'Contact Us', href: '/contact-us' } satisfies Cta,
  suggestions: [
    { label: 'Merchant services', href: '/merchant-services' },
    { label: 'POS systems', href: '/pos-solutions' },
    { label: 'Business types', href: '/business-types' },
    { label: 'FAQ', href: '/faq' },
  ] satisfies Cta[],
};
