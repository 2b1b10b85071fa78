import type { Graph } from 'schema-dts';
import { loadAllContent, type SiteContent } from '@/lib/content/all';
import { projectSource, type ContentSource } from '@/lib/content/source';
import { defaultLocale, publishedLocales, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/request';
import {
  allRoutes,
  breadcrumbTrail,
  footerNav,
  headerNav,
  type Crumb,
  type NavItem,
  type NavLink,
  type RouteEntry,
} from '@/lib/routes';
import { pageGraph } from '@/lib/seo/graph';

/**
 * What a build was made from: every kind of content as its loader returned
 * it, every route with its breadcrumb trail and structured data, and the
 * menus. `npm run build` writes it to .next/content-snapshot.json; the
 * browser tests read it (their test lists are made before any of them runs,
 * so they cannot wait for the loaders), and a person can read it to see what
 * the site says.
 */
export interface ContentSnapshot {
  content: SiteContent;
  routes: RouteEntry[];
  breadcrumbs: Record<string, Crumb[]>;
  graphs: Record<string, Graph>;
  headerNav: NavItem[];
  footerNav: { title: string; links: NavLink[] }[];
}

/**
 * The snapshot of the whole site: English at the top level (the shape every
 * browser test reads), and each other published language's own snapshot
 * (its routes, keyed by their English paths, with its words, menus and
 * structured data), for the route-wide tests that visit both languages.
 */
export interface SiteSnapshot extends ContentSnapshot {
  languages: Partial<Record<Locale, ContentSnapshot>>;
}

export const CONTENT_SNAPSHOT_FILE = 'content-snapshot.json';

/** The snapshot of every published language; structured data is built in each language (lib/i18n/request.ts). */
export async function siteSnapshot(): Promise<SiteSnapshot> {
  const english = await contentSnapshot();
  const others = await Promise.all(
    publishedLocales
      .filter((locale) => locale !== defaultLocale)
      .map(async (locale) => [locale, await inLocale(locale, contentSnapshot)(projectSource(locale))] as const),
  );
  return { ...english, languages: Object.fromEntries(others) };
}

export async function contentSnapshot(source?: ContentSource): Promise<ContentSnapshot> {
  const [content, routes, header, footer] = await Promise.all([
    loadAllContent(source),
    allRoutes(source),
    headerNav(source),
    footerNav(source),
  ]);
  const perRoute = async <T>(build: (path: string) => Promise<T>) =>
    Object.fromEntries(await Promise.all(routes.map(async (route) => [route.path, await build(route.path)] as const)));
  return {
    content,
    routes,
    breadcrumbs: await perRoute((path) => breadcrumbTrail(path, source)),
    graphs: await perRoute((path) => pageGraph(path)),
    headerNav: header,
    footerNav: footer,
  };
}
