import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works after its enquiry was made. */
export const FILE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

function signature(secret: string, recordId: string, fileId: string, expires: number): string {
  return createHmac('sha256', secret).update(`file:${recordId}/${fileId}:${expires}`).digest('base64url');
}

/**
 * The signed address of one stored file: `/api/files/<record>/<file>?expires=<s>&sig=<hmac>`.
 * It expires a fixed time after the enquiry was made, so it is a pure
 * function of the record: every attempt of one webhook delivery carries the
 * same link, and the operations e-mail and the webhook name the same one.
 */
export function signedFileUrl(
  siteUrl: string,
  secret: string,
  recordId: string,
  fileId: string,
  createdAt: string,
): { url: string; expiresAt: string } {
  const expires = Math.floor((Date.parse(createdAt) + FILE_LINK_TTL_MS) / 1000);
  const sig = signature(secret, recordId, fileId, expires);
  return {
    url: `${siteUrl.replace(/\/+$/, '')}/api/files/${encodeURIComponent(recordId)}/${encodeURIComponent(fileId)}?expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Whether a link's expiry and signature are this site's and still valid at `now`. */
export function verifyFileLink(
  secret: string,
  recordId: string,
  fileId: string,
  expiresParam: string | null,
  sigParam: string | null,
  now: Date,
): boolean {
  if (!expiresParam || !sigParam || !/^\d{1,12}$/.test(expiresParam)) return false;
  const expires = Number(expiresParam);
  const expected = Buffer.from(signature(secret, recordId, fileId, expires));
  const given = Buffer.from(sigParam);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return expires * 1000 > now.getTime();
}
