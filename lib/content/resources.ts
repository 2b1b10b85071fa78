import { getAllPosts, type BlogPost } from '@/lib/content/blog';
import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getFaqs, type FaqEntry } from '@/lib/content/faq';
import { getAllGuides } from '@/lib/content/guides';
import { getPage } from '@/lib/content/page';
import { formatQuarter, getWebinarsPage, getWhitePapersPage, type PlannedQuarter } from '@/lib/content/planned';
import { fillTemplate } from '@/lib/editor/placeholders';
import { sourceLocale, type ContentSource, type SingletonData } from '@/lib/content/source';

/**
 * /resources (content/pages/resources.yaml): the library of what we publish,
 * the articles and questions it features, and its closing banner. What it
 * features is named by address (blog articles) and short name (FAQ
 * questions); a name that leads nowhere fails with the file and the field.
 */

type Status = SingletonData<'resources'>['status'];

/** The status line of each library card, by the page it opens; other pages get none. */
async function libraryMeta(status: Status, source?: ContentSource): Promise<Record<string, string>> {
  const [guides, posts, faqs, { webinars }, { papers }] = await Promise.all([
    getAllGuides(source),
    getAllPosts(source),
    getFaqs(source),
    getWebinarsPage(source),
    getWhitePapersPage(source),
  ]);
  // The schema requires each line's slot, so both forms and both quarters fill.
  const counted = (key: 'guides' | 'articles' | 'answers', count: number) =>
    fillTemplate(status[key][count === 1 ? 'one' : 'many'], { count });
  const planned = (key: 'firstWebinar' | 'firstPaper', first: { planned: PlannedQuarter } | undefined) =>
    first
      ? fillTemplate(status[key], { quarter: formatQuarter(first.planned, sourceLocale(source)) })
      : status.comingSoon;
  // Both lists come earliest first.
  return {
    '/guides': counted('guides', guides.length),
    '/savings-calculator': status.tool,
    '/blog': counted('articles', posts.length),
    '/faq': counted('answers', faqs.length),
    '/webinars': planned('firstWebinar', webinars[0]),
    '/white-papers': planned('firstPaper', papers[0]),
  };
}

export async function getResourcesPage(source?: ContentSource) {
  const [{ file, data }, posts, faqs] = await Promise.all([
    getPage('resources', source),
    getAllPosts(source),
    getFaqs(source),
  ]);
  const { library, featuredArticles, featuredQuestions } = data;
  const problems: string[] = [];
  const meta = await libraryMeta(data.status, source);

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
  assertNoProblems(file, problems);

  // Each library card gets its status line; the featured lists, their ids in order.
  return {
    ...data,
    library: { ...library, items: library.items.map((item) => ({ ...item, meta: meta[item.href] ?? '' })) },
    featuredArticles: { ...featuredArticles, ids: articleIds },
    featuredQuestions: { ...featuredQuestions, ids: questionIds },
  };
}

export type ResourcesPage = Awaited<ReturnType<typeof getResourcesPage>>;

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
