import 'server-only';
import { env } from '@/lib/env';
import { mailTargetLogLine } from './mail/transport';
import { Pool } from 'pg';
import type { ClientAddressSettings } from './client-address';
import { getEnquiryServices } from './services';
import { assertSchemaCurrent, SchemaError } from './store/postgres-schema';

/**
 * The server's start (instrumentation.ts): where enquiries are kept, where
 * mail goes, the schema check, and the worker. On a serverless platform no
 * worker is started (the process is frozen between requests): delivery runs
 * after each response and from the drain endpoint.
 */
/** Where an accepted enquiry goes, for the start-up log (the webhook by its origin only: its path may be a secret). */
function destinationsLogLine(stored: boolean): string {
  if (!stored) return '[enquiry] Destinations: the operations e-mail only (acknowledgement and webhook need a store)';
  const list = ['operations e-mail'];
  if (env.ackEmail) list.push(`visitor acknowledgement (at most ${env.ackDailyLimit} a day)`);
  else list.push('no visitor acknowledgement (ACK_EMAIL=off)');
  list.push(env.webhook ? `signed webhook to ${new URL(env.webhook.url).origin}` : 'no webhook (WEBHOOK_URL unset)');
  return `[enquiry] Destinations: ${list.join(', ')}; newsletter sign-ups are confirmed by e-mail first`;
}

/**
 * Retention and retries run from the worker of a long-running server; on a
 * serverless platform only from the drain endpoint, which refuses every call
 * without CRON_SECRET. Then nothing is ever pruned and nothing waiting is
 * retried: say so at start, loudly.
 */
export function retentionWarning(
  config: Pick<typeof env, 'cronSecret'>,
  stored: boolean,
  runsWorker: boolean,
): string | null {
  if (!stored || runsWorker || config.cronSecret) return null;
  return '[enquiry] WARNING: no CRON_SECRET on a serverless platform: /api/outbox/drain refuses every call, so records are never removed after their 24 months and waiting deliveries are retried only after new submissions. Set CRON_SECRET (vercel.json schedules the drain).';
}

/** How the limits tell clients apart, so whoever deploys can check it against their front (README, "The client's address"). */
export function clientAddressLogLine({ header, trustedProxyHops }: ClientAddressSettings): string {
  const forwarded = `X-Forwarded-For, the entry ${trustedProxyHops} from the right (TRUSTED_PROXY_HOPS)`;
  return `[enquiry] Clients are told apart by ${header ? `the ${header} header, else ${forwarded}` : forwarded}`;
}

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
  console.log(destinationsLogLine(store !== undefined));
  console.log(clientAddressLogLine(env.clientAddress));
  if (store) {
    // The summary of what needs a person: deliveries given up for good.
    const failed = await store.failedCount().catch(() => null);
    if (failed)
      console.error(
        `[enquiry] ${failed} DELIVERY(IES) FAILED for good and need a person: run \`npm run outbox\` to see them (each was logged when it failed).`,
      );
  }
  const warning = retentionWarning(env, store !== undefined, services.runsWorker);
  if (warning) console.error(warning);
  if (services.runsWorker) services.outbox?.start();
}
