import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * Calls to action that several pages share (content/settings/calls-to-action.yaml),
 * so each is edited once: the closing banner of the blog, the guides, the
 * webinars and the white papers.
 */
export const getCallsToAction = perRequest(
  async (source: ContentSource) => (await readFilledSingleton(source, 'callsToAction')).data,
);
