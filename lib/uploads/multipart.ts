import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { UploadLimits } from './limits';
import type { UploadProblem } from './problems';
import { closeAll, createStagedFile, type StagedFile } from './staging';

/** One file as the browser sent it: what the visitor named it, and its bytes on disk (not yet checked). */
export interface ReceivedFile {
  /** The file's name, reduced to a safe display name (no folders, no control characters). */
  name: string;
  /** Its bytes, staged on disk while the request is handled (lib/uploads/staging.ts); the caller closes it. */
  file: StagedFile;
}

export type MultipartResult =
  | { ok: true; fields: Record<string, unknown>; files: ReceivedFile[] }
  /** Refused; `fields` holds the text fields read before the refusal (the form's language, which comes first). */
  | { ok: false; status: 400 | 413; message: string; problem?: UploadProblem; fields?: Record<string, unknown> }
  /** The bytes could not be staged (a full or read-only disk): the caller answers 503 or 500. */
  | { ok: false; status: 'unstored'; error: unknown; fields?: Record<string, unknown> };

/** The form field that carries the files. */
export const fileFieldName = 'files';

/**
 * A display name for a file: the visitor chooses it, so folders (a browser
 * may send `C:\Users\…\statement.pdf`), control and text-direction characters
 * and excess length are dropped; what remains only labels the file for
 * operations, it never becomes a path.
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? 'file' : cleaned;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads a `multipart/form-data` body with busboy as it arrives, enforcing
 * the limits while reading: the moment a file passes its size, the files
 * together pass the total, or one file too many starts, reading stops and
 * the answer is 413 naming the file and the limit; the rest of the body is
 * never read. Text fields are capped together at `maxFieldBytes` (the same
 * 32 KiB as a JSON or form post). Each file goes to a staging file in
 * `stagingDir` as it arrives (lib/uploads/staging.ts: unlinked, so a refused
 * or interrupted upload leaves nothing behind), so memory holds a few
 * chunks per request whatever the files' size; busboy reads no faster than
 * the disk takes them. A refusal closes every staging file at once; on
 * success the caller owns them and closes them when the request is done.
 */
export function readMultipart(
  request: Request,
  limits: Pick<UploadLimits, 'maxFiles' | 'maxFileBytes' | 'maxTotalBytes'>,
  options: { arrayFields: readonly string[]; maxFieldBytes: number; stagingDir: string },
): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length'));
  // A body declared bigger than everything it may hold is refused before a byte is read.
  const most = limits.maxTotalBytes + options.maxFieldBytes + 64 * 1024;
  if (Number.isFinite(declared) && declared > most) {
    return Promise.resolve({
      ok: false,
      status: 413,
      message: `The upload is larger than the ${megabytes(limits.maxTotalBytes)} allowed for all files together. Send fewer or smaller files.`,
      problem: { code: 'totalTooLarge', max: megabytes(limits.maxTotalBytes) },
    });
  }
  if (!request.body) return Promise.resolve({ ok: false, status: 400, message: 'The form could not be read.' });

  return new Promise<MultipartResult>((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send file names as UTF-8; busboy's default reads them as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          files: limits.maxFiles,
          // busboy emits 'limit' on the first byte past it: a file of exactly the limit is accepted.
          fileSize: limits.maxFileBytes,
          fieldSize: options.maxFieldBytes,
          fields: 50,
          parts: limits.maxFiles + 60,
        },
      });
    } catch {
      resolve({ ok: false, status: 400, message: 'The form could not be read (a malformed multipart body).' });
      return;
    }
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
    const fields: Record<string, unknown> = {};
    /** In the order of the parts: a slot is taken when a file starts, filled when it is on disk. */
    const slots: (ReceivedFile | undefined)[] = [];
    const opened: StagedFile[] = [];
    /** The file parts being read: a refusal ends them, so nothing waits on a body that will not come. */
    const reading = new Set<Readable>();
    /** Each file part's work (staging, then copying): a refusal waits for them before it answers. */
    const tasks: Promise<void>[] = [];
    let fieldBytes = 0;
    let total = 0;
    let settled = false;
    let pendingFiles = 0;
    let finished = false;

    const finish = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      if (!result.ok) {
        // Stop reading: the rest of a refused upload is never buffered, and what was staged is freed.
        source.unpipe(parser);
        source.destroy();
        for (const stream of reading) stream.destroy();
        // Answered once what was staged is freed, including a file whose staging
        // was still being opened (a whole body in one chunk meets a limit at once).
        void Promise.all(tasks)
          .then(() => closeAll(opened))
          .then(() => resolve({ ...result, fields }));
        return;
      }
      resolve(result);
    };
    const tryDone = () => {
      if (finished && pendingFiles === 0)
        finish({ ok: true, fields, files: slots.filter((slot): slot is ReceivedFile => slot !== undefined) });
    };

    parser.on('field', (name, value, info) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || fieldBytes > options.maxFieldBytes) {
        finish({ ok: false, status: 413, message: 'The text of the form is too long.' });
        return;
      }
      if (options.arrayFields.includes(name)) {
        const list = (fields[name] as string[] | undefined) ?? [];
        list.push(value);
        fields[name] = list;
      } else {
        fields[name] = value;
      }
    });

    parser.on('file', (field, stream, info) => {
      const name = safeFileName(info.filename ?? '');
      // A file input left empty still sends a part with no name and no bytes: not a file.
      // A part after a refusal (busboy may still hold some of the body) is not staged at all.
      if (settled || field !== fileFieldName || (info.filename ?? '') === '') {
        stream.resume();
        return;
      }
      pendingFiles += 1;
      const slot = slots.length;
      slots.push(undefined);
      const overLimit = () =>
        finish({
          ok: false,
          status: 413,
          message: `"${name}" is larger than the ${megabytes(limits.maxFileBytes)} allowed for one file. Send a smaller copy (a PDF, or a photo at a lower resolution).`,
          problem: { code: 'fileTooLarge', file: name, max: megabytes(limits.maxFileBytes) },
        });
      stream.on('limit', overLimit);
      reading.add(stream);
      const task = (async () => {
        try {
          const file = await createStagedFile(options.stagingDir);
          opened.push(file);
          // Refused meanwhile: this one is freed too (the refusal closed only those it saw).
          if (settled) {
            await file.close();
            return;
          }
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            if (settled) break;
            total += chunk.length;
            if (total > limits.maxTotalBytes) {
              finish({
                ok: false,
                status: 413,
                message: `"${name}" goes over the ${megabytes(limits.maxTotalBytes)} allowed for all files together. Send fewer or smaller files.`,
                problem: { code: 'fileOverTotal', file: name, max: megabytes(limits.maxTotalBytes) },
              });
              break;
            }
            await file.write(chunk);
          }
          if (stream.truncated) overLimit();
          // An empty file is kept: the type check refuses it by name.
          if (!settled) slots[slot] = { name, file };
        } catch (error) {
          // A file system call that failed (no space, read-only) is the store's; anything else the body's.
          if ((error as NodeJS.ErrnoException).syscall !== undefined) finish({ ok: false, status: 'unstored', error });
          else finish({ ok: false, status: 400, message: 'The upload was interrupted before it was complete.' });
        } finally {
          reading.delete(stream);
          pendingFiles -= 1;
          tryDone();
        }
      })();
      tasks.push(task);
    });

    parser.on('filesLimit', () => {
      finish({
        ok: false,
        status: 413,
        message: `Too many files: at most ${limits.maxFiles} can be sent with one enquiry.`,
        problem: { code: 'tooManyFiles', maxFiles: String(limits.maxFiles) },
      });
    });
    parser.on('partsLimit', () => finish({ ok: false, status: 413, message: 'The form holds too many parts.' }));
    parser.on('fieldsLimit', () => finish({ ok: false, status: 413, message: 'The form holds too many fields.' }));
    parser.on('error', () =>
      finish({ ok: false, status: 400, message: 'The form could not be read (a malformed multipart body).' }),
    );
    parser.on('close', () => {
      finished = true;
      tryDone();
    });
    source.on('error', () =>
      finish({ ok: false, status: 400, message: 'The upload was interrupted before it was complete.' }),
    );
    source.pipe(parser);
  });
}
