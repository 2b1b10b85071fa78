import 'server-only';
import { Readable } from 'node:stream';
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
  let stored = await outbox.store.openFile(recordId, fileId);
  if (!stored) return notFound();
  let consumed = false;
  const scan = await scanHeldFile(
    meta,
    async () => {
      consumed = true;
      return stored!.stream;
    },
    uploads.clamavUrl,
  ).catch((error: unknown) => {
    stored?.stream.destroy();
    throw error;
  });
  // A held file was read by its scan: what is sent is read again.
  if (consumed || scan.status !== 'ready') {
    stored.stream.destroy();
    stored = scan.status === 'ready' ? await outbox.store.openFile(recordId, fileId) : null;
  }
  if (scan.status === 'wait')
    return jsonError(503, 'This file is waiting for its malware scan. Please try again later.', {
      headers: { 'Cache-Control': 'private, no-store', 'Retry-After': '300' },
    });
  if (scan.status === 'infected' || !stored) return notFound();
  const asciiName = meta.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // Streamed from the store as the client reads it: a download holds a chunk, not the file.
  return new Response(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': meta.type,
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(meta.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
