import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * An uploaded file's bytes while its request is handled, on disk rather
 * than in memory, so twenty uploads of 10 MB at once cost the server a few
 * buffers each, not 200 MB.
 *
 * The file is unlinked the moment it is opened and lives on only through its
 * open descriptor: whatever ends the request (an answer, a refusal, an error,
 * a SIGKILL half-way through reading it) the kernel frees it with the
 * descriptor, so no half-read upload is ever left in the data folder for a
 * person or a crash recovery to find. What is kept is written afresh by the
 * store (lib/enquiry/store), fsynced, in the enquiry's commit.
 */
export interface StagedFile {
  /** Bytes written so far (all of them once the part ended). */
  readonly size: number;
  /** Appends bytes at the end (in order: one writer at a time). */
  write(chunk: Uint8Array): Promise<void>;
  /** Up to `length` bytes from the start: the type check needs only these. */
  head(length: number): Promise<Buffer>;
  /** All the bytes: only for the checks that need the whole file, a few at a time (lib/uploads/gate.ts). */
  readAll(): Promise<Buffer>;
  /** The bytes as a stream of 64 KiB chunks; several may be read one after the other. */
  stream(): Readable;
  /**
   * A path that opens this file while it is open (Linux's /proc/self/fd/N: it
   * has no name of its own), for a reader that reads from a path in chunks
   * (sharp) instead of a copy of the whole file in memory; undefined where
   * there is no such path.
   */
  path(): string | undefined;
  /** Frees the file (idempotent). */
  close(): Promise<void>;
}

/** Opens a new, already unlinked, staging file in `dir` (created when missing). */
export async function createStagedFile(dir: string): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${process.pid}-${randomBytes(9).toString('hex')}.part`);
  const handle = await open(file, 'wx+', 0o600);
  try {
    await unlink(file);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return stagedFromHandle(handle);
}

/** Stages bytes already in memory (an image re-encoded by sharp), so what is kept is read the same way. */
export async function stageBytes(dir: string, bytes: Uint8Array): Promise<StagedFile> {
  const staged = await createStagedFile(dir);
  try {
    await staged.write(bytes);
  } catch (error) {
    await staged.close();
    throw error;
  }
  return staged;
}

/** Whether open files can be reopened by path (/proc/self/fd: Linux). */
let descriptorPaths: boolean | undefined;

/** The size of each read of a staged file's stream. */
const CHUNK = 64 * 1024;

function stagedFromHandle(handle: FileHandle): StagedFile {
  let size = 0;
  let closed: Promise<void> | undefined;
  return {
    get size() {
      return size;
    },
    async write(chunk) {
      let written = 0;
      while (written < chunk.length) {
        const { bytesWritten } = await handle.write(chunk, written, chunk.length - written, size + written);
        written += bytesWritten;
      }
      size += written;
    },
    async head(length) {
      const buffer = Buffer.alloc(Math.min(length, size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead);
    },
    async readAll() {
      const buffer = Buffer.allocUnsafe(size);
      let at = 0;
      while (at < size) {
        const { bytesRead } = await handle.read(buffer, at, size - at, at);
        if (bytesRead === 0) break;
        at += bytesRead;
      }
      return buffer.subarray(0, at);
    },
    stream() {
      // Positional reads of our own rather than handle.createReadStream: destroying
      // that stream closes the handle (autoClose or not), and the next reader
      // (the store after the scan) needs it open. Ending this one ends only the reads.
      const end = size;
      async function* chunks() {
        for (let at = 0; at < end;) {
          const buffer = Buffer.allocUnsafe(Math.min(CHUNK, end - at));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
          if (bytesRead === 0) return;
          at += bytesRead;
          yield buffer.subarray(0, bytesRead);
        }
      }
      return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK });
    },
    path() {
      descriptorPaths ??= existsSync('/proc/self/fd');
      return descriptorPaths && !closed ? `/proc/self/fd/${handle.fd}` : undefined;
    },
    close() {
      closed ??= handle.close().catch(() => undefined);
      return closed;
    },
  };
}

/** Closes every staged file of a request (they vanish with their descriptors). */
export async function closeAll(files: Iterable<{ close(): Promise<void> } | undefined>): Promise<void> {
  await Promise.all([...files].map((file) => file?.close()));
}
