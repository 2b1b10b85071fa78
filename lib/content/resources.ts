import { webinars, type PlannedQuarter } from '@/content/events';
import { faqs } from '@/content/faq';
import { featuredArticles, featuredQuestions, library, type ResourceLink } from '@/content/resources';
import { whitePapers } from '@/content/white-papers';
import { getAllPosts, getPost, type BlogPost } from '@/lib/content/blog';
import { getAllGuides } from '@/lib/content/guides';
import type { FaqEntry } from '@/content/types';

/** 'Q1 2027'. */
export function formatQuarter({ year, quarter }: PlannedQuarter): string {
  return `Q${quarter} ${year}`;
}

/** 'Planned for Q1 2027'. */
export function plannedFor(planned: PlannedQuarter): string {
  return `Planned for ${formatQuarter(planned)}`;
}

/** Earliest first. */
export function byPlannedQuarter<T extends { planned: PlannedQuarter }>(items: readonly T[]): T[] {
  const key = ({ planned }: T) => planned.year * 4 + planned.quarter;
  return items.toSorted((a, b) => key(a) - key(b));
}

/** The articles the Resources page features; an unknown id fails the build. */
export function featuredPosts(ids: readonly number[] = featuredArticles.ids): BlogPost[] {
  return ids.map((id) => {
    const post = getPost(id);
    if (!post) throw new Error(`content/resources.ts features blog article ${id}, which does not exist`);
    return post;
  });
}

/** FAQ entries by id, in the order given; an unknown id fails the build. */
export function faqsById(ids: readonly string[] = featuredQuestions.ids): FaqEntry[] {
  return ids.map((id) => {
    const entry = faqs.find((faq) => faq.id === id);
    if (!entry) throw new Error(`No FAQ entry with id ${id} in content/faq.ts`);
    return entry;
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The library's cards, each with a short status line computed from the content ('3 guides', 'First session Q1 2027'). */
export function libraryItems(): (ResourceLink & { meta: string })[] {
  const firstWebinar = byPlannedQuarter(webinars)[0];
  const firstPaper = byPlannedQuarter(whitePapers)[0];
  const meta: Record<string, string> = {
    '/guides': plural(getAllGuides().length, 'guide', 'guides'),
    '/savings-calculator': 'Interactive tool',
    '/blog': plural(getAllPosts().length, 'article', 'articles'),
    '/faq': plural(faqs.length, 'answer', 'answers'),
    '/webinars': firstWebinar ? `First session ${formatQuarter(firstWebinar.planned)}` : 'Coming soon',
    '/white-papers': firstPaper ? `First paper ${formatQuarter(firstPaper.planned)}` : 'Coming soon',
  };
  return library.items.map((item) => ({ ...item, meta: meta[item.href] ?? '' }));
}
