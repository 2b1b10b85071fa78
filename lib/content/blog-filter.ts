import { blogCategories, type BlogCategory, type BlogPost } from '@/lib/content/blog';

/**
 * The blog's category filter. Its state is the page address: '/blog' shows
 * every article, '/blog/category/<slug>' one category. Each view is a
 * prerendered page, so a filtered view can be linked, is complete in the
 * server HTML and needs no JavaScript.
 */

export const BLOG_PATH = '/blog';

/** 'Customer Experience' → 'customer-experience'. */
export function categorySlug(category: BlogCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The category a slug names, or undefined for an unknown slug. */
export function categoryFromSlug(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => categorySlug(category) === slug);
}

/** The address of a category's view; '/blog' for All. */
export function categoryPath(category?: BlogCategory): string {
  return category ? `${BLOG_PATH}/category/${categorySlug(category)}` : BLOG_PATH;
}

export interface CategoryFilterOption {
  label: string;
  href: string;
  /** undefined for All. */
  category?: BlogCategory;
  /** Whether this option is the view being shown. */
  current: boolean;
}

/** All, then the six categories in their fixed order. */
export function categoryFilterOptions(selected?: BlogCategory): CategoryFilterOption[] {
  return [
    { label: 'All', href: BLOG_PATH, current: selected === undefined },
    ...blogCategories.map((category) => ({
      label: category,
      href: categoryPath(category),
      category,
      current: category === selected,
    })),
  ];
}

/** The articles of one category, or all of them when none is selected (All). */
export function filterPosts(posts: readonly BlogPost[], category?: BlogCategory): BlogPost[] {
  return category ? posts.filter((post) => post.category === category) : [...posts];
}
