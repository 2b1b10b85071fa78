import type { Cta, FooterGroup, HeaderMenu, RouteEntry } from '@/content/routes';

/**
 * The words of the header, the footer and the registry entries of generated
 * pages. Where each page appears is in content/routes.ts; lib/routes.ts
 * assembles the menus.
 */

/** The header's call to action (desktop bar and mobile menu). */
export const headerAction: Cta = { label: 'Contact Us', href: '/contact-us' };

/** Top-level pages whose header link opens a dropdown, and the menu it shows. */
export const submenus: Partial<Record<string, HeaderMenu>> = {
  '/products': 'products',
  '/business-types': 'business-types',
};

/** The footer's link groups, in order, with their headings. */
export const footerGroups: readonly { group: FooterGroup; title: string }[] = [
  { group: 'quick-links', title: 'Quick Links' },
  { group: 'pos-solutions', title: 'POS Solutions' },
  { group: 'resources', title: 'Resources' },
];

/** What the registry says of every blog article and guide (their titles and texts come from their Markdown). */
export const generatedRoutes = {
  article: {
    parent: '/blog',
    ctas: [{ label: 'Talk to an Expert', href: '/contact-us' }],
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  guide: {
    parent: '/guides',
    ctas: [{ label: 'Ask an Expert', href: '/contact-us' }],
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  },
} as const satisfies Record<string, Pick<RouteEntry, 'parent' | 'ctas' | 'sitemap'>>;
