import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The staging files (lib/uploads/staging.ts) this process still holds open
 * in `dir`: they are unlinked at once, so a descriptor is the only trace one
 * leaves, and Linux names each open descriptor's file in /proc/self/fd
 * (`<path> (deleted)` once unlinked). Empty when every upload was freed.
 */
export function openStagedFiles(dir: string): string[] {
  const prefix = `${path.resolve(dir)}${path.sep}`;
  const open: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = readlinkSync(path.join('/proc/self/fd', fd));
    } catch {
      continue; // closed meanwhile (the descriptor readdir itself used)
    }
    if (target.startsWith(prefix)) open.push(target);
  }
  return open;
}
