import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import type { Cta } from '@/lib/content/page';
import { cta } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';
import { perRequest } from '@/lib/content/source';

/**
 * The words of /contact-us/thank-you, where the contact form lands when it
 * was sent without JavaScript (content/pages/thank-you.yaml).
 */
export interface ThankYouPage {
  /** The browser tab's title (the page is not indexed). */
  title: string;
  h1: string;
  heading: string;
  body: string;
  /** 'Need us sooner? Call {{phone}}.' split where the sales phone number, a link, goes. */
  callUs: { before: string; after: string };
  primary: Cta;
  secondary: Cta;
  another: Cta;
}

const PHONE = '{{phone}}';

export const getThankYouPage = perRequest(async (source: ContentSource): Promise<ThankYouPage> => {
  const { file, data: filled } = await readFilledSingleton(source, 'thankYouPage');
  const parts = filled.callUs.split(PHONE);
  assertNoProblems(
    file,
    parts.length === 2
      ? []
      : [fieldProblem('callUs', `write ${PHONE} once, where the phone number goes (found ${parts.length - 1} times)`)],
  );
  return {
    title: filled.title,
    h1: filled.h1,
    heading: filled.heading,
    body: filled.body,
    callUs: { before: parts[0]!, after: parts[1]! },
    primary: cta(filled.primary),
    secondary: cta(filled.secondary),
    another: cta(filled.another),
  };
});
