import { z } from 'zod';
import { editorMode, githubRepo, type EditorMode } from './editor/mode';
import { isLoopbackHost } from './loopback';

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

/** http is allowed to this machine only (a receiver beside the server); anything else must be https. */
function isAllowedWebhookUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || isLoopbackHost(url.hostname);
}

/**
 * smtp:// to another machine must upgrade with STARTTLS (the transport
 * requires it): a URL that turns that off would send passwords and leads in
 * plain text.
 */
function keepsTls(value: string): boolean {
  const url = new URL(value);
  if (url.protocol !== 'smtp:' || isLoopbackHost(url.hostname)) return true;
  const off = (name: string, bad: string) => url.searchParams.get(name)?.toLowerCase() === bad;
  return !off('ignoreTLS', 'true') && !off('requireTLS', 'false');
}

const webhookSecretPattern = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

function hasSecretBytes(value: string): boolean {
  const bytes = Buffer.from(value.slice('whsec_'.length), 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

const schema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://www.example.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be a nodemailer SMTP URL such as smtp://user:pass@host:587' })
    .refine(keepsTls, {
      error: 'must not turn TLS off (ignoreTLS, requireTLS=false) for a server other than this machine',
    })
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
    // LEASE_FLOOR_MS in lib/enquiry/store/postgres-store.ts: longer than an SMTP attempt can take.
    .min(60, { error: 'must be at least 60 (longer than an SMTP attempt can take)' })
    .default(120),
  CRON_SECRET: z.string().min(16, { error: 'must be at least 16 characters (a random secret)' }).optional(),
  // For scripts/fault-test.ts only (never set elsewhere): see Env.faultTestHoldKey.
  FAULT_TEST_HOLD_KEY: z
    .string()
    .regex(/^fault-test-hold-[A-Za-z0-9]{16,}$/, { error: 'is for the fault test only (fault-test-hold-<random>)' })
    .optional(),
  // The content editor (lib/editor/mode.ts). GitHub mode: a GitHub App's slug and the repository for the
  // browser, its OAuth client and a secret for the server. Keystatic Cloud: one project id.
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: "must be the GitHub App's slug (its address name, lowercase)" })
    .optional(),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, { error: 'must be owner/name of the GitHub repository' })
    .optional(),
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1).optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  KEYSTATIC_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (a random secret, e.g. openssl rand -hex 32)' })
    .optional(),
  NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT: z
    .string()
    .regex(/^[\w-]+\/[\w-]+$/, { error: 'must be team/project as Keystatic Cloud shows it' })
    .optional(),
  NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL: z
    .url({ protocol: /^https$/, error: 'must be an https address with {branch} where the branch name goes' })
    .refine((value) => value.includes('{branch}') || value.includes('%7Bbranch%7D'), {
      error: 'must contain {branch}, where each branch’s preview address has its name',
    })
    .optional(),
  ACK_EMAIL: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ACK_DAILY_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be at least 1' })
    .default(500),
  VISITOR_MAIL_PER_CLIENT: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be at least 1' })
    .default(10),
  VISITOR_MAIL_PER_DOMAIN: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be at least 1' })
    .default(100),
  VISITOR_MAIL_CONFIRM_SHARE: z.coerce
    .number({ error: 'must be a whole number of percent' })
    .int({ error: 'must be a whole number of percent' })
    .min(0, { error: 'must be from 0 to 90 (percent)' })
    .max(90, { error: 'must be from 0 to 90 (percent): acknowledgements need a share too' })
    .default(20),
  WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute https URL such as https://hooks.example.com/leads' })
    .refine(isAllowedWebhookUrl, {
      error: 'must use https (plain http is allowed only to this machine: localhost, 127.0.0.1, [::1])',
    })
    .optional(),
  WEBHOOK_SECRET: z
    .string()
    .regex(webhookSecretPattern, {
      error:
        'must be whsec_ followed by 24 to 64 random bytes in base64 (Standard Webhooks), e.g. from `openssl rand -base64 32`',
    })
    .refine(hasSecretBytes, { error: 'must carry 24 to 64 bytes after whsec_ (base64)' })
    .optional(),
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'must be a comma-separated list of whole seconds, e.g. 5,300,1800' })
    .optional(),
  // After a permanent refusal (SMTP 5xx) of an operations e-mail (lib/enquiry/delivery/policy.ts):
  // the waits after the first refusal and after later ones, and the age of the enquiry at which a
  // refusal marks it failed (then operations get the notice instead). Shortened only by the fault test.
  OUTBOX_REFUSED_RETRY_SECONDS: z
    .string()
    .regex(/^\d+,\d+$/, { error: 'must be two whole numbers of seconds, e.g. 3600,14400' })
    .optional(),
  OUTBOX_REFUSED_GIVE_UP_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be 0 or more' })
    .optional(),
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1 (the proxy, or next start itself, that wrote X-Forwarded-For)' })
    .max(10, { error: 'must be at most 10' })
    .default(1),
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be a header name such as CF-Connecting-IP' })
    .transform((value) => value.toLowerCase())
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .optional(),
  // Statement uploads (lib/uploads/): the limits, the malware scanner, the signed download links, retention.
  UPLOAD_MAX_FILES: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(20, { error: 'must be at most 20' })
    .default(5),
  UPLOAD_MAX_FILE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be more than 0' })
    .max(100, { error: 'must be at most 100' })
    .default(10),
  UPLOAD_MAX_TOTAL_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be more than 0' })
    .max(200, { error: 'must be at most 200' })
    .default(20),
  UPLOAD_CLIENT_DAILY_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be more than 0' })
    .default(100),
  UPLOAD_SITE_DAILY_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be more than 0' })
    .default(2048),
  CLAMAV_URL: z
    .string()
    .regex(/^(tcp:\/\/[^/\s]+:\d+|unix:\/\/\/.+|\/.+)$/, {
      error: "must be clamd's address: tcp://host:3310, or the path of its unix socket",
    })
    .optional(),
  FILE_LINK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (a random secret, e.g. openssl rand -hex 32)' })
    .optional(),
  STATEMENT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .max(730, { error: 'must be at most 730 (the 24 months an enquiry is kept)' })
    .default(30),
  VERCEL: z.string().optional(),
  VERCEL_ENV: z.string().optional(),
  VERCEL_PROJECT_PRODUCTION_URL: z.string().optional(),
});

/**
 * The webhook's retry schedule (seconds after each failed attempt), after
 * Standard Webhooks' advice: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then
 * the delivery is marked failed (about 28 hours in all).
 */
export const defaultWebhookRetrySeconds = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

export type Env = {
  siteUrl: string;
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  dataDir: string;
  rateLimitPerMinute: number;
  /** How the client's address is read (lib/enquiry/client-address.ts): trusted proxy hops, or the platform's header. */
  clientAddress: { trustedProxyHops: number; header: string | undefined };
  /** Whether search engines may index this deployment. */
  allowIndexing: boolean;
  /** Enquiries in PostgreSQL instead of DATA_DIR (several instances, serverless). */
  databaseUrl: string | undefined;
  /** Most connections this process opens to the database (DATABASE_POOL_SIZE; 10, or 1 on a serverless platform). */
  databasePoolSize: number;
  /** PostgreSQL store: how long a claim holds before another instance may take the record (a killed instance's claims). */
  outboxLeaseSeconds: number;
  /** After a permanent refusal of an operations e-mail: the waits (first, later) and when it fails; undefined: the defaults. */
  outboxRefused: { retryMs?: { first: number; later: number }; giveUpMs?: number };
  /** Authorises calls to /api/outbox/drain (Vercel Cron sends it as a Bearer token); unset: every call is refused. */
  cronSecret: string | undefined;
  /**
   * For scripts/fault-test.ts only: the one Idempotency-Key whose new enquiry is
   * committed and then never answered, so the test can kill the server between
   * the commit and the answer without racing it. Unset (the default) everywhere else.
   */
  faultTestHoldKey?: string;
  /** On a serverless platform (VERCEL set): the disk is per instance and temporary, no process lives on. */
  serverless: boolean;
  /** Where the content editor saves (lib/editor/mode.ts); `off`: /keystatic answers 404. */
  editor: EditorMode;
  /** The visitor's acknowledgement e-mail (ACK_EMAIL, on by default). */
  ackEmail: boolean;
  /** Most e-mails sent to visitors (acknowledgements and newsletter confirmations) per day, for the whole site. */
  ackDailyLimit: number;
  /** Sub-limits inside it (lib/enquiry/visitor-limits.ts): per client, per recipient domain, and the percent kept for confirmations. */
  visitorMail: { perClient: number; perDomain: number; confirmShare: number };
  /** Statement uploads: limits, the ClamAV daemon (CLAMAV_URL), the download links' secret, retention in days. */
  uploads: {
    maxFiles: number;
    maxFileBytes: number;
    maxTotalBytes: number;
    /** Bytes of files a day per client and for the site (lib/uploads/byte-budget.ts). */
    clientDailyBytes: number;
    siteDailyBytes: number;
    clamavUrl: string | undefined;
    /** FILE_LINK_SECRET; unset: a random one per process (links work until a restart). */
    linkSecret: string | undefined;
    retentionDays: number;
  };
  /** The signed webhook (Standard Webhooks), when both WEBHOOK_URL and WEBHOOK_SECRET are set. */
  webhook: { url: string; secret: string; retrySeconds: readonly number[] } | undefined;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * One message for every problem: each line names the variable and the rule
 * it breaks, never its value (a password in SMTP_URL or DATABASE_URL, a
 * secret: the message ends up in build and server logs).
 */
function configurationError(lines: string[]): EnvError {
  return new EnvError(
    `Invalid environment configuration:\n${lines.map((line) => `  ${line}`).join('\n')}\n` +
      'See .env.example for every variable and its default.',
  );
}

/** Parses an environment (a plain object, so tests can pass their own). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set": .env files often carry `KEY=`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success)
    throw configurationError(
      result.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`),
    );
  const env = result.data;
  const problems: string[] = [];
  // One without the other is a half-configured webhook: say which is missing rather than quietly send nothing.
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET)
    problems.push('WEBHOOK_SECRET: must be set when WEBHOOK_URL is (the whsec_ secret the receiver verifies with)');
  if (env.WEBHOOK_SECRET && !env.WEBHOOK_URL)
    problems.push('WEBHOOK_URL: must be set when WEBHOOK_SECRET is (where the webhook is sent)');
  const editor = editorSettings(env, cleaned, problems);
  if (problems.length > 0) throw configurationError(problems);
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
    clientAddress: {
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      // Vercel overwrites this one itself (its docs, "Request headers"); a proxy in front of Vercel cannot forge it.
      header: env.CLIENT_IP_HEADER ?? (env.VERCEL !== undefined ? 'x-vercel-forwarded-for' : undefined),
    },
    allowIndexing: !isPreview && (env.ALLOW_INDEXING ?? true),
    databaseUrl: env.DATABASE_URL,
    // A serverless instance serves one request at a time: one connection each, through the provider's pooler.
    databasePoolSize: env.DATABASE_POOL_SIZE ?? (env.VERCEL !== undefined ? 1 : 10),
    outboxLeaseSeconds: env.OUTBOX_LEASE_SECONDS,
    outboxRefused: refusedPolicy(env.OUTBOX_REFUSED_RETRY_SECONDS, env.OUTBOX_REFUSED_GIVE_UP_SECONDS),
    cronSecret: env.CRON_SECRET,
    faultTestHoldKey: env.FAULT_TEST_HOLD_KEY,
    serverless: env.VERCEL !== undefined,
    editor,
    ackEmail: env.ACK_EMAIL === 'on',
    ackDailyLimit: env.ACK_DAILY_LIMIT,
    visitorMail: {
      perClient: env.VISITOR_MAIL_PER_CLIENT,
      perDomain: env.VISITOR_MAIL_PER_DOMAIN,
      confirmShare: env.VISITOR_MAIL_CONFIRM_SHARE,
    },
    uploads: {
      maxFiles: env.UPLOAD_MAX_FILES,
      maxFileBytes: Math.round(env.UPLOAD_MAX_FILE_MB * 1024 * 1024),
      maxTotalBytes: Math.round(env.UPLOAD_MAX_TOTAL_MB * 1024 * 1024),
      clientDailyBytes: Math.round(env.UPLOAD_CLIENT_DAILY_MB * 1024 * 1024),
      siteDailyBytes: Math.round(env.UPLOAD_SITE_DAILY_MB * 1024 * 1024),
      clamavUrl: env.CLAMAV_URL,
      linkSecret: env.FILE_LINK_SECRET,
      retentionDays: env.STATEMENT_RETENTION_DAYS,
    },
    webhook:
      env.WEBHOOK_URL && env.WEBHOOK_SECRET
        ? {
            url: env.WEBHOOK_URL,
            secret: env.WEBHOOK_SECRET,
            retrySeconds: env.WEBHOOK_RETRY_SECONDS?.split(',').map(Number) ?? defaultWebhookRetrySeconds,
          }
        : undefined,
  };
}

const githubServerVariables = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
] as const;

/**
 * The editor's mode, and a configuration error if GitHub mode is half set
 * up: without all of its variables the editor would show a sign-in that
 * cannot work, or (worse) none at all.
 */
function editorSettings(
  env: z.output<typeof schema>,
  cleaned: Record<string, string | undefined>,
  problems: string[],
): EditorMode {
  const githubWanted =
    env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG !== undefined ||
    githubServerVariables.some((key) => env[key] !== undefined);
  if (githubWanted && env.NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT === undefined) {
    const missing = ['NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG', ...githubServerVariables].filter(
      (key) => env[key as keyof typeof env] === undefined,
    );
    if (!githubRepo(cleaned)) missing.push('NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO');
    if (missing.length > 0)
      problems.push(
        `The content editor's GitHub mode needs ${missing.join(', ')} as well ` +
          '(see the README, "Editing content: set-up for developers").',
      );
  }
  return editorMode({ ...cleaned, NODE_ENV: cleaned.NODE_ENV ?? process.env.NODE_ENV });
}

export const env: Env = parseEnv(process.env);

function refusedPolicy(retry: string | undefined, giveUp: number | undefined): Env['outboxRefused'] {
  const [first, later] = retry?.split(',').map((n) => Number(n) * 1000) ?? [];
  return {
    ...(first !== undefined && later !== undefined ? { retryMs: { first, later } } : {}),
    ...(giveUp !== undefined ? { giveUpMs: giveUp * 1000 } : {}),
  };
}
