/** @jest-environment node */
import { Pool } from 'pg';
import { createEnquiryServices, type EnquiryServices } from '@/lib/enquiry';
import { migrate } from '@/lib/enquiry/store/postgres-schema';
import { parseEnv } from '@/lib/env';
import { startTestPostgres, type TestPostgres } from '@/scripts/support/postgres';

/**
 * DATABASE_POOL_SIZE bounds the connections one process opens: counted by a
 * real PostgreSQL server (pg_stat_activity) after forty queries at once.
 */

let server: TestPostgres;
let admin: Pool | undefined;
let services: EnquiryServices | undefined;

beforeAll(async () => {
  server = await startTestPostgres();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

afterEach(async () => {
  await services?.close();
  await admin?.end();
  services = undefined;
  admin = undefined;
});

async function connectionsUnder(env: Record<string, string>): Promise<number> {
  const url = await server.createDatabase();
  admin = new Pool({ connectionString: url, max: 1 });
  await migrate(admin);
  const name = `pool-test-${Math.random().toString(36).slice(2)}`;
  services = createEnquiryServices(parseEnv({ ...env, DATABASE_URL: `${url}?application_name=${name}` }), {
    afterResponse: () => undefined,
    runsWorker: false,
  });
  const limiter = services.contactLimiter;
  await Promise.all(Array.from({ length: 40 }, (_, i) => limiter.hit(`198.51.100.${i}`)));
  const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
    name,
  ]);
  return rows[0].n;
}

describe('the database pool', () => {
  it('opens at most DATABASE_POOL_SIZE connections', async () => {
    expect(await connectionsUnder({ DATABASE_POOL_SIZE: '2' })).toBe(2);
  });

  it('opens one on a serverless platform by default (each instance serves one request at a time)', async () => {
    expect(await connectionsUnder({ VERCEL: '1' })).toBe(1);
  });

  it('opens more than one on a long-running server by default', async () => {
    expect(await connectionsUnder({})).toBeGreaterThan(1);
  });
});
