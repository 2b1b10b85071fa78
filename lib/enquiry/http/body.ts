import 'server-only';
/**
 * Reading a form or JSON body safely: a known content type, at most 32 KiB
 * (read from the stream, so a huge or endless body is cut off, not buffered).
 */

export const maxBodyBytes = 32 * 1024;

export type BodyFormat = 'json' | 'form';

/** The body format from Content-Type, or null for anything else (multipart, text/plain, none). */
export function bodyFormat(contentType: string | null): BodyFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'malformed' };

export async function readBodyText(request: Request, limit: number = maxBodyBytes): Promise<BodyText> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stop reading: the rest of an oversized body is never buffered.
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

export type ParsedBody = Record<string, unknown>;

/**
 * JSON must be an object. A form becomes an object of strings, with the
 * `arrayFields` (checkbox groups such as interests) as arrays.
 */
export function parseBody(text: string, format: BodyFormat, arrayFields: readonly string[] = []): ParsedBody | null {
  if (format === 'json') {
    try {
      const value: unknown = JSON.parse(text);
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ParsedBody) : null;
    } catch {
      return null;
    }
  }
  const params = new URLSearchParams(text);
  const out: ParsedBody = {};
  for (const key of new Set(params.keys())) {
    out[key] = arrayFields.includes(key) ? params.getAll(key) : params.get(key);
  }
  return out;
}
