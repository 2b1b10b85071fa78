import 'server-only';
import { env } from '@/lib/env';
import { mailTargetLogLine } from './mail/transport';
import { Pool } from 'pg';
import { getEnquiryServices } from './services';
import { assertSchemaCurrent, SchemaError } from './store/postgres-schema';

/**
 * The server's start (instrumentation.ts): where enquiries are kept, where
 * mail goes, the schema check, and the worker. On a serverless platform no
 * worker is started (the process is frozen between requests): delivery runs
 * after each response and from the drain endpoint.
 */
export async function startEnquiryBackend(): Promise<void> {
  if (env.databaseUrl) {
    const pool = new Pool({ connectionString: env.databaseUrl, max: 1 });
    try {
      await assertSchemaCurrent(pool);
    } catch (error) {
      const message =
        error instanceof SchemaError ? error.message : `Cannot reach the database at DATABASE_URL: ${String(error)}`;
      console.error(`[enquiry] ${message}`);
      // Refuse to start: an enquiry that cannot be stored must not be accepted.
      // (A serverless function has no process of its own to end: fail its start instead.)
      if (env.serverless) throw new Error(message);
      process.exit(1);
    } finally {
      await pool.end().catch(() => undefined);
    }
  }
  const services = getEnquiryServices();
  const store = services.outbox?.store;
  console.log(
    store
      ? `[enquiry] Enquiries are kept in ${store.kind === 'postgres' ? 'PostgreSQL' : 'files'}: ${store.where}`
      : `[enquiry] No DATABASE_URL on a serverless platform: enquiries are not stored; each is sent while the visitor waits${services.canSendDirectly ? '' : ' (no SMTP_URL: every enquiry is refused with the phone number)'}`,
  );
  console.log(mailTargetLogLine(env));
  if (services.runsWorker) services.outbox?.start();
}
