import { readdir, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { composeContactMail, composeNewsletterMail, type MailSettings, type OutgoingMail } from '@/lib/mail/compose';
import { describeDeliveryError, type MailTransport } from '@/lib/mail/transport';
import { retryDelayMs } from './backoff';
import { claimFileName, holdClaim, isStaleClaim, parseClaimFileName, releaseClaim } from './claims';
import { ensureDirectories, syncDirectory, writeFileAtomic } from './durable-file';
import { isRecordFormatError, newRecord, parseRecord, serializeRecord, type OutboxEntry, type OutboxRecord } from './record';

/**
 * The durable outbox: every accepted enquiry is on disk before the visitor
 * gets an answer, and stays there until an SMTP server has taken it.
 *
 *   <dataDir>/outbox/tmp/       files being written (fsynced, then renamed)
 *   <dataDir>/outbox/pending/   waiting for a (first or next) attempt
 *   <dataDir>/outbox/sending/   claimed by one worker (see claims.ts)
 *   <dataDir>/outbox/sent/      delivered, with deliveredAt; never sent again;
 *                               removed after SENT_RETENTION_MONTHS (pruneSent)
 *   <dataDir>/outbox/unreadable/ files that are not records (kept for a human)
 *
 * A record moves pending → sending → pending (failed attempt) or sent, by
 * rename; a claim in sending/ is dropped only once sent/ holds the record.
 * The only window for a duplicate is a crash after the SMTP server accepted
 * a message and before sent/ has it on disk; the deterministic Message-ID
 * makes such a duplicate recognisable.
 */

export type DeliveryOutcome = 'delivered' | 'failed' | 'busy';

/**
 * How long a delivery record stays in sent/: the privacy policy
 * (content/legal/privacy-policy.md, "How Long We Keep It") promises that
 * enquiries are kept, in the mailbox and in these records, for up to 24
 * months. The mailbox is the operations team's to clean; this is ours.
 */
export const SENT_RETENTION_MONTHS = 24;
const DAY_MS = 24 * 60 * 60_000;

export interface OutboxOptions {
  dataDir: string;
  transport: MailTransport;
  mail: MailSettings;
  now?: () => Date;
  /** Wait before the next attempt after n failed ones. Tests may shorten it. */
  retryDelay?: (failedAttempts: number) => number;
  /** Longest sleep of the background worker between scans of pending/. */
  pollIntervalMs?: number;
  /** Records the background worker sends at the same time. */
  concurrency?: number;
  /** A claim by another host (or a live process we cannot ask) is stale after this long. */
  staleClaimMs?: number;
  /** Delivery records older than this many months are removed from sent/ (default SENT_RETENTION_MONTHS). */
  sentRetentionMonths?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

export interface FlushResult {
  delivered: string[];
  failed: { id: string; error: string | null }[];
  /** Being sent by another process right now. */
  busy: string[];
}

export type SendingRecord = OutboxRecord & { claimedBy: string };

export interface OutboxListing {
  dir: string;
  pending: OutboxRecord[];
  sending: SendingRecord[];
  sentCount: number;
  unreadable: string[];
}

export interface Outbox {
  /** Absolute path of the outbox folder. */
  readonly dir: string;
  readonly transport: MailTransport;
  /** Stores the entry durably (fsync file and folder); resolves only when it is safe on disk. */
  enqueue(entry: OutboxEntry): Promise<OutboxRecord>;
  /** One attempt for one pending record now (joins an attempt already running in this process). */
  deliver(id: string): Promise<DeliveryOutcome>;
  /** Tries to deliver now, waiting at most `waitMs`; the attempt goes on in the background after that. */
  deliverWithin(id: string, waitMs: number): Promise<'delivered' | 'queued'>;
  /** Every pending record, due or not, once now. */
  flush(): Promise<FlushResult>;
  list(): Promise<OutboxListing>;
  /** Returns claims left by dead workers to pending/; resolves with how many. */
  recoverStaleClaims(): Promise<number>;
  /** Removes the delivery records in sent/ older than the retention period; resolves with their ids. The worker runs it daily. */
  pruneSent(): Promise<string[]>;
  /** Starts the background worker (idempotent): a scan now, then on a timer. */
  start(): void;
  /** Stops the worker and waits for the attempts in progress. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export function renderOutboxMail(record: OutboxRecord, settings: MailSettings): OutgoingMail {
  const meta = { id: record.id, submittedAt: new Date(record.createdAt) };
  return record.kind === 'contact'
    ? composeContactMail(record.payload, meta, settings)
    : composeNewsletterMail(record.payload, meta, settings);
}

const jsonFile = /^[0-9A-Za-z-]+\.json$/;

async function listJsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
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

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++] as T);
  });
  await Promise.all(lanes);
}

export function createOutbox(options: OutboxOptions): Outbox {
  const dir = path.resolve(options.dataDir, 'outbox');
  const dirs = {
    tmp: path.join(dir, 'tmp'),
    pending: path.join(dir, 'pending'),
    sending: path.join(dir, 'sending'),
    sent: path.join(dir, 'sent'),
    unreadable: path.join(dir, 'unreadable'),
  };
  const now = options.now ?? (() => new Date());
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const concurrency = options.concurrency ?? 4;
  const staleClaimMs = options.staleClaimMs ?? 10 * 60_000;
  const sentRetentionMonths = options.sentRetentionMonths ?? SENT_RETENTION_MONTHS;
  const log = options.log ?? console;
  const { transport } = options;

  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= ensureDirectories(Object.values(dirs)).catch((error: unknown) => {
      ready = undefined; // try again next time (the disk may come back)
      throw error;
    });
    return ready;
  };

  /** Attempts running in this outbox, so a second request for the same id joins the first. */
  const inflight = new Map<string, Promise<DeliveryOutcome>>();

  const pendingPath = (id: string) => path.join(dirs.pending, `${id}.json`);

  async function quarantine(from: string, name: string, error: unknown) {
    log.error(`[outbox] ${name} is not a valid record; moved to ${dirs.unreadable}:`, error);
    await rename(from, path.join(dirs.unreadable, name)).catch(() => undefined);
  }

  async function enqueue(entry: OutboxEntry): Promise<OutboxRecord> {
    await prepare();
    const record = newRecord(entry, now());
    // Written and fsynced under tmp/, then renamed: pending/ never holds half a record.
    await writeFileAtomic(pendingPath(record.id), serializeRecord(record), dirs.tmp);
    return record;
  }

  /** Rename pending → sending: only one process wins. Null when someone else has it (or it is gone). */
  async function claim(id: string): Promise<string | null> {
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
    return claimPath;
  }

  async function sendClaimed(id: string, claimPath: string): Promise<DeliveryOutcome> {
    let record: OutboxRecord;
    try {
      record = parseRecord(await readFile(claimPath, 'utf8'));
    } catch (error) {
      if (!isRecordFormatError(error)) throw error;
      await quarantine(claimPath, `${id}.json`, error);
      return 'failed';
    }

    let failure: ReturnType<typeof describeDeliveryError> | undefined;
    try {
      await transport.send(renderOutboxMail(record, options.mail));
    } catch (error) {
      failure = describeDeliveryError(error);
    }

    const at = now();
    const attempts = record.attempts + 1;
    if (!failure) {
      const done: OutboxRecord = { ...record, attempts, lastAttemptAt: at.toISOString(), deliveredAt: at.toISOString() };
      // sent/<id>.json is the proof of delivery; only then is the claim
      // dropped. A crash in between leaves a claim that recovery discards
      // because sent/ has the record. (One fsync pair instead of two: the
      // disk's fsyncs are what limits throughput.)
      await writeFileAtomic(path.join(dirs.sent, `${id}.json`), serializeRecord(done), dirs.tmp);
      await unlink(claimPath);
      return 'delivered';
    }

    const delay = retryDelay(record.attempts);
    const nextAttemptAt = new Date(at.getTime() + delay);
    const retry: OutboxRecord = {
      ...record,
      attempts,
      lastAttemptAt: at.toISOString(),
      lastError: failure.message,
      lastErrorCode: failure.responseCode ?? null,
      nextAttemptAt: nextAttemptAt.toISOString(),
    };
    await writeFileAtomic(claimPath, serializeRecord(retry), dirs.tmp);
    await rename(claimPath, pendingPath(id));
    await syncDirectory(dirs.pending);
    log.error(
      `[outbox] ${record.kind} ${id} not delivered (attempt ${attempts}${failure.permanent ? ', rejected by the server' : ''}): ${failure.message}; next attempt in ${Math.round(delay / 1000)} s`,
    );
    worker.wake(nextAttemptAt.getTime());
    return 'failed';
  }

  function deliver(id: string): Promise<DeliveryOutcome> {
    const running = inflight.get(id);
    if (running) return running;
    const attempt = (async (): Promise<DeliveryOutcome> => {
      let claimPath: string | null = null;
      try {
        await prepare();
        claimPath = await claim(id);
        if (!claimPath) return 'busy';
        return await sendClaimed(id, claimPath);
      } catch (error) {
        // The disk failed while claiming or filing the result. The record is
        // still in pending/ or sending/; the worker (recovery) takes it up again.
        log.error(`[outbox] delivery attempt for ${id} could not be recorded:`, error);
        return 'failed';
      } finally {
        if (claimPath) releaseClaim(claimPath);
      }
    })().finally(() => inflight.delete(id));
    inflight.set(id, attempt);
    return attempt;
  }

  async function deliverWithin(id: string, waitMs: number): Promise<'delivered' | 'queued'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), waitMs);
    });
    try {
      const outcome = await Promise.race([deliver(id), timeout]);
      return outcome === 'delivered' ? 'delivered' : 'queued';
    } finally {
      clearTimeout(timer);
    }
  }

  async function readPending(): Promise<OutboxRecord[]> {
    const records: OutboxRecord[] = [];
    for (const name of await listJsonFiles(dirs.pending)) {
      if (!jsonFile.test(name)) continue;
      const file = path.join(dirs.pending, name);
      try {
        records.push(parseRecord(await readFile(file, 'utf8')));
      } catch (error) {
        if (isMissing(error)) continue; // claimed or delivered meanwhile
        if (!isRecordFormatError(error)) throw error;
        await quarantine(file, name, error);
      }
    }
    return records;
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
        const sentPath = path.join(dirs.sent, `${owner.id}.json`);
        if (await exists(sentPath)) {
          // Delivered and filed under sent/; the crash came before the claim was dropped.
          await unlink(file);
        } else {
          const record = parseRecord(await readFile(file, 'utf8'));
          const target = record.deliveredAt ? sentPath : pendingPath(owner.id);
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

  async function flush(): Promise<FlushResult> {
    await recoverStaleClaims();
    const result: FlushResult = { delivered: [], failed: [], busy: [] };
    const records = await readPending();
    await eachLimited(records, concurrency, async (record) => {
      const outcome = await deliver(record.id);
      if (outcome === 'delivered') result.delivered.push(record.id);
      else if (outcome === 'busy') result.busy.push(record.id);
      else {
        const after = await readFile(pendingPath(record.id), 'utf8').then(parseRecord, () => null);
        result.failed.push({ id: record.id, error: after?.lastError ?? null });
      }
    });
    return result;
  }

  async function list(): Promise<OutboxListing> {
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
    return { dir, pending, sending, sentCount, unreadable };
  }

  async function pruneSent(): Promise<string[]> {
    const cutoff = now();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - sentRetentionMonths);
    const removed: string[] = [];
    for (const name of await listJsonFiles(dirs.sent)) {
      const file = path.join(dirs.sent, name);
      let record: OutboxRecord;
      try {
        record = parseRecord(await readFile(file, 'utf8'));
      } catch (error) {
        // Gone meanwhile (another process pruned it), or not a record: not ours to delete.
        if (!isMissing(error)) log.error(`[outbox] ${file} is not a valid record; left in place:`, error);
        continue;
      }
      if (Date.parse(record.deliveredAt ?? record.createdAt) >= cutoff.getTime()) continue;
      await unlink(file).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      removed.push(record.id);
    }
    if (removed.length > 0) {
      await syncDirectory(dirs.sent);
      log.info(`[outbox] removed ${removed.length} delivery record(s) older than ${sentRetentionMonths} months from ${dirs.sent}`);
    }
    return removed;
  }

  /** The background worker: scans pending/ and sends what is due, then sleeps until the next record is due. */
  const worker = (() => {
    let running = false;
    let timer: NodeJS.Timeout | undefined;
    let timerDueAt = Infinity;
    let scan: Promise<void> | undefined;
    let rescan = false;
    let prunedAt = -Infinity;

    function schedule(atMs: number) {
      if (!running) return;
      const at = Math.max(atMs, Date.now() + 10);
      if (timer && timerDueAt <= at) return;
      clearTimeout(timer);
      timerDueAt = at;
      timer = setTimeout(tick, at - Date.now());
      // The worker must not keep a CLI or a test process alive.
      timer.unref();
    }

    function tick() {
      timer = undefined;
      timerDueAt = Infinity;
      if (!running) return;
      if (scan) {
        rescan = true;
        return;
      }
      scan = runScan().finally(() => {
        scan = undefined;
        if (rescan) {
          rescan = false;
          schedule(Date.now());
        }
      });
    }

    async function runScan() {
      let nextDue = Date.now() + pollIntervalMs;
      try {
        await recoverStaleClaims();
        const nowMs = now().getTime();
        const records = await readPending();
        const due = records.filter((r) => Date.parse(r.nextAttemptAt) <= nowMs && !inflight.has(r.id));
        for (const record of records) {
          const at = Date.parse(record.nextAttemptAt);
          if (at > nowMs) nextDue = Math.min(nextDue, Date.now() + (at - nowMs));
        }
        await eachLimited(due, concurrency, async (record) => {
          await deliver(record.id);
        });
        // Retention: at start, then once a day.
        if (Date.now() - prunedAt >= DAY_MS) {
          prunedAt = Date.now();
          await pruneSent();
        }
      } catch (error) {
        log.error('[outbox] worker scan failed:', error);
      }
      schedule(nextDue);
    }

    return {
      get running() {
        return running;
      },
      start() {
        if (running) return;
        running = true;
        schedule(Date.now());
      },
      /** A record becomes due at `atMs`: make sure the worker wakes by then. */
      wake(atMs: number) {
        schedule(atMs);
      },
      async stop() {
        running = false;
        clearTimeout(timer);
        timer = undefined;
        timerDueAt = Infinity;
        await scan;
        await Promise.allSettled([...inflight.values()]);
      },
    };
  })();

  return {
    dir,
    transport,
    enqueue,
    deliver,
    deliverWithin,
    flush,
    list,
    recoverStaleClaims,
    pruneSent,
    start: () => worker.start(),
    stop: () => worker.stop(),
    get running() {
      return worker.running;
    },
  };
}
