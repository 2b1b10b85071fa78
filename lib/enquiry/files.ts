import 'server-only';
import { randomBytes } from 'node:crypto';
import { signedFileUrl } from '@/lib/uploads/links';
import type { StoredFileMeta } from '@/lib/uploads/prepare';
import type { OutboxRecord } from './record';

/** What the outbox needs to deliver uploaded files (from lib/env.ts `uploads`). */
export interface FileSettings {
  /** clamd, to scan again the files accepted while it did not answer. */
  clamavUrl?: string;
  /** The HMAC secret of the download links (FILE_LINK_SECRET). */
  linkSecret: string;
  /** Files are removed this many days after their enquiry (STATEMENT_RETENTION_DAYS). */
  retentionDays: number;
}

let processSecret: string | undefined;

/**
 * Without FILE_LINK_SECRET a random secret per process: links work, but only
 * until the server restarts and only on this instance. The README says to set
 * it in production; the start-up log says so too.
 */
export function processLinkSecret(): string {
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

export function defaultFileSettings(): FileSettings {
  return { linkSecret: processLinkSecret(), retentionDays: 30 };
}

/** The files of a record, each with its signed link (never the bytes). */
export function filesWithLinks(
  record: OutboxRecord,
  siteUrl: string,
  secret: string,
): (StoredFileMeta & { url: string; expiresAt: string })[] {
  if (record.kind !== 'contact') return [];
  return (record.payload.files ?? []).map((file) => ({
    ...file,
    ...signedFileUrl(siteUrl, secret, record.id, file.id, record.createdAt),
  }));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
