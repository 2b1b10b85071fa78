import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { scanStream } from './clamav';
import { checkFileType } from './file-type';
import { uploadGates } from './gate';
import { reencodeImage } from './images';
import { UPLOAD_LIMITS } from './limits';
import type { ReceivedFile } from './multipart';
import { checkPdf } from './pdf';
import type { UploadProblem } from './problems';
import { closeAll, stageBytes, type StagedFile } from './staging';

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
  /** What is kept, on disk: the PDF as sent, or the image as re-encoded (a file of its own). */
  file: StagedFile;
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

/** Enough of a file's start to tell its kind (file-type.ts reads at most 512 bytes). */
const HEAD_BYTES = 512;

type Checked =
  | { ok: true; file: StagedFile; mime: string; sha256: string }
  | { ok: false; status: 415 | 422; message: string; problem: UploadProblem };

/**
 * One file's checks that need its bytes: its type from its first bytes, then
 * a PDF opened or an image re-encoded (into a staging file of its own). The
 * whole file is in memory only here, under the process's gate
 * (lib/uploads/gate.ts), so only a few files are, whatever the number of
 * uploads at once.
 */
async function checkOne(received: ReceivedFile, stagingDir: string, limits: typeof UPLOAD_LIMITS): Promise<Checked> {
  const type = checkFileType(received.name, await received.file.head(HEAD_BYTES));
  if (!type.ok) return { ok: false, status: 415, message: type.message, problem: type.problem };
  return uploadGates().checks.run(async (): Promise<Checked> => {
    if (type.kind === 'pdf') {
      const bytes = await received.file.readAll();
      const pdf = await checkPdf(received.name, bytes);
      if (!pdf.ok) return { ok: false, status: 422, message: pdf.message, problem: pdf.problem };
      return { ok: true, file: received.file, mime: type.mime, sha256: sha256(bytes) };
    }
    // sharp reads a photo from the staged file itself, a strip at a time, where the file has a path: no
    // copy of the whole file in this process's heap waiting for V8 to collect it (HEIC's decoder needs one).
    const path = type.kind === 'heic' ? undefined : received.file.path();
    const image = await reencodeImage(received.name, path ?? (await received.file.readAll()), type.kind, limits);
    if (!image.ok) return { ok: false, status: 422, message: image.message, problem: image.problem };
    const file = await stageBytes(stagingDir, image.bytes);
    return { ok: true, file, mime: image.mime, sha256: sha256(image.bytes) };
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file of one upload through the checks, in order: its type by
 * content (415 naming the file when it is not a PDF or an image), a PDF
 * opened (422 when damaged or password-protected; its bytes kept as sent),
 * an image re-encoded (422 when it cannot be read or is too large), then the
 * malware scan when `clamavUrl` is set (422 when infected), the file read
 * from disk as it is sent to clamd. The first refusal ends the upload:
 * nothing of a refused request is stored. A scanner that does not answer
 * refuses nothing: the file is marked `pending`.
 *
 * The received files stay the caller's to close; the re-encoded images are
 * new staging files, returned in `files` (or closed here on a refusal).
 */
export async function prepareUploads(
  files: readonly ReceivedFile[],
  options: { stagingDir: string; clamavUrl?: string; scanTimeoutMs?: number; limits?: typeof UPLOAD_LIMITS },
): Promise<PrepareResult> {
  const prepared: PreparedFile[] = [];
  /** The staging files made here (re-encoded images): freed here unless they are returned. */
  const made: StagedFile[] = [];
  try {
    for (const received of files) {
      const checked = await checkOne(received, options.stagingDir, options.limits ?? UPLOAD_LIMITS);
      if (!checked.ok) return await refuse(made, checked);
      if (checked.file !== received.file) made.push(checked.file);
      let scan: ScanState = 'unscanned';
      if (options.clamavUrl) {
        // The original bytes are what the visitor sent; for a PDF they are also what is kept.
        const result = await scanStream(
          options.clamavUrl,
          received.name,
          received.file.stream(),
          options.scanTimeoutMs,
        );
        if (result.status === 'infected')
          return await refuse(made, {
            ok: false,
            status: 422,
            message: result.message,
            problem: { code: 'infected', file: received.name, signature: result.signature },
          });
        if (result.status === 'unavailable')
          console.error(`[uploads] the malware scanner did not answer: ${result.reason}`);
        scan = result.status === 'clean' ? 'clean' : 'pending';
      }
      prepared.push({
        file: checked.file,
        meta: {
          id: newFileId(),
          name: storedName(received.name, checked.mime),
          type: checked.mime,
          size: checked.file.size,
          sha256: checked.sha256,
          scan,
        },
      });
    }
  } catch (error) {
    await closeAll(made);
    throw error;
  }
  return { ok: true, files: prepared };
}

async function refuse(made: readonly StagedFile[], refusal: Extract<PrepareResult, { ok: false }>) {
  await closeAll(made);
  return refusal;
}
