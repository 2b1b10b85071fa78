import 'server-only';
import { scanHeldFile } from '@/lib/uploads/held';
import { verifyFileLink } from '@/lib/uploads/links';
import type { EnquiryServices } from '../services';
import { jsonError } from './responses';

const notFound = () =>
  jsonError(404, 'This link is not valid or has expired.', { headers: { 'Cache-Control': 'private, no-store' } });

/**
 * GET /api/files/<record>/<file>?expires=…&sig=…: one uploaded file, for
 * whoever holds a link the site signed (the operations e-mail, the webhook).
 * A missing, forged or expired signature, an unknown file and a file past
 * its retention all answer the same 404, so a link reveals nothing. The file
 * is always a download (`attachment`, `nosniff`), never shown by the
 * browser, and never cached. A file held for a malware scan is scanned
 * first; while the scanner is silent the answer is 503.
 */
export async function serveStoredFile(
  services: EnquiryServices,
  recordId: string,
  fileId: string,
  url: URL,
  now: Date,
): Promise<Response> {
  const { uploads, outbox } = services;
  if (
    !verifyFileLink(
      uploads.linkSecret,
      recordId,
      fileId,
      url.searchParams.get('expires'),
      url.searchParams.get('sig'),
      now,
    )
  )
    return notFound();
  if (!outbox) return notFound();
  const record = await outbox.store.get(recordId);
  const meta = record?.kind === 'contact' ? record.payload.files?.find((file) => file.id === fileId) : undefined;
  if (!meta) return notFound();
  const bytes = await outbox.store.readFile(recordId, fileId);
  if (!bytes) return notFound();
  const scan = await scanHeldFile(meta, bytes, uploads.clamavUrl);
  if (scan.status === 'wait')
    return jsonError(503, 'This file is waiting for its malware scan. Please try again later.', {
      headers: { 'Cache-Control': 'private, no-store', 'Retry-After': '300' },
    });
  if (scan.status === 'infected') return notFound();
  const asciiName = meta.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': meta.type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(meta.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
