import fs from 'node:fs';
import { addressProblems, assertNoProblems, ContentError, dateProblems, fieldProblem } from '@/lib/content/errors';
import { renderMarkdownBody } from '@/lib/content/markdown';
import { descriptionProblems } from '@/lib/content/page';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { perRequest, absolutePath, readCollection, type ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';

/**
 * The blog: articles (content/blog/<slug>.md) and their categories
 * (content/blog-categories/<slug>.yaml). An article's address is its file
 * name: /blog/1 … /blog/6 for the first six, words from the title for new
 * ones. Unpublished articles are left out everywhere.
 */

export const getBlogCategories = perRequest(async (source: ContentSource) => {
  const tokens = await getTokens(source);
  const entries = await readCollection(source, 'blogCategories');
  const categories = entries.map(({ slug, file, data }) => {
    const filled = fillPlaceholders(data, tokens, file);
    assertNoProblems(file, descriptionProblems(filled.seo.description));
    return { slug, ...filled };
  });
  if (categories.length === 0)
    throw new ContentError('content/blog-categories/', ['the blog needs at least one category']);
  return categories.sort((a, b) => a.order - b.order || (a.slug < b.slug ? -1 : 1));
});

/** Every published article, newest first. */
export const getAllPosts = perRequest(async (source: ContentSource) => {
  const [tokens, categories, entries] = await Promise.all([
    getTokens(source),
    getBlogCategories(source),
    readCollection(source, 'posts'),
  ]);
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const posts = await Promise.all(
    entries.map(async ({ slug, file, data }) => {
      const fields = fillPlaceholders(data, tokens, file);
      const problems = [...dateProblems(fields.date, 'date'), ...addressProblems(slug)];
      const category = bySlug.get(fields.category);
      if (!category)
        problems.push(
          fieldProblem(
            'category',
            `"${fields.category}" is not a category (content/blog-categories/ has ${[...bySlug.keys()].join(', ')})`,
          ),
        );
      const { discriminant, value: image } = fields.cover;
      if (discriminant === 'photo' && !fs.existsSync(absolutePath(source, `public${image}`)))
        problems.push(fieldProblem('cover', `the photo ${image} is not in public/`));
      assertNoProblems(file, problems);
      if (!fields.published) return null;
      return {
        /** The last part of its address: '/blog/<slug>'. */
        slug,
        ...fields,
        /** The category's name, as shown (`category` is its slug). */
        categoryName: category!.name,
        /** The article as HTML, in place of the reader's lazy Markdown tree. */
        body: await renderMarkdownBody(file, tokens, source),
      };
    }),
  );
  return posts
    .filter((post) => post !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
});

export type BlogCategory = Awaited<ReturnType<typeof getBlogCategories>>[number];
export type BlogPost = Awaited<ReturnType<typeof getAllPosts>>[number];

/** The article at /blog/<slug>, or undefined for an unknown or unpublished one. */
export async function getPost(slug: string, source?: ContentSource): Promise<BlogPost | undefined> {
  return (await getAllPosts(source)).find((post) => post.slug === slug);
}
