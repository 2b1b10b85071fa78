import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { scanBytes } from './clamav';
import { checkFileType } from './file-type';
import { reencodeImage } from './images';
import { UPLOAD_LIMITS } from './limits';
import type { ReceivedFile } from './multipart';
import { checkPdf } from './pdf';
import type { UploadProblem } from './problems';

/**
 * What a file's malware scan came to when it was accepted:
 *   clean      ClamAV scanned it and found nothing
 *   unscanned  no scanner is configured (no CLAMAV_URL): the operations e-mail says so
 *   pending    a scanner is configured but did not answer: the file is held,
 *              scanned again before any destination gets it (lib/uploads/held.ts)
 */
export type ScanState = 'clean' | 'unscanned' | 'pending';

/** A file's description, stored with the enquiry (its bytes are stored beside it). */
export interface StoredFileMeta {
  /** Random, url-safe: the file's name in the store and in its signed link. */
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  scan: ScanState;
}

export interface PreparedFile {
  meta: StoredFileMeta;
  bytes: Buffer;
}

export type PrepareResult =
  { ok: true; files: PreparedFile[] } | { ok: false; status: 415 | 422; message: string; problem: UploadProblem };

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The name operations see: the visitor's, with the extension of what the file now is (a HEIC re-encoded is a .jpg). */
function storedName(name: string, mime: string): string {
  const extension = extensions[mime] ?? 'bin';
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  return `${stem}.${extension}`;
}

export const newFileId = () => randomBytes(12).toString('base64url');

/**
 * Every file of one upload through the checks, in order: its type by
 * content (415 naming the file when it is not a PDF or an image), a PDF
 * opened (422 when damaged or password-protected; its bytes kept as sent),
 * an image re-encoded (422 when it cannot be read or is too large), then the
 * malware scan when `clamavUrl` is set (422 when infected). The first refusal
 * ends the upload: nothing of a refused request is stored. A scanner that
 * does not answer refuses nothing: the file is marked `pending`.
 */
export async function prepareUploads(
  files: readonly ReceivedFile[],
  options: { clamavUrl?: string; scanTimeoutMs?: number; limits?: typeof UPLOAD_LIMITS } = {},
): Promise<PrepareResult> {
  const prepared: PreparedFile[] = [];
  for (const file of files) {
    const type = checkFileType(file.name, file.bytes);
    if (!type.ok) return { ok: false, status: 415, message: type.message, problem: type.problem };
    let bytes: Buffer = file.bytes;
    let mime = type.mime;
    if (type.kind === 'pdf') {
      const pdf = await checkPdf(file.name, file.bytes);
      if (!pdf.ok) return { ok: false, status: 422, message: pdf.message, problem: pdf.problem };
    } else {
      const image = await reencodeImage(file.name, file.bytes, type.kind, options.limits ?? UPLOAD_LIMITS);
      if (!image.ok) return { ok: false, status: 422, message: image.message, problem: image.problem };
      bytes = image.bytes;
      mime = image.mime;
    }
    let scan: ScanState = 'unscanned';
    if (options.clamavUrl) {
      // The original bytes are what the visitor sent; for a PDF they are also what is kept.
      const result = await scanBytes(options.clamavUrl, file.name, file.bytes, options.scanTimeoutMs);
      if (result.status === 'infected')
        return {
          ok: false,
          status: 422,
          message: result.message,
          problem: { code: 'infected', file: file.name, signature: result.signature },
        };
      if (result.status === 'unavailable')
        console.error(`[uploads] the malware scanner did not answer: ${result.reason}`);
      scan = result.status === 'clean' ? 'clean' : 'pending';
    }
    prepared.push({
      bytes,
      meta: {
        id: newFileId(),
        name: storedName(file.name, mime),
        type: mime,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        scan,
      },
    });
  }
  return { ok: true, files: prepared };
}
