import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';
import { sha256 } from './upload-files';

/**
 * What a store holds of the files uploaded with enquiries, read straight
 * from its disk or tables (not through the app), for the fault test to
 * compare with what was posted and what the mail server received.
 */

/** A file as its enquiry's record describes it. */
export interface FileMeta {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface StoredUploads {
  /** Enquiry id → the files its record lists (only records that list any). */
  records: Map<string, FileMeta[]>;
  /** `<enquiry id>/<file id>` → the size and hash of the bytes stored. */
  bytes: Map<string, { size: number; sha256: string }>;
  /** Stored bytes no record lists (`<enquiry id>/<file id>`): left by a crash, or never committed. */
  orphans: string[];
}

const listed = (records: Map<string, FileMeta[]>, enquiry: string, file: string) =>
  records.get(enquiry)?.some((meta) => meta.id === file) ?? false;

/** The file store (lib/enquiry/store/file-store.ts): records/<id>.json and files/<id>/<file id>. */
export async function fileStoreUploads(dataDir: string): Promise<StoredUploads> {
  const outbox = path.join(dataDir, 'outbox');
  const list = (dir: string) => readdir(dir).catch(() => [] as string[]);
  const records = new Map<string, FileMeta[]>();
  for (const name of await list(path.join(outbox, 'records'))) {
    if (!name.endsWith('.json')) continue;
    const record = JSON.parse(await readFile(path.join(outbox, 'records', name), 'utf8')) as {
      id: string;
      payload: { files?: FileMeta[] };
    };
    if (record.payload.files?.length) records.set(record.id, record.payload.files);
  }
  const bytes = new Map<string, { size: number; sha256: string }>();
  const orphans: string[] = [];
  for (const enquiry of await list(path.join(outbox, 'files'))) {
    for (const file of await list(path.join(outbox, 'files', enquiry))) {
      const content = await readFile(path.join(outbox, 'files', enquiry, file));
      bytes.set(`${enquiry}/${file}`, { size: content.length, sha256: sha256(content) });
      if (!listed(records, enquiry, file)) orphans.push(`${enquiry}/${file}`);
    }
  }
  return { records, bytes, orphans };
}

/** The PostgreSQL store: the `files` of enquiry_outbox's payload, and the rows of enquiry_files. */
export async function postgresUploads(pool: Pool): Promise<StoredUploads> {
  const records = new Map<string, FileMeta[]>();
  const recordRows = await pool.query<{ id: string; files: FileMeta[] }>(
    `SELECT id, payload->'files' AS files FROM enquiry_outbox
      WHERE jsonb_typeof(payload->'files') = 'array' AND jsonb_array_length(payload->'files') > 0`,
  );
  for (const row of recordRows.rows) records.set(row.id, row.files);
  const fileRows = await pool.query<{ enquiry_id: string; file_id: string; size: number; sha256: string }>(
    `SELECT enquiry_id, file_id, length(bytes) AS size, encode(sha256(bytes), 'hex') AS sha256 FROM enquiry_files`,
  );
  const bytes = new Map<string, { size: number; sha256: string }>();
  const orphans: string[] = [];
  for (const row of fileRows.rows) {
    bytes.set(`${row.enquiry_id}/${row.file_id}`, { size: Number(row.size), sha256: row.sha256 });
    if (!listed(records, row.enquiry_id, row.file_id)) orphans.push(`${row.enquiry_id}/${row.file_id}`);
  }
  return { records, bytes, orphans };
}

/** Every file under `dir` (recursively) whose bytes contain `needle`: where a fragment of an upload was written. */
export async function filesHolding(dir: string, needle: Buffer): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file).catch(() => null);
    if (content?.includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}
