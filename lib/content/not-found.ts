import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/** The 404 page (content/pages/not-found.yaml): shown for any address the site does not have. */
export const getNotFoundPage = perRequest(
  async (source: ContentSource) => (await readFilledSingleton(source, 'notFoundPage')).data,
);
