/** @jest-environment node */
import { getAllPosts, getBlogCategories, type BlogCategory, type BlogPost } from '@/lib/content/blog';
import { categoryFilterOptions, categoryPath, filterPosts } from '@/lib/content/blog-filter';
import { allRoutes, breadcrumbTrail } from '@/lib/routes';

describe('blog category filter', () => {
  let posts: BlogPost[];
  let categories: BlogCategory[];
  beforeAll(async () => {
    [posts, categories] = await Promise.all([getAllPosts(), getBlogCategories()]);
  });

  it('has the six categories in the filter’s order, each with a readable address', () => {
    expect(categories.map((c) => c.slug)).toEqual([
      'pos-systems',
      'payment-processing',
      'technology-trends',
      'security',
      'customer-experience',
      'small-business',
    ]);
    expect(categories.map((c) => categoryPath(c))).toEqual(categories.map((c) => `/blog/category/${c.slug}`));
    expect(categoryPath()).toBe('/blog');
  });

  it('shows every article for All and only the category’s articles otherwise', () => {
    expect(filterPosts(posts)).toEqual(posts);
    expect(filterPosts(posts, undefined)).not.toBe(posts);
    for (const category of categories) {
      const shown = filterPosts(posts, category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((post) => post.categoryName === category.name)).toBe(true);
      expect(shown).toEqual(posts.filter((post) => post.category === category.slug));
    }
  });

  it('offers All and the six categories, with exactly one current option', () => {
    const all = categoryFilterOptions(categories, undefined, 'All');
    expect(all.map((o) => o.label)).toEqual(['All', ...categories.map((c) => c.name)]);
    expect(all.map((o) => o.href)).toEqual(['/blog', ...categories.map((c) => `/blog/category/${c.slug}`)]);
    expect(all.filter((o) => o.current).map((o) => o.label)).toEqual(['All']);
    // Every article is in exactly one category view.
    expect(categories.reduce((sum, c) => sum + filterPosts(posts, c).length, 0)).toBe(posts.length);

    const security = categoryFilterOptions(
      categories,
      categories.find((c) => c.name === 'Security'),
      'All',
    );
    expect(security.filter((o) => o.current).map((o) => o.label)).toEqual(['Security']);
  });

  it('registers every category view as a page under the blog', async () => {
    const routes = await allRoutes();
    for (const category of categories) {
      const route = routes.find((r) => r.path === categoryPath(category));
      expect(route).toBeDefined();
      expect(route?.parent).toBe('/blog');
      expect(route?.label).toBe(category.name);
      expect((await breadcrumbTrail(categoryPath(category))).map((c) => c.label)).toEqual([
        'Home',
        'Blog',
        category.name,
      ]);
    }
    expect(routes.filter((r) => r.path.startsWith('/blog/category/'))).toHaveLength(categories.length);
  });
});
