import { Pool } from 'pg';
import { migrate } from '@/lib/enquiry/store/postgres-schema';
import { startTestPostgres, type TestPostgres } from '@/scripts/support/postgres';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestEnquiryEnv, type TestEnquiryEnv } from './enquiry-env';

/**
 * What a route test that runs against both stores needs: one throw-away
 * PostgreSQL server for the file (started before its tests, stopped after),
 * and per test a real SMTP sink, a migrated database when the test uses the
 * PostgreSQL store, and the enquiry environment; everything a test opened is
 * closed after it. Call it once, at the top of the file.
 */
export function bothStoresFixture() {
  let server: TestPostgres | undefined;
  let sink: SmtpSink | undefined;
  let env: TestEnquiryEnv | undefined;
  const pools: Pool[] = [];

  beforeAll(async () => {
    server = await startTestPostgres();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  afterEach(async () => {
    await env?.cleanup();
    await sink?.close();
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
    env = undefined;
    sink = undefined;
  });

  return {
    async startSink(): Promise<SmtpSink> {
      return (sink = await startSmtpSink());
    },
    /** A new, migrated database on the file's server, with a small pool the test may query. */
    async database(): Promise<{ url: string; pool: Pool }> {
      if (!server)
        throw new Error('bothStoresFixture: the PostgreSQL server is not running (call it at the top of the file)');
      const url = await server.createDatabase();
      const pool = new Pool({ connectionString: url, max: 2 });
      pools.push(pool);
      await migrate(pool);
      return { url, pool };
    },
    async createEnv(options: Parameters<typeof createTestEnquiryEnv>[0]): Promise<TestEnquiryEnv> {
      return (env = await createTestEnquiryEnv(options));
    },
  };
}
