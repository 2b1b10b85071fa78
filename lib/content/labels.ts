import { perRequest, type ContentSource, type SingletonData } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * The small words the site's building blocks share (content/settings/labels.yaml):
 * the contact details' headings, the header's and menus' names, the labels of
 * comparison tables and customer stories, the home slide show's buttons, the
 * share image's lines. Phrases keep their `{{slots}}` (filled where the number
 * is known); the schema states which each phrase may use.
 */
export type Labels = SingletonData<'labels'>;

/** The home slide show's button names, passed to it (a client component) by the page. */
export type CarouselWords = Labels['carousel'];

export const getLabels = perRequest(
  async (source: ContentSource): Promise<Labels> => (await readFilledSingleton(source, 'labels')).data,
);
