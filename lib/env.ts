import { z } from 'zod';

/**
 * The site's configuration, read once from the environment and validated.
 * Every variable has an embedded default so that a plain `npm run build &&
 * npm start` works on a fresh machine. A bad value stops the build or the
 * server with a message naming the variable.
 *
 * This module must stay free of server-only imports: next.config.ts and the
 * sitemap script read it too.
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const schema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://www.example.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be a nodemailer SMTP URL such as smtp://user:pass@host:587' })
    .optional(),
  MAIL_TO: z.email({ error: 'must be an e-mail address' }).optional(),
  MAIL_FROM: z.string().min(3, { error: 'must be an e-mail address or "Name <address>"' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be at least 1' })
    .default(5),
  ALLOW_INDEXING: booleanString.optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a PostgreSQL URL such as postgresql://user:pass@host:5432/db' })
    .optional(),
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(5, { error: 'must be at least 5 (longer than a send takes)' })
    .default(120),
  CRON_SECRET: z.string().min(16, { error: 'must be at least 16 characters (a random secret)' }).optional(),
  VERCEL: z.string().optional(),
  VERCEL_ENV: z.string().optional(),
  VERCEL_PROJECT_PRODUCTION_URL: z.string().optional(),
});

export type Env = {
  siteUrl: string;
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  dataDir: string;
  rateLimitPerMinute: number;
  /** Whether search engines may index this deployment. */
  allowIndexing: boolean;
  /** Enquiries in PostgreSQL instead of DATA_DIR (several instances, serverless). */
  databaseUrl: string | undefined;
  /** PostgreSQL store: how long a claim holds before another instance may take the record (a killed instance's claims). */
  outboxLeaseSeconds: number;
  /** Authorises calls to /api/outbox/drain (Vercel Cron sends it as a Bearer token); unset: every call is refused. */
  cronSecret: string | undefined;
  /** On a serverless platform (VERCEL set): the disk is per instance and temporary, no process lives on. */
  serverless: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment (a plain object, so tests can pass their own). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set": .env files often carry `KEY=`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      return `  ${key}=${JSON.stringify(cleaned[key] ?? '')}: ${issue.message}`;
    });
    throw new EnvError(
      `Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`,
    );
  }
  const env = result.data;
  const vercelHost = env.VERCEL_PROJECT_PRODUCTION_URL;
  const siteUrl = env.SITE_URL ?? (vercelHost ? `https://${vercelHost}` : 'http://localhost:3000');
  // A platform preview (VERCEL_ENV=preview/development) is never indexed,
  // whatever ALLOW_INDEXING says; a plain `npm start` is production.
  const isPreview = env.VERCEL_ENV !== undefined && env.VERCEL_ENV !== 'production';
  return {
    siteUrl,
    smtpUrl: env.SMTP_URL,
    mailTo: env.MAIL_TO ?? 'leads@queensboropayments.com',
    mailFrom: env.MAIL_FROM ?? 'Queensboro Website <website@queensboropayments.com>',
    dataDir: env.DATA_DIR,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    allowIndexing: !isPreview && (env.ALLOW_INDEXING ?? true),
    databaseUrl: env.DATABASE_URL,
    outboxLeaseSeconds: env.OUTBOX_LEASE_SECONDS,
    cronSecret: env.CRON_SECRET,
    serverless: env.VERCEL !== undefined,
  };
}

export const env: Env = parseEnv(process.env);
