import { footerGroups, generatedRoutes, submenus } from '@/content/navigation';
import { staticRoutes, type FooterGroup, type RouteEntry } from '@/content/routes';
import { getAllPosts } from '@/lib/content/blog';
import { getAllGuides } from '@/lib/content/guides';

/**
 * Questions about the route registry (`content/routes.ts`). Content pages
 * (blog articles, guides) join the static pages here, so everything that
 * lists routes (sitemap, tests) sees one list.
 */

function articleRoutes(): RouteEntry[] {
  return getAllPosts().map((post) => ({
    path: `/blog/${post.id}`,
    kind: 'article',
    ...generatedRoutes.article,
    title: post.title,
    description: post.excerpt,
    h1: post.title,
    intro: post.excerpt,
    label: post.title,
  }));
}

function guideRoutes(): RouteEntry[] {
  return getAllGuides().map((guide) => ({
    path: `/guides/${guide.slug}`,
    kind: 'guide',
    ...generatedRoutes.guide,
    title: guide.title,
    description: guide.description,
    h1: guide.title,
    intro: guide.description,
    label: guide.title,
  }));
}

/** Every page of the site: static pages, then articles and guides. */
export function allRoutes(): RouteEntry[] {
  return [...staticRoutes, ...articleRoutes(), ...guideRoutes()];
}

const byPath = new Map<string, RouteEntry>();

export function getRoute(path: string): RouteEntry {
  if (byPath.size === 0) for (const route of allRoutes()) byPath.set(route.path, route);
  const route = byPath.get(path);
  if (!route) throw new Error(`No route registered for ${path}: add it to content/routes.ts`);
  return route;
}

export interface Crumb {
  label: string;
  path: string;
}

/** Home, the parents' labels, then the page itself. */
export function breadcrumbTrail(path: string): Crumb[] {
  const trail: Crumb[] = [];
  for (let route: RouteEntry | undefined = getRoute(path); route;) {
    trail.unshift({ label: route.label, path: route.path });
    route = route.parent ? getRoute(route.parent) : route.path === '/' ? undefined : getRoute('/');
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
export function headerNav(): NavItem[] {
  const byOrder = (a: RouteEntry, b: RouteEntry) => (a.header?.order ?? 0) - (b.header?.order ?? 0);
  const inMenu = (menu: string) =>
    staticRoutes.filter((route: RouteEntry) => route.header?.menu === menu).sort(byOrder) as RouteEntry[];
  return inMenu('main').map((route) => {
    const submenu = submenus[route.path];
    return {
      label: route.label,
      href: route.path,
      children: submenu
        ? inMenu(submenu).map((child) => ({ label: child.label, href: child.path, blurb: child.header?.blurb }))
        : [],
    };
  });
}

/** The footer's three link groups, in the seed's order. */
export function footerNav(): { group: FooterGroup; title: string; links: NavLink[] }[] {
  return footerGroups.map(({ group, title }) => {
    const placed = staticRoutes.flatMap((route: RouteEntry) =>
      (route.footer ?? [])
        .filter((slot) => slot.group === group)
        .map((slot) => ({ order: slot.order, link: { label: slot.label ?? route.label, href: route.path } })),
    );
    placed.sort((a, b) => a.order - b.order);
    return { group, title, links: placed.map((p) => p.link) };
  });
}

/** The Open Graph image of a page: one static PNG per route. */
export function ogImagePath(path: string): string {
  return `/og/${ogSlug(path)}.png`;
}

export function ogSlug(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '--');
}
