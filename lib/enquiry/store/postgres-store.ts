import 'server-only';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uploadGates } from '@/lib/uploads/gate';
import { deliveryDestinations, type Destination } from '../destinations';
import { newRecord, type Delivery, type EnquiryWithDeliveries, type OutboxRecord } from '../record';
import { deliveryTable, disabledTable, fileTable, outboxTable, rateLimitTable, tokenTable } from './postgres-schema';
import type { AttemptResult, Claim, DoneCounts, EnquiryStore, FileContent, StoreListing } from './store';

/**
 * Enquiries in PostgreSQL (DATABASE_URL): for several instances behind a load
 * balancer and for serverless platforms, where no disk outlives an instance.
 *
 * One row per enquiry (enquiry_outbox, written once) and one per delivery
 * (enquiry_deliveries), inserted by one statement. A claim is a lease on one
 * delivery: `claimed_until` in its row, taken with SELECT … FOR UPDATE SKIP
 * LOCKED, so two instances never claim one delivery and a killed instance's
 * claims become due again when their lease runs out. A claim is completed
 * only by its holder (its `claim_token`), except that a sent delivery is
 * always recorded: it went out, it must not go again.
 *
 * Leases are timed by the database's clock (`now()`), never an app server's:
 * two servers whose clocks disagree still agree on when a lease ran out.
 * Due times (`next_attempt_at`) are the outbox's clock, which tests inject.
 * Deliveries never tried are claimed before retries, so a backlog of retries
 * delays a new enquiry by one attempt at most.
 */

export interface PostgresStoreOptions {
  pool: Pool;
  /** How long a claim holds: longer than any send can take (at least LEASE_FLOOR_MS). */
  leaseMs?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

interface RecordRow {
  id: string;
  kind: OutboxRecord['kind'];
  payload: OutboxRecord['payload'];
  created_at: Date;
  destinations: Destination[] | null;
}

interface DeliveryRow {
  enquiry_id: string;
  destination: Destination;
  state: Delivery['state'];
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  last_error: string | null;
  last_error_code: number | null;
  done_at: Date | null;
  reason: string | null;
  claimed_by: string | null;
  claimed_until: Date | null;
}

interface PgClaim extends Claim {
  readonly token: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRecord(row: RecordRow): OutboxRecord {
  return {
    kind: row.kind,
    payload: row.payload,
    id: row.id,
    createdAt: row.created_at.toISOString(),
    destinations: row.destinations ?? ['ops-email'],
  } as OutboxRecord;
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    destination: row.destination,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    lastError: row.last_error,
    lastErrorCode: row.last_error_code,
    doneAt: iso(row.done_at),
    reason: row.reason,
  };
}

/** 'postgresql://host:port/db' without user or password, for logs. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

const recordColumns = 'o.id, o.kind, o.payload, o.created_at, o.destinations';
const deliveryColumns =
  'd.enquiry_id, d.destination, d.state, d.attempts, d.next_attempt_at, d.last_attempt_at, d.last_error, d.last_error_code, d.done_at, d.reason, d.claimed_by, d.claimed_until';

/**
 * The shortest lease: an attempt must end before its lease does, or another
 * instance could send it too. nodemailer gives up after 10 s (connection) +
 * 10 s (greeting) + 30 s (socket idle); the webhook after 15 s. Leases are
 * in whole seconds in the database; 60 s leaves a margin.
 */
export const LEASE_FLOOR_MS = 60_000;

/** PostgreSQL's epoch for timestamps in binary form: microseconds since 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);

/**
 * Writes one row of the files table with COPY … FROM STDIN in binary format,
 * the file's bytes passed through as they are read, a chunk at a time: the
 * process holds a chunk, not the file. A bytea parameter of INSERT would be
 * one buffer, copied again into node-postgres's message: about three times
 * the file in memory until V8 collects it (npm run bench:uploads). (COPY's
 * text format would send bytea as hex: twice the bytes, as strings on V8's
 * heap.) The row's layout is COPY's binary file format (PostgreSQL's COPY
 * reference): a signature and header, the field count, then each field as
 * its length and its binary form (text as UTF-8, bytea as is, timestamptz
 * as microseconds since 2000), then -1. PostgreSQL checks the row as any
 * insert, inside the caller's transaction; a stream that ends short or long
 * fails the COPY.
 */
async function copyFileRow(
  client: PoolClient,
  row: { enquiryId: string; fileId: string; content: FileContent; createdAt: Date },
): Promise<void> {
  const { content } = row;
  const size = content instanceof Uint8Array ? content.byteLength : content.size;
  const bytes =
    content instanceof Uint8Array
      ? Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)])
      : content.stream();
  const int32 = (value: number) => {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32BE(value);
    return buffer;
  };
  const text = (value: string) => {
    const utf8 = Buffer.from(value, 'utf8');
    return Buffer.concat([int32(utf8.length), utf8]);
  };
  async function* binary() {
    const header = Buffer.alloc(21);
    header.write('PGCOPY\n\xff\r\n\0', 0, 'latin1');
    header.writeInt32BE(0, 11); // flags
    header.writeInt32BE(0, 15); // header extension length
    header.writeInt16BE(4, 19); // fields in the row
    yield Buffer.concat([header, text(row.enquiryId), text(row.fileId), int32(size)]);
    let sent = 0;
    for await (const chunk of bytes) {
      sent += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (sent !== size) throw new Error(`a stored file gave ${sent} bytes, not ${size}`);
    const tail = Buffer.alloc(14);
    tail.writeInt32BE(8, 0);
    tail.writeBigInt64BE(BigInt(row.createdAt.getTime() - POSTGRES_EPOCH_MS) * 1000n, 4);
    tail.writeInt16BE(-1, 12); // the end of the data
    yield tail;
  }
  await pipeline(
    Readable.from(binary()),
    client.query(copyFrom(`COPY ${fileTable} (enquiry_id, file_id, bytes, created_at) FROM STDIN (FORMAT binary)`)),
  );
}

/** How much of a stored file one query reads when it is streamed (a download): memory stays at a chunk. */
const READ_CHUNK = 1024 * 1024;

export function createPostgresStore(options: PostgresStoreOptions & { where?: string }): EnquiryStore {
  const { pool } = options;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  if (leaseMs < LEASE_FLOOR_MS)
    throw new Error(
      `The claim lease must be at least ${LEASE_FLOOR_MS / 1000} s (longer than an SMTP attempt can take), not ${leaseMs / 1000} s`,
    );
  const lease = `${Math.ceil(leaseMs / 1000)} seconds`;
  const log = options.log ?? console;
  const sender = `${os.hostname()} pid ${process.pid}`;

  async function add(
    entry: Parameters<EnquiryStore['add']>[0],
    { now, idempotencyKey, destinations, files = [] }: Parameters<EnquiryStore['add']>[1],
  ) {
    const record = newRecord(entry, now, destinations);
    // The enquiry and every delivery in one statement.
    // claimed_until = 'infinity' keeps a server of the previous release (which
    // claims enquiry rows) away from it during a rolling deploy.
    const insertRecord = `WITH o AS (
         INSERT INTO ${outboxTable} (id, kind, payload, idempotency_key, created_at, destinations, claimed_until)
         VALUES ($1, $2, $3, $4, $5, $6, 'infinity')
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, kind, payload, created_at, destinations
       ), d AS (
         INSERT INTO ${deliveryTable} (enquiry_id, destination, next_attempt_at)
         SELECT o.id, unnest($6::text[]), $5 FROM o
       )
       SELECT ${recordColumns} FROM o`;
    const recordValues = [
      record.id,
      record.kind,
      JSON.stringify(record.payload),
      idempotencyKey ?? null,
      now,
      record.destinations,
    ];
    const row =
      files.length === 0
        ? (await pool.query<RecordRow>(insertRecord, recordValues)).rows[0]
        : await uploadGates().storage.run(() =>
            inTransaction(async (client) => {
              const inserted = (await client.query<RecordRow>(insertRecord, recordValues)).rows[0];
              if (!inserted) return undefined;
              // Then its files, one COPY each, streamed (copyFileRow), all committed
              // with the enquiry or not at all.
              for (const file of files)
                await copyFileRow(client, {
                  enquiryId: record.id,
                  fileId: file.id,
                  content: file.bytes,
                  createdAt: now,
                });
              return inserted;
            }),
          );
    if (row) return { record: toRecord(row), created: true };
    // The key was used before (the conflict waited for that insert to commit): answer with its record.
    const first = await pool.query<RecordRow>(
      `SELECT ${recordColumns} FROM ${outboxTable} o WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    const firstRow = first.rows[0];
    if (!firstRow) throw new Error('idempotency key conflict without a stored record');
    return { record: toRecord(firstRow), created: false };
  }

  /** Runs `work` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it throws. */
  async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: unknown) => {
        // A connection that cannot roll back is not given to anyone else.
        broken = rollback instanceof Error ? rollback : new Error(String(rollback));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function claimWhere(
    destination: Destination,
    condition: string,
    params: unknown[],
    limit: number,
  ): Promise<PgClaim[]> {
    const token = randomUUID();
    const { rows } = await pool.query<RecordRow & DeliveryRow>(
      `UPDATE ${deliveryTable} d SET claim_token = $1, claimed_by = $2, claimed_until = now() + $3::interval
       FROM ${outboxTable} o
       WHERE o.id = d.enquiry_id AND (d.enquiry_id, d.destination) IN (
         SELECT enquiry_id, destination FROM ${deliveryTable}
         WHERE destination = $4 AND state = 'pending' AND (claimed_until IS NULL OR claimed_until <= now()) AND ${condition}
         ORDER BY attempts > 0, next_attempt_at, enquiry_id
         LIMIT ${Math.max(1, Math.floor(limit))}
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${recordColumns}, ${deliveryColumns}`,
      [token, sender, lease, destination, ...params],
    );
    return rows.map((row) => ({ record: toRecord(row), delivery: toDelivery(row), token }));
  }

  async function claim(id: string, destination: Destination): Promise<PgClaim | null> {
    return (await claimWhere(destination, 'enquiry_id = $5', [id], 1))[0] ?? null;
  }

  const claimDue = (destination: Destination, now: Date, limit: number) =>
    claimWhere(destination, 'next_attempt_at <= $5', [now], limit);

  const release = 'claim_token = NULL, claimed_by = NULL, claimed_until = NULL';

  /** Records one outcome on `db` (the pool, or a transaction's connection); false when the claim was no longer held. */
  async function completeOn(db: Pool | PoolClient, claimed: Claim, result: AttemptResult): Promise<boolean> {
    const { record, delivery, token } = claimed as PgClaim;
    const key = [record.id, delivery.destination];
    if (result.state === 'sent') {
      await db.query(
        `UPDATE ${deliveryTable} SET state = 'sent', attempts = attempts + 1, last_attempt_at = $3, done_at = $3, ${release}
         WHERE enquiry_id = $1 AND destination = $2 AND state = 'pending'`,
        [...key, result.at],
      );
      return true;
    }
    const attempted = result.state !== 'skipped' || result.attempted;
    const followUp = result.state === 'failed' ? (result.followUp ?? null) : null;
    // One statement: the outcome and the follow-up delivery (if any) commit together.
    const { rows: updated } = await db.query<{ n: string }>(
      `WITH u AS (UPDATE ${deliveryTable} SET state = $4, attempts = attempts + $5::int,
         last_attempt_at = CASE WHEN $5::int = 1 THEN $6 ELSE last_attempt_at END,
         last_error = COALESCE($7, last_error), last_error_code = CASE WHEN $7 IS NULL THEN last_error_code ELSE $8 END,
         next_attempt_at = COALESCE($9, next_attempt_at),
         done_at = CASE WHEN $4 = 'pending' THEN NULL ELSE $6 END, reason = $10, ${release}
       WHERE enquiry_id = $1 AND destination = $2 AND claim_token = $3
       RETURNING enquiry_id), f AS (
         INSERT INTO ${deliveryTable} (enquiry_id, destination, next_attempt_at)
         SELECT enquiry_id, $11, $6 FROM u WHERE $11::text IS NOT NULL
         ON CONFLICT DO NOTHING)
       SELECT count(*) AS n FROM u`,
      [
        ...key,
        token,
        result.state,
        attempted ? 1 : 0,
        result.at,
        'error' in result ? (result.error ?? null) : null,
        'errorCode' in result ? (result.errorCode ?? null) : null,
        result.state === 'pending' ? result.nextAttemptAt : null,
        result.state === 'skipped' ? result.reason : null,
        followUp,
      ],
    );
    return Number(updated[0]?.n ?? 0) > 0;
  }

  const leaseRanOut = ({ record, delivery }: Claim) =>
    log.error(`[outbox] the lease on ${record.id} (${delivery.destination}) ran out before its outcome was recorded`);

  async function complete(claimed: Claim, result: AttemptResult): Promise<void> {
    if (!(await completeOn(pool, claimed, result))) leaseRanOut(claimed);
  }

  /**
   * Several outcomes in one transaction (one commit, one WAL flush): the sent
   * ones in one statement, the others one statement each.
   */
  async function completeAll(entries: readonly { claim: Claim; result: AttemptResult }[]): Promise<void> {
    if (entries.length === 0) return;
    if (entries.length === 1) return complete(entries[0]!.claim, entries[0]!.result);
    const sent = entries.filter((entry) => entry.result.state === 'sent');
    const others = entries.filter((entry) => entry.result.state !== 'sent');
    const lost = await inTransaction(async (client) => {
      if (sent.length > 0)
        await client.query(
          `UPDATE ${deliveryTable} d SET state = 'sent', attempts = d.attempts + 1, last_attempt_at = v.at, done_at = v.at, ${release}
           FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS v(enquiry_id, destination, at)
           WHERE d.enquiry_id = v.enquiry_id AND d.destination = v.destination AND d.state = 'pending'`,
          [
            sent.map(({ claim }) => claim.record.id),
            sent.map(({ claim }) => claim.delivery.destination),
            sent.map(({ result }) => result.at),
          ],
        );
      const notHeld: Claim[] = [];
      for (const { claim, result } of others) if (!(await completeOn(client, claim, result))) notHeld.push(claim);
      return notHeld;
    });
    lost.forEach(leaseRanOut);
  }

  async function countDue(destination: Destination, now: Date, upTo: number): Promise<number> {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM (
         SELECT 1 FROM ${deliveryTable}
         WHERE destination = $1 AND state = 'pending' AND next_attempt_at <= $2 AND (claimed_until IS NULL OR claimed_until <= now())
         LIMIT ${Math.max(0, Math.floor(upTo))}) due`,
      [destination, now],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async function recoverStaleClaims(): Promise<number> {
    const { rows } = await pool.query<{ enquiry_id: string; destination: string }>(
      `UPDATE ${deliveryTable} SET claim_token = NULL, claimed_by = NULL, claimed_until = NULL
       WHERE state = 'pending' AND claimed_until IS NOT NULL AND claimed_until <= now()
       RETURNING enquiry_id, destination`,
    );
    for (const row of rows)
      log.info(`[outbox] recovered ${row.enquiry_id} (${row.destination}) from an interrupted attempt`);
    return rows.length;
  }

  async function nextDueAt(only: readonly Destination[]): Promise<number | null> {
    const { rows } = await pool.query<{ at: Date | null }>(
      `SELECT min(next_attempt_at) AS at FROM ${deliveryTable} WHERE state = 'pending' AND destination = ANY($1)`,
      [only],
    );
    return rows[0]?.at ? rows[0].at.getTime() : null;
  }

  async function deliveriesOf(ids: string[]): Promise<Map<string, DeliveryRow[]>> {
    const { rows } = await pool.query<DeliveryRow>(
      `SELECT ${deliveryColumns} FROM ${deliveryTable} d WHERE d.enquiry_id = ANY($1) ORDER BY d.enquiry_id`,
      [ids],
    );
    const byId = new Map<string, DeliveryRow[]>();
    for (const row of rows) byId.set(row.enquiry_id, [...(byId.get(row.enquiry_id) ?? []), row]);
    return byId;
  }

  function inOrder(record: OutboxRecord, rows: DeliveryRow[]): DeliveryRow[] {
    const order = deliveryDestinations(record.destinations);
    return [...rows].sort((a, b) => order.indexOf(a.destination) - order.indexOf(b.destination));
  }

  async function get(id: string): Promise<EnquiryWithDeliveries | null> {
    const { rows } = await pool.query<RecordRow>(`SELECT ${recordColumns} FROM ${outboxTable} o WHERE o.id = $1`, [id]);
    if (!rows[0]) return null;
    const record = toRecord(rows[0]);
    const deliveries = (await deliveriesOf([id])).get(id) ?? [];
    return { ...record, deliveries: inOrder(record, deliveries).map(toDelivery) };
  }

  async function list(): Promise<StoreListing> {
    // Whether a lease holds is the database's clock's to say, like everywhere else.
    const clock = await pool.query<{ now: Date }>('SELECT now() AS now');
    const now = clock.rows[0]?.now ?? new Date();
    const waitingRows = await pool.query<RecordRow>(
      `SELECT ${recordColumns} FROM ${outboxTable} o
       WHERE EXISTS (SELECT 1 FROM ${deliveryTable} d WHERE d.enquiry_id = o.id AND d.state = 'pending')
       ORDER BY o.created_at, o.id`,
    );
    const byId = await deliveriesOf(waitingRows.rows.map((row) => row.id));
    const waiting: StoreListing['waiting'] = waitingRows.rows.map((row) => {
      const record = toRecord(row);
      const rows = inOrder(record, byId.get(record.id) ?? []);
      const claimedBy: Partial<Record<Destination, string>> = {};
      for (const delivery of rows)
        if (delivery.state === 'pending' && delivery.claimed_until && delivery.claimed_until > now)
          claimedBy[delivery.destination] = delivery.claimed_by ?? 'unknown';
      return { ...record, deliveries: rows.map(toDelivery), claimedBy };
    });
    const counts = await pool.query<{ destination: Destination; state: 'sent' | 'failed' | 'skipped'; n: string }>(
      `SELECT destination, state, count(*) AS n FROM ${deliveryTable} WHERE state <> 'pending' GROUP BY destination, state`,
    );
    const done: DoneCounts = {};
    for (const row of counts.rows) {
      const entry = (done[row.destination] ??= { sent: 0, failed: 0, skipped: 0 });
      entry[row.state] = Number(row.n);
    }
    const failedRows = await pool.query<RecordRow>(
      `SELECT ${recordColumns} FROM ${outboxTable} o
       WHERE EXISTS (SELECT 1 FROM ${deliveryTable} d WHERE d.enquiry_id = o.id AND d.state = 'failed')
       ORDER BY o.created_at, o.id`,
    );
    const failedById = await deliveriesOf(failedRows.rows.map((row) => row.id));
    const failed = failedRows.rows.map((row) => {
      const record = toRecord(row);
      return { ...record, deliveries: inOrder(record, failedById.get(record.id) ?? []).map(toDelivery) };
    });
    return { where: options.where ?? 'PostgreSQL', waiting, done, failed, unreadable: [] };
  }

  async function prune(cutoff: Date, signupCutoff: Date, now: Date): Promise<string[]> {
    // Every enquiry made before the cutoff, whatever its deliveries' state (a
    // refused e-mail, a webhook that answered 410: the promise is 24 months);
    // sign-ups whose confirmation e-mail finished and whose links have expired.
    const { rows } = await pool.query<{ id: string }>(
      `DELETE FROM ${outboxTable} o
       WHERE o.created_at < $1
          OR (o.kind = 'newsletter-signup' AND o.created_at < $2
              AND NOT EXISTS (SELECT 1 FROM ${deliveryTable} d WHERE d.enquiry_id = o.id AND d.state = 'pending')
              AND (SELECT max(coalesce(d.done_at, o.created_at)) FROM ${deliveryTable} d WHERE d.enquiry_id = o.id) < $2)
       RETURNING o.id`,
      [cutoff, signupCutoff],
    );
    await pool.query(`DELETE FROM ${tokenTable} WHERE expires_at < $1`, [now]);
    // Rate-limit counters whose window ended long ago (rate-limiter-flexible only overwrites them).
    await pool.query(`DELETE FROM ${rateLimitTable} WHERE expire IS NOT NULL AND expire < $1`, [
      Date.now() - 60 * 60_000,
    ]);
    if (rows.length > 0) log.info(`[outbox] removed ${rows.length} enquiry record(s) past retention`);
    return rows.map((row) => row.id).sort();
  }

  return {
    kind: 'postgres',
    where: options.where ?? 'PostgreSQL',
    add,
    get,
    claim,
    claimDue,
    countDue,
    complete,
    completeAll,
    recoverStaleClaims,
    nextDueAt,
    list,
    prune,
    async failedCount() {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${deliveryTable} WHERE state = 'failed'`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async readFile(recordId, fileId) {
      const { rows } = await pool.query<{ bytes: Buffer }>(
        `SELECT bytes FROM ${fileTable} WHERE enquiry_id = $1 AND file_id = $2`,
        [recordId, fileId],
      );
      return rows[0]?.bytes ?? null;
    },
    async openFile(recordId, fileId) {
      const { rows } = await pool.query<{ size: number }>(
        `SELECT octet_length(bytes) AS size FROM ${fileTable} WHERE enquiry_id = $1 AND file_id = $2`,
        [recordId, fileId],
      );
      if (!rows[0]) return null;
      const size = Number(rows[0].size);
      // A chunk per query (substring of a bytea reads only the TOAST chunks it needs), as the reader takes them.
      async function* chunks() {
        for (let at = 0; at < size; at += READ_CHUNK) {
          const part = await pool.query<{ part: Buffer }>(
            `SELECT substring(bytes FROM $3 FOR $4) AS part FROM ${fileTable} WHERE enquiry_id = $1 AND file_id = $2`,
            [recordId, fileId, at + 1, READ_CHUNK],
          );
          const bytes = part.rows[0]?.part;
          if (!bytes) throw new Error(`${recordId}/${fileId} was removed while it was read`);
          yield bytes;
        }
      }
      return { size, stream: Readable.from(chunks(), { objectMode: false }) };
    },
    async pruneFiles(cutoff) {
      const { rowCount } = await pool.query(`DELETE FROM ${fileTable} WHERE created_at < $1`, [cutoff]);
      if (rowCount) log.info(`[outbox] removed ${rowCount} uploaded file(s) past retention`);
      return rowCount ?? 0;
    },
    async addToken(hash, token) {
      await pool.query(
        `INSERT INTO ${tokenTable} (token_hash, enquiry_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [hash, token.recordId, token.expiresAt],
      );
    },
    async findToken(hash) {
      const { rows } = await pool.query<{ enquiry_id: string; expires_at: Date }>(
        `SELECT enquiry_id, expires_at FROM ${tokenTable} WHERE token_hash = $1`,
        [hash],
      );
      return rows[0] ? { recordId: rows[0].enquiry_id, expiresAt: rows[0].expires_at.toISOString() } : null;
    },
    async disable(destination, state) {
      await pool.query(
        `INSERT INTO ${disabledTable} (destination, target, disabled_at, reason) VALUES ($1, $2, $3, $4)
         ON CONFLICT (destination) DO UPDATE SET target = $2, disabled_at = $3, reason = $4`,
        [destination, state.target, state.at, state.reason],
      );
    },
    async disabled(destination) {
      const { rows } = await pool.query<{ target: string; disabled_at: Date; reason: string }>(
        `SELECT target, disabled_at, reason FROM ${disabledTable} WHERE destination = $1`,
        [destination],
      );
      return rows[0] ? { target: rows[0].target, at: rows[0].disabled_at.toISOString(), reason: rows[0].reason } : null;
    },
    // The pool is the services' (the rate limiter shares it): they end it.
    close: async () => undefined,
  };
}
