import { ctaBand, type CtaBandWords } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/**
 * Calls to action that several pages share (content/settings/calls-to-action.yaml),
 * so each is edited once: the closing banner of the blog, the guides, the
 * webinars and the white papers.
 */
export interface CallsToAction {
  closing: CtaBandWords;
}

export const getCallsToAction = perRequest(async (source: ContentSource): Promise<CallsToAction> => {
  const { data: filled } = await readFilledSingleton(source, 'callsToAction');
  return { closing: ctaBand(filled.closing) };
});
