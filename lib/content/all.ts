import { getAllPosts, getBlogCategories } from '@/lib/content/blog';
import { getCallsToAction, getEmailWords, getLabels, getNotFoundPage, getStructuredData } from '@/lib/content/settings';
import { getContactUsPage } from '@/lib/content/contact-us';
import { getFormWords } from '@/lib/content/forms';
import { getFacts } from '@/lib/content/facts';
import { getFaqPage } from '@/lib/content/faq';
import { getAllGuides } from '@/lib/content/guides';
import { getHomePage } from '@/lib/content/home';
import { getIndustries } from '@/lib/content/industries';
import { getLegalDocuments } from '@/lib/content/legal';
import { getNavigation } from '@/lib/content/navigation';
import { getPages } from '@/lib/content/page';
import { getCataloguePages } from '@/lib/content/pages';
import { getPartnersPage } from '@/lib/content/partners';
import { getPosSystems } from '@/lib/content/pos-systems';
import { getWebinarsPage, getWhitePapersPage } from '@/lib/content/planned';
import { getResourcesPage } from '@/lib/content/resources';
import { getSavingsCalculatorPage } from '@/lib/content/savings-calculator';
import { getSite } from '@/lib/content/site';
import { allOrCombinedError } from '@/lib/content/errors';
import type { ContentSource } from '@/lib/content/source';
import { getThankYouPage } from '@/lib/content/thank-you';

/**
 * Every kind of content, each through its own loader (which reads it with
 * Keystatic's reader and checks its rules). The content check runs it before
 * a build, the Jest suite runs it, and the build writes what it returns to
 * .next/content-snapshot.json for the browser tests. A new kind of content
 * is added here, so all three cover it.
 */
export const contentLoaders = {
  site: getSite,
  facts: getFacts,
  navigation: getNavigation,
  structuredData: getStructuredData,
  // Every registered page's file, route words and fields (the pages below add what their loaders check).
  pages: getPages,
  faq: getFaqPage,
  blogCategories: getBlogCategories,
  posts: getAllPosts,
  guides: getAllGuides,
  legal: getLegalDocuments,
  callsToAction: getCallsToAction,
  home: getHomePage,
  contactUs: getContactUsPage,
  partners: getPartnersPage,
  resources: getResourcesPage,
  savingsCalculator: getSavingsCalculatorPage,
  webinars: getWebinarsPage,
  whitePapers: getWhitePapersPage,
  notFound: getNotFoundPage,
  thankYou: getThankYouPage,
  emails: getEmailWords,
  forms: getFormWords,
  labels: getLabels,
  posSystems: getPosSystems,
  industries: getIndustries,
  cataloguePages: getCataloguePages,
} satisfies Record<string, (source?: ContentSource) => Promise<unknown>>;

export type SiteContent = { [K in keyof typeof contentLoaders]: Awaited<ReturnType<(typeof contentLoaders)[K]>> };

/** Loads every kind; throws one error listing every problem found in every kind. */
export async function loadAllContent(source?: ContentSource): Promise<SiteContent> {
  const entries = Object.entries(contentLoaders) as [keyof SiteContent, (source?: ContentSource) => Promise<unknown>][];
  const results = await allOrCombinedError(entries.map(([, load]) => load(source)));
  return Object.fromEntries(entries.map(([key], index) => [key, results[index]])) as SiteContent;
}
