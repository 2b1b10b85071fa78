import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { deliveryDestinations, isDestination, type Destination } from '../destinations';
import { ensureDirectories, syncDirectory, writeFileAtomic, writeTempFile } from '../durable-file';
import {
  isRecordFormatError,
  newDelivery,
  newRecord,
  parseDelivery,
  parseRecord,
  serialize,
  type Delivery,
  type DeliveryState,
  type EnquiryWithDeliveries,
  type OutboxRecord,
} from '../record';
import { upgradeLegacyFiles } from './file-legacy';
import { claimFileName, holdClaim, isStaleClaim, parseClaimFileName, releaseClaim } from './file-claims';
import type {
  AttemptResult,
  Claim,
  DisabledDestination,
  DoneCounts,
  EnquiryStore,
  FileContent,
  NewsletterToken,
  StoreListing,
  StoredFileStream,
} from './store';

/**
 * The embedded store: files under DATA_DIR. Zero set-up, and safe with
 * several processes on one machine (claims are renames).
 *
 *   <dataDir>/outbox/tmp/          files being written (fsynced, then renamed)
 *   <dataDir>/outbox/records/      one file per accepted enquiry, written once
 *   <dataDir>/outbox/pending/      one empty file per delivery not tried yet (due now): <id>.<destination>.json
 *   <dataDir>/outbox/retry/        one file per delivery waiting for its next attempt, with its state
 *                                  (claims read pending/ first: a retry delays a new enquiry by one attempt at most)
 *   <dataDir>/outbox/sending/      deliveries claimed by one sender (see file-claims.ts)
 *   <dataDir>/outbox/sent/, failed/, skipped/   finished deliveries, with their final state; never sent again
 *   <dataDir>/outbox/keys/         one file per idempotency key: the first record stored under it
 *                                  (a hard link of its record, taken just before the record's commit)
 *   <dataDir>/outbox/tokens/       newsletter confirmation tokens by the hash of the token
 *   <dataDir>/outbox/disabled/     a destination switched off (the webhook answered 410 Gone)
 *   <dataDir>/outbox/unreadable/   files that are not records (kept for a human)
 *   <dataDir>/outbox/files/<id>/   the files uploaded with an enquiry (statements), written and
 *                                  fsynced before the record's rename; removed after their own retention
 *
 * The commit of an enquiry is the rename of its record into records/: its
 * files and delivery files are written (and their folders fsynced) just
 * before, and a delivery or file whose record never arrived (a crash in
 * between) is not sent and is removed after a minute. With an idempotency key
 * the key is taken (a link of the record into keys/) after those and before
 * the rename: a key on disk names an enquiry whose every part is on disk, and
 * whoever finds the key without its record (a retry, the start, prune)
 * finishes that commit once it has checked each file's size and SHA-256. A delivery moves pending → sending → retry
 * (failed attempt, and back to sending) or sent/failed/skipped, by rename; a claim is dropped only
 * once the finished state is on disk. The only window for a duplicate is a
 * crash after the other side accepted and before the finished state is on
 * disk; the Message-ID and the webhook-id, derived from the record, make such
 * a duplicate recognisable.
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

const finishedStates = ['sent', 'failed', 'skipped'] as const satisfies readonly DeliveryState[];
type FinishedState = (typeof finishedStates)[number];

/** `<id>.<destination>.json` */
const deliveryFile = /^([0-9A-Za-z-]+)\.([a-z-]+)\.json$/;
/**
 * A delivery file or a file folder whose record is nowhere after this long
 * (and no key names it) was left by a crash before the record's rename: the
 * enquiry was never answered.
 */
const orphanMs = 60_000;

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

function parseDeliveryName(name: string): { id: string; destination: Destination } | null {
  const match = deliveryFile.exec(name);
  if (!match || !isDestination(match[2]!)) return null;
  return { id: match[1]!, destination: match[2] };
}

/**
 * A delivery file's state: empty means not tried yet, due since its record
 * was made (`createdAt` when the record is at hand; otherwise simply due).
 */
function readDeliveryText(text: string, destination: Destination, createdAt = new Date(0).toISOString()): Delivery {
  return text.trim() === '' ? newDelivery(destination, createdAt) : parseDelivery(text);
}

/** The creation time a record id begins with ('20261121T144100123Z-…'), in ms; null if it does not. */
function idTime(id: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/.exec(id);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!);
}

/** The SHA-256 of a file's bytes (hex), read as a stream. */
async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** What writeTempFile reads a file's content from: its bytes, or its staged file as a stream. */
function contentSource(content: FileContent) {
  return content instanceof Uint8Array ? content : content.stream();
}

export function createFileStore(options: FileStoreOptions): EnquiryStore & { readonly dir: string } {
  const dir = path.resolve(options.dataDir, 'outbox');
  const dirs = {
    tmp: path.join(dir, 'tmp'),
    records: path.join(dir, 'records'),
    pending: path.join(dir, 'pending'),
    retry: path.join(dir, 'retry'),
    sending: path.join(dir, 'sending'),
    sent: path.join(dir, 'sent'),
    failed: path.join(dir, 'failed'),
    skipped: path.join(dir, 'skipped'),
    keys: path.join(dir, 'keys'),
    tokens: path.join(dir, 'tokens'),
    disabled: path.join(dir, 'disabled'),
    unreadable: path.join(dir, 'unreadable'),
    files: path.join(dir, 'files'),
  };
  const staleClaimMs = options.staleClaimMs ?? 10 * 60_000;
  const log = options.log ?? console;

  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= (async () => {
      await ensureDirectories(Object.values(dirs));
      // Files of the single-destination release become a record and its operations delivery.
      await upgradeLegacyFiles(dirs, log);
      // A post killed between taking its key and its rename: its enquiry is committed now.
      await commitKeyedLeftovers();
    })().catch((error: unknown) => {
      ready = undefined; // try again next time (the disk may come back)
      throw error;
    });
    return ready;
  };

  const recordPath = (id: string) => path.join(dirs.records, `${id}.json`);
  const deliveryName = (id: string, destination: Destination) => `${id}.${destination}.json`;
  const pendingPath = (id: string, destination: Destination) => path.join(dirs.pending, deliveryName(id, destination));
  const retryPath = (id: string, destination: Destination) => path.join(dirs.retry, deliveryName(id, destination));
  const finishedPath = (state: FinishedState, id: string, destination: Destination) =>
    path.join(dirs[state], deliveryName(id, destination));
  const filesPath = (id: string) => path.join(dirs.files, id);
  const fileIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
  const keyPath = (key: string) => path.join(dirs.keys, `${createHash('sha256').update(key).digest('hex')}.json`);
  const tokenPath = (hash: string) => path.join(dirs.tokens, `${hash.replace(/[^0-9a-f]/g, '')}.json`);

  async function quarantine(from: string, name: string, error: unknown) {
    log.error(`[outbox] ${name} is not a valid record; moved to ${dirs.unreadable}:`, error);
    await rename(from, path.join(dirs.unreadable, name)).catch(() => undefined);
  }

  async function readRecord(id: string): Promise<OutboxRecord | null> {
    try {
      return parseRecord(await readFile(recordPath(id), 'utf8'));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The finished state of a delivery, if it has one. */
  async function finished(id: string, destination: Destination): Promise<Delivery | null> {
    for (const state of finishedStates) {
      try {
        return parseDelivery(await readFile(finishedPath(state, id, destination), 'utf8'));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return null;
  }

  /** Creates an empty (not tried yet) delivery file; an existing one is left as it is. */
  async function createDelivery(id: string, destination: Destination) {
    try {
      await (await open(pendingPath(id, destination), 'wx')).close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }

  /** Creates the delivery files of a record. */
  async function createDeliveries(record: OutboxRecord) {
    for (const destination of record.destinations) await createDelivery(record.id, destination);
    await syncDirectory(dirs.pending);
  }

  async function add(
    entry: Parameters<EnquiryStore['add']>[0],
    { now, idempotencyKey, destinations, files = [] }: Parameters<EnquiryStore['add']>[1],
  ) {
    await prepare();
    const keyFile = idempotencyKey === undefined ? undefined : keyPath(idempotencyKey);
    // The usual retry of a stored submission is answered before anything is written.
    const earlier = keyFile ? await keyedRecord(keyFile) : null;
    if (earlier) return { record: earlier, created: false };
    const record = newRecord(entry, now, destinations);
    // Written and fsynced under tmp/, then renamed: records/ never holds half a record.
    const tmpPath = await writeTempFile(dirs.tmp, serialize(record));
    /** Past the point of no return: the key names this record, which is then committed by someone. */
    let decided = false;
    try {
      if (files.length > 0) await writeFiles(record.id, files);
      await createDeliveries(record);
      if (keyFile) {
        const first = await takeKey(keyFile, tmpPath);
        if (first) {
          // Another post with this key took it first: that one is the enquiry.
          await discard(record);
          return { record: first, created: false };
        }
      }
      decided = true;
      // The commit: from here on the enquiry, its files and all its deliveries exist.
      await rename(tmpPath, recordPath(record.id));
    } catch (error) {
      // Not committed (a file that could not be read or written, a full disk): what this post
      // wrote goes now, so no half of its files stays and a retry with its key is stored anew.
      // (After a crash here, prune removes them instead.) Once its key is taken, the key commits it.
      if (!decided) await discard(record);
      throw error;
    } finally {
      await unlink(tmpPath).catch(() => undefined);
    }
    await syncDirectory(dirs.records);
    return { record, created: true };
  }

  /** Removes what a post that did not commit wrote: its files and its deliveries (its record never reached records/). */
  async function discard(record: OutboxRecord) {
    await rm(filesPath(record.id), { recursive: true, force: true }).catch(() => undefined);
    for (const destination of record.destinations)
      await unlink(pendingPath(record.id, destination)).catch(() => undefined);
  }

  /**
   * Takes the idempotency key for the record written at `tmpPath`: null when
   * taken, or the record that holds it. The key is taken last, once the
   * record's files and deliveries are all on disk: a key on disk always
   * names an enquiry that can be committed whole, so whoever finds it without
   * its record (its post was killed between the two) finishes the commit.
   */
  async function takeKey(keyFile: string, tmpPath: string): Promise<OutboxRecord | null> {
    for (;;) {
      try {
        // link() fails if the name exists: of two posts with one key, exactly one gets here first.
        await link(tmpPath, keyFile);
        await syncDirectory(dirs.keys);
        return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const first = await keyedRecord(keyFile);
      if (first) return first;
      // The key named an enquiry that cannot be committed whole and was set aside: take it now.
    }
  }

  /**
   * The committed record a key names, committing it first if its post was
   * killed after taking the key; null when there is no key, or its enquiry
   * cannot be committed whole (the key is then set aside).
   */
  async function keyedRecord(keyFile: string): Promise<OutboxRecord | null> {
    let first: OutboxRecord;
    try {
      first = parseRecord(await readFile(keyFile, 'utf8'));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (await exists(recordPath(first.id))) return first;
    return (await finishCommit(keyFile, first)) ? first : null;
  }

  /**
   * Commits the record of a key whose post stopped before its rename (or is
   * between the two right now: the result is the same record): only when
   * every file the record names is in files/<id>/ with its size and SHA-256,
   * and each of its deliveries is in pending/ (none can have been claimed:
   * claims need the record). A key short of either (written by a release
   * that took the key before the files and deliveries, or damaged) is moved
   * to unreadable/: that enquiry was never answered, and a retry of it is
   * stored anew, with its own files.
   */
  async function finishCommit(keyFile: string, record: OutboxRecord): Promise<boolean> {
    const problem = await incompleteFile(record);
    if (problem) return setAside(keyFile, record, problem);
    for (const destination of record.destinations) {
      if (await exists(pendingPath(record.id, destination))) continue;
      // Claimed already: its post committed the record meanwhile.
      if (await exists(recordPath(record.id))) return true;
      // Never created (a release that took the key first), or removed with an expired record:
      // not an enquiry to bring back.
      return setAside(keyFile, record, `${destination} delivery is missing`);
    }
    try {
      // The key file holds the record's bytes: a link is the commit, and never replaces a committed record.
      await link(keyFile, recordPath(record.id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    await syncDirectory(dirs.records);
    log.info(`[outbox] committed ${record.id}, whose post stopped after taking its idempotency key`);
    return true;
  }

  /** Moves a key whose enquiry cannot be committed whole to unreadable/ (for a person; pruned after retention). */
  async function setAside(keyFile: string, record: OutboxRecord, problem: string): Promise<false> {
    log.error(
      `[outbox] ${keyFile} names enquiry ${record.id}, never committed, whose ${problem}: not committed; key moved to ${dirs.unreadable}`,
    );
    await rename(keyFile, path.join(dirs.unreadable, `key-${path.basename(keyFile)}`)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    return false;
  }

  /** The first file of a record that is not in files/<id>/ whole, described; null when all are. */
  async function incompleteFile(record: OutboxRecord): Promise<string | null> {
    const files = record.kind === 'contact' ? (record.payload.files ?? []) : [];
    for (const file of files) {
      const stored = path.join(filesPath(record.id), file.id);
      const info = await stat(stored).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!info) return `file ${file.id} is missing`;
      if (info.size !== file.size) return `file ${file.id} has ${info.size} of its ${file.size} bytes`;
      if ((await fileSha256(stored)) !== file.sha256) return `file ${file.id} does not match its SHA-256`;
    }
    return null;
  }

  /**
   * Finishes the commit of every key whose record is missing (see
   * finishCommit): at start, and before prune takes a crash's leftovers for
   * those of a post that never committed.
   */
  async function commitKeyedLeftovers() {
    for (const name of await listJsonFiles(dirs.keys)) {
      const file = path.join(dirs.keys, name);
      try {
        await keyedRecord(file);
      } catch (error) {
        log.error(`[outbox] ${file} is not a valid key file; left in place:`, error);
      }
    }
  }

  /**
   * A record's files, each written (a staged upload as a stream, chunk by
   * chunk) and fsynced under tmp/ and renamed into files/<id>/,
   * then the folders fsynced: all on disk before the record's rename commits
   * the enquiry. A crash before that commit leaves a folder without a record,
   * which prune removes.
   */
  async function writeFiles(id: string, files: NonNullable<Parameters<EnquiryStore['add']>[1]['files']>) {
    const folder = filesPath(id);
    await mkdir(folder, { recursive: true });
    for (const file of files) {
      if (!fileIdPattern.test(file.id)) throw new Error(`not a file id: ${file.id}`);
      const tmpPath = await writeTempFile(dirs.tmp, contentSource(file.bytes));
      await rename(tmpPath, path.join(folder, file.id));
    }
    await syncDirectory(folder);
    await syncDirectory(dirs.files);
  }

  /** Where a committed enquiry's file is; null for anything else (a folder left by a crash before its commit is nobody's). */
  async function storedFilePath(recordId: string, fileId: string): Promise<string | null> {
    await prepare();
    if (!/^[0-9A-Za-z-]+$/.test(recordId) || !fileIdPattern.test(fileId)) return null;
    if (!(await exists(recordPath(recordId)))) return null;
    return path.join(filesPath(recordId), fileId);
  }

  async function readStoredFile(recordId: string, fileId: string): Promise<Buffer | null> {
    const file = await storedFilePath(recordId, fileId);
    if (!file) return null;
    try {
      // The path is under DATA_DIR, known only at run time: not a file for the build to trace.
      return await readFile(/*turbopackIgnore: true*/ file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function openStoredFile(recordId: string, fileId: string): Promise<StoredFileStream | null> {
    const file = await storedFilePath(recordId, fileId);
    if (!file) return null;
    let handle;
    try {
      handle = await open(/*turbopackIgnore: true*/ file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Opened before the size is read: retention removing it meanwhile cannot cut the stream short.
    try {
      const { size } = await handle.stat();
      // The stream closes the file when it ends or is destroyed.
      return { size, stream: handle.createReadStream({ highWaterMark: 64 * 1024 }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * Removes the file folders of records made before `cutoff` (read from the
   * id's time stamp, which is the record's creation time), and folders whose
   * record is gone (removed by retention, or never committed) after a minute.
   */
  async function pruneFiles(cutoff: Date): Promise<number> {
    await prepare();
    let removed = 0;
    let keysChecked: Promise<void> | undefined;
    let names: string[];
    try {
      names = await readdir(dirs.files);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    for (const id of names) {
      const folder = filesPath(id);
      const created = idTime(id);
      let expired = created !== null && created < cutoff.getTime();
      if (!expired && !(await exists(recordPath(id)))) {
        const info = await stat(folder).catch(() => null);
        expired = info !== null && Date.now() - info.mtimeMs > orphanMs;
        // Not the files of a post killed after taking its key: that one is committed first.
        if (expired) {
          await (keysChecked ??= commitKeyedLeftovers());
          expired = !(await exists(recordPath(id)));
        }
      }
      if (!expired) continue;
      removed += (await readdir(folder).catch(() => [])).length;
      await rm(folder, { recursive: true, force: true });
    }
    if (removed > 0) {
      await syncDirectory(dirs.files);
      log.info(`[outbox] removed ${removed} uploaded file(s) past retention from ${dirs.files}`);
    }
    return removed;
  }

  /** Rename pending → sending: only one process wins. Null when someone else has it (or it is gone, or not committed). */
  async function claim(id: string, destination: Destination): Promise<FileClaim | null> {
    await prepare();
    const record = await readRecord(id).catch(() => null);
    if (!record) return null; // not committed yet (or a crash left the delivery behind: see prune)
    const claimPath = path.join(dirs.sending, claimFileName(id, destination));
    holdClaim(claimPath);
    try {
      await rename(pendingPath(id, destination), claimPath).catch(async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await rename(retryPath(id, destination), claimPath);
      });
    } catch (error) {
      releaseClaim(claimPath);
      if (isMissing(error)) return null;
      throw error;
    }
    // The rename kept the old mtime; the age of a claim is measured from now.
    const at = new Date();
    await utimes(claimPath, at, at).catch(() => undefined);
    try {
      return {
        record,
        delivery: readDeliveryText(await readFile(claimPath, 'utf8'), destination, record.createdAt),
        path: claimPath,
      };
    } catch (error) {
      releaseClaim(claimPath);
      if (!isRecordFormatError(error)) throw error;
      await quarantine(claimPath, deliveryName(id, destination), error);
      return null;
    }
  }

  /**
   * The waiting deliveries to these destinations, one by one: the ones never
   * tried (pending/), then the retries (retry/), each oldest enquiry first. A
   * caller that has what it needs stops reading.
   */
  async function* pendingDeliveries(only: readonly Destination[]): AsyncGenerator<{ id: string; delivery: Delivery }> {
    for (const folder of [dirs.pending, dirs.retry])
      for (const name of await listJsonFiles(folder)) {
        const parsed = parseDeliveryName(name);
        if (!parsed || !only.includes(parsed.destination)) continue;
        const file = path.join(folder, name);
        try {
          yield {
            id: parsed.id,
            delivery: readDeliveryText(await readFile(file, 'utf8'), parsed.destination),
          };
        } catch (error) {
          if (isMissing(error)) continue; // claimed or finished meanwhile
          if (!isRecordFormatError(error)) throw error;
          await quarantine(file, name, error);
        }
      }
  }

  /**
   * Never tried first, then oldest first, reading only until `limit` are claimed: a backlog of
   * thousands (a mail server down for an hour) costs each batch a few reads,
   * not one per waiting delivery.
   */
  async function claimDue(destination: Destination, now: Date, limit: number): Promise<FileClaim[]> {
    await prepare();
    const claims: FileClaim[] = [];
    if (limit <= 0) return claims;
    for await (const { id, delivery } of pendingDeliveries([destination])) {
      if (Date.parse(delivery.nextAttemptAt) > now.getTime()) continue;
      const claimed = await claim(id, destination);
      if (claimed) claims.push(claimed);
      if (claims.length >= limit) break;
    }
    return claims;
  }

  /** The delivery as it stands after an attempt's outcome. */
  function afterAttempt(delivery: Delivery, result: AttemptResult): Delivery {
    const at = result.at.toISOString();
    const attempted = result.state !== 'skipped' || result.attempted;
    const next: Delivery = {
      ...delivery,
      state: result.state,
      attempts: delivery.attempts + (attempted ? 1 : 0),
      lastAttemptAt: attempted ? at : delivery.lastAttemptAt,
    };
    if (result.state === 'pending' || result.state === 'failed' || (result.state === 'skipped' && result.error)) {
      next.lastError = result.error ?? null;
      next.lastErrorCode = result.errorCode ?? null;
    }
    if (result.state === 'pending') next.nextAttemptAt = result.nextAttemptAt.toISOString();
    else next.doneAt = at;
    if (result.state === 'skipped') next.reason = result.reason;
    return next;
  }

  const complete = (claimed: Claim, result: AttemptResult) => completeAll([{ claim: claimed, result }]);

  /**
   * Each outcome as its own file, fsynced; each folder the files were
   * renamed into fsynced once for all of them (one outcome: as many fsyncs
   * as before; a digest of 50: 50 file fsyncs and one of the folder, not 100).
   */
  async function completeAll(entries: readonly { claim: Claim; result: AttemptResult }[]): Promise<void> {
    const claims = entries.map(({ claim, result }) => ({
      claim: claim as FileClaim,
      result,
      next: afterAttempt(claim.delivery, result),
    }));
    try {
      // Follow-ups exist before the failures are filed: a crash between the
      // two retries the failed delivery, and recovery never adds a second.
      let followUps = false;
      for (const { claim, result } of claims)
        if (result.state === 'failed' && result.followUp && !(await deliveryExists(claim.record.id, result.followUp))) {
          await createDelivery(claim.record.id, result.followUp);
          followUps = true;
        }
      if (followUps) await syncDirectory(dirs.pending);
      // The finished file is the proof; only then is the claim dropped. A
      // crash in between leaves a claim that recovery discards because the
      // finished file is there. A retry's new state replaces its claim file,
      // which then moves to retry/.
      const synced = new Set<string>();
      for (const { claim, result, next } of claims) {
        const target =
          result.state === 'pending'
            ? claim.path
            : finishedPath(result.state, claim.record.id, claim.delivery.destination);
        const tmpPath = await writeTempFile(dirs.tmp, serialize(next));
        await rename(tmpPath, target).catch(async (error: unknown) => {
          await unlink(tmpPath).catch(() => undefined);
          throw error;
        });
        synced.add(path.dirname(target));
      }
      for (const dir of synced) await syncDirectory(dir);
      let retried = false;
      for (const { claim, result } of claims) {
        if (result.state !== 'pending') await unlink(claim.path);
        else {
          await rename(claim.path, retryPath(claim.record.id, claim.delivery.destination));
          retried = true;
        }
      }
      if (retried) await syncDirectory(dirs.retry);
    } finally {
      // Even when the disk failed: the claims are then stale and recovery takes them back.
      for (const { claim } of claims) releaseClaim(claim.path);
    }
  }

  async function countDue(destination: Destination, now: Date, upTo: number): Promise<number> {
    await prepare();
    let due = 0;
    if (upTo <= 0) return due;
    for await (const { delivery } of pendingDeliveries([destination])) {
      if (Date.parse(delivery.nextAttemptAt) <= now.getTime()) due += 1;
      if (due >= upTo) break;
    }
    return due;
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
        if (owner.legacy) {
          // A claim of the previous release: back to its pending/, which the upgrade converts.
          await rename(file, path.join(dirs.pending, `${owner.id}.json`));
          ready = undefined;
          await prepare();
        } else if (await finished(owner.id, owner.destination)) {
          // Finished and filed; the crash came before the claim was dropped.
          await unlink(file);
        } else {
          // Never tried (an empty file) goes back to the front of the queue.
          const back = info.size === 0 ? pendingPath : retryPath;
          await rename(file, back(owner.id, owner.destination));
          await syncDirectory(path.dirname(back(owner.id, owner.destination)));
        }
        recovered += 1;
        log.info(`[outbox] recovered ${owner.id} (${owner.destination}) from an interrupted attempt`);
      } catch (error) {
        if (isMissing(error)) continue;
        if (isRecordFormatError(error)) await quarantine(file, name, error);
        else log.error(`[outbox] could not recover ${name}:`, error);
      }
    }
    return recovered;
  }

  async function nextDueAt(only: readonly Destination[]): Promise<number | null> {
    let earliest: number | null = null;
    for await (const { delivery } of pendingDeliveries(only)) {
      const at = Date.parse(delivery.nextAttemptAt);
      if (earliest === null || at < earliest) earliest = at;
      // One that is due already is as early as it matters: stop reading.
      if (at <= Date.now()) break;
    }
    return earliest;
  }

  /** Every delivery of a record, wherever it is; with who holds the claimed ones. */
  async function deliveriesOf(record: OutboxRecord, sendingNames: string[]) {
    const deliveries: Delivery[] = [];
    const claimedBy: Partial<Record<Destination, string>> = {};
    for (const destination of deliveryDestinations(record.destinations)) {
      const claimName = sendingNames.find((name) => name.startsWith(`${record.id}.${destination}@`));
      let delivery: Delivery | null = null;
      try {
        if (claimName) {
          const owner = parseClaimFileName(claimName);
          claimedBy[destination] = owner ? `${owner.host} pid ${owner.pid}` : 'unknown';
          delivery = readDeliveryText(
            await readFile(path.join(dirs.sending, claimName), 'utf8'),
            destination,
            record.createdAt,
          );
        } else {
          const text = await readFile(pendingPath(record.id, destination), 'utf8').catch((error: unknown) => {
            if (isMissing(error)) return readFile(retryPath(record.id, destination), 'utf8');
            throw error;
          });
          delivery = readDeliveryText(text, destination, record.createdAt);
        }
      } catch (error) {
        if (isRecordFormatError(error) && !claimName) {
          await quarantine(pendingPath(record.id, destination), deliveryName(record.id, destination), error);
          continue;
        }
        if (!isMissing(error)) throw error;
        delivery = await finished(record.id, destination);
      }
      if (delivery) deliveries.push(delivery);
    }
    return { deliveries, claimedBy };
  }

  async function get(id: string): Promise<EnquiryWithDeliveries | null> {
    await prepare();
    const record = await readRecord(id);
    if (!record) return null;
    const { deliveries } = await deliveriesOf(record, await listJsonFiles(dirs.sending));
    return { ...record, deliveries };
  }

  async function list(): Promise<StoreListing> {
    await prepare();
    const sendingNames = await listJsonFiles(dirs.sending);
    const ids = new Set<string>();
    for (const name of [...(await listJsonFiles(dirs.pending)), ...(await listJsonFiles(dirs.retry))]) {
      const parsed = parseDeliveryName(name);
      if (parsed) ids.add(parsed.id);
    }
    for (const name of sendingNames) {
      const owner = parseClaimFileName(name);
      if (owner && !owner.legacy) ids.add(owner.id);
    }
    const unreadable = await listJsonFiles(dirs.unreadable);
    const waiting: StoreListing['waiting'] = [];
    for (const id of [...ids].sort()) {
      let record: OutboxRecord | null;
      try {
        record = await readRecord(id);
      } catch {
        unreadable.push(`records/${id}.json`);
        continue;
      }
      if (!record) continue; // not committed (or left by a crash before its commit)
      const { deliveries, claimedBy } = await deliveriesOf(record, sendingNames);
      waiting.push({ ...record, deliveries, claimedBy });
    }
    const done: DoneCounts = {};
    for (const state of finishedStates) {
      for (const name of await listJsonFiles(dirs[state])) {
        const parsed = parseDeliveryName(name);
        if (!parsed) continue;
        const counts = (done[parsed.destination] ??= { sent: 0, failed: 0, skipped: 0 });
        counts[state] += 1;
      }
    }
    const failed: StoreListing['failed'] = [];
    const failedIds = new Set((await listJsonFiles(dirs.failed)).flatMap((name) => parseDeliveryName(name)?.id ?? []));
    for (const id of [...failedIds].sort()) {
      const record = await readRecord(id).catch(() => null);
      if (record) failed.push({ ...record, deliveries: (await deliveriesOf(record, sendingNames)).deliveries });
    }
    return { where: dir, waiting, done, failed, unreadable };
  }

  /** Every file of a delivery, wherever it is (a claim included). */
  function deliveryFiles(id: string, destination: Destination, sendingNames: readonly string[]) {
    const files = [pendingPath(id, destination), retryPath(id, destination)];
    for (const state of finishedStates) files.push(finishedPath(state, id, destination));
    const claims = sendingNames.filter((name) => name.startsWith(`${id}.${destination}@`));
    return [...files, ...claims.map((name) => path.join(dirs.sending, name))];
  }

  /** Whether a delivery exists in any state (a follow-up is added once, never again). */
  async function deliveryExists(id: string, destination: Destination): Promise<boolean> {
    if (await finished(id, destination)) return true;
    if ((await exists(pendingPath(id, destination))) || (await exists(retryPath(id, destination)))) return true;
    return (await listJsonFiles(dirs.sending)).some((name) => name.startsWith(`${id}.${destination}@`));
  }

  /** Removes files in `folder` last changed before `before` (ms); resolves with how many. */
  async function pruneFolder(folder: string, before: number, match: (name: string) => boolean = () => true) {
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    for (const name of names) {
      if (!match(name)) continue;
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= before) continue;
      await unlink(file).then(
        () => (removed += 1),
        () => undefined,
      );
    }
    return removed;
  }

  async function prune(cutoff: Date, signupCutoff: Date, now: Date): Promise<string[]> {
    await prepare();
    const sendingNames = await listJsonFiles(dirs.sending);
    // A key only answers retries of its submission: once that enquiry is past retention, so is its key.
    // Keys go before their records: a key whose record a crash left half-removed could otherwise
    // be taken for the key of a post killed before its commit (see finishCommit).
    for (const name of await listJsonFiles(dirs.keys)) {
      const file = path.join(dirs.keys, name);
      try {
        const record = parseRecord(await readFile(file, 'utf8'));
        const created = Date.parse(record.createdAt);
        const expired =
          created < cutoff.getTime() ||
          (record.kind === 'newsletter-signup' &&
            created < signupCutoff.getTime() &&
            !(await exists(recordPath(record.id))));
        if (expired) await unlink(file);
      } catch (error) {
        if (!isMissing(error)) log.error(`[outbox] ${file} is not a valid key file; left in place:`, error);
      }
    }
    const removed: string[] = [];
    for (const name of await listJsonFiles(dirs.records)) {
      const id = name.slice(0, -'.json'.length);
      let record: OutboxRecord | null;
      try {
        record = await readRecord(id);
      } catch (error) {
        log.error(`[outbox] ${path.join(dirs.records, name)} is not a valid record; left in place:`, error);
        continue;
      }
      if (!record) continue;
      const created = Date.parse(record.createdAt);
      // The hard cutoff: whatever its deliveries' state (a refused e-mail, a
      // webhook that answered 410), an enquiry is kept 24 months, no longer.
      let expired = created < cutoff.getTime();
      if (!expired && record.kind === 'newsletter-signup' && created < signupCutoff.getTime()) {
        // A sign-up whose confirmation e-mail finished before its links expired.
        const confirmation = await finished(id, 'confirm-email');
        const doneAt = Date.parse(confirmation?.doneAt ?? confirmation?.lastAttemptAt ?? record.createdAt);
        expired = confirmation !== null && doneAt < signupCutoff.getTime();
      }
      if (!expired) continue;
      // The record first: without it, its delivery files are never read as an enquiry again.
      await unlink(recordPath(id)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      for (const destination of deliveryDestinations(record.destinations))
        for (const file of deliveryFiles(id, destination, sendingNames)) await unlink(file).catch(() => undefined);
      removed.push(id);
    }
    if (removed.length > 0) await syncDirectory(dirs.records);

    // Confirmation tokens that expired.
    for (const name of await listJsonFiles(dirs.tokens)) {
      const file = path.join(dirs.tokens, name);
      try {
        const token = JSON.parse(await readFile(file, 'utf8')) as NewsletterToken;
        if (Date.parse(token.expiresAt) < now.getTime()) await unlink(file);
      } catch (error) {
        if (!isMissing(error)) log.error(`[outbox] ${file} is not a valid token file; left in place:`, error);
      }
    }
    let keysChecked: Promise<void> | undefined;
    // Delivery files whose record is gone (a crash before the commit, or after
    // the record's removal above): never answered, never sent again.
    for (const folder of [dirs.pending, dirs.retry, ...finishedStates.map((state) => dirs[state])]) {
      for (const name of await listJsonFiles(folder)) {
        const parsed = parseDeliveryName(name);
        if (!parsed || (await exists(recordPath(parsed.id)))) continue;
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (!info || Date.now() - info.mtimeMs <= orphanMs) continue;
        // Not the deliveries of a post killed after taking its key: that one is committed first.
        await (keysChecked ??= commitKeyedLeftovers());
        if (!(await exists(recordPath(parsed.id)))) await unlink(file).catch(() => undefined);
      }
    }
    // Files kept for a person past the same retention; crash leftovers of a write (an hour is far past any write).
    const unreadable = await pruneFolder(dirs.unreadable, cutoff.getTime());
    const leftovers = await pruneFolder(dirs.tmp, Date.now() - 60 * 60_000);
    if (unreadable > 0)
      log.info(`[outbox] removed ${unreadable} unreadable file(s) past retention from ${dirs.unreadable}`);
    if (leftovers > 0) log.info(`[outbox] removed ${leftovers} leftover temporary file(s) from ${dirs.tmp}`);
    if (removed.length > 0) log.info(`[outbox] removed ${removed.length} enquiry record(s) past retention from ${dir}`);
    return removed.sort();
  }

  async function addToken(hash: string, token: NewsletterToken) {
    await prepare();
    await writeFileAtomic(tokenPath(hash), `${JSON.stringify(token)}\n`, dirs.tmp);
  }

  async function findToken(hash: string): Promise<NewsletterToken | null> {
    await prepare();
    try {
      return JSON.parse(await readFile(tokenPath(hash), 'utf8')) as NewsletterToken;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function disable(destination: Destination, state: DisabledDestination) {
    await prepare();
    await writeFileAtomic(path.join(dirs.disabled, `${destination}.json`), `${JSON.stringify(state)}\n`, dirs.tmp);
  }

  async function disabled(destination: Destination): Promise<DisabledDestination | null> {
    await prepare();
    try {
      return JSON.parse(await readFile(path.join(dirs.disabled, `${destination}.json`), 'utf8')) as DisabledDestination;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'file',
    where: dir,
    dir,
    add,
    get,
    claim: (id, destination) => claim(id, destination),
    claimDue,
    countDue,
    complete,
    completeAll,
    recoverStaleClaims,
    nextDueAt,
    list,
    prune,
    failedCount: async () => {
      await prepare();
      return (await listJsonFiles(dirs.failed)).length;
    },
    addToken,
    findToken,
    disable,
    disabled,
    readFile: readStoredFile,
    openFile: openStoredFile,
    pruneFiles,
    close: async () => undefined,
  };
}
