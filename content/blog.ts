/**
 * The words of the blog list (/blog and its category views) and of an
 * article page, around the articles themselves (content/blog/*.md).
 * `{name}` marks a value lib/content/phrase.ts fills in.
 */
export const blogList = {
  /** The list's heading on /blog; a category view is headed by its category. */
  title: 'Latest Articles',
  summaryAll: 'Showing all {total} articles, newest first.',
  summaryCategory: 'Showing {count} of {total} articles, in {category}.',
  empty: 'No articles in this category yet.',
};

export const articlePage = {
  backToBlog: 'Back to Blog',
  backToAll: 'Back to all articles',
  relatedTitle: 'Related Articles',
};

/** After a reading time in minutes: '6 min read' (articles and guides). */
export const readingTime = 'min read';
