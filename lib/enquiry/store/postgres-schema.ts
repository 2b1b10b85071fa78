import 'server-only';
import type { Pool, PoolClient } from 'pg';

/**
 * The database schema, as numbered migrations. `npm run db:migrate` applies
 * the missing ones (idempotent, under an advisory lock so two deploys cannot
 * race); the server checks the version at start and refuses to run against a
 * missing or older schema rather than fail on the first enquiry.
 *
 * Plain SQL through node-postgres: the store needs a dozen statements, two of
 * which (FOR UPDATE SKIP LOCKED, ON CONFLICT … DO NOTHING) are the point of
 * using PostgreSQL; a query builder would add a dependency and hide them.
 */

export const outboxTable = 'enquiry_outbox';
/** rate-limiter-flexible's RateLimiterPostgres table (created here, so it can run with tableCreated: true). */
export const rateLimitTable = 'enquiry_rate_limits';
/** One row per delivery of an enquiry (schema 2). */
export const deliveryTable = 'enquiry_deliveries';
export const tokenTable = 'newsletter_tokens';
export const disabledTable = 'enquiry_disabled_destinations';
/** Files uploaded with an enquiry (schema 4). */
export const fileTable = 'enquiry_files';
const versionTable = 'enquiry_schema_migrations';

const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'enquiry outbox and rate limits',
    sql: `
      CREATE TABLE IF NOT EXISTS ${outboxTable} (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact', 'newsletter')),
        payload jsonb NOT NULL,
        idempotency_key text UNIQUE,
        created_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        last_error_code integer,
        delivered_at timestamptz,
        -- The sender holding the record, until its lease runs out.
        claim_token uuid,
        claimed_by text,
        claimed_until timestamptz
      );
      CREATE INDEX IF NOT EXISTS ${outboxTable}_due ON ${outboxTable} (next_attempt_at) WHERE delivered_at IS NULL;
      CREATE INDEX IF NOT EXISTS ${outboxTable}_delivered ON ${outboxTable} (delivered_at) WHERE delivered_at IS NOT NULL;
      CREATE TABLE IF NOT EXISTS ${rateLimitTable} (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
    `,
  },
  {
    version: 2,
    name: 'one delivery per destination, newsletter confirmation tokens',
    // The enquiry row keeps its payload; its delivery columns of schema 1 move
    // into one ops-email delivery each (state, attempts, errors, next attempt),
    // so waiting enquiries are delivered after the upgrade and delivered ones
    // are never sent again. claimed_until = 'infinity' fences the rows off from
    // a server of the previous release still running during the deploy: its
    // claim query never takes them.
    sql: `
      CREATE TABLE IF NOT EXISTS ${deliveryTable} (
        enquiry_id text NOT NULL REFERENCES ${outboxTable} (id) ON DELETE CASCADE,
        destination text NOT NULL CHECK (destination IN ('ops-email', 'ack-email', 'confirm-email', 'webhook')),
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        last_error_code integer,
        done_at timestamptz,
        reason text,
        claim_token uuid,
        claimed_by text,
        claimed_until timestamptz,
        PRIMARY KEY (enquiry_id, destination)
      );
      CREATE INDEX IF NOT EXISTS ${deliveryTable}_due ON ${deliveryTable} (destination, next_attempt_at) WHERE state = 'pending';
      INSERT INTO ${deliveryTable} (enquiry_id, destination, state, attempts, next_attempt_at, last_attempt_at, last_error, last_error_code, done_at)
        SELECT id, 'ops-email', CASE WHEN delivered_at IS NULL THEN 'pending' ELSE 'sent' END, attempts, next_attempt_at,
               last_attempt_at, last_error, last_error_code, delivered_at
        FROM ${outboxTable}
        ON CONFLICT DO NOTHING;
      UPDATE ${outboxTable} SET claim_token = NULL, claimed_by = 'schema 2', claimed_until = 'infinity' WHERE delivered_at IS NULL;
      ALTER TABLE ${outboxTable} ADD COLUMN IF NOT EXISTS destinations text[];
      UPDATE ${outboxTable} SET destinations = ARRAY['ops-email'] WHERE destinations IS NULL;
      ALTER TABLE ${outboxTable} ALTER COLUMN next_attempt_at DROP NOT NULL;
      ALTER TABLE ${outboxTable} DROP CONSTRAINT IF EXISTS ${outboxTable}_kind_check;
      ALTER TABLE ${outboxTable} ADD CONSTRAINT ${outboxTable}_kind_check CHECK (kind IN ('contact', 'newsletter', 'newsletter-signup'));
      CREATE INDEX IF NOT EXISTS ${outboxTable}_created ON ${outboxTable} (created_at);
      CREATE TABLE IF NOT EXISTS ${tokenTable} (
        token_hash text PRIMARY KEY,
        enquiry_id text NOT NULL REFERENCES ${outboxTable} (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE IF NOT EXISTS ${disabledTable} (
        destination text PRIMARY KEY,
        target text NOT NULL,
        disabled_at timestamptz NOT NULL,
        reason text NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'the refusal notice delivery, fresh deliveries claimed first',
    // ops-notice: the plain notice that stands in for an operations e-mail the
    // mail server refused for good. The index serves the claim order: never
    // tried first, then by due time.
    sql: `
      ALTER TABLE ${deliveryTable} DROP CONSTRAINT IF EXISTS ${deliveryTable}_destination_check;
      ALTER TABLE ${deliveryTable} ADD CONSTRAINT ${deliveryTable}_destination_check
        CHECK (destination IN ('ops-email', 'ack-email', 'confirm-email', 'webhook', 'ops-notice'));
      CREATE INDEX IF NOT EXISTS ${deliveryTable}_fair ON ${deliveryTable} (destination, (attempts > 0), next_attempt_at) WHERE state = 'pending';
    `,
  },
  {
    version: 4,
    name: 'files uploaded with an enquiry',
    // The bytes in the database that holds the enquiry (no new service), in
    // a table of their own: retention deletes them after days while the
    // enquiry row stays for months, and reading an enquiry never loads them.
    sql: `
      CREATE TABLE IF NOT EXISTS ${fileTable} (
        enquiry_id text NOT NULL REFERENCES ${outboxTable} (id) ON DELETE CASCADE,
        file_id text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (enquiry_id, file_id)
      );
      CREATE INDEX IF NOT EXISTS ${fileTable}_created ON ${fileTable} (created_at);
    `,
  },
];

export const schemaVersion = migrations.at(-1)?.version ?? 0;

/** Any number, the same for every process: serialises migrations. */
const migrationLock = 7_262_012;

export class SchemaError extends Error {
  override name = 'SchemaError';
}

/**
 * Applies the migrations the database lacks (up to `upTo`: the upgrade test
 * builds a database as an earlier release left it); resolves with the
 * versions applied (none when it was up to date).
 */
export async function migrate(pool: Pool, { upTo = Infinity }: { upTo?: number } = {}): Promise<number[]> {
  const client: PoolClient = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLock]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${versionTable} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${versionTable}`);
    const done = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (done.has(migration.version) || migration.version > upTo) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(`INSERT INTO ${versionTable} (version, name) VALUES ($1, $2)`, [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(migration.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
    client.release();
  }
  return applied;
}

/** The schema version the database has (0: none). */
export async function currentSchemaVersion(pool: Pool): Promise<number> {
  try {
    const { rows } = await pool.query<{ version: number | null }>(
      `SELECT max(version) AS version FROM ${versionTable}`,
    );
    return rows[0]?.version ?? 0;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return 0; // undefined_table
    throw error;
  }
}

/** Throws a SchemaError that says what to run when the database's schema is missing or older than this code's. */
export async function assertSchemaCurrent(pool: Pool): Promise<void> {
  const version = await currentSchemaVersion(pool);
  if (version >= schemaVersion) return;
  const state =
    version === 0 ? 'has no enquiry tables' : `has schema version ${version}, this release needs ${schemaVersion}`;
  throw new SchemaError(
    `The database at DATABASE_URL ${state}. Run \`npm run db:migrate\` with the same DATABASE_URL, then start the server again.`,
  );
}
