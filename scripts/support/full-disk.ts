import { execFileSync } from 'node:child_process';
import { mkdtemp, open, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A real full file system for the tests that prove a full disk loses no
 * enquiry (__tests__/api/full-disk.test.ts, scripts/fault-test.ts): a small
 * tmpfs, filled to its last byte. Mounting needs root, which CI has; on CI a
 * mount that fails is an error, elsewhere the callers say why they did not run.
 */

export interface SmallDisk {
  /** The mounted folder. */
  readonly dir: string;
  /** Writes `file` (inside `dir`) until the file system refuses with ENOSPC. */
  fill(file: string): Promise<void>;
  unmount(): Promise<void>;
}

/** A `size` tmpfs (such as '1m') mounted on a new folder, or the reason it could not be. */
export async function mountSmallDisk(size: string): Promise<SmallDisk | { unavailable: string }> {
  if (process.getuid?.() !== 0) return unavailable('not running as root, so no tmpfs can be mounted');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    await rmdir(dir);
    return unavailable(`mount -t tmpfs failed (${String((error as Error).message).split('\n')[0]})`);
  }
  return {
    dir,
    fill: fillDisk,
    async unmount() {
      execFileSync('umount', [dir]);
      await rmdir(dir);
    },
  };
}

function unavailable(reason: string): { unavailable: string } {
  if (process.env.CI) throw new Error(`CI runs as root and must be able to mount a tmpfs: ${reason}`);
  return { unavailable: reason };
}

async function fillDisk(file: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    // Large writes first, then smaller ones, down to the last free byte.
    for (const size of [64 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 0x61);
      for (;;) {
        try {
          await handle.write(chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    await handle.close();
  }
}
