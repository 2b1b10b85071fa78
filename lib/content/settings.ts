import { getSite } from '@/lib/content/site';
import { perRequest, type ContentSource, type SingletonData, type SingletonKey } from '@/lib/content/source';
import { readFilledSingleton } from '@/lib/content/tokens';

/**
 * Words that need no check beyond their schema's, each read once per request
 * with its placeholders filled. Phrases keep their `{{slots}}` (filled where
 * the figure is known); the schema states which each phrase may use.
 */
const filledSingleton = <K extends SingletonKey>(key: K) =>
  perRequest(async (source: ContentSource): Promise<SingletonData<K>> => (await readFilledSingleton(source, key)).data);

/**
 * The small words the site's building blocks share (content/settings/labels.yaml):
 * the contact details' headings, the header's and menus' names, the labels of
 * comparison tables and customer stories, the home slide show's buttons, the
 * share image's lines.
 */
export const getLabels = filledSingleton('labels');
export type Labels = SingletonData<'labels'>;
/** The home slide show's button names, passed to it (a client component) by the page. */
export type CarouselWords = Labels['carousel'];

/**
 * Calls to action that several pages share (content/settings/calls-to-action.yaml),
 * so each is edited once: the closing banner of the blog, the guides, the
 * webinars and the white papers.
 */
export const getCallsToAction = filledSingleton('callsToAction');

/**
 * The words of the JSON-LD that the pages do not show elsewhere
 * (content/settings/structured-data.yaml): where the business sells, its
 * ratings, the home page's services. Names, descriptions and contact details
 * come from the pages and the business details; lib/seo assembles each
 * page's graph.
 */
export const getStructuredData = filledSingleton('structuredData');
export type StructuredDataWords = SingletonData<'structuredData'>;
/** An average rating out of 5 and its number of reviews (the schema's `rating()`, lib/editor/fields.ts). */
export type Rating = StructuredDataWords['businessRating'];

/** The 404 page (content/pages/not-found.yaml): shown for any address the site does not have. */
export const getNotFoundPage = filledSingleton('notFoundPage');

/**
 * The words of the e-mails sent to visitors (content/settings/emails.yaml).
 * lib/enquiry/mail/visitor.ts fills them with only what the site knows: the
 * reference (the subject's {{reference}}, which the schema requires), the
 * office hours, the address, the link; never what a visitor typed.
 */
export const getEmailWords = filledSingleton('emails');

/** What an e-mail is written from: the business details and the e-mails' words. */
export async function getMailContent(source?: ContentSource) {
  const [site, emails] = await Promise.all([getSite(source), getEmailWords(source)]);
  return { site, emails };
}
export type MailContent = Awaited<ReturnType<typeof getMailContent>>;
