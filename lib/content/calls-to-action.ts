import { memoize } from '@/lib/content/memo';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { ctaBand, type CtaBandWords } from '@/lib/content/sections';
import { readSingleton, type ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';

/**
 * Calls to action that several pages share (content/settings/calls-to-action.yaml),
 * so each is edited once: the closing banner of the blog, the guides, the
 * webinars and the white papers.
 */
export interface CallsToAction {
  closing: CtaBandWords;
}

export const getCallsToAction = memoize(async (source: ContentSource): Promise<CallsToAction> => {
  const [{ file, data }, tokens] = await Promise.all([readSingleton(source, 'callsToAction'), getTokens(source)]);
  const filled = fillPlaceholders(data, tokens, file);
  return { closing: ctaBand(filled.closing) };
});
