import { assertNoProblems, duplicateProblems } from '@/lib/content/errors';
import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';

/**
 * The home page's own sections (content/pages/home.yaml), in page order; its
 * hero words (H1, intro, drawing, buttons) are its route words (lib/routes.ts).
 * The industry cards are the industries' own (content/industries).
 */

export async function getHomePage(source?: ContentSource) {
  const { file, data } = await getPage('home', source);
  assertNoProblems(
    file,
    duplicateProblems(
      data.posSolutions.slides.map((slide) => slide.id),
      'posSolutions.slides',
      'id',
    ),
  );
  return data;
}

export type HomePage = Awaited<ReturnType<typeof getHomePage>>;
export type Slide = HomePage['posSolutions']['slides'][number];
