import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * The industries we serve (content/industries.yaml), in the order the home
 * page and /business-types show them, each linking to its own industry page.
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
  return data.items;
});

export type Industry = Awaited<ReturnType<typeof getIndustries>>[number];
