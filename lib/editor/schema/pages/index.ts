import { blogPageFields } from '@/lib/editor/schema/blog';
import { guidesPageFields } from '@/lib/editor/schema/guides';
import { legalSingleton } from '@/lib/editor/schema/legal';
import { pageSingleton } from '@/lib/editor/schema/page';
import { aboutUsPageFields } from '@/lib/editor/schema/pages/about-us';
import { faqPageFields } from '@/lib/editor/schema/pages/faq';
import { homePageFields } from '@/lib/editor/schema/pages/home';
import { partnersPageFields } from '@/lib/editor/schema/pages/partners';
import { resourcesPageFields } from '@/lib/editor/schema/pages/resources';
import { savingsCalculatorPageFields } from '@/lib/editor/schema/pages/savings-calculator';
import { webinarsPageFields } from '@/lib/editor/schema/pages/webinars';
import { whitePapersPageFields } from '@/lib/editor/schema/pages/white-papers';
import type { PageKey } from '@/lib/route-registry';

/**
 * One singleton per registered page (lib/route-registry.ts), named as the
 * editor's sidebar shows it, with the fields of the page's own sections
 * beside its route fields. Every registered page must be here (the type
 * below says so).
 */
export const pageSingletons = {
  home: pageSingleton('home', 'Home', homePageFields),
  products: pageSingleton('products', 'Products'),
  'merchant-services': pageSingleton('merchant-services', 'Merchant Services'),
  'payment-processing': pageSingleton('payment-processing', 'Payment Processing'),
  'value-added-services': pageSingleton('value-added-services', 'Value-Added Services'),
  'pos-solutions': pageSingleton('pos-solutions', 'POS Solutions'),
  'clover-pos': pageSingleton('clover-pos', 'Clover POS'),
  'figure-pos': pageSingleton('figure-pos', 'Figure POS'),
  'swipe-simple': pageSingleton('swipe-simple', 'SwipeSimple'),
  'nrs-pos': pageSingleton('nrs-pos', 'NRS POS'),
  'petpooja-pos': pageSingleton('petpooja-pos', 'Petpooja POS'),
  'curv-pos': pageSingleton('curv-pos', 'Curv POS'),
  'pax-elys': pageSingleton('pax-elys', 'PAX Elys'),
  'business-types': pageSingleton('business-types', 'Business Types'),
  retail: pageSingleton('retail', 'Retail'),
  restaurant: pageSingleton('restaurant', 'Restaurant'),
  'convenience-store': pageSingleton('convenience-store', 'Convenience Store'),
  'gas-station': pageSingleton('gas-station', 'Gas Station'),
  ecommerce: pageSingleton('ecommerce', 'E-Commerce'),
  'service-business': pageSingleton('service-business', 'Service Business'),
  partners: pageSingleton('partners', 'Partners', partnersPageFields),
  resources: pageSingleton('resources', 'Resources', resourcesPageFields),
  'about-us': pageSingleton('about-us', 'About Us', aboutUsPageFields),
  'contact-us': pageSingleton('contact-us', 'Contact Us'),
  blog: pageSingleton('blog', 'Blog page', blogPageFields),
  faq: pageSingleton('faq', 'FAQ', faqPageFields),
  'savings-calculator': pageSingleton('savings-calculator', 'Savings Calculator', savingsCalculatorPageFields),
  guides: pageSingleton('guides', 'Guides page', guidesPageFields),
  webinars: pageSingleton('webinars', 'Webinars', webinarsPageFields),
  'white-papers': pageSingleton('white-papers', 'White Papers', whitePapersPageFields),
  'privacy-policy': legalSingleton('privacy-policy', 'Privacy Policy'),
  'terms-of-service': legalSingleton('terms-of-service', 'Terms of Service'),
} satisfies Record<PageKey, unknown>;
