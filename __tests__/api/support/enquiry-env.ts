import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { createEnquiryServices, setEnquiryServices, type EnquiryServices, type OutboxOptions } from '@/lib/enquiry';

/**
 * Points the route handlers at a fresh temporary DATA_DIR and, when given,
 * a test SMTP server, through the same environment parsing the server uses.
 */

export const testMail = {
  MAIL_TO: 'ops@queensboro.test',
  MAIL_FROM: 'Queensboro Website <website@queensboro.test>',
  SITE_URL: 'https://www.queensboro.test',
};

export interface TestEnquiryEnv {
  dataDir: string;
  services: EnquiryServices;
  /** Errors the outbox logged (failed attempts), instead of printing them. */
  logged: string[];
  /** Waits for the work handed to after() (delivery after the response) so far. */
  settle(): Promise<void>;
  /** Files in one of the outbox folders. */
  files(
    folder: 'records' | 'pending' | 'retry' | 'sending' | 'sent' | 'skipped' | 'failed' | 'tmp' | 'keys',
  ): Promise<string[]>;
  cleanup(): Promise<void>;
}

export async function createTestEnquiryEnv(
  options: {
    smtpUrl?: string;
    rateLimitPerMinute?: number;
    dataDir?: string;
    databaseUrl?: string;
    cronSecret?: string;
    /** VERCEL set: a serverless platform. */
    serverless?: boolean;
    /** false: no background worker, as on a serverless platform (delivery after responses and from the drain only). */
    runsWorker?: boolean;
    outbox?: Partial<OutboxOptions>;
    /** The visitor's acknowledgement (off unless asked: most tests look at the operations e-mail alone). */
    ackEmail?: boolean;
    webhookUrl?: string;
    webhookSecret?: string;
    /** Statement uploads: clamd's address (CLAMAV_URL) and the download links' secret (FILE_LINK_SECRET). */
    clamavUrl?: string;
    fileLinkSecret?: string;
    /** The day's budgets of uploaded megabytes (UPLOAD_CLIENT_DAILY_MB, UPLOAD_SITE_DAILY_MB). */
    uploadClientDailyMb?: number;
    uploadSiteDailyMb?: number;
  } = {},
): Promise<TestEnquiryEnv> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'enquiry-test-')));
  const env = parseEnv({
    ...testMail,
    SMTP_URL: options.smtpUrl,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute ?? 1000),
    DATABASE_URL: options.databaseUrl,
    CRON_SECRET: options.cronSecret,
    VERCEL: options.serverless ? '1' : undefined,
    ACK_EMAIL: options.ackEmail ? 'on' : 'off',
    WEBHOOK_URL: options.webhookUrl,
    WEBHOOK_SECRET: options.webhookSecret,
    CLAMAV_URL: options.clamavUrl,
    FILE_LINK_SECRET: options.fileLinkSecret,
    UPLOAD_CLIENT_DAILY_MB: options.uploadClientDailyMb?.toString(),
    UPLOAD_SITE_DAILY_MB: options.uploadSiteDailyMb?.toString(),
  });
  const logged: string[] = [];
  const log = { error: (...args: unknown[]) => logged.push(args.map(String).join(' ')), info: () => undefined };
  // What next/server's after() would run once the response is sent: here it starts at once and the test can wait for it.
  const afterTasks: Promise<unknown>[] = [];
  const afterResponse = (task: () => Promise<unknown>) => {
    afterTasks.push(task());
  };
  const services = createEnquiryServices(env, {
    outbox: { log, ...options.outbox },
    afterResponse,
    runsWorker: options.runsWorker,
  });
  setEnquiryServices(services);
  return {
    dataDir,
    services,
    logged,
    async settle() {
      await Promise.all(afterTasks);
    },
    async files(folder) {
      try {
        return (await readdir(path.join(dataDir, 'outbox', folder))).sort();
      } catch {
        return [];
      }
    },
    async cleanup() {
      await Promise.allSettled(afterTasks);
      await services.close();
      setEnquiryServices(undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const validEnquiry = {
  name: 'Ana Ruiz',
  business: 'Ruiz Bakery',
  email: 'ana@ruizbakery.example',
  phone: '(718) 555-0100',
  message: 'We process about $40k a month.\nCan you beat our current rate?',
  interests: ['pos-systems', 'request-demo'],
};

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function postForm(url: string, fields: [string, string][], headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.8', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Polls `check` until it holds (delivery runs after the answer, in whichever of the after() task or the worker claims it). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
