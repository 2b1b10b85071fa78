import fs from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '../../lib/content/blog';
import { CONTENT_SNAPSHOT_FILE, type ContentSnapshot, type SiteSnapshot } from '../../scripts/support/content-snapshot';
import { defaultLocale, localePath, type Locale } from '../../lib/i18n/locales';
import type { Crumb, RouteEntry } from '../../lib/routes';

/**
 * What the build under test was made from: the content snapshot that
 * `npm run build` writes (lib/content/snapshot.ts). Playwright makes its
 * test lists before any test runs, so route-wide tests need the routes now:
 * they read them here, from the same loaders the pages used.
 */

const file = path.join(process.cwd(), '.next', CONTENT_SNAPSHOT_FILE);
if (!fs.existsSync(file))
  throw new Error(`No .next/${CONTENT_SNAPSHOT_FILE}: run \`npm run build\` before the browser tests.`);

export const snapshot: SiteSnapshot = JSON.parse(fs.readFileSync(file, 'utf8'));
export const content = snapshot.content;
export const site = content.site;

export function allRoutes(): RouteEntry[] {
  return snapshot.routes;
}

/** One page of the build in one language: its address there, its route (keyed by the English path) and that language's snapshot. */
export interface LocalPage {
  locale: Locale;
  address: string;
  route: RouteEntry;
  language: ContentSnapshot;
}

/**
 * Every page of every language the build publishes (English first): what
 * the route-wide tests visit. An article written in one language only is
 * in that language's list only.
 */
export function allPages(): LocalPage[] {
  const languages: [Locale, ContentSnapshot][] = [
    [defaultLocale, snapshot],
    ...(Object.entries(snapshot.languages) as [Locale, ContentSnapshot][]),
  ];
  return languages.flatMap(([locale, language]) =>
    language.routes.map((route) => ({ locale, address: localePath(route.path, locale), route, language })),
  );
}

export function getRoute(routePath: string): RouteEntry {
  const route = snapshot.routes.find((entry) => entry.path === routePath);
  if (!route) throw new Error(`No route ${routePath} in the content snapshot`);
  return route;
}

export function breadcrumbTrail(routePath: string): Crumb[] {
  const trail = snapshot.breadcrumbs[routePath];
  if (!trail) throw new Error(`No breadcrumb trail for ${routePath} in the content snapshot`);
  return trail;
}

export const headerNav = () => snapshot.headerNav;
export const footerNav = () => snapshot.footerNav;

export function pageGraph(routePath: string) {
  const graph = snapshot.graphs[routePath];
  if (!graph) throw new Error(`No structured data for ${routePath} in the content snapshot`);
  return graph;
}

export function getAllPosts(): BlogPost[] {
  return content.posts;
}

export function getPost(slug: string): BlogPost | undefined {
  return content.posts.find((post) => post.slug === slug);
}
