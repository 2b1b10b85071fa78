import { addressProblems, assertNoProblems, dateProblems } from '@/lib/content/errors';
import { renderMarkdownBody } from '@/lib/content/markdown';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { perRequest, readCollection, type ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';

/** Guides: content/guides/<slug>.md, published at /guides/<slug>, in file-name order. */

export const getAllGuides = perRequest(async (source: ContentSource) => {
  const [tokens, entries] = await Promise.all([getTokens(source), readCollection(source, 'guideArticles')]);
  return Promise.all(
    entries.map(async ({ slug, file, data }) => {
      const fields = fillPlaceholders(data, tokens, file);
      assertNoProblems(file, [...dateProblems(fields.updated, 'updated'), ...addressProblems(slug)]);
      // The body as HTML, in place of the reader's lazy Markdown tree.
      return { slug, ...fields, body: await renderMarkdownBody(file, tokens, source) };
    }),
  );
});

export type Guide = Awaited<ReturnType<typeof getAllGuides>>[number];

export async function getGuide(slug: string, source?: ContentSource): Promise<Guide | undefined> {
  return (await getAllGuides(source)).find((guide) => guide.slug === slug);
}
