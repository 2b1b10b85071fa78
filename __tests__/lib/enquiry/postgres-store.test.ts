/** @jest-environment node */
import { Pool } from 'pg';
import { createRateLimiter } from '@/lib/enquiry/rate-limit';
import { assertSchemaCurrent, currentSchemaVersion, migrate, schemaVersion } from '@/lib/enquiry/store/postgres-schema';
import { createPostgresStore, LEASE_FLOOR_MS } from '@/lib/enquiry/store/postgres-store';
import type { Destination } from '@/lib/enquiry/destinations';
import { startTestPostgres, type TestPostgres } from '@/scripts/support/postgres';
import { createOutbox } from '@/lib/enquiry';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { startSmtpSink } from '../../api/support/smtp-sink';
import { contact, mail, silent, storeContract } from './store-contract';

// A real PostgreSQL server for this file (initdb + pg_ctl on a free port), a new database per test.
let server: TestPostgres;
const pools: Pool[] = [];

beforeAll(async () => {
  server = await startTestPostgres();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function freshDatabase({ migrated = true } = {}): Promise<{ url: string; pool: () => Pool }> {
  const url = await server.createDatabase();
  const pool = () => {
    const created = new Pool({ connectionString: url, max: 4 });
    pools.push(created);
    return created;
  };
  if (migrated) await migrate(pool());
  return { url, pool };
}

/** Moves a lease's end into the past by the database's clock: what time does to the lease of a killed instance. */
async function expireLeases(pool: Pool, id: string, destination: Destination) {
  await pool.query(
    `UPDATE enquiry_deliveries SET claimed_until = now() - interval '1 second'
     WHERE enquiry_id = $1 AND destination = $2 AND claimed_until IS NOT NULL`,
    [id, destination],
  );
}

async function endPools() {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
}

storeContract(
  'PostgreSQL',
  async () => {
    const db = await freshDatabase();
    return {
      open: () => createPostgresStore({ pool: db.pool(), log: silent }),
      async abandonClaim(id, destination) {
        // An instance claimed it and was killed; its lease has run out since (by the database's clock).
        const dead = createPostgresStore({ pool: db.pool(), log: silent });
        expect(await dead.claim(id, destination, new Date())).not.toBeNull();
        await expireLeases(db.pool(), id, destination);
      },
    };
  },
  endPools,
);

describe('the PostgreSQL schema', () => {
  afterEach(endPools);

  it('is created by migrate, which is idempotent; the server check refuses a missing schema with what to run', async () => {
    const db = await freshDatabase({ migrated: false });
    const pool = db.pool();
    expect(await currentSchemaVersion(pool)).toBe(0);
    await expect(assertSchemaCurrent(pool)).rejects.toThrow(/has no enquiry tables.*npm run db:migrate/);
    const [a, b] = await Promise.all([migrate(pool), migrate(db.pool())]);
    expect([...a, ...b]).toEqual([1, 2, 3, 4]);
    expect(schemaVersion).toBe(4);
    expect(await migrate(pool)).toEqual([]);
    await expect(assertSchemaCurrent(pool)).resolves.toBeUndefined();
  });
});

describe('upgrading a database of the previous release (schema 1)', () => {
  afterEach(endPools);

  it('moves its waiting enquiries into operations deliveries, delivers each once, never resends a delivered one, and fences off old servers', async () => {
    const db = await freshDatabase({ migrated: false });
    const pool = db.pool();
    expect(await migrate(pool, { upTo: 1 })).toEqual([1]);
    // Rows as the single-destination release wrote them: one waiting after two failures, one delivered.
    const insert = `INSERT INTO enquiry_outbox (id, kind, payload, created_at, attempts, next_attempt_at, last_error, delivered_at)
      VALUES ($1, $2, $3, $4, $5, $4, $6, $7)`;
    const waiting = '20261120T100000000Z-0000-aaaaaaaaaa';
    const delivered = '20261120T090000000Z-0000-bbbbbbbbbb';
    const payload = JSON.stringify(contact('Old Release').payload);
    await pool.query(insert, [waiting, 'contact', payload, new Date('2026-11-20T10:00:00Z'), 2, '451 try later', null]);
    await pool.query(insert, [
      delivered,
      'newsletter',
      JSON.stringify({ email: 'r@example.com' }),
      new Date('2026-11-20T09:00:00Z'),
      1,
      null,
      new Date('2026-11-20T09:00:01Z'),
    ]);
    await expect(assertSchemaCurrent(pool)).rejects.toThrow(
      /has schema version 1, this release needs 4.*npm run db:migrate/,
    );

    expect(await migrate(pool)).toEqual([2, 3, 4]);
    expect(await migrate(pool)).toEqual([]);
    // A server of the previous release still running claims with its own query: it finds nothing now.
    const old = await pool.query(
      `SELECT id FROM enquiry_outbox WHERE delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= now())`,
    );
    expect(old.rows).toEqual([]);

    const sink = await startSmtpSink();
    try {
      const store = createPostgresStore({ pool, log: silent });
      const outbox = createOutbox({ store, transport: createSmtpTransport(sink.url), mail, log: silent });
      const before = await outbox.list();
      expect(
        before.waiting.map((r) => [r.id, r.destinations, r.deliveries[0]?.attempts, r.deliveries[0]?.lastError]),
      ).toEqual([[waiting, ['ops-email'], 2, '451 try later']]);
      expect(before.done['ops-email']).toEqual({ sent: 1, failed: 0, skipped: 0 });
      expect((await outbox.drainDue()).delivered).toEqual([{ id: waiting, destination: 'ops-email' }]);
      expect(await outbox.drainDue()).toEqual({ delivered: [], failed: [], skipped: [], busy: [] });
      expect((await sink.messages()).map((m) => m.messageId)).toEqual([`<contact.${waiting}@queensboro.test>`]);
      outbox.transport.close();
    } finally {
      await sink.close();
    }
  });
});

describe('claims in PostgreSQL', () => {
  afterEach(endPools);

  it('a claim holds until its lease runs out by the database clock, whatever the clock of an app server says', async () => {
    const db = await freshDatabase();
    const a = createPostgresStore({ pool: db.pool(), leaseMs: 60_000, log: silent });
    const b = createPostgresStore({ pool: db.pool(), leaseMs: 60_000, log: silent });
    const t0 = new Date('2026-11-23T10:00:00Z');
    const { record } = await a.add(contact('Ana'), { now: t0, destinations: ['ops-email', 'webhook'] });
    expect(await a.claim(record.id, 'ops-email', t0)).not.toBeNull();
    // Server b's clock runs a day ahead: the lease still holds, it is the database's to time.
    const skewed = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await b.claim(record.id, 'ops-email', skewed)).toBeNull();
    expect(await b.claimDue('ops-email', skewed, 10)).toEqual([]);
    expect(await b.recoverStaleClaims(skewed)).toBe(0);
    // Each delivery has its own claim: the webhook's is free.
    expect((await b.claimDue('webhook', t0, 10)).map((c) => c.delivery.destination)).toEqual(['webhook']);
    const listed = (await b.list(skewed)).waiting[0];
    expect(Object.keys(listed?.claimedBy ?? {}).sort()).toEqual(['ops-email', 'webhook']);
    // The lease runs out (by the database's clock): another instance may take it.
    await expireLeases(db.pool(), record.id, 'ops-email');
    const taken = await b.claimDue('ops-email', t0, 10);
    expect(taken.map((c) => c.record.id)).toEqual([record.id]);
  });

  it('refuses a lease shorter than an SMTP attempt can take', () => {
    expect(() => createPostgresStore({ pool: new Pool(), leaseMs: 30_000, log: silent })).toThrow(
      `at least ${LEASE_FLOOR_MS / 1000} s`,
    );
  });
});

describe('the rate limit with PostgreSQL', () => {
  afterEach(endPools);

  it('is shared by every instance: two servers with their own pools count against one limit', async () => {
    const db = await freshDatabase();
    const first = createRateLimiter({ limit: 3, name: 'contact', pool: db.pool() });
    const second = createRateLimiter({ limit: 3, name: 'contact', pool: db.pool() });
    expect(await first.hit('198.51.100.1')).toEqual({ allowed: true });
    expect(await second.hit('198.51.100.1')).toEqual({ allowed: true });
    expect(await first.hit('198.51.100.1')).toEqual({ allowed: true });
    const limited = await second.hit('198.51.100.1');
    expect(limited).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(limited.allowed === false && limited.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await first.hit('198.51.100.2')).toEqual({ allowed: true });
  });

  it('falls back to a per-instance limit in memory when the database cannot be reached', async () => {
    const unreachable = new Pool({
      connectionString: `postgresql://postgres@127.0.0.1:${server.port}/no_such_database`,
      max: 1,
    });
    pools.push(unreachable);
    const limiter = createRateLimiter({ limit: 2, name: 'contact', pool: unreachable });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect((await limiter.hit('a')).allowed).toBe(false);
  });
});
