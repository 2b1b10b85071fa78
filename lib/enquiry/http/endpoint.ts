import 'server-only';
import { getSite } from '@/lib/content/site';
import { newRecord, newRecordId, type OutboxEntry } from '../record';
import { clientKey } from '../client-address';
import { renderOutboxMail } from '../mail/render';
import type { RateLimiter } from '../rate-limit';
import { getEnquiryServices, type EnquiryServices } from '../services';
import { clientHash } from '../visitor-limits';
import { bodyFormat, parseBody, readBodyText } from './body';
import { formNotSentHeading, renderFormErrorPage } from './form-error-page';
import { isAllowedOrigin } from './origin';
import { html, json, jsonError, messages, seeOther, type FieldErrors } from './responses';

/**
 * The one pipeline behind POST /api/contact and POST /api/newsletter, in
 * this order: origin 403, content type 415, size 413, parse 400,
 * rate limit 429, fields 400, idempotency key 400, honeypot (answered like
 * success, nothing stored), store (503 with the phone number when the disk
 * is full, 500 if it could not be stored otherwise), then
 * 202 'received' as soon as the enquiry is committed; delivery runs after
 * the response. A plain form post (no JavaScript) gets a 303 redirect on
 * success and an HTML page, with the same status, when its fields do not
 * pass or it could not be taken (429, 500, 503); JSON requests get JSON.
 * Errors before the body is known to be a form (403, 415, 413, 400) stay JSON.
 *
 * With no store (a serverless platform without DATABASE_URL) a contact
 * enquiry's operations e-mail is sent while the visitor waits: 200
 * 'delivered', or 503 with the phone number (no acknowledgement, no webhook:
 * they need a store to be retried and limited). A newsletter sign-up cannot
 * wait for its confirmation there: 503 with the phone number.
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

/** 'received': stored, delivery follows; 'delivered': the mail server has it (no store on this platform). */
export type EnquiryAnswer = { ok: true; status: 'received' | 'delivered'; id: string };

/** The header the forms send: one random key per submission, kept across a retry of that submission. */
export const idempotencyHeader = 'Idempotency-Key';
const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The honeypot is filled when it holds anything but white space. */
export function isFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** A made-up id in the real format, so a bot cannot tell its post was dropped. */
const decoyId = () => newRecordId(new Date());

/** An enquiry that could not be taken: JSON, or for a plain form post a page that says so and leads back. */
async function failure(
  format: 'json' | 'form',
  endpoint: EnquiryEndpoint,
  request: Request,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (format === 'json') return jsonError(status, message, { headers });
  const back = endpoint.formBackLink(request);
  const page = renderFormErrorPage({
    messages: [message],
    backHref: back.href,
    backLabel: back.label,
    heading: formNotSentHeading,
    siteName: (await getSite()).name,
  });
  return html(page, status, headers);
}

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
  if (services.runsWorker) services.outbox?.start();

  if (!isAllowedOrigin(request, services.siteUrl)) return jsonError(403, messages.crossSite);

  const format = bodyFormat(request.headers.get('content-type'));
  if (!format) return jsonError(415, messages.unsupportedType);

  const body = await readBodyText(request);
  if (!body.ok)
    return body.reason === 'too-large' ? jsonError(413, messages.tooLarge) : jsonError(400, messages.malformed);

  const input = parseBody(body.text, format, endpoint.arrayFields);
  if (!input) return jsonError(400, messages.malformed);

  const client = clientKey(request, services.clientAddress);
  const limit = await endpoint.limiter(services).hit(client);
  if (!limit.allowed) {
    return failure(format, endpoint, request, 429, messages.tooMany(limit.retryAfterSeconds), {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }

  const validation = endpoint.validate(input, request);
  if (!validation.ok) {
    if (format === 'form') {
      const back = endpoint.formBackLink(request);
      const list = Object.values(validation.fields).flat();
      return html(
        renderFormErrorPage({
          messages: list,
          backHref: back.href,
          backLabel: back.label,
          siteName: (await getSite()).name,
        }),
        400,
      );
    }
    return jsonError(400, messages.invalid, { fields: validation.fields });
  }

  const key = request.headers.get(idempotencyHeader) ?? undefined;
  if (key !== undefined && !idempotencyKeyPattern.test(key)) return jsonError(400, messages.badIdempotencyKey);

  if (validation.honeypot) return success(format, endpoint, request, { ok: true, status: 'received', id: decoyId() });

  const { outbox } = services;
  if (!outbox) return sendDirectly(services, validation.entry, format, endpoint, request);

  let stored: Awaited<ReturnType<typeof outbox.enqueue>>;
  try {
    // Scoped by form, so one key can never answer for the other form's enquiry.
    // The client, as a hash, goes with the enquiry: its visitor e-mails count against its own daily share.
    const entry = { ...validation.entry, payload: { ...validation.entry.payload, client: clientHash(client) } };
    stored = await outbox.enqueue(entry as OutboxEntry, key && `${validation.entry.kind}:${key}`);
  } catch (error) {
    console.error('[api] could not store an enquiry:', error);
    // The disk is full (or read-only): nothing can be kept until a person
    // frees it, so the visitor gets the phone number rather than "try again".
    if (isStorageFull(error))
      return failure(format, endpoint, request, 503, messages.unavailable((await getSite()).phones.sales.display));
    return failure(format, endpoint, request, 500, messages.notSaved);
  }

  const { record } = stored;
  const { id } = record;
  // Committed: answer now, deliver after the response (each destination when
  // its lane has a free sending slot; otherwise it waits in the store for the
  // next one). Where no worker runs (serverless, no cron on previews) each
  // submission also sends what is due.
  services.afterResponse(async () => {
    if (stored.created) await outbox.offer(record);
    if (!outbox.running) await outbox.drainDue();
  });
  return success(format, endpoint, request, { ok: true, status: 'received', id });
}

/** The errors of a store that cannot write at all for now: no space, no quota, a read-only file system. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS';
}

/**
 * No store on this platform: a file in /tmp would vanish with the instance,
 * so nothing is claimed to be kept. The enquiry goes to the mail server
 * now, or the visitor is told to call.
 */
async function sendDirectly(
  services: EnquiryServices,
  entry: OutboxEntry,
  format: 'json' | 'form',
  endpoint: EnquiryEndpoint,
  request: Request,
): Promise<Response> {
  // A newsletter sign-up needs its pending subscription kept until its owner confirms: nowhere to keep it here.
  if (services.canSendDirectly && entry.kind === 'contact') {
    const record = newRecord(entry, new Date(), ['ops-email']);
    try {
      await services.transport.send(renderOutboxMail(record, services.mail, await getSite()));
      return success(format, endpoint, request, { ok: true, status: 'delivered', id: record.id });
    } catch (error) {
      console.error(
        '[api] no store (serverless without DATABASE_URL) and the mail server did not take the enquiry:',
        error,
      );
    }
  } else {
    console.error('[api] no store (serverless without DATABASE_URL) and no SMTP_URL: enquiries cannot be taken');
  }
  return failure(format, endpoint, request, 503, messages.unavailable((await getSite()).phones.sales.display));
}
