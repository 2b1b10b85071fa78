import { assertNoProblems } from '@/lib/content/errors';
import { duplicateProblems } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import type { Industry } from '@/lib/content/types';
import { perRequest } from '@/lib/content/source';

/**
 * The industries we serve (content/industries.yaml), in the order the home
 * page and /business-types show them. Each links to its own industry page,
 * whose address also names it ('/retail' is 'retail').
 */
export const getIndustries = perRequest(async (source: ContentSource): Promise<Industry[]> => {
  const { file, data: filled } = await readFilledSingleton(source, 'industries');
  const problems = duplicateProblems(
    filled.items.map((item) => item.href),
    'items',
    'href',
  );
  assertNoProblems(file, problems);
  return filled.items.map((item) => ({
    slug: item.href.replace(/^\//, ''),
    href: item.href,
    title: item.title,
    description: item.description,
    features: [...item.features],
    icon: item.icon,
    image: { src: item.image.src, alt: item.image.alt },
  }));
});
