import { getAllPosts } from '@/lib/content/blog';
import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { getFaqPage } from '@/lib/content/faq';
import { getAllGuides } from '@/lib/content/guides';
import { getPage } from '@/lib/content/page';
import { getWebinarsPage, getWhitePapersPage } from '@/lib/content/planned';
import { formatQuarterIn } from '@/lib/i18n/formats';
import { fillTemplate } from '@/lib/editor/placeholders';
import { defaultSource, type ContentSource } from '@/lib/content/source';

/**
 * /resources (content/pages/resources.yaml): the library of what we publish,
 * the articles and questions it features, and its closing banner. What it
 * features is named by address (blog articles) and short name (FAQ
 * questions); a name that leads nowhere fails with the file and the field.
 */

/** The records a list of ids names, in its order; an id that names none is a problem at its place. */
function named<T>(ids: readonly (string | null)[], records: ReadonlyMap<string, T>, field: string, what: string) {
  const problems: string[] = [];
  const found = ids.flatMap((id, index) => {
    const record = records.get(id ?? '');
    if (!record) problems.push(fieldProblem([field, index], `"${id ?? ''}" is not ${what}`));
    return record ? [record] : [];
  });
  return { found, problems };
}

export async function getResourcesPage(source: ContentSource = defaultSource()) {
  const [{ file, data }, guides, posts, { questions: faqs }, { webinars }, { papers }] = await Promise.all([
    getPage('resources', source),
    getAllGuides(source),
    getAllPosts(source),
    getFaqPage(source),
    getWebinarsPage(source),
    getWhitePapersPage(source),
  ]);
  const { status, library, featuredArticles, featuredQuestions } = data;
  const articles = named(
    featuredArticles.articles,
    new Map(posts.map((post) => [post.slug, post])),
    'featuredArticles.articles',
    'a published blog article (content/blog/)',
  );
  const questions = named(
    featuredQuestions.questions,
    new Map(faqs.map((faq) => [faq.id, faq])),
    'featuredQuestions.questions',
    'a question of the FAQ (content/pages/faq.yaml questions)',
  );
  assertNoProblems(file, [...articles.problems, ...questions.problems]);

  // The status line of each library card, by the page it opens; other pages get none.
  // The schema requires each line's slot, so both forms and both quarters fill.
  const counted = (key: 'guides' | 'articles' | 'answers', count: number) =>
    fillTemplate(status[key][count === 1 ? 'one' : 'many'], { count });
  const planned = (key: 'firstWebinar' | 'firstPaper', first?: { planned: { year: number; quarter: number } }) =>
    first
      ? fillTemplate(status[key], {
          quarter: formatQuarterIn(first.planned.year, first.planned.quarter, source.locale),
        })
      : status.comingSoon;
  // Both planned lists come earliest first.
  const meta: Record<string, string> = {
    '/guides': counted('guides', guides.length),
    '/savings-calculator': status.tool,
    '/blog': counted('articles', posts.length),
    '/faq': counted('answers', faqs.length),
    '/webinars': planned('firstWebinar', webinars[0]),
    '/white-papers': planned('firstPaper', papers[0]),
  };
  // Each library card gets its status line; the featured lists, what they name, in order.
  return {
    ...data,
    library: { ...library, items: library.items.map((item) => ({ ...item, meta: meta[item.href] ?? '' })) },
    featuredArticles: { ...featuredArticles, posts: articles.found },
    featuredQuestions: { ...featuredQuestions, entries: questions.found },
  };
}

export type ResourcesPage = Awaited<ReturnType<typeof getResourcesPage>>;
