import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * The header's menus and the footer's columns (content/settings/navigation.yaml).
 * Labels come from the pages: an empty blurb or label is none, and lib/routes.ts
 * puts the page's own words in its place.
 */
export const getNavigation = perRequest(async (source: ContentSource) => {
  const { file, data: filled } = await readFilledSingleton(source, 'navigation');
  const problems: string[] = [];
  const seen = new Map<string, string>();
  filled.header.forEach((item, index) => {
    const at = `header.${index}.page`;
    const first = seen.get(item.page);
    if (first) problems.push(fieldProblem(at, `${item.page} is in the header twice (also ${first})`));
    seen.set(item.page, at);
  });
  assertNoProblems(file, problems);
  return filled;
});
