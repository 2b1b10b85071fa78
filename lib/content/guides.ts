import { z } from 'zod';
import { readMarkdownFolder } from '@/lib/content/markdown';

const frontMatter = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(10),
  description: z.string().min(60),
  updated: z.iso.date(),
  readingMinutes: z.number().int().positive(),
});

export interface Guide extends z.output<typeof frontMatter> {
  html: string;
}

let cache: Guide[] | undefined;

export function getAllGuides(): Guide[] {
  cache ??= readMarkdownFolder('guides', frontMatter).map(({ data, html }) => ({ ...data, html }));
  return cache;
}

export function getGuide(slug: string): Guide | undefined {
  return getAllGuides().find((guide) => guide.slug === slug);
}
