import { blogCategories, posts } from '@/lib/editor/schema/blog';
import { callsToAction } from '@/lib/editor/schema/calls-to-action';
import { industries, posSystems } from '@/lib/editor/schema/catalogue';
import { guides } from '@/lib/editor/schema/guides';
import { navigation } from '@/lib/editor/schema/navigation';
import { pageSingletons } from '@/lib/editor/schema/pages';
import { facts, site, structuredData } from '@/lib/editor/schema/settings';
import { notFoundPage, thankYouPage } from '@/lib/editor/schema/special-pages';
import { registeredPages } from '@/lib/route-registry';
import { emails } from '@/lib/editor/schema/emails';
import { forms } from '@/lib/editor/schema/forms';
import { labels } from '@/lib/editor/schema/labels';

/**
 * Everything the editor can change, as keystatic.config.ts hands it to
 * Keystatic: a collection per kind of many things (articles, guides…), a
 * singleton per page and per settings block. The sidebar groups them below.
 */

export const singletons = {
  site,
  facts,
  navigation,
  structuredData,
  callsToAction,
  emails,
  forms,
  labels,
  industries,
  ...pageSingletons,
  notFoundPage,
  thankYouPage,
};

export const collections = { posts, blogCategories, guideArticles: guides, posSystems };

type EditorKey = keyof typeof singletons | keyof typeof collections;
type Page = (typeof registeredPages)[number];

/** Records a page shows that no other page edits: listed under that page, after it. */
const recordsOf: Partial<Record<Page['key'], EditorKey[]>> = {
  'pos-solutions': ['posSystems'],
  'business-types': ['industries'],
  blog: ['posts', 'blogCategories'],
  guides: ['guideArticles'],
};

const childrenOf = (path: string) =>
  registeredPages.filter((page) => 'parent' in page && page.parent === path && !('noindex' in page));
const withRecords = (page: Page): EditorKey[] => [page.key, ...(recordsOf[page.key] ?? [])];
/** A hub, its records, then each page below it with its own records. */
const section = (page: Page): EditorKey[] => [...withRecords(page), ...childrenOf(page.path).flatMap(withRecords)];
const top = (kinds: readonly string[]) =>
  registeredPages.filter((page) => !('parent' in page) && !('noindex' in page) && kinds.includes(page.kind));

/**
 * The sidebar, as a writer finds the site: the settings every page uses,
 * then each part of the site as its menu shows it (a hub page, the records
 * only it shows, and the pages below it), then the pages of the company,
 * the legal pages and the messages a visitor meets after an action. Derived
 * from the route registry, so a new page is listed where it hangs.
 */
export const navigationGroups: Record<string, EditorKey[]> = {
  'Used on every page': ['site', 'facts', 'navigation', 'callsToAction', 'labels', 'structuredData'],
  ...Object.fromEntries(top(['home', 'hub', 'blog', 'resource']).map((page) => [page.name, section(page)])),
  Company: top(['company']).flatMap(withRecords),
  Legal: top(['legal']).map((page) => page.key),
  'Forms, e-mails and messages': ['forms', 'emails', 'thankYouPage', 'notFoundPage', 'newsletter-confirm'],
};
