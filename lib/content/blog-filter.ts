import type { BlogCategory, BlogPost } from '@/lib/content/blog';

/**
 * The blog's category filter. Its state is the page address: '/blog' shows
 * every article, '/blog/category/<slug>' one category. Each view is a
 * prerendered page, so a filtered view can be linked, is complete in the
 * server HTML and needs no JavaScript.
 */

export const BLOG_PATH = '/blog';

/** The address of a category's view; '/blog' for All. */
export function categoryPath(category?: Pick<BlogCategory, 'slug'>): string {
  return category ? `${BLOG_PATH}/category/${category.slug}` : BLOG_PATH;
}

/** All, then the categories in their order; `current` marks the view being shown, `category` is undefined for All. */
export function categoryFilterOptions(
  categories: readonly BlogCategory[],
  selected: BlogCategory | undefined,
  allLabel: string,
) {
  return [
    { label: allLabel, href: BLOG_PATH, current: selected === undefined, category: undefined as string | undefined },
    ...categories.map((category) => ({
      label: category.name,
      href: categoryPath(category),
      category: category.slug,
      current: category.slug === selected?.slug,
    })),
  ];
}

/** The articles of one category, or all of them when none is selected (All). */
export function filterPosts(posts: readonly BlogPost[], category?: Pick<BlogCategory, 'slug'>): BlogPost[] {
  return category ? posts.filter((post) => post.category === category.slug) : [...posts];
}

export type CategoryFilterOption = ReturnType<typeof categoryFilterOptions>[number];

/**
 * Up to `count` other articles, same category first, then newest. `pool`
 * is newest first, like getAllPosts.
 */
export function relatedPosts(post: BlogPost, pool: readonly BlogPost[], count = 2): BlogPost[] {
  const others = pool.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, count);
}
