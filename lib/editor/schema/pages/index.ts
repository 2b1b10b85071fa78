import { blogPageFields } from '@/lib/editor/schema/blog';
import { posCataloguePageFields, posPageFields, servicePageFields } from '@/lib/editor/schema/catalogue';
import { guidesPageFields } from '@/lib/editor/schema/guides';
import { legalSingleton } from '@/lib/editor/schema/legal';
import { pageSingleton } from '@/lib/editor/schema/page';
import { aboutUsPageFields } from '@/lib/editor/schema/pages/about-us';
import { contactUsPageFields } from '@/lib/editor/schema/pages/contact-us';
import { faqPageFields } from '@/lib/editor/schema/pages/faq';
import { homePageFields } from '@/lib/editor/schema/pages/home';
import { partnersPageFields } from '@/lib/editor/schema/pages/partners';
import { resourcesPageFields } from '@/lib/editor/schema/pages/resources';
import { savingsCalculatorPageFields } from '@/lib/editor/schema/pages/savings-calculator';
import { webinarsPageFields } from '@/lib/editor/schema/pages/webinars';
import { whitePapersPageFields } from '@/lib/editor/schema/pages/white-papers';
import type { PageKey } from '@/lib/route-registry';
import { newsletterConfirmPageFields } from '@/lib/editor/schema/pages/newsletter-confirm';

/**
 * One singleton per registered page (lib/route-registry.ts), named as the
 * editor's sidebar shows it, with the fields of the page's own sections
 * beside its route fields. Every registered page must be here (the type
 * below says so).
 */
export const pageSingletons = {
  home: pageSingleton('home', 'Home', homePageFields),
  products: pageSingleton('products', 'Products', servicePageFields),
  'merchant-services': pageSingleton('merchant-services', 'Merchant Services', servicePageFields),
  'payment-processing': pageSingleton('payment-processing', 'Payment Processing', servicePageFields),
  'value-added-services': pageSingleton('value-added-services', 'Value-Added Services', servicePageFields),
  'pos-solutions': pageSingleton('pos-solutions', 'POS Solutions', posCataloguePageFields),
  'clover-pos': pageSingleton('clover-pos', 'Clover POS', posPageFields),
  'figure-pos': pageSingleton('figure-pos', 'Figure POS', posPageFields),
  'swipe-simple': pageSingleton('swipe-simple', 'SwipeSimple', posPageFields),
  'nrs-pos': pageSingleton('nrs-pos', 'NRS POS', posPageFields),
  'petpooja-pos': pageSingleton('petpooja-pos', 'Petpooja POS', posPageFields),
  'curv-pos': pageSingleton('curv-pos', 'Curv POS', posPageFields),
  'pax-elys': pageSingleton('pax-elys', 'PAX Elys', posPageFields),
  'business-types': pageSingleton('business-types', 'Business Types', servicePageFields),
  retail: pageSingleton('retail', 'Retail', servicePageFields),
  restaurant: pageSingleton('restaurant', 'Restaurant', servicePageFields),
  'convenience-store': pageSingleton('convenience-store', 'Convenience Store', servicePageFields),
  'gas-station': pageSingleton('gas-station', 'Gas Station', servicePageFields),
  ecommerce: pageSingleton('ecommerce', 'E-Commerce', servicePageFields),
  'service-business': pageSingleton('service-business', 'Service Business', servicePageFields),
  partners: pageSingleton('partners', 'Partners', partnersPageFields),
  resources: pageSingleton('resources', 'Resources', resourcesPageFields),
  'about-us': pageSingleton('about-us', 'About Us', aboutUsPageFields),
  'contact-us': pageSingleton('contact-us', 'Contact Us', contactUsPageFields),
  blog: pageSingleton('blog', 'Blog page', blogPageFields),
  faq: pageSingleton('faq', 'FAQ', faqPageFields),
  'savings-calculator': pageSingleton('savings-calculator', 'Savings Calculator', savingsCalculatorPageFields),
  guides: pageSingleton('guides', 'Guides page', guidesPageFields),
  webinars: pageSingleton('webinars', 'Webinars', webinarsPageFields),
  'white-papers': pageSingleton('white-papers', 'White Papers', whitePapersPageFields),
  'privacy-policy': legalSingleton('privacy-policy', 'Privacy Policy'),
  'terms-of-service': legalSingleton('terms-of-service', 'Terms of Service'),
  'newsletter-confirm': pageSingleton(
    'newsletter-confirm',
    'Newsletter confirmation page',
    newsletterConfirmPageFields,
  ),
} satisfies Record<PageKey, unknown>;
