import 'server-only';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Pool } from 'pg';
import { newRecord, type OutboxRecord } from '../record';
import { outboxTable, rateLimitTable } from './postgres-schema';
import type { AttemptResult, Claim, EnquiryStore, SendingRecord, StoreListing } from './store';

/**
 * Enquiries in PostgreSQL (DATABASE_URL): for several instances behind a load
 * balancer and for serverless platforms, where no disk outlives an instance.
 *
 * A claim is a lease: `claimed_until` in the row, taken with SELECT … FOR
 * UPDATE SKIP LOCKED, so two instances never claim one record and a killed
 * instance's claims become due again when their lease runs out. A claim is
 * completed only by its holder (its `claim_token`), except that a delivery
 * is always recorded: the message went out, it must not go again.
 */

export interface PostgresStoreOptions {
  pool: Pool;
  /** How long a claim holds: longer than any send can take (nodemailer gives up after 10 s + 30 s). */
  leaseMs?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

interface Row {
  id: string;
  kind: 'contact' | 'newsletter';
  payload: OutboxRecord['payload'];
  created_at: Date;
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  last_error: string | null;
  last_error_code: number | null;
  delivered_at: Date | null;
  claim_token: string | null;
  claimed_by: string | null;
  claimed_until: Date | null;
}

interface PgClaim extends Claim {
  readonly token: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRecord(row: Row): OutboxRecord {
  return {
    kind: row.kind,
    payload: row.payload,
    id: row.id,
    createdAt: row.created_at.toISOString(),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    lastError: row.last_error,
    lastErrorCode: row.last_error_code,
    deliveredAt: iso(row.delivered_at),
  } as OutboxRecord;
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

const columns =
  'id, kind, payload, created_at, attempts, next_attempt_at, last_attempt_at, last_error, last_error_code, delivered_at, claim_token, claimed_by, claimed_until';

export function createPostgresStore(options: PostgresStoreOptions & { where?: string }): EnquiryStore {
  const { pool } = options;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const log = options.log ?? console;
  const sender = `${os.hostname()} pid ${process.pid}`;

  async function add(
    entry: Parameters<EnquiryStore['add']>[0],
    { now, idempotencyKey }: Parameters<EnquiryStore['add']>[1],
  ) {
    const record = newRecord(entry, now);
    const inserted = await pool.query<Row>(
      `INSERT INTO ${outboxTable} (id, kind, payload, idempotency_key, created_at, attempts, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, 0, $5)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${columns}`,
      [record.id, record.kind, JSON.stringify(record.payload), idempotencyKey ?? null, now],
    );
    const row = inserted.rows[0];
    if (row) return { record: toRecord(row), created: true };
    // The key was used before (the conflict waited for that insert to commit): answer with its record.
    const first = await pool.query<Row>(`SELECT ${columns} FROM ${outboxTable} WHERE idempotency_key = $1`, [
      idempotencyKey,
    ]);
    const firstRow = first.rows[0];
    if (!firstRow) throw new Error('idempotency key conflict without a stored record');
    return { record: toRecord(firstRow), created: false };
  }

  async function claimWhere(condition: string, params: unknown[], now: Date, limit: number): Promise<PgClaim[]> {
    const token = randomUUID();
    const { rows } = await pool.query<Row>(
      `UPDATE ${outboxTable} SET claim_token = $1, claimed_by = $2, claimed_until = $3
       WHERE id IN (
         SELECT id FROM ${outboxTable}
         WHERE delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $4) AND ${condition}
         ORDER BY next_attempt_at, id
         LIMIT ${Math.max(1, Math.floor(limit))}
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${columns}`,
      [token, sender, new Date(now.getTime() + leaseMs), now, ...params],
    );
    return rows.map((row) => ({ record: toRecord(row), token }));
  }

  async function claim(id: string, now: Date): Promise<PgClaim | null> {
    return (await claimWhere('id = $5', [id], now, 1))[0] ?? null;
  }

  const claimDue = (now: Date, limit: number) => claimWhere('next_attempt_at <= $4', [], now, limit);

  async function complete(claimed: Claim, result: AttemptResult): Promise<void> {
    const { record, token } = claimed as PgClaim;
    if (result.delivered) {
      await pool.query(
        `UPDATE ${outboxTable} SET attempts = attempts + 1, last_attempt_at = $2, delivered_at = $2,
           claim_token = NULL, claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND delivered_at IS NULL`,
        [record.id, result.at],
      );
      return;
    }
    const { rowCount } = await pool.query(
      `UPDATE ${outboxTable} SET attempts = attempts + 1, last_attempt_at = $3, last_error = $4, last_error_code = $5,
         next_attempt_at = $6, claim_token = NULL, claimed_by = NULL, claimed_until = NULL
       WHERE id = $1 AND claim_token = $2`,
      [record.id, token, result.at, result.error, result.errorCode, result.nextAttemptAt],
    );
    if (rowCount === 0) log.error(`[outbox] the lease on ${record.id} ran out before its failed attempt was recorded`);
  }

  async function recoverStaleClaims(now: Date): Promise<number> {
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE ${outboxTable} SET claim_token = NULL, claimed_by = NULL, claimed_until = NULL
       WHERE delivered_at IS NULL AND claimed_until IS NOT NULL AND claimed_until <= $1
       RETURNING id`,
      [now],
    );
    for (const { id } of rows) log.info(`[outbox] recovered ${id} from an interrupted attempt`);
    return rows.length;
  }

  async function nextDueAt(): Promise<number | null> {
    const { rows } = await pool.query<{ at: Date | null }>(
      `SELECT min(next_attempt_at) AS at FROM ${outboxTable} WHERE delivered_at IS NULL`,
    );
    return rows[0]?.at ? rows[0].at.getTime() : null;
  }

  async function list(now: Date): Promise<StoreListing> {
    const waiting = await pool.query<Row>(
      `SELECT ${columns} FROM ${outboxTable} WHERE delivered_at IS NULL ORDER BY created_at, id`,
    );
    const pending: OutboxRecord[] = [];
    const sending: SendingRecord[] = [];
    for (const row of waiting.rows) {
      if (row.claimed_until && row.claimed_until > now)
        sending.push({ ...toRecord(row), claimedBy: row.claimed_by ?? 'unknown' });
      else pending.push(toRecord(row));
    }
    const sent = await pool.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${outboxTable} WHERE delivered_at IS NOT NULL`,
    );
    return {
      where: options.where ?? 'PostgreSQL',
      pending,
      sending,
      sentCount: Number(sent.rows[0]?.count ?? 0),
      unreadable: [],
    };
  }

  async function prune(cutoff: Date): Promise<string[]> {
    const { rows } = await pool.query<{ id: string }>(
      `DELETE FROM ${outboxTable} WHERE delivered_at IS NOT NULL AND delivered_at < $1 RETURNING id`,
      [cutoff],
    );
    // Rate-limit counters whose window ended long ago (rate-limiter-flexible only overwrites them).
    await pool.query(`DELETE FROM ${rateLimitTable} WHERE expire IS NOT NULL AND expire < $1`, [
      Date.now() - 60 * 60_000,
    ]);
    if (rows.length > 0)
      log.info(`[outbox] removed ${rows.length} delivery record(s) delivered before ${cutoff.toISOString()}`);
    return rows.map((row) => row.id).sort();
  }

  return {
    kind: 'postgres',
    where: options.where ?? 'PostgreSQL',
    add,
    claim,
    claimDue,
    complete,
    recoverStaleClaims,
    nextDueAt,
    list,
    prune,
    // The pool is the services' (the rate limiter shares it): they end it.
    close: async () => undefined,
  };
}
