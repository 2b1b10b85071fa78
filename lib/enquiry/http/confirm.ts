import 'server-only';
import { getPage } from '@/lib/content/page';
import { projectSource } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';
import { localePath } from '@/lib/i18n/locales';
import { confirmSubscription } from '../newsletter';
import { clientKey } from '../client-address';
import { getEnquiryServices } from '../services';
import { bodyFormat, parseBody, readBodyText } from './body';
import { formWordsIn, readLocaleField } from './language';
import { isAllowedOrigin } from './origin';
import { json, jsonError, messages, seeOther } from './responses';

/**
 * POST /api/newsletter/confirm: the Confirm button of /newsletter/confirm.
 * The page's form posts to its own address (`?token=…`); proxy.ts hands the
 * POST here. An API client may send the token as a `token` field instead.
 * A form post is answered with a redirect to the page's result
 * (#subscription-confirmed, #link-not-valid); JSON gets JSON. Confirming
 * stores the subscription for operations and the webhook, once.
 *
 * The Spanish page (/es/newsletter/confirm, rewritten here the same way)
 * says its language in a hidden `locale` field: the redirect goes back to it,
 * and a JSON answer of a link not valid is in that language.
 */

const page = '/newsletter/confirm';

export const confirmMessages = {
  unavailable: 'Newsletter sign-ups cannot be confirmed on this deployment (no store is configured).',
} as const;

export async function handleConfirm(request: Request): Promise<Response> {
  try {
    return await answer(request);
  } catch (error) {
    console.error('[api] unexpected error while confirming a newsletter sign-up:', error);
    return jsonError(500, messages.notSaved);
  }
}

async function answer(request: Request): Promise<Response> {
  const services = getEnquiryServices();
  if (services.runsWorker) services.outbox?.start();
  if (!isAllowedOrigin(request, services.siteUrl)) return jsonError(403, messages.crossSite);

  const type = request.headers.get('content-type');
  // A form with no fields may be sent with no body and no type at all.
  const format = type ? bodyFormat(type) : 'form';
  if (!format) return jsonError(415, messages.unsupportedType);
  const body = await readBodyText(request);
  if (!body.ok)
    return body.reason === 'too-large' ? jsonError(413, messages.tooLarge) : jsonError(400, messages.malformed);
  const input = body.text.trim() === '' ? {} : parseBody(body.text, format);
  if (!input) return jsonError(400, messages.malformed);
  const language = readLocaleField(input);
  if (!language.ok) return jsonError(400, language.message, { fields: { locale: [language.message] } });
  const { locale } = language;

  const limit = await services.newsletterLimiter.hit(clientKey(request, services.clientAddress));
  if (!limit.allowed)
    return jsonError(
      429,
      fillTemplate((await formWordsIn(locale)).answers.tooMany, { seconds: limit.retryAfterSeconds }),
      {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      },
    );

  const { outbox } = services;
  if (!outbox) return jsonError(503, confirmMessages.unavailable);

  const fromBody = typeof input.token === 'string' ? input.token : undefined;
  const token = fromBody ?? new URL(request.url).searchParams.get('token') ?? '';
  const result = await confirmSubscription(outbox, token, new Date());
  if (result.status === 'confirmed') {
    const { record } = result;
    services.afterResponse(async () => {
      await outbox.offer(record);
      if (!outbox.running) await outbox.drainDue();
    });
  }
  const ok = result.status === 'confirmed' || result.status === 'already-confirmed';
  if (format === 'form')
    return seeOther(`${localePath(page, locale)}#${ok ? 'subscription-confirmed' : 'link-not-valid'}`);
  if (ok) return json({ ok: true, status: result.status }, 200);
  // The page's own words for a link that no longer works (content/pages/newsletter-confirm.yaml in that language).
  return jsonError(400, (await getPage('newsletter-confirm', projectSource(locale))).data.invalid);
}
