import type { OutboxEntry } from '@/lib/outbox';
import { newRecordId } from '@/lib/outbox/record';
import { bodyFormat, parseBody, readBodyText } from './body';
import { getEnquiryServices, type EnquiryServices } from './enquiry-services';
import { renderFormErrorPage } from './form-error-page';
import { isAllowedOrigin } from './origin';
import { clientKey, type RateLimiter } from './rate-limit';
import { html, json, jsonError, messages, seeOther, type FieldErrors } from './responses';

/**
 * The one pipeline behind POST /api/contact and POST /api/newsletter, in the
 * order DECISIONS.md fixes: origin 403, content type 415, size 413, parse 400,
 * rate limit 429, fields 400, honeypot (answered like success, nothing
 * stored), outbox (500 only if it could not be stored), then 200 'delivered'
 * or 202 'queued'. A plain form post (no JavaScript) gets a 303 redirect on
 * success and an HTML page on field errors; JSON requests get JSON.
 */

export type Validation = { ok: true; entry: OutboxEntry; honeypot: boolean } | { ok: false; fields: FieldErrors };

export interface EnquiryEndpoint {
  /** Form fields that repeat (checkbox groups). */
  arrayFields: readonly string[];
  validate(input: Record<string, unknown>, request: Request): Validation;
  limiter(services: EnquiryServices): RateLimiter;
  /** Where a successful form post goes. */
  formSuccessLocation(request: Request): string;
  /** The link on the form error page. */
  formBackLink(request: Request): { href: string; label: string };
}

export type EnquiryAnswer = { ok: true; status: 'delivered' | 'queued'; id: string };

/** The honeypot is filled when it holds anything but white space. */
export function isFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** A made-up id in the real format, so a bot cannot tell its post was dropped. */
const decoyId = () => newRecordId(new Date());

function success(format: 'json' | 'form', endpoint: EnquiryEndpoint, request: Request, answer: EnquiryAnswer) {
  if (format === 'form') return seeOther(endpoint.formSuccessLocation(request));
  return json(answer, answer.status === 'delivered' ? 200 : 202);
}

export async function handleEnquiryPost(request: Request, endpoint: EnquiryEndpoint): Promise<Response> {
  try {
    return await answerEnquiry(request, endpoint);
  } catch (error) {
    // A bug, not bad input: log it, tell the visitor plainly, leak nothing.
    console.error('[api] unexpected error while handling an enquiry:', error);
    return jsonError(500, messages.notSaved);
  }
}

async function answerEnquiry(request: Request, endpoint: EnquiryEndpoint): Promise<Response> {
  const services = getEnquiryServices();
  // Lazily, in case instrumentation did not run (dev server, tests): idempotent.
  services.outbox.start();

  if (!isAllowedOrigin(request, services.siteUrl)) return jsonError(403, messages.crossSite);

  const format = bodyFormat(request.headers.get('content-type'));
  if (!format) return jsonError(415, messages.unsupportedType);

  const body = await readBodyText(request);
  if (!body.ok) return body.reason === 'too-large' ? jsonError(413, messages.tooLarge) : jsonError(400, messages.malformed);

  const input = parseBody(body.text, format, endpoint.arrayFields);
  if (!input) return jsonError(400, messages.malformed);

  const limit = endpoint.limiter(services).hit(clientKey(request));
  if (!limit.allowed) {
    return jsonError(429, messages.tooMany(limit.retryAfterSeconds), {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }

  const validation = endpoint.validate(input, request);
  if (!validation.ok) {
    if (format === 'form') {
      const back = endpoint.formBackLink(request);
      const list = Object.values(validation.fields).flat();
      return html(renderFormErrorPage({ messages: list, backHref: back.href, backLabel: back.label }), 400);
    }
    return jsonError(400, messages.invalid, { fields: validation.fields });
  }

  if (validation.honeypot) return success(format, endpoint, request, { ok: true, status: 'delivered', id: decoyId() });

  let id: string;
  try {
    id = (await services.outbox.enqueue(validation.entry)).id;
  } catch (error) {
    console.error('[api] could not store an enquiry in the outbox:', error);
    return jsonError(500, messages.notSaved);
  }

  const status = await services.outbox.deliverWithin(id, services.deliveryWaitMs);
  return success(format, endpoint, request, { ok: true, status, id });
}
