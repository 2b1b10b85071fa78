import { blogPageFields } from '@/lib/editor/schema/blog';
import { posCataloguePageFields, posPageFields, servicePageFields } from '@/lib/editor/schema/catalogue';
import { guidesPageFields } from '@/lib/editor/schema/guides';
import { legalSingleton } from '@/lib/editor/schema/legal';
import { pageSingleton } from '@/lib/editor/schema/page';
import { aboutUsPageFields } from '@/lib/editor/schema/pages/about-us';
import { contactUsPageFields } from '@/lib/editor/schema/pages/contact-us';
import { faqPageFields } from '@/lib/editor/schema/pages/faq';
import { homePageFields } from '@/lib/editor/schema/pages/home';
import { newsletterConfirmPageFields } from '@/lib/editor/schema/pages/newsletter-confirm';
import { partnersPageFields } from '@/lib/editor/schema/pages/partners';
import { resourcesPageFields } from '@/lib/editor/schema/pages/resources';
import { savingsCalculatorPageFields } from '@/lib/editor/schema/pages/savings-calculator';
import { statementReviewPageFields } from '@/lib/editor/schema/pages/statement-review';
import { webinarsPageFields } from '@/lib/editor/schema/pages/webinars';
import { whitePapersPageFields } from '@/lib/editor/schema/pages/white-papers';
import { registeredPages } from '@/lib/route-registry';

/**
 * One singleton per registered page (lib/route-registry.ts), named as the
 * registry names it: a page with fields of its own takes them from below,
 * the others take those of their kind.
 */

const ownFields = {
  home: homePageFields,
  'pos-solutions': posCataloguePageFields,
  partners: partnersPageFields,
  resources: resourcesPageFields,
  'about-us': aboutUsPageFields,
  'contact-us': contactUsPageFields,
  blog: blogPageFields,
  faq: faqPageFields,
  'savings-calculator': savingsCalculatorPageFields,
  'statement-review': statementReviewPageFields,
  guides: guidesPageFields,
  webinars: webinarsPageFields,
  'white-papers': whitePapersPageFields,
  'newsletter-confirm': newsletterConfirmPageFields,
};

const fieldsOfKind = {
  pos: posPageFields,
  hub: servicePageFields,
  service: servicePageFields,
  industry: servicePageFields,
};

type Registered = (typeof registeredPages)[number];
type FieldsOf<P extends Registered> = P['key'] extends keyof typeof ownFields
  ? (typeof ownFields)[P['key']]
  : P['kind'] extends keyof typeof fieldsOfKind
    ? (typeof fieldsOfKind)[P['kind']]
    : Record<never, never>;
type PageSingletons = {
  [P in Registered as P['key']]: P['kind'] extends 'legal'
    ? ReturnType<typeof legalSingleton>
    : ReturnType<typeof pageSingleton<FieldsOf<P>>>;
};

function singletonOf(page: Registered) {
  if (page.kind === 'legal') return legalSingleton(page.key, page.name);
  const fields =
    page.key in ownFields
      ? ownFields[page.key as keyof typeof ownFields]
      : page.kind in fieldsOfKind
        ? fieldsOfKind[page.kind as keyof typeof fieldsOfKind]
        : {};
  return pageSingleton(page.key, page.name, fields);
}

// Object.fromEntries loses the per-key types the reader infers from; PageSingletons says them again.
export const pageSingletons = Object.fromEntries(
  registeredPages.map((page) => [page.key, singletonOf(page)]),
) as PageSingletons;
