/**
 * npm run db:migrate: creates or updates the enquiry tables in the database
 * at DATABASE_URL (read like the server does, .env files included).
 * Idempotent: run it on every deploy; an up-to-date database is left alone.
 */
import { loadEnvConfig } from '@next/env';

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const { env } = await import('@/lib/env');
  if (!env.databaseUrl) {
    console.error(
      'DATABASE_URL is not set: there is no database to migrate (without it, enquiries are kept as files under DATA_DIR).',
    );
    process.exitCode = 2;
    return;
  }
  const { Pool } = await import('pg');
  const { migrate, schemaVersion } = await import('@/lib/enquiry/store/postgres-schema');
  const { describeDatabaseUrl } = await import('@/lib/enquiry/store/postgres-store');
  const pool = new Pool({ connectionString: env.databaseUrl, max: 1 });
  try {
    const applied = await migrate(pool);
    console.log(
      applied.length > 0
        ? `${describeDatabaseUrl(env.databaseUrl)}: applied migration(s) ${applied.join(', ')}; schema version ${schemaVersion}.`
        : `${describeDatabaseUrl(env.databaseUrl)}: already at schema version ${schemaVersion}; nothing to do.`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
