/** @jest-environment node */
import { Pool } from 'pg';
import { createRateLimiter } from '@/lib/enquiry/rate-limit';
import { assertSchemaCurrent, currentSchemaVersion, migrate, schemaVersion } from '@/lib/enquiry/store/postgres-schema';
import { createPostgresStore } from '@/lib/enquiry/store/postgres-store';
import { startTestPostgres, type TestPostgres } from '@/scripts/support/postgres';
import { contact, silent, storeContract } from './store-contract';

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

async function endPools() {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
}

storeContract(
  'PostgreSQL',
  async () => {
    const db = await freshDatabase();
    return {
      open: () => createPostgresStore({ pool: db.pool(), log: silent }),
      async abandonClaim(id) {
        // An instance claimed it ten minutes ago and was killed: its two-minute lease has run out.
        const dead = createPostgresStore({ pool: db.pool(), log: silent });
        expect(await dead.claim(id, new Date(Date.now() - 10 * 60_000))).not.toBeNull();
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
    expect([...a, ...b]).toEqual([schemaVersion]);
    expect(await migrate(pool)).toEqual([]);
    await expect(assertSchemaCurrent(pool)).resolves.toBeUndefined();
  });
});

describe('claims in PostgreSQL', () => {
  afterEach(endPools);

  it('a claim holds until its lease runs out, then another instance may take it', async () => {
    const db = await freshDatabase();
    const a = createPostgresStore({ pool: db.pool(), leaseMs: 60_000, log: silent });
    const b = createPostgresStore({ pool: db.pool(), leaseMs: 60_000, log: silent });
    const t0 = new Date('2026-11-23T10:00:00Z');
    const { record } = await a.add(contact('Ana'), { now: t0 });
    expect(await a.claim(record.id, t0)).not.toBeNull();
    expect(await b.claim(record.id, new Date(t0.getTime() + 59_000))).toBeNull();
    expect(await b.claimDue(new Date(t0.getTime() + 59_000), 10)).toEqual([]);
    expect((await b.list(new Date(t0.getTime() + 59_000))).sending.map((r) => r.id)).toEqual([record.id]);
    const taken = await b.claimDue(new Date(t0.getTime() + 61_000), 10);
    expect(taken.map((c) => c.record.id)).toEqual([record.id]);
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
