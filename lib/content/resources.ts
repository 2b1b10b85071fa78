import { getAllPosts, type BlogPost } from '@/lib/content/blog';
import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getFaqs, type FaqEntry } from '@/lib/content/faq';
import { getAllGuides } from '@/lib/content/guides';
import { getPage, type Cta } from '@/lib/content/page';
import { formatQuarter } from '@/lib/content/planned';
import { ctaBand, phrase, sectionHeading, type CtaBandWords, type SectionHeading } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import type { IconName } from '@/lib/content/types';
import { getWebinarsPage } from '@/lib/content/webinars';
import { getWhitePapersPage } from '@/lib/content/white-papers';

/**
 * /resources (content/pages/resources.yaml): the library of what we publish,
 * the articles and questions it features, and its closing banner. What it
 * features is named by address (blog articles) and short name (FAQ
 * questions); a name that leads nowhere fails with the file and the field.
 */

export interface ResourceLink {
  href: string;
  title: string;
  description: string;
  icon: IconName;
  action: string;
  /** A short status line computed from the content: '3 guides', 'First session Q1 2027'. */
  meta: string;
}

export interface ResourcesPage {
  library: SectionHeading & { items: ResourceLink[] };
  /** Blog article addresses (/blog/<slug>), in display order. */
  featuredArticles: SectionHeading & { ids: string[]; more: Cta };
  /** FAQ question ids, in display order; {total} in the words is the number of questions on /faq. */
  featuredQuestions: SectionHeading & { ids: string[]; more: Cta };
  cta: CtaBandWords;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The status line of each library card, by the page it opens; other pages get none. */
async function libraryMeta(source?: ContentSource): Promise<Record<string, string>> {
  const [guides, posts, faqs, { webinars }, { papers }] = await Promise.all([
    getAllGuides(source),
    getAllPosts(source),
    getFaqs(source),
    getWebinarsPage(source),
    getWhitePapersPage(source),
  ]);
  // Both lists come earliest first.
  const [firstWebinar] = webinars;
  const [firstPaper] = papers;
  return {
    '/guides': plural(guides.length, 'guide', 'guides'),
    '/savings-calculator': 'Interactive tool',
    '/blog': plural(posts.length, 'article', 'articles'),
    '/faq': plural(faqs.length, 'answer', 'answers'),
    '/webinars': firstWebinar ? `First session ${formatQuarter(firstWebinar.planned)}` : 'Coming soon',
    '/white-papers': firstPaper ? `First paper ${formatQuarter(firstPaper.planned)}` : 'Coming soon',
  };
}

export async function getResourcesPage(source?: ContentSource): Promise<ResourcesPage> {
  const [{ file, data }, posts, faqs, meta] = await Promise.all([
    getPage('resources', source),
    getAllPosts(source),
    getFaqs(source),
    libraryMeta(source),
  ]);
  const { library, featuredArticles, featuredQuestions } = data;
  const problems: string[] = [];

  const articleIds = featuredArticles.articles.map((id) => id ?? '');
  const published = new Set(posts.map((post) => post.slug));
  articleIds.forEach((id, index) => {
    if (!published.has(id))
      problems.push(
        fieldProblem(
          ['featuredArticles', 'articles', index],
          `"${id}" is not a published blog article (content/blog/)`,
        ),
      );
  });
  const questionIds = [...featuredQuestions.questions];
  const known = new Set(faqs.map((faq) => faq.id));
  questionIds.forEach((id, index) => {
    if (!known.has(id))
      problems.push(
        fieldProblem(
          ['featuredQuestions', 'questions', index],
          `"${id}" is not a question of the FAQ (content/pages/faq.yaml questions)`,
        ),
      );
  });
  // Counts are the content's own, never typed: "There are {total} answers".
  const total = { total: faqs.length };
  const questionsDescription = phrase(
    featuredQuestions.description,
    total,
    ['featuredQuestions', 'description'],
    problems,
  );
  const moreQuestions = phrase(featuredQuestions.more.label, total, ['featuredQuestions', 'more', 'label'], problems);
  assertNoProblems(file, problems);

  return {
    library: {
      ...sectionHeading(library),
      items: library.items.map((item) => ({
        href: item.href,
        title: item.title,
        description: item.description,
        icon: item.icon,
        action: item.action,
        meta: meta[item.href] ?? '',
      })),
    },
    featuredArticles: {
      ...sectionHeading(featuredArticles),
      ids: articleIds,
      more: { label: featuredArticles.more.label, href: featuredArticles.more.href },
    },
    featuredQuestions: {
      title: featuredQuestions.title,
      description: questionsDescription,
      ids: questionIds,
      more: { label: moreQuestions, href: featuredQuestions.more.href },
    },
    cta: ctaBand(data.cta),
  };
}

/** The articles the Resources page features, in its order. */
export async function featuredPosts(source?: ContentSource): Promise<BlogPost[]> {
  const [{ featuredArticles }, posts] = await Promise.all([getResourcesPage(source), getAllPosts(source)]);
  return featuredArticles.ids.map((id) => posts.find((post) => post.slug === id)!);
}

/** The FAQ questions the Resources page features, in its order. */
export async function featuredFaqs(source?: ContentSource): Promise<FaqEntry[]> {
  const [{ featuredQuestions }, faqs] = await Promise.all([getResourcesPage(source), getFaqs(source)]);
  return featuredQuestions.ids.map((id) => faqs.find((faq) => faq.id === id)!);
}
