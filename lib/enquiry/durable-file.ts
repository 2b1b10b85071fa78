import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Crash-safe file writes: a file either exists with its whole content or not
 * at all. Content goes to a temporary name, is fsynced, renamed into place
 * (atomic on one file system) and the directory is fsynced so the new name
 * survives a power cut too.
 */

/** fsync a directory so a rename or create in it is on disk. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot open or fsync a directory; the rename is still atomic there.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw error;
  } finally {
    await handle?.close();
  }
}

/** Writes `data` (a stream is written as it is read) to a new temporary file in `tmpDir` and fsyncs it; returns its path. */
export async function writeTempFile(tmpDir: string, data: string | Uint8Array | Readable): Promise<string> {
  const tmpPath = path.join(tmpDir, `${Date.now()}-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(tmpPath, 'wx');
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) await handle.writeFile(data);
    else await writeStream(handle, data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(tmpPath).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return tmpPath;
}

/** Appends a stream's chunks as they are read: one chunk in memory at a time. */
async function writeStream(handle: FileHandle, source: Readable): Promise<void> {
  for await (const chunk of source as AsyncIterable<Uint8Array>) {
    for (let at = 0; at < chunk.length;) at += (await handle.write(chunk, at, chunk.length - at)).bytesWritten;
  }
}

/**
 * Atomically creates or replaces `target` with `data`. `tmpDir` must be on the
 * same file system as `target`.
 */
export async function writeFileAtomic(target: string, data: string | Uint8Array, tmpDir: string): Promise<void> {
  const tmpPath = await writeTempFile(tmpDir, data);
  try {
    await rename(tmpPath, target);
  } catch (error) {
    await unlink(tmpPath).catch(() => undefined);
    throw error;
  }
  await syncDirectory(path.dirname(target));
}

export async function ensureDirectories(dirs: readonly string[]): Promise<void> {
  for (const dir of dirs) await mkdir(dir, { recursive: true });
}
