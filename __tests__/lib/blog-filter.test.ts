/** @jest-environment node */
import { staticRoutes, type RouteEntry } from '@/content/routes';
import { blogCategories, getAllPosts } from '@/lib/content/blog';
import {
  categoryFilterOptions,
  categoryFromSlug,
  categoryPath,
  categorySlug,
  filterPosts,
} from '@/lib/content/blog-filter';
import { allRoutes, breadcrumbTrail } from '@/lib/routes';

describe('blog category filter', () => {
  const posts = getAllPosts();

  it('gives each category a readable slug that leads back to it', () => {
    expect(blogCategories.map(categorySlug)).toEqual([
      'pos-systems',
      'payment-processing',
      'technology-trends',
      'security',
      'customer-experience',
      'small-business',
    ]);
    for (const category of blogCategories) expect(categoryFromSlug(categorySlug(category))).toBe(category);
    for (const slug of ['', 'all', 'Security', 'securities', '../security'])
      expect(categoryFromSlug(slug)).toBeUndefined();
  });

  it('shows every article for All and only the category’s articles otherwise', () => {
    expect(filterPosts(posts)).toEqual(posts);
    expect(filterPosts(posts, undefined)).not.toBe(posts);
    for (const category of blogCategories) {
      const shown = filterPosts(posts, category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((post) => post.category === category)).toBe(true);
      expect(shown).toEqual(posts.filter((post) => post.category === category));
    }
  });

  it('offers All and the six categories, with exactly one current option', () => {
    const all = categoryFilterOptions();
    expect(all.map((o) => o.label)).toEqual(['All', ...blogCategories]);
    expect(all.map((o) => o.href)).toEqual([
      '/blog',
      ...blogCategories.map((c) => `/blog/category/${categorySlug(c)}`),
    ]);
    expect(all.filter((o) => o.current).map((o) => o.label)).toEqual(['All']);
    // Every article is in exactly one category view.
    expect(blogCategories.reduce((sum, c) => sum + filterPosts(posts, c).length, 0)).toBe(posts.length);

    const security = categoryFilterOptions('Security');
    expect(security.filter((o) => o.current).map((o) => o.label)).toEqual(['Security']);
  });

  it('registers every category view as a page under the blog', () => {
    const registered = new Map<string, RouteEntry>(staticRoutes.map((route) => [route.path, route]));
    for (const category of blogCategories) {
      const route = registered.get(categoryPath(category));
      expect(route).toBeDefined();
      expect(route?.parent).toBe('/blog');
      expect(route?.label).toBe(category);
      expect(breadcrumbTrail(categoryPath(category)).map((c) => c.label)).toEqual(['Home', 'Blog', category]);
    }
    const categoryRoutes = allRoutes().filter((r) => r.path.startsWith('/blog/category/'));
    expect(categoryRoutes).toHaveLength(blogCategories.length);
    expect(categoryPath()).toBe('/blog');
  });
});
