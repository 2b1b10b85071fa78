import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, type ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * The words of /contact-us/thank-you, where the contact form lands when it
 * was sent without JavaScript (content/pages/thank-you.yaml), with the
 * invitation to call split where the sales phone number, a link, goes.
 */
const PHONE = /\{\{\s*phone\s*\}\}/;

export const getThankYouPage = perRequest(async (source: ContentSource) => {
  const { file, data } = await readFilledSingleton(source, 'thankYouPage');
  const parts = data.callUs.split(PHONE);
  assertNoProblems(
    file,
    parts.length === 2
      ? []
      : [fieldProblem('callUs', `write {{phone}} once, where the phone number goes (found ${parts.length - 1} times)`)],
  );
  return { ...data, callUs: { before: parts[0]!, after: parts[1]! } };
});
