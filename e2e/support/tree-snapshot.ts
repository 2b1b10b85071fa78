import fs from 'node:fs';
import path from 'node:path';

/**
 * The files under some folders of the working tree, so a test that edits
 * them for real (the content editor writes content/ and public/images/) can
 * put back exactly what it changed, and delete what it created, leaving
 * every other file untouched: the suite can run again at once.
 */
export function snapshotTree(folders: readonly string[], root = process.cwd()) {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(full, fs.readFileSync(full));
    }
  };
  for (const folder of folders) walk(path.join(root, folder));

  return {
    /** Files that differ from the snapshot now: changed, created or deleted (paths relative to root). */
    changes(): string[] {
      const now = snapshotTree(folders, root);
      const paths = new Set([...files.keys(), ...now.files.keys()]);
      return [...paths]
        .filter((file) => !files.get(file)?.equals(now.files.get(file) ?? Buffer.alloc(0)) || !now.files.has(file))
        .map((file) => path.relative(root, file))
        .sort();
    },
    restore(): void {
      const now = snapshotTree(folders, root);
      for (const file of now.files.keys()) if (!files.has(file)) fs.rmSync(file);
      for (const [file, bytes] of files) if (!now.files.get(file)?.equals(bytes)) fs.writeFileSync(file, bytes);
      // Folders the test created and emptied.
      for (const folder of folders) removeEmptyFolders(path.join(root, folder));
    },
    files,
  };
}

function removeEmptyFolders(dir: string): boolean {
  if (!fs.existsSync(dir)) return true;
  const empty = fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? removeEmptyFolders(path.join(dir, entry.name)) : false))
    .every(Boolean);
  if (empty) fs.rmdirSync(dir);
  return empty;
}
