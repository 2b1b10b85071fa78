import 'server-only';
import { createHash } from 'node:crypto';
import { link, readdir, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { ensureDirectories, syncDirectory, writeFileAtomic, writeTempFile } from '../durable-file';
import { isRecordFormatError, newRecord, parseRecord, serializeRecord, type OutboxRecord } from '../record';
import { claimFileName, holdClaim, isStaleClaim, parseClaimFileName, releaseClaim } from './file-claims';
import type { AttemptResult, Claim, EnquiryStore, SendingRecord, StoreListing } from './store';

/**
 * The embedded store: one JSON file per enquiry under DATA_DIR. Zero set-up,
 * and safe with several processes on one machine (claims are renames).
 *
 *   <dataDir>/outbox/tmp/        files being written (fsynced, then renamed)
 *   <dataDir>/outbox/pending/    waiting for a (first or next) attempt
 *   <dataDir>/outbox/sending/    claimed by one sender (see file-claims.ts)
 *   <dataDir>/outbox/sent/       delivered, with deliveredAt; never sent again
 *   <dataDir>/outbox/keys/       one file per idempotency key: the first record stored under it
 *   <dataDir>/outbox/unreadable/ files that are not records (kept for a human)
 *
 * A record moves pending → sending → pending (failed attempt) or sent, by
 * rename; a claim in sending/ is dropped only once sent/ holds the record.
 * The only window for a duplicate is a crash after the SMTP server accepted
 * a message and before sent/ has it on disk; the deterministic Message-ID
 * makes such a duplicate recognisable.
 */

export interface FileStoreOptions {
  dataDir: string;
  /** A claim by another host (or a live process we cannot ask) is stale after this long. */
  staleClaimMs?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

interface FileClaim extends Claim {
  readonly path: string;
}

const jsonFile = /^[0-9A-Za-z-]+\.json$/;
/** A key file whose record is nowhere after this long was left by a crash between the two renames of `add`. */
const orphanKeyMs = 60_000;

async function listJsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export function createFileStore(options: FileStoreOptions): EnquiryStore & { readonly dir: string } {
  const dir = path.resolve(options.dataDir, 'outbox');
  const dirs = {
    tmp: path.join(dir, 'tmp'),
    pending: path.join(dir, 'pending'),
    sending: path.join(dir, 'sending'),
    sent: path.join(dir, 'sent'),
    keys: path.join(dir, 'keys'),
    unreadable: path.join(dir, 'unreadable'),
  };
  const staleClaimMs = options.staleClaimMs ?? 10 * 60_000;
  const log = options.log ?? console;

  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= ensureDirectories(Object.values(dirs)).catch((error: unknown) => {
      ready = undefined; // try again next time (the disk may come back)
      throw error;
    });
    return ready;
  };

  const pendingPath = (id: string) => path.join(dirs.pending, `${id}.json`);
  const sentPath = (id: string) => path.join(dirs.sent, `${id}.json`);
  const keyPath = (key: string) => path.join(dirs.keys, `${createHash('sha256').update(key).digest('hex')}.json`);

  async function quarantine(from: string, name: string, error: unknown) {
    log.error(`[outbox] ${name} is not a valid record; moved to ${dirs.unreadable}:`, error);
    await rename(from, path.join(dirs.unreadable, name)).catch(() => undefined);
  }

  /** Whether record `id` is anywhere in the outbox (waiting, being sent or sent). */
  async function isStored(id: string): Promise<boolean> {
    if ((await exists(pendingPath(id))) || (await exists(sentPath(id)))) return true;
    const prefix = `${id}@`;
    return (await listJsonFiles(dirs.sending)).some((name) => name.startsWith(prefix));
  }

  async function add(
    entry: Parameters<EnquiryStore['add']>[0],
    { now, idempotencyKey }: Parameters<EnquiryStore['add']>[1],
  ) {
    await prepare();
    const record = newRecord(entry, now);
    // Written and fsynced under tmp/, then renamed: pending/ never holds half a record.
    const tmpPath = await writeTempFile(dirs.tmp, serializeRecord(record));
    try {
      if (idempotencyKey !== undefined) {
        const keyFile = keyPath(idempotencyKey);
        try {
          // link() fails if the name exists: of two posts with one key, exactly one gets here first.
          await link(tmpPath, keyFile);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          const first = parseRecord(await readFile(keyFile, 'utf8'));
          if (!(await isStored(first.id))) {
            const age = Date.now() - (await stat(keyFile)).mtimeMs;
            // The first post crashed between its two renames: store its record now.
            if (age > orphanKeyMs) await writeFileAtomic(pendingPath(first.id), serializeRecord(first), dirs.tmp);
          }
          return { record: first, created: false };
        }
        await syncDirectory(dirs.keys);
      }
      await rename(tmpPath, pendingPath(record.id));
    } finally {
      await unlink(tmpPath).catch(() => undefined);
    }
    await syncDirectory(dirs.pending);
    return { record, created: true };
  }

  /** Rename pending → sending: only one process wins. Null when someone else has it (or it is gone). */
  async function claim(id: string): Promise<FileClaim | null> {
    await prepare();
    const claimPath = path.join(dirs.sending, claimFileName(id));
    holdClaim(claimPath);
    try {
      await rename(pendingPath(id), claimPath);
    } catch (error) {
      releaseClaim(claimPath);
      if (isMissing(error)) return null;
      throw error;
    }
    // The rename kept the old mtime; the age of a claim is measured from now.
    const at = new Date();
    await utimes(claimPath, at, at).catch(() => undefined);
    try {
      return { record: parseRecord(await readFile(claimPath, 'utf8')), path: claimPath };
    } catch (error) {
      releaseClaim(claimPath);
      if (!isRecordFormatError(error)) throw error;
      await quarantine(claimPath, `${id}.json`, error);
      return null;
    }
  }

  /** The waiting records one by one, oldest first: a caller that has what it needs stops reading. */
  async function* pendingRecords(): AsyncGenerator<OutboxRecord> {
    for (const name of await listJsonFiles(dirs.pending)) {
      if (!jsonFile.test(name)) continue;
      const file = path.join(dirs.pending, name);
      try {
        yield parseRecord(await readFile(file, 'utf8'));
      } catch (error) {
        if (isMissing(error)) continue; // claimed or delivered meanwhile
        if (!isRecordFormatError(error)) throw error;
        await quarantine(file, name, error);
      }
    }
  }

  async function readPending(): Promise<OutboxRecord[]> {
    const records: OutboxRecord[] = [];
    for await (const record of pendingRecords()) records.push(record);
    return records;
  }

  /**
   * Oldest first, reading only until `limit` are claimed: a backlog of
   * thousands (a mail server down for an hour) costs each batch a few reads,
   * not one per waiting record.
   */
  async function claimDue(now: Date, limit: number): Promise<FileClaim[]> {
    await prepare();
    const claims: FileClaim[] = [];
    if (limit <= 0) return claims;
    for await (const record of pendingRecords()) {
      if (Date.parse(record.nextAttemptAt) > now.getTime()) continue;
      const claimed = await claim(record.id);
      if (claimed) claims.push(claimed);
      if (claims.length >= limit) break;
    }
    return claims;
  }

  async function complete(claimed: Claim, result: AttemptResult): Promise<void> {
    const { record, path: claimPath } = claimed as FileClaim;
    const attempts = record.attempts + 1;
    const at = result.at.toISOString();
    try {
      if (result.delivered) {
        const done: OutboxRecord = { ...record, attempts, lastAttemptAt: at, deliveredAt: at };
        // sent/<id>.json is the proof of delivery; only then is the claim
        // dropped. A crash in between leaves a claim that recovery discards
        // because sent/ has the record. (One fsync pair instead of two: the
        // disk's fsyncs are what limits throughput.)
        await writeFileAtomic(sentPath(record.id), serializeRecord(done), dirs.tmp);
        await unlink(claimPath);
        return;
      }
      const retry: OutboxRecord = {
        ...record,
        attempts,
        lastAttemptAt: at,
        lastError: result.error,
        lastErrorCode: result.errorCode,
        nextAttemptAt: result.nextAttemptAt.toISOString(),
      };
      await writeFileAtomic(claimPath, serializeRecord(retry), dirs.tmp);
      await rename(claimPath, pendingPath(record.id));
      await syncDirectory(dirs.pending);
    } finally {
      // Even when the disk failed: the claim is then stale and recovery takes it back.
      releaseClaim(claimPath);
    }
  }

  async function recoverStaleClaims(): Promise<number> {
    await prepare();
    let recovered = 0;
    for (const name of await listJsonFiles(dirs.sending)) {
      const owner = parseClaimFileName(name);
      const file = path.join(dirs.sending, name);
      try {
        if (!owner) {
          await quarantine(file, name, new Error('not a claim file name'));
          continue;
        }
        const info = await stat(file);
        const ageMs = Date.now() - Math.max(info.mtimeMs, info.ctimeMs);
        if (!isStaleClaim(owner, file, ageMs, staleClaimMs)) continue;
        if (await exists(sentPath(owner.id))) {
          // Delivered and filed under sent/; the crash came before the claim was dropped.
          await unlink(file);
        } else {
          const record = parseRecord(await readFile(file, 'utf8'));
          const target = record.deliveredAt ? sentPath(owner.id) : pendingPath(owner.id);
          await rename(file, target);
          await syncDirectory(path.dirname(target));
        }
        recovered += 1;
        log.info(`[outbox] recovered ${owner.id} from an interrupted attempt`);
      } catch (error) {
        if (isMissing(error)) continue;
        if (isRecordFormatError(error)) await quarantine(file, `${owner?.id ?? name}.json`, error);
        else log.error(`[outbox] could not recover ${name}:`, error);
      }
    }
    return recovered;
  }

  async function nextDueAt(): Promise<number | null> {
    let earliest: number | null = null;
    for await (const record of pendingRecords()) {
      const at = Date.parse(record.nextAttemptAt);
      if (earliest === null || at < earliest) earliest = at;
      // One that is due already is as early as it matters: stop reading.
      if (at <= Date.now()) break;
    }
    return earliest;
  }

  async function list(): Promise<StoreListing> {
    const pending = await readPending();
    const sending: SendingRecord[] = [];
    const unreadable = await listJsonFiles(dirs.unreadable);
    for (const name of await listJsonFiles(dirs.sending)) {
      const owner = parseClaimFileName(name);
      try {
        const record = parseRecord(await readFile(path.join(dirs.sending, name), 'utf8'));
        sending.push({ ...record, claimedBy: owner ? `${owner.host} pid ${owner.pid}` : 'unknown' });
      } catch (error) {
        if (!isMissing(error)) unreadable.push(`sending/${name}`);
      }
    }
    const sentCount = (await listJsonFiles(dirs.sent)).length;
    return { where: dir, pending, sending, sentCount, unreadable };
  }

  /** Removes the files in `folder` whose record is older than `cutoff` by `timeOf`; resolves with their ids. */
  async function removeOlder(
    folder: string,
    cutoff: Date,
    timeOf: (record: OutboxRecord) => string,
  ): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await listJsonFiles(folder)) {
      const file = path.join(folder, name);
      let record: OutboxRecord;
      try {
        record = parseRecord(await readFile(file, 'utf8'));
      } catch (error) {
        // Gone meanwhile (another process pruned it), or not a record: not ours to delete.
        if (!isMissing(error)) log.error(`[outbox] ${file} is not a valid record; left in place:`, error);
        continue;
      }
      if (Date.parse(timeOf(record)) >= cutoff.getTime()) continue;
      await unlink(file).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      removed.push(record.id);
    }
    if (removed.length > 0) await syncDirectory(folder);
    return removed;
  }

  async function prune(cutoff: Date): Promise<string[]> {
    await prepare();
    const removed = await removeOlder(dirs.sent, cutoff, (record) => record.deliveredAt ?? record.createdAt);
    // A key only answers retries of its submission: once that enquiry is past retention, so is its key.
    await removeOlder(dirs.keys, cutoff, (record) => record.createdAt);
    if (removed.length > 0) {
      log.info(
        `[outbox] removed ${removed.length} delivery record(s) delivered before ${cutoff.toISOString()} from ${dirs.sent}`,
      );
    }
    return removed;
  }

  return {
    kind: 'file',
    where: dir,
    dir,
    add,
    claim,
    claimDue,
    complete,
    recoverStaleClaims,
    nextDueAt,
    list,
    prune,
    close: async () => undefined,
  };
}
