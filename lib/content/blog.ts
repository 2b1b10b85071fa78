import { z } from 'zod';
import { readMarkdownFolder } from '@/lib/content/markdown';

export const blogCategories = [
  'POS Systems',
  'Payment Processing',
  'Technology Trends',
  'Security',
  'Customer Experience',
  'Small Business',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

const frontMatter = z.object({
  id: z.number().int().positive(),
  title: z.string().min(10),
  excerpt: z.string().min(40),
  date: z.iso.date(),
  category: z.enum(blogCategories),
  author: z.string().min(2),
  image: z.string().startsWith('/illustrations/'),
  imageAlt: z.string().min(5),
  readingMinutes: z.number().int().positive(),
});

export interface BlogPost extends z.output<typeof frontMatter> {
  html: string;
}

let cache: BlogPost[] | undefined;

/** All articles, newest first. */
export function getAllPosts(): BlogPost[] {
  cache ??= readMarkdownFolder('blog', frontMatter)
    .map(({ data, html }) => ({ ...data, html }))
    .sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

/** The article with this id, or undefined for an unknown or non-numeric id. */
export function getPost(id: string | number): BlogPost | undefined {
  // Only the canonical form: '/blog/01' is not a second address of '/blog/1'.
  const n = typeof id === 'number' ? id : /^[1-9]\d*$/.test(id) ? Number(id) : NaN;
  return getAllPosts().find((post) => post.id === n);
}

/**
 * Up to `count` other articles, same category first, then newest. `pool`
 * (newest first, like getAllPosts) is for tests.
 */
export function relatedPosts(post: BlogPost, count = 2, pool: readonly BlogPost[] = getAllPosts()): BlogPost[] {
  const others = pool.filter((p) => p.id !== post.id);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, count);
}

/** 'April 12, 2023', independent of the server's time zone. */
export function formatPostDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
