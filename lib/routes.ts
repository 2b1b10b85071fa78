import { cache } from 'react';
import { getAllPosts, getBlogCategories, getPost, type BlogCategory, type BlogPost } from '@/lib/content/blog';
import { ContentError } from '@/lib/content/errors';
import { getAllGuides, getGuide, type Guide } from '@/lib/content/guides';
import { getNavigation } from '@/lib/content/navigation';
import { getPage, getPages, type LoadedPage, type RouteWords } from '@/lib/content/page';
import { projectSource, type ContentSource } from '@/lib/content/source';
import { localePath, publishedLocales, type Locale } from '@/lib/i18n/locales';
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
export interface RouteEntry
  extends Omit<RegisteredPage, 'key' | 'name'>, Partial<Pick<RegisteredPage, 'key' | 'name'>>, RouteWords {}

type BlogPage = LoadedPage<'blog'>['data'];
type GuidesPage = LoadedPage<'guides'>['data'];

const registry: readonly RegisteredPage[] = registeredPages;

const registeredRoute = (page: RegisteredPage, words: RouteWords): RouteEntry => ({ ...page, ...words });

const articleRoute = (post: BlogPost, blogPage: BlogPage): RouteEntry => ({
  path: `/blog/${post.slug}`,
  ...generatedPages.article,
  title: post.title,
  description: post.excerpt,
  h1: post.title,
  intro: post.excerpt,
  label: post.title,
  ctas: blogPage.article.ctas,
});

const categoryRoute = ({ slug, name, seo, hero }: BlogCategory): RouteEntry => ({
  path: `/blog/category/${slug}`,
  ...generatedPages.category,
  title: seo.title,
  description: seo.description,
  h1: hero.h1,
  intro: hero.intro,
  label: name,
  ctas: hero.ctas,
});

const guideRoute = (guide: Guide, guidesPage: GuidesPage): RouteEntry => ({
  path: `/guides/${guide.slug}`,
  ...generatedPages.guide,
  title: guide.title,
  description: guide.description,
  h1: guide.title,
  intro: guide.description,
  label: guide.title,
  ctas: guidesPage.guideCtas,
});

/** Every page of the site: registered pages, then blog categories, articles and guides. */
export async function allRoutes(source?: ContentSource): Promise<RouteEntry[]> {
  const [pages, posts, categories, guides, blogPage, guidesPage] = await Promise.all([
    getPages(source),
    getAllPosts(source),
    getBlogCategories(source),
    getAllGuides(source),
    getPage('blog', source),
    getPage('guides', source),
  ]);
  // The registry's order: pages, then each blog category after the articles (as the sitemap lists them).
  return [
    ...registeredPages.map((page) => registeredRoute(page, pages[page.key].words)),
    ...categories.map(categoryRoute),
    ...posts.map((post) => articleRoute(post, blogPage.data)),
    ...guides.map((guide) => guideRoute(guide, guidesPage.data)),
  ];
}

/** The page at `path`, reading only the files that say it. */
export const findRoute = cache(async (path: string, source?: ContentSource): Promise<RouteEntry | undefined> => {
  const page = registeredPages.find((entry) => entry.path === path);
  if (page) return registeredRoute(page, (await getPage(page.key, source)).words);
  const [, first, second, third, ...rest] = path.split('/');
  if (!second || rest.length > 0) return undefined;
  if (first === 'blog' && second === 'category' && third) {
    const category = (await getBlogCategories(source)).find((entry) => entry.slug === third);
    return category && categoryRoute(category);
  }
  if (third !== undefined) return undefined;
  if (first === 'blog') {
    const [post, blogPage] = await Promise.all([getPost(second, source), getPage('blog', source)]);
    return post && articleRoute(post, blogPage.data);
  }
  if (first === 'guides') {
    const [guide, guidesPage] = await Promise.all([getGuide(second, source), getPage('guides', source)]);
    return guide && guideRoute(guide, guidesPage.data);
  }
  return undefined;
});

/**
 * The published languages a page is in, each with its address there: every registered
 * page is in every language (the content check makes sure), an article or a
 * guide only where it has been written. For hreflang and the language switch.
 */
export async function languageVersions(path: string): Promise<{ locale: Locale; href: string }[]> {
  const registered = registeredPages.some((page) => page.path === path);
  const found = await Promise.all(
    publishedLocales.map(async (locale) =>
      registered || (await findRoute(path, projectSource(locale))) ? { locale, href: localePath(path, locale) } : null,
    ),
  );
  return found.filter((version) => version !== null);
}

/** English addresses of the articles, guides and categories `from` has and `to` has not (by their files). */
export async function untranslatedPaths(from: Locale, to: Locale): Promise<string[]> {
  const kinds = [
    ['posts', (slug: string) => `/blog/${slug}`],
    ['guideArticles', (slug: string) => `/guides/${slug}`],
    ['blogCategories', (slug: string) => `/blog/category/${slug}`],
  ] as const;
  const lists = await Promise.all(
    kinds.map(async ([key, pathOf]) => {
      const [own, other] = await Promise.all([
        projectSource(from).reader.collections[key].list(),
        projectSource(to).reader.collections[key].list(),
      ]);
      return own.filter((slug) => !other.includes(slug)).map(pathOf);
    }),
  );
  return lists.flat().sort();
}

export async function getRoute(path: string, source?: ContentSource): Promise<RouteEntry> {
  const route = await findRoute(path, source);
  if (!route) throw new Error(`No route registered for ${path}: add it to lib/route-registry.ts`);
  return route;
}

/**
 * A page's short name where another page links to it (menus, breadcrumbs): a
 * problem in the linked page's file stays on that page, and the link shows
 * the registry's name for it meanwhile (the content check refuses the build).
 */
async function linkLabel(path: string, source?: ContentSource): Promise<string> {
  try {
    return (await findRoute(path, source))?.label ?? path;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return registeredPages.find((page) => page.path === path)?.name ?? path;
  }
}

export interface Crumb {
  label: string;
  path: string;
}

/** Home, the parents' labels, then the page itself. */
export async function breadcrumbTrail(path: string, source?: ContentSource): Promise<Crumb[]> {
  const route = await getRoute(path, source);
  const trail: Crumb[] = [{ label: route.label, path }];
  const parentOf = (at: string) =>
    at === '/' ? undefined : (registry.find((page) => page.path === at)?.parent ?? '/');
  for (let parent = path === '/' ? undefined : (route.parent ?? '/'); parent; parent = parentOf(parent))
    trail.unshift({ label: await linkLabel(parent, source), path: parent });
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
  const navigation = await getNavigation(source);
  return Promise.all(
    navigation.header.map(async (item) => ({
      label: await linkLabel(item.page, source),
      href: item.page,
      children: await Promise.all(
        item.dropdown.map(async (child) => ({
          label: await linkLabel(child.page, source),
          href: child.page,
          ...(child.blurb ? { blurb: child.blurb } : {}),
        })),
      ),
    })),
  );
}

/** The footer's link columns, in order. */
export async function footerNav(source?: ContentSource): Promise<{ title: string; links: NavLink[] }[]> {
  const navigation = await getNavigation(source);
  return Promise.all(
    navigation.footer.map(async (column) => ({
      title: column.title,
      links: await Promise.all(
        column.links.map(async (link) => ({
          label: link.label || (await linkLabel(link.page, source)),
          href: link.page,
        })),
      ),
    })),
  );
}
