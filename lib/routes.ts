import { getAllPosts, getBlogCategories, getBlogPage } from '@/lib/content/blog';
import { getAllGuides, getGuidesPage } from '@/lib/content/guides';
import { memoize } from '@/lib/content/memo';
import { getNavigation } from '@/lib/content/navigation';
import { getPages, type RouteWords } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';
import { generatedPages, registeredPages, type RegisteredPage } from '@/lib/route-registry';

/**
 * Questions about routes. The registry (lib/route-registry.ts) says which
 * pages exist and where they hang; each page's words come from its content
 * (content/pages/<key>.yaml); articles, blog categories and guides join from
 * their collections, so everything that lists routes (menus, sitemap, Open
 * Graph images, tests) sees one list.
 */

export type { Cta, Illustration } from '@/lib/content/page';

/** A page: where it hangs (as the registry says it, without the content key) and its words. */
export interface RouteEntry extends Omit<RegisteredPage, 'key' | 'name'>, RouteWords {
  /** The editor's name of a registered page. */
  name?: string;
}

/** Every page of the site: registered pages, then articles, blog categories and guides. */
export const allRoutes = memoize(async (source: ContentSource): Promise<RouteEntry[]> => {
  const [pages, posts, categories, guides, blogPage, guidesPage] = await Promise.all([
    getPages(source),
    getAllPosts(source),
    getBlogCategories(source),
    getAllGuides(source),
    getBlogPage(source),
    getGuidesPage(source),
  ]);
  const registered = registeredPages.map(({ key, ...place }): RouteEntry => ({ ...place, ...pages[key].words }));
  const articles = posts.map((post): RouteEntry => ({
    path: `/blog/${post.slug}`,
    ...generatedPages.article,
    title: post.title,
    description: post.excerpt,
    h1: post.title,
    intro: post.excerpt,
    label: post.title,
    ctas: blogPage.article.ctas,
  }));
  const categoryPages = categories.map((category): RouteEntry => ({
    path: `/blog/category/${category.slug}`,
    ...generatedPages.category,
    title: category.title,
    description: category.description,
    h1: category.h1,
    intro: category.intro,
    label: category.name,
    ctas: category.ctas,
  }));
  const guidePages = guides.map((guide): RouteEntry => ({
    path: `/guides/${guide.slug}`,
    ...generatedPages.guide,
    title: guide.title,
    description: guide.description,
    h1: guide.title,
    intro: guide.description,
    label: guide.title,
    ctas: guidesPage.guideCtas,
  }));
  // The registry's order: pages, then each blog category after the articles (as the sitemap lists them).
  return [...registered, ...categoryPages, ...articles, ...guidePages];
});

const routeMaps = memoize(async (source: ContentSource) => new Map((await allRoutes(source)).map((r) => [r.path, r])));

export async function findRoute(path: string, source?: ContentSource): Promise<RouteEntry | undefined> {
  return (await routeMaps(source)).get(path);
}

export async function getRoute(path: string, source?: ContentSource): Promise<RouteEntry> {
  const route = await findRoute(path, source);
  if (!route) throw new Error(`No route registered for ${path}: add it to lib/route-registry.ts`);
  return route;
}

export interface Crumb {
  label: string;
  path: string;
}

/** Home, the parents' labels, then the page itself. */
export async function breadcrumbTrail(path: string, source?: ContentSource): Promise<Crumb[]> {
  const trail: Crumb[] = [];
  for (let route: RouteEntry | undefined = await getRoute(path, source); route;) {
    trail.unshift({ label: route.label, path: route.path });
    route = route.parent
      ? await getRoute(route.parent, source)
      : route.path === '/'
        ? undefined
        : await getRoute('/', source);
  }
  return trail;
}

export interface NavLink {
  label: string;
  href: string;
  blurb?: string;
}

export interface NavItem extends NavLink {
  children: NavLink[];
}

/** The header's top-level links, each with its dropdown children. */
export async function headerNav(source?: ContentSource): Promise<NavItem[]> {
  const [navigation, routes] = await Promise.all([getNavigation(source), routeMaps(source)]);
  const label = (path: string) => routes.get(path)?.label ?? path;
  return navigation.header.map((item) => ({
    label: label(item.page),
    href: item.page,
    children: item.dropdown.map((child) => ({
      label: label(child.page),
      href: child.page,
      ...(child.blurb ? { blurb: child.blurb } : {}),
    })),
  }));
}

/** The footer's link columns, in order. */
export async function footerNav(source?: ContentSource): Promise<{ title: string; links: NavLink[] }[]> {
  const [navigation, routes] = await Promise.all([getNavigation(source), routeMaps(source)]);
  return navigation.footer.map((column) => ({
    title: column.title,
    links: column.links.map((link) => ({
      label: link.label ?? routes.get(link.page)?.label ?? link.page,
      href: link.page,
    })),
  }));
}
