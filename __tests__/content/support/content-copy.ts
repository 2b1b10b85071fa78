import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSource, type ContentSource } from '@/lib/content/source';

/**
 * A copy of the project's content/ in a temporary folder, with edits made
 * as a person would make them in the editor or a text editor, to see the
 * loaders refuse a bad edit with the file and the field. Each edit must
 * change its file: an edit that finds nothing to change fails, so a test
 * cannot pass by breaking nothing.
 */
export interface ContentCopy {
  source: ContentSource;
  remove(): void;
}

/** Replaces `from` (it must be in the file) by `to`. */
export const replace =
  (from: string, to: string) =>
  (text: string): string => {
    if (!text.includes(from)) throw new Error(`"${from}" is not in the file`);
    return text.replace(from, to);
  };

export function contentCopy(edits: Record<string, (text: string) => string>): ContentCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-copy-'));
  fs.cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(root, file);
    const before = fs.readFileSync(full, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    fs.writeFileSync(full, after);
  }
  return { source: contentSource(root), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
