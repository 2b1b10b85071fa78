import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * The industries we serve (content/industries.yaml), in the order the home
 * page and /business-types show them. Each links to its own industry page,
 * whose address also names it: the loader adds that name ('/retail' is
 * 'retail').
 */
export const getIndustries = perRequest(async (source: ContentSource) => {
  const { file, data } = await readFilledSingleton(source, 'industries');
  assertNoProblems(
    file,
    duplicateProblems(
      data.items.map((item) => item.href),
      'items',
      'href',
    ),
  );
  return data.items.map((item) => ({ ...item, slug: item.href.replace(/^\//, '') }));
});

export type Industry = Awaited<ReturnType<typeof getIndustries>>[number];
