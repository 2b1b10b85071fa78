import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSource, type ContentSource } from '@/lib/content/source';

/**
 * A copy of the project's content/ in a temporary folder (public/ linked, so
 * uploaded images and files resolve), for tests that break one file on
 * purpose and read the copy through the real loaders.
 */
export interface ContentCopy {
  root: string;
  /** The copy as the loaders read it (nothing is kept between calls outside a render). */
  source: ContentSource;
  /** A new source over the copy: what the loaders read after an edit. */
  fresh(): ContentSource;
  /** Rewrites one file of the copy: `edit` gets its text and returns the new text. */
  edit(file: string, edit: (text: string) => string): void;
  remove(file: string): void;
  cleanup(): void;
}

export function copyContent(): ContentCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  fs.symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
  return {
    root,
    source: contentSource(root),
    fresh: () => contentSource(root),
    edit(file, edit) {
      const full = path.join(root, file);
      const before = fs.readFileSync(full, 'utf8');
      const after = edit(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing: the test would prove nothing`);
      fs.writeFileSync(full, after);
    },
    remove(file) {
      fs.rmSync(path.join(root, file));
    },
    cleanup() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** An edit that replaces `from` (it must be in the file) by `to`. */
export const replace =
  (from: string, to: string) =>
  (text: string): string => {
    if (!text.includes(from)) throw new Error(`"${from}" is not in the file`);
    return text.replace(from, to);
  };

/**
 * The error a loader throws for a copy of content/ with these edits (file →
 * edit); a loader that accepts the broken copy fails the test. The copy is
 * removed afterwards.
 */
export async function loaderError(
  load: (source: ContentSource) => Promise<unknown>,
  edits: Record<string, (text: string) => string>,
): Promise<string> {
  const copy = copyContent();
  try {
    for (const [file, edit] of Object.entries(edits)) copy.edit(file, edit);
    await load(copy.source);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    copy.cleanup();
  }
  throw new Error('the loader accepted the broken content');
}
