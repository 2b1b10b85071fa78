import type { Cta } from '@/lib/content/page';
import { cta } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/** The 404 page (content/pages/not-found.yaml): shown for any address the site does not have. */
export interface NotFoundPage {
  /** The H1 and the document title. */
  title: string;
  eyebrow: string;
  description: string;
  primary: Cta;
  secondary: Cta;
  suggestions: Cta[];
}

export const getNotFoundPage = perRequest(async (source: ContentSource): Promise<NotFoundPage> => {
  const { data: filled } = await readFilledSingleton(source, 'notFoundPage');
  return {
    title: filled.title,
    eyebrow: filled.eyebrow,
    description: filled.description,
    primary: cta(filled.primary),
    secondary: cta(filled.secondary),
    suggestions: filled.suggestions.map(cta),
  };
});
