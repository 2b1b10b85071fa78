import 'server-only';

/**
 * The API's answers. Every error is JSON `{ error, fields? }` with a message a
 * person can read; nothing internal (stack traces, paths, SMTP replies) leaks.
 */

export type FieldErrors = Record<string, string[]>;

const noStore = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
  });
}

export function jsonError(
  status: number,
  error: string,
  options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
): Response {
  return json(options.fields ? { error, fields: options.fields } : { error }, status, options.headers);
}

export function html(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore, ...headers },
  });
}

/** 303 See Other: the browser follows with a GET, so a reload does not post again. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...noStore } });
}

/**
 * The answers that do not depend on a form's language (a request no page of
 * the site sends, or one that failed before its language was read); what a
 * visitor reads about their form is Settings › Forms › Answers of the server,
 * in the form's language (lib/enquiry/http/endpoint.ts).
 */
export const messages = {
  methodNotAllowed: 'Method not allowed. Send the form with POST.',
  crossSite: 'This form can only be sent from our own website.',
  unsupportedType: 'Unsupported content type. Send application/json or application/x-www-form-urlencoded.',
  tooLarge: 'The request is too large. The limit is 32 KiB.',
  malformed: 'Malformed request body',
  notSaved: 'We could not save your message. Please try again or call us.',
  badIdempotencyKey: 'Invalid Idempotency-Key header: use 8 to 128 letters, digits, or - _ . :',
  unauthorized: 'Unauthorized: send Authorization: Bearer <CRON_SECRET>.',
} as const;

/** The answer to GET, PUT, PATCH, DELETE and OPTIONS on a POST-only endpoint. */
export function methodNotAllowed(): Response {
  return jsonError(405, messages.methodNotAllowed, { headers: { Allow: 'POST' } });
}
