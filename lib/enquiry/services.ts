import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { after } from 'next/server';
import { Pool } from 'pg';
import { env, type Env } from '@/lib/env';
import { processLinkSecret, type FileSettings } from './files';
import type { MailSettings } from './mail/compose';
import { createTransportFromEnv, type MailTransport } from './mail/transport';
import type { ClientAddressSettings } from './client-address';
import { createOutbox, type Outbox, type OutboxOptions } from './outbox';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { createUploadBudget, type UploadBudget } from '@/lib/uploads/byte-budget';
import { createVisitorMailLimiter } from './visitor-limits';
import { processSingleton, replaceProcessSingleton } from './singletons';
import { createFileStore } from './store/file-store';
import { createPostgresStore, describeDatabaseUrl } from './store/postgres-store';

/**
 * What the enquiry endpoints, the drain endpoint, the worker and the CLI
 * work with, built from the configuration:
 *
 *   DATABASE_URL set       PostgreSQL store, rate limit shared through it
 *   else, not serverless   file store under DATA_DIR, rate limit in memory
 *   else (VERCEL, no DB)   no store at all: a file in /tmp would vanish with
 *                          the instance, so enquiries are sent while the
 *                          visitor waits, or refused with the phone number
 */
export interface EnquiryServices {
  /** Null on a serverless platform without a database: nothing can be stored there. */
  outbox: Outbox | null;
  transport: MailTransport;
  /** Without an outbox: whether an enquiry can be sent while the visitor waits (SMTP_URL set; a local mailbox would vanish too). */
  canSendDirectly: boolean;
  /** A long-running server (`next start`, tests): the outbox's worker runs in this process. */
  runsWorker: boolean;
  mail: MailSettings;
  siteUrl: string;
  /** How the client's address is read for the limits (TRUSTED_PROXY_HOPS, CLIENT_IP_HEADER). */
  clientAddress: ClientAddressSettings;
  contactLimiter: RateLimiter;
  newsletterLimiter: RateLimiter;
  /** The bytes of files a day, per client and for the site. */
  uploadBudget: UploadBudget;
  /**
   * Statement uploads: the limits while reading, where their bytes wait while
   * the request is handled (lib/uploads/staging.ts), the scanner, the links'
   * secret, retention.
   */
  uploads: { maxFiles: number; maxFileBytes: number; maxTotalBytes: number; stagingDir: string } & FileSettings;
  /** Who may call /api/outbox/drain (its Bearer token); undefined: nobody. */
  cronSecret: string | undefined;
  /** For scripts/fault-test.ts only (FAULT_TEST_HOLD_KEY): the Idempotency-Key whose new enquiry is committed, then never answered. */
  holdAnswerOfKey?: string;
  /** Runs `task` after the response is sent (next/server's after(); tests collect the tasks). */
  afterResponse(task: () => Promise<unknown>): void;
  /** Stops the worker, closes SMTP connections and the database pool. */
  close(): Promise<void>;
}

export function createEnquiryServices(
  config: Env,
  overrides: {
    outbox?: Partial<OutboxOptions>;
    afterResponse?: EnquiryServices['afterResponse'];
    runsWorker?: boolean;
  } = {},
): EnquiryServices {
  const transport = createTransportFromEnv(config);
  const mail = { from: config.mailFrom, to: config.mailTo };
  const pool = config.databaseUrl
    ? new Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize })
    : undefined;
  // An idle client whose connection drops emits 'error' on the pool; unhandled, it would end the process.
  pool?.on('error', (error) => console.error('[db] idle connection failed:', error.message));

  const store = pool
    ? createPostgresStore({
        pool,
        where: describeDatabaseUrl(config.databaseUrl ?? ''),
        leaseMs: config.outboxLeaseSeconds * 1000,
        log: overrides.outbox?.log,
      })
    : config.serverless
      ? null
      : createFileStore({ dataDir: config.dataDir, log: overrides.outbox?.log });
  const uploads = {
    maxFiles: config.uploads.maxFiles,
    maxFileBytes: config.uploads.maxFileBytes,
    maxTotalBytes: config.uploads.maxTotalBytes,
    // Under DATA_DIR, on the disk the site writes to, not in a /tmp that may be
    // memory (tmpfs); a serverless platform has only /tmp.
    stagingDir: config.serverless
      ? path.join(os.tmpdir(), 'uploads-staging')
      : path.join(config.dataDir, 'uploads-staging'),
    clamavUrl: config.uploads.clamavUrl,
    linkSecret: config.uploads.linkSecret ?? processLinkSecret(),
    retentionDays: config.uploads.retentionDays,
  };
  const outbox = store
    ? createOutbox({
        store,
        transport,
        mail,
        siteUrl: config.siteUrl,
        ackEmail: config.ackEmail,
        visitorLimiter: createVisitorMailLimiter({
          dailyLimit: config.ackDailyLimit,
          ...config.visitorMail,
          pool,
          log: overrides.outbox?.log,
        }),
        webhook: config.webhook,
        refusedRetryMs: config.outboxRefused.retryMs,
        refusedGiveUpMs: config.outboxRefused.giveUpMs,
        files: uploads,
        ...overrides.outbox,
      })
    : null;

  return {
    outbox,
    transport,
    canSendDirectly: !outbox && config.smtpUrl !== undefined,
    runsWorker: overrides.runsWorker ?? !config.serverless,
    mail,
    siteUrl: config.siteUrl,
    clientAddress: config.clientAddress,
    contactLimiter: createRateLimiter({ limit: config.rateLimitPerMinute, name: 'contact', pool }),
    newsletterLimiter: createRateLimiter({ limit: config.rateLimitPerMinute, name: 'newsletter', pool }),
    uploadBudget: createUploadBudget({
      perClientBytes: config.uploads.clientDailyBytes,
      siteBytes: config.uploads.siteDailyBytes,
      pool,
    }),
    cronSecret: config.cronSecret,
    holdAnswerOfKey: config.faultTestHoldKey,
    uploads,
    afterResponse: overrides.afterResponse ?? ((task) => after(task)),
    async close() {
      await outbox?.stop();
      await outbox?.store.close();
      transport.close();
      await pool?.end();
    },
  };
}

/** The process's services, built from the environment on first use (one per process: see singletons.ts). */
export function getEnquiryServices(): EnquiryServices {
  return processSingleton('services', () => createEnquiryServices(env));
}

/** For tests: use these services; `undefined` goes back to the environment's. */
export function setEnquiryServices(services: EnquiryServices | undefined): void {
  replaceProcessSingleton('services', services);
}
