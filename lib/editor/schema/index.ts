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

export const collections = { posts, blogCategories, guides, posSystems };

/** The pages of these kinds, but for those only an e-mail links to (listed under Other pages). */
const keysOf = (kinds: readonly string[]) =>
  registeredPages.filter((page) => kinds.includes(page.kind) && !('noindex' in page)).map((page) => page.key);

/** The sidebar: settings first, then articles, then the pages by kind. */
type EditorKey = keyof typeof singletons | keyof typeof collections;

export const navigationGroups: Record<string, EditorKey[]> = {
  Settings: ['site', 'facts', 'navigation', 'structuredData', 'callsToAction', 'emails', 'forms', 'labels'],
  Articles: ['posts', 'blogCategories', 'guides'],
  Pages: keysOf(['home', 'company', 'resource', 'blog', 'tool']),
  'Products and services': keysOf(['hub', 'service']),
  'POS systems': ['posSystems', ...keysOf(['pos'])],
  Industries: ['industries', ...keysOf(['industry'])],
  Legal: keysOf(['legal']),
  'Other pages': ['notFoundPage', 'thankYouPage', 'newsletter-confirm'],
};
