import 'server-only';
import { getSite } from '@/lib/content/site';
import { fillTemplate } from '@/lib/editor/placeholders';
import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';
import { newRecord, newRecordId, type OutboxEntry } from '../record';
import { clientKey } from '../client-address';
import { closeAttachments } from '../mail/files';
import { renderOutboxMail } from '../mail/render';
import type { RateLimiter } from '../rate-limit';
import { getEnquiryServices, type EnquiryServices } from '../services';
import { clientHash } from '../visitor-limits';
import { readMultipart, type ReceivedFile } from '@/lib/uploads/multipart';
import { prepareUploads, type PreparedFile } from '@/lib/uploads/prepare';
import { closeAll } from '@/lib/uploads/staging';
import { wordUploadProblem, type UploadProblem } from '@/lib/uploads/problems';
import { bodyFormat, maxBodyBytes, parseBody, readBodyText } from './body';
import { renderFormErrorPage } from './form-error-page';
import { formWordsIn, readLocaleField, type FormWords } from './language';
import { isAllowedOrigin } from './origin';
import { html, json, jsonError, messages, seeOther, type FieldErrors } from './responses';

/**
 * The one pipeline behind POST /api/contact and POST /api/newsletter, in
 * this order: origin 403, content type 415, size 413, parse 400,
 * rate limit 429, fields 400, idempotency key 400, the day's bytes of
 * uploaded files 429, the files' checks, honeypot (answered like
 * success, nothing stored), store (503 with the phone number when the disk
 * is full, 500 if it could not be stored otherwise), then
 * 202 'received' as soon as the enquiry is committed; delivery runs after
 * the response. A plain form post (no JavaScript) gets a 303 redirect on
 * success and an HTML page, with the same status, when its fields do not
 * pass or it could not be taken (429, 500, 503); JSON requests get JSON.
 * Errors before the body is known to be a form (403, 415, 413, 400) stay JSON.
 *
 * The form says its language (`locale`, lib/enquiry/http/language.ts; an
 * unknown one is 400): what the visitor reads (field messages, the error
 * page, where a form post lands) is in it, and the record keeps it for the
 * visitor's e-mails. Messages meant for developers stay English.
 *
 * With no store (a serverless platform without DATABASE_URL) a contact
 * enquiry's operations e-mail is sent while the visitor waits: 200
 * 'delivered', or 503 with the phone number (no acknowledgement, no webhook:
 * they need a store to be retried and limited). A newsletter sign-up cannot
 * wait for its confirmation there: 503 with the phone number.
 */

export type Validation = { ok: true; entry: OutboxEntry; honeypot: boolean } | { ok: false; fields: FieldErrors };

/** The language a form was sent in and its words (Settings › Forms in that language). */
export interface FormContext {
  locale: Locale;
  words: FormWords;
}

export interface EnquiryEndpoint {
  /** Form fields that repeat (checkbox groups). */
  arrayFields: readonly string[];
  /** Whether it takes `multipart/form-data` with files (the contact form's statements). */
  acceptsFiles?: boolean;
  validate(input: Record<string, unknown>, request: Request, context: FormContext): Validation;
  limiter(services: EnquiryServices): RateLimiter;
  /** Where a successful form post goes. */
  formSuccessLocation(request: Request, context: FormContext): string;
  /** The link on the form error page. */
  formBackLink(request: Request, context: FormContext): { href: string; label: string };
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

/** The context of a post whose fields may not all be read (a refused upload): its language if it said one, else English. */
async function contextOf(fields: Record<string, unknown> | undefined): Promise<FormContext> {
  const said = fields ? readLocaleField(fields) : undefined;
  const locale = said?.ok ? said.locale : defaultLocale;
  return { locale, words: await formWordsIn(locale) };
}

/** The page a plain form post gets when it was not taken: its problems and a link back, in the form's language. */
async function errorPage(
  endpoint: EnquiryEndpoint,
  request: Request,
  context: FormContext,
  messages: string[],
  heading: 'heading' | 'notSentHeading',
): Promise<string> {
  const back = endpoint.formBackLink(request, context);
  const words = context.words.answers.errorPage;
  return renderFormErrorPage({
    lang: languageTags[context.locale],
    messages,
    backHref: back.href,
    backLabel: back.label,
    heading: words[heading],
    intro: words.intro,
    backHint: words.backHint,
    siteName: (await getSite()).name,
  });
}

/** An enquiry that could not be taken: JSON, or for a plain form post a page that says so and leads back. */
async function failure(
  format: 'json' | 'form',
  endpoint: EnquiryEndpoint,
  request: Request,
  context: FormContext,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (format === 'json') return jsonError(status, message, { headers });
  return html(await errorPage(endpoint, request, context, [message], 'notSentHeading'), status, headers);
}

function success(
  format: 'json' | 'form',
  endpoint: EnquiryEndpoint,
  request: Request,
  context: FormContext,
  answer: EnquiryAnswer,
) {
  if (format === 'form') return seeOther(endpoint.formSuccessLocation(request, context));
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

  const contentType = request.headers.get('content-type');
  const multipart = endpoint.acceptsFiles === true && isMultipart(contentType);
  // A multipart post from the page's script asks for JSON; a plain form post (no JavaScript) gets pages.
  const format = multipart ? (wantsJson(request) ? 'json' : 'form') : bodyFormat(contentType);
  if (!format) return jsonError(415, messages.unsupportedType);

  if (!multipart) {
    const body = await readBodyText(request);
    if (!body.ok)
      return body.reason === 'too-large' ? jsonError(413, messages.tooLarge) : jsonError(400, messages.malformed);
    return answerParsed(request, endpoint, services, format, parseBody(body.text, format, endpoint.arrayFields), []);
  }
  const parsed = await readMultipart(request, services.uploads, {
    arrayFields: endpoint.arrayFields,
    maxFieldBytes: maxBodyBytes,
    stagingDir: services.uploads.stagingDir,
  });
  // Nothing is stored of a refused upload; the message names the file and the limit.
  if (!parsed.ok) {
    const context = await contextOf(parsed.fields);
    if (parsed.status === 'unstored') {
      console.error('[api] could not stage an upload:', parsed.error);
      const status = isStorageFull(parsed.error) ? 503 : 500;
      const { answers } = context.words;
      return failure(
        format,
        endpoint,
        request,
        context,
        status,
        status === 503 ? answers.unavailable : answers.notSaved,
      );
    }
    return failure(format, endpoint, request, context, parsed.status, uploadMessage(parsed, context));
  }
  const prepared: PreparedFile[] = [];
  try {
    return await answerParsed(request, endpoint, services, format, parsed.fields, parsed.files, prepared);
  } finally {
    // Every staged file of the request, received or re-encoded, is freed once it is answered:
    // what was accepted is in the store by then (lib/uploads/staging.ts).
    await closeAll([...parsed.files.map((received) => received.file), ...prepared.map((file) => file.file)]);
  }
}

/**
 * The rest of the pipeline once the body is read. `prepared` receives the
 * checked files as soon as they exist, so the caller frees them whatever
 * happens after.
 */
async function answerParsed(
  request: Request,
  endpoint: EnquiryEndpoint,
  services: EnquiryServices,
  format: 'json' | 'form',
  input: Record<string, unknown> | null,
  received: readonly ReceivedFile[],
  prepared: PreparedFile[] = [],
): Promise<Response> {
  if (!input) return jsonError(400, messages.malformed);

  const language = readLocaleField(input);
  if (!language.ok) return jsonError(400, language.message, { fields: { locale: [language.message] } });
  const context: FormContext = { locale: language.locale, words: await formWordsIn(language.locale) };
  const { answers } = context.words;

  const client = clientKey(request, services.clientAddress);
  const limit = await endpoint.limiter(services).hit(client);
  if (!limit.allowed) {
    const message = fillTemplate(answers.tooMany, { seconds: limit.retryAfterSeconds });
    return failure(format, endpoint, request, context, 429, message, {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }

  const validation = endpoint.validate(input, request, context);
  if (!validation.ok) {
    if (format === 'form') {
      const list = Object.values(validation.fields).flat();
      return html(await errorPage(endpoint, request, context, list, 'heading'), 400);
    }
    return jsonError(400, answers.invalid, { fields: validation.fields });
  }

  const key = request.headers.get(idempotencyHeader) ?? undefined;
  if (key !== undefined && !idempotencyKeyPattern.test(key)) return jsonError(400, messages.badIdempotencyKey);

  // The day's bytes of files, per client and for the site (lib/uploads/byte-budget.ts): over
  // either, nothing is stored. Given back below when the enquiry is not kept after all.
  const uploadedBytes = received.reduce((sum, file) => sum + file.file.size, 0);
  const budget = await services.uploadBudget.take(client, uploadedBytes);
  if (!budget.allowed) {
    return failure(
      format,
      endpoint,
      request,
      context,
      429,
      wordUploadProblem(budget.problem, context.words.answers.uploads),
      {
        'Retry-After': String(budget.retryAfterSeconds),
      },
    );
  }
  const refund = () => services.uploadBudget.giveBack(client, uploadedBytes);

  // Every file by content, re-encoded or opened, and scanned: the first refusal refuses the whole enquiry.
  let files: PreparedFile[] = [];
  if (received.length > 0) {
    let checked: Awaited<ReturnType<typeof prepareUploads>>;
    try {
      checked = await prepareUploads(received, {
        stagingDir: services.uploads.stagingDir,
        clamavUrl: services.uploads.clamavUrl,
      });
    } catch (error) {
      await refund();
      // A re-encoded image could not be staged: the disk is full, as when storing.
      if (!isStorageFull(error)) throw error;
      console.error('[api] could not stage an upload:', error);
      return failure(format, endpoint, request, context, 503, answers.unavailable);
    }
    if (!checked.ok) {
      await refund();
      return failure(format, endpoint, request, context, checked.status, uploadMessage(checked, context));
    }
    files = checked.files;
    prepared.push(...files);
  }

  if (validation.honeypot)
    return success(format, endpoint, request, context, { ok: true, status: 'received', id: decoyId() });

  const { outbox } = services;
  const entryWithFiles: OutboxEntry =
    files.length > 0 && validation.entry.kind === 'contact'
      ? { ...validation.entry, payload: { ...validation.entry.payload, files: files.map((file) => file.meta) } }
      : validation.entry;
  if (!outbox) return sendDirectly(services, entryWithFiles, format, endpoint, request, context, files);

  let stored: Awaited<ReturnType<typeof outbox.enqueue>>;
  try {
    // Scoped by form, so one key can never answer for the other form's enquiry.
    // The client, as a hash, goes with the enquiry: its visitor e-mails count against its own daily share.
    const entry = { ...entryWithFiles, payload: { ...entryWithFiles.payload, client: clientHash(client) } };
    stored = await outbox.enqueue(
      entry as OutboxEntry,
      key && `${validation.entry.kind}:${key}`,
      files.map((file) => ({ id: file.meta.id, bytes: file.file })),
    );
  } catch (error) {
    console.error('[api] could not store an enquiry:', error);
    await refund();
    // The disk is full (or read-only): nothing can be kept until a person
    // frees it, so the visitor gets the phone number rather than "try again".
    if (isStorageFull(error)) return failure(format, endpoint, request, context, 503, answers.unavailable);
    return failure(format, endpoint, request, context, 500, answers.notSaved);
  }

  const { record } = stored;
  const { id } = record;
  if (stored.created && key !== undefined && key === services.holdAnswerOfKey) {
    // The fault test's window (scripts/fault-test.ts, FAULT_TEST_HOLD_KEY): the enquiry is
    // durable, and this request is never answered, until the test kills the process.
    console.log(`[fault-test] enquiry ${id} is committed; its answer is held until this process is killed`);
    return new Promise<never>(() => undefined);
  }
  // Committed: answer now, deliver after the response (each destination when
  // its lane has a free sending slot; otherwise it waits in the store for the
  // next one). Where no worker runs (serverless, no cron on previews) each
  // submission also sends what is due.
  services.afterResponse(async () => {
    if (stored.created) await outbox.offer(record);
    if (!outbox.running) await outbox.drainDue();
  });
  return success(format, endpoint, request, context, { ok: true, status: 'received', id });
}

/** A refused upload's message in the form's language; one without a known cause (a broken request) as lib/uploads says it. */
function uploadMessage(refusal: { message: string; problem?: UploadProblem }, context: FormContext): string {
  return refusal.problem ? wordUploadProblem(refusal.problem, context.words.answers.uploads) : refusal.message;
}

function isMultipart(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').toLowerCase().includes('application/json');
}

/**
 * The errors of a store that cannot write at all for now: no space, no quota,
 * a read-only file system, or PostgreSQL's disk_full (SQLSTATE 53100).
 */
export function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS' || code === '53100';
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
  context: FormContext,
  files: readonly PreparedFile[] = [],
): Promise<Response> {
  // A newsletter sign-up needs its pending subscription kept until its owner confirms: nowhere to keep it here.
  if (services.canSendDirectly && entry.kind === 'contact') {
    const record = newRecord(entry, new Date(), ['ops-email']);
    try {
      const mail = renderOutboxMail(record, services.mail, await getSite());
      // No store: the files go as attachments only (a link would point at nothing). A file
      // held for a scan cannot wait here: the visitor is told to call (below), nothing unscanned goes out.
      if (files.some((file) => file.meta.scan === 'pending')) throw new Error('the malware scanner did not answer');
      if (files.length > 0) {
        const list = files.map(
          (file) =>
            `- ${file.meta.name} (${file.meta.type}, ${file.meta.size} bytes, ${file.meta.scan === 'clean' ? 'scanned, clean' : 'NOT scanned for malware'})`,
        );
        mail.text = `${mail.text}\nFiles (${files.length}), attached:\n${list.join('\n')}\n`;
        // Streamed from their staging files, which stay open until this request is answered.
        mail.attachments = files.map((file) => ({
          filename: file.meta.name,
          content: file.file.stream(),
          contentType: file.meta.type,
        }));
      }
      try {
        await services.transport.send(mail);
      } finally {
        closeAttachments(mail.attachments);
      }
      return success(format, endpoint, request, context, { ok: true, status: 'delivered', id: record.id });
    } catch (error) {
      console.error(
        '[api] no store (serverless without DATABASE_URL) and the mail server did not take the enquiry:',
        error,
      );
    }
  } else {
    console.error('[api] no store (serverless without DATABASE_URL) and no SMTP_URL: enquiries cannot be taken');
  }
  return failure(format, endpoint, request, context, 503, context.words.answers.unavailable);
}
