import { webinars, type PlannedQuarter } from '@/content/events';
import { featuredArticles, featuredQuestions, library, type ResourceLink } from '@/content/resources';
import { whitePapers } from '@/content/white-papers';
import { getAllPosts, getPost, type BlogPost } from '@/lib/content/blog';
import { getFaqs } from '@/lib/content/faq';
import { getAllGuides } from '@/lib/content/guides';
import type { FaqEntry } from '@/lib/content/types';

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
export async function featuredPosts(ids: readonly string[] = featuredArticles.ids): Promise<BlogPost[]> {
  return Promise.all(
    ids.map(async (id) => {
      const post = await getPost(id);
      if (!post) throw new Error(`content/resources.ts features blog article ${id}, which does not exist`);
      return post;
    }),
  );
}

/** FAQ entries by id, in the order given; an unknown id fails the build. */
export async function faqsById(ids: readonly string[] = featuredQuestions.ids): Promise<FaqEntry[]> {
  const faqs = await getFaqs();
  return ids.map((id) => {
    const entry = faqs.find((faq) => faq.id === id);
    if (!entry) throw new Error(`No FAQ entry with id ${id} in content/faq.ts`);
    return entry;
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The library's cards, each with a short status line computed from the content ('3 guides', 'First session Q1 2027'). */
export async function libraryItems(): Promise<(ResourceLink & { meta: string })[]> {
  const [guides, posts, faqs] = await Promise.all([getAllGuides(), getAllPosts(), getFaqs()]);
  const firstWebinar = byPlannedQuarter(webinars)[0];
  const firstPaper = byPlannedQuarter(whitePapers)[0];
  const meta: Record<string, string> = {
    '/guides': plural(guides.length, 'guide', 'guides'),
    '/savings-calculator': 'Interactive tool',
    '/blog': plural(posts.length, 'article', 'articles'),
    '/faq': plural(faqs.length, 'answer', 'answers'),
    '/webinars': firstWebinar ? `First session ${formatQuarter(firstWebinar.planned)}` : 'Coming soon',
    '/white-papers': firstPaper ? `First paper ${formatQuarter(firstPaper.planned)}` : 'Coming soon',
  };
  return library.items.map((item) => ({ ...item, meta: meta[item.href] ?? '' }));
}
