/** @jest-environment node */
import fs from 'node:fs';
import { parseEnv } from '@/lib/env';

describe('environment configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      siteUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      dataDir: '.data',
      rateLimitPerMinute: 5,
      allowIndexing: true,
    });
    expect(env.mailTo).toMatch(/@/);
  });

  it('.env.example, copied to .env as it is, is a valid configuration with the defaults', () => {
    const example = Object.fromEntries(
      fs
        .readFileSync('.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const name of [
      'NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO',
      'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
      'NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT',
      'NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL',
    ])
      expect(example).toHaveProperty(name);
    expect(parseEnv(example)).toMatchObject({ siteUrl: 'http://localhost:3000', editor: 'off', webhook: undefined });
    expect(parseEnv({ ...example, NODE_ENV: 'development' }).editor).toBe('local');
  });

  it('reads every variable and trims a trailing slash from SITE_URL', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_TO: 'ops@example.com',
      MAIL_FROM: 'Site <site@example.com>',
      DATA_DIR: '/var/lib/site',
      RATE_LIMIT_PER_MINUTE: '60',
      ALLOW_INDEXING: 'false',
      DATABASE_URL: 'postgresql://site:secret@db.example.com:5432/site',
      OUTBOX_LEASE_SECONDS: '90',
      OUTBOX_REFUSED_RETRY_SECONDS: '60,600',
      OUTBOX_REFUSED_GIVE_UP_SECONDS: '3600',
      CRON_SECRET: 'a-long-random-cron-secret',
      VERCEL: '1',
    });
    expect(env).toEqual({
      siteUrl: 'https://www.example.com',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailTo: 'ops@example.com',
      mailFrom: 'Site <site@example.com>',
      dataDir: '/var/lib/site',
      rateLimitPerMinute: 60,
      clientAddress: { trustedProxyHops: 1, header: 'x-vercel-forwarded-for' },
      allowIndexing: false,
      databaseUrl: 'postgresql://site:secret@db.example.com:5432/site',
      databasePoolSize: 1,
      outboxLeaseSeconds: 90,
      outboxRefused: { retryMs: { first: 60_000, later: 600_000 }, giveUpMs: 3_600_000 },
      cronSecret: 'a-long-random-cron-secret',
      serverless: true,
      editor: 'off',
      ackEmail: true,
      ackDailyLimit: 500,
      uploads: {
        clamavUrl: undefined,
        linkSecret: undefined,
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: 5,
        maxTotalBytes: 20 * 1024 * 1024,
        clientDailyBytes: 100 * 1024 * 1024,
        siteDailyBytes: 2048 * 1024 * 1024,
        retentionDays: 30,
      },
      visitorMail: { perClient: 10, perDomain: 100, confirmShare: 20 },
      webhook: undefined,
    });
  });

  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

  it('reads the destinations: the acknowledgement (on by default), its daily cap, the signed webhook', () => {
    expect(parseEnv({})).toMatchObject({ ackEmail: true, ackDailyLimit: 500, webhook: undefined });
    expect(parseEnv({ ACK_EMAIL: 'off', ACK_DAILY_LIMIT: '20' })).toMatchObject({ ackEmail: false, ackDailyLimit: 20 });
    expect(parseEnv({ WEBHOOK_URL: 'https://hooks.example.com/leads', WEBHOOK_SECRET: secret }).webhook).toEqual({
      url: 'https://hooks.example.com/leads',
      secret,
      retrySeconds: [5, 300, 1800, 7200, 18000, 36000, 36000],
    });
    // Plain http only to this machine (a receiver beside the server).
    for (const url of ['http://localhost:8080/hook', 'http://127.0.0.1:9/x', 'http://[::1]:9/x'])
      expect(
        parseEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret, WEBHOOK_RETRY_SECONDS: '1,2' }).webhook,
      ).toMatchObject({
        url,
        retrySeconds: [1, 2],
      });
  });

  it('names WEBHOOK_URL, WEBHOOK_SECRET, ACK_EMAIL and ACK_DAILY_LIMIT when they are wrong', () => {
    expect(() => parseEnv({ WEBHOOK_URL: 'http://hooks.example.com/leads', WEBHOOK_SECRET: secret })).toThrow(
      /WEBHOOK_URL: must use https/,
    );
    expect(() => parseEnv({ WEBHOOK_URL: 'https://hooks.example.com/x', WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      /WEBHOOK_SECRET: must be whsec_/,
    );
    expect(() => parseEnv({ WEBHOOK_URL: 'https://hooks.example.com/x', WEBHOOK_SECRET: 'whsec_c2hvcnQ=' })).toThrow(
      /WEBHOOK_SECRET: .*24 to 64 bytes/,
    );
    expect(() => parseEnv({ WEBHOOK_URL: 'https://hooks.example.com/x' })).toThrow(/WEBHOOK_SECRET: must be set/);
    expect(() => parseEnv({ WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL: must be set/);
    expect(() => parseEnv({ ACK_EMAIL: 'maybe' })).toThrow(/ACK_EMAIL: must be on or off/);
    expect(() => parseEnv({ ACK_DAILY_LIMIT: '0' })).toThrow(/ACK_DAILY_LIMIT/);
    expect(() =>
      parseEnv({ WEBHOOK_URL: 'https://h.example.com/', WEBHOOK_SECRET: secret, WEBHOOK_RETRY_SECONDS: '5 min' }),
    ).toThrow(/WEBHOOK_RETRY_SECONDS/);
  });

  it('names DATABASE_URL, CRON_SECRET and OUTBOX_LEASE_SECONDS when they are wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db.example.com/site' })).toThrow(/DATABASE_URL: .*PostgreSQL URL/);
    expect(() => parseEnv({ CRON_SECRET: 'short' })).toThrow(/CRON_SECRET: .*at least 16/);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: '1' })).toThrow(/OUTBOX_LEASE_SECONDS: .*at least 60/);
    expect(parseEnv({})).toMatchObject({
      databaseUrl: undefined,
      cronSecret: undefined,
      serverless: false,
      outboxLeaseSeconds: 120,
      outboxRefused: {},
    });
    expect(() => parseEnv({ OUTBOX_REFUSED_RETRY_SECONDS: '60' })).toThrow(/OUTBOX_REFUSED_RETRY_SECONDS: .*two whole/);
  });

  it('turns the content editor on only where it can save with a sign-in (or in next dev)', () => {
    expect(parseEnv({}).editor).toBe('off');
    expect(parseEnv({ NODE_ENV: 'development' }).editor).toBe('local');
    expect(parseEnv({ NODE_ENV: 'production' }).editor).toBe('off');
    const github = {
      NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'queensboro-editor',
      NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'queensboro/website',
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'a-client-secret',
      KEYSTATIC_SECRET: 'x'.repeat(64),
    };
    expect(parseEnv({ ...github, NODE_ENV: 'production' }).editor).toBe('github');
    // Vercel names the repository itself.
    const onVercel = { ...github, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: undefined };
    expect(
      parseEnv({
        ...onVercel,
        NEXT_PUBLIC_VERCEL_GIT_REPO_OWNER: 'queensboro',
        NEXT_PUBLIC_VERCEL_GIT_REPO_SLUG: 'website',
      }).editor,
    ).toBe('github');
    expect(parseEnv({ NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT: 'queensboro/website' }).editor).toBe('cloud');
  });

  it("offers Keystatic's GitHub App set-up under next dev when only the repository is named, never in production", () => {
    const repoOnly = { NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'queensboro/website' };
    expect(parseEnv({ ...repoOnly, NODE_ENV: 'development' }).editor).toBe('github');
    expect(parseEnv({ ...repoOnly, NODE_ENV: 'production' }).editor).toBe('off');
    // Vercel's own variables name a deployment's repository, not a wish to set up an App locally.
    expect(
      parseEnv({
        NODE_ENV: 'development',
        NEXT_PUBLIC_VERCEL_GIT_REPO_OWNER: 'queensboro',
        NEXT_PUBLIC_VERCEL_GIT_REPO_SLUG: 'website',
      }).editor,
    ).toBe('local');
  });

  it('refuses a half-configured GitHub mode, naming what is missing, and malformed editor settings', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'queensboro-editor' })).toThrow(
      /GitHub mode needs KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO/,
    );
    expect(() => parseEnv({ KEYSTATIC_SECRET: 'short' })).toThrow(/KEYSTATIC_SECRET: .*at least 32 characters/);
    expect(() => parseEnv({ NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'just-a-name' })).toThrow(
      /NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: .*owner\/name/,
    );
    expect(() => parseEnv({ NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL: 'https://preview.example.com' })).toThrow(
      /NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL: .*must contain \{branch\}/,
    );
    expect(() => parseEnv({ NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT: 'no-slash' })).toThrow(
      /NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT: .*team\/project/,
    );
  });

  it('names the variable and the rule, never the value: passwords and secrets stay out of the logs', () => {
    const secrets = {
      SMTP_URL: 'http://mailer:Sm7pPassw0rd@mail.example.com',
      DATABASE_URL: 'mysql://site:DbPassw0rd-xyz@db.example.com/site',
      WEBHOOK_SECRET: 'whsec_notbase64!SuperSecretValue',
      CRON_SECRET: 'Cr0nShort',
      KEYSTATIC_SECRET: 'KsShortSecret',
      WEBHOOK_URL: 'http://hooks.example.com/private-path-token-abc123',
      SITE_URL: 'not a url with-a-value-marker',
    };
    let message = '';
    try {
      parseEnv(secrets);
    } catch (error) {
      message = (error as Error).message;
    }
    // One message for every problem, each line naming its variable.
    expect(message.match(/Invalid environment configuration/g)).toHaveLength(1);
    for (const name of Object.keys(secrets)) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    for (const value of Object.values(secrets)) expect(message).not.toContain(value);
    for (const fragment of ['Sm7pPassw0rd', 'DbPassw0rd', 'SuperSecretValue', 'Cr0nShort', 'KsShortSecret', 'abc123'])
      expect(message).not.toContain(fragment);
  });

  it('collects the problems found after parsing into the same one message', () => {
    let message = '';
    try {
      parseEnv({ WEBHOOK_URL: 'https://hooks.example.com/x', NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'editor' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.match(/Invalid environment configuration/g)).toHaveLength(1);
    expect(message).toMatch(/^  WEBHOOK_SECRET: must be set/m);
    expect(message).toMatch(/^  The content editor's GitHub mode needs/m);
  });

  it('reads the visitor e-mails’ sub-limits and refuses a confirmation share that leaves acknowledgements nothing', () => {
    expect(
      parseEnv({ VISITOR_MAIL_PER_CLIENT: '3', VISITOR_MAIL_PER_DOMAIN: '7', VISITOR_MAIL_CONFIRM_SHARE: '0' })
        .visitorMail,
    ).toEqual({ perClient: 3, perDomain: 7, confirmShare: 0 });
    expect(() => parseEnv({ VISITOR_MAIL_CONFIRM_SHARE: '100' })).toThrow(
      /VISITOR_MAIL_CONFIRM_SHARE: must be from 0 to 90/,
    );
    expect(() => parseEnv({ VISITOR_MAIL_PER_CLIENT: '0' })).toThrow(/VISITOR_MAIL_PER_CLIENT: must be at least 1/);
  });

  it('reads the database pool size: 10 on a server, 1 on a serverless platform, or DATABASE_POOL_SIZE', () => {
    expect(parseEnv({}).databasePoolSize).toBe(10);
    expect(parseEnv({ VERCEL: '1' }).databasePoolSize).toBe(1);
    expect(parseEnv({ VERCEL: '1', DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: must be at least 1/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ SITE_URL: '', RATE_LIMIT_PER_MINUTE: '' }).siteUrl).toBe('http://localhost:3000');
  });

  it('never indexes a platform preview, whatever ALLOW_INDEXING says', () => {
    expect(parseEnv({ VERCEL_ENV: 'preview', ALLOW_INDEXING: 'true' }).allowIndexing).toBe(false);
    expect(parseEnv({ VERCEL_ENV: 'development' }).allowIndexing).toBe(false);
    expect(parseEnv({ VERCEL_ENV: 'production' }).allowIndexing).toBe(true);
  });

  it('uses the platform production host when SITE_URL is unset', () => {
    expect(parseEnv({ VERCEL_PROJECT_PRODUCTION_URL: 'shop.example.com' }).siteUrl).toBe('https://shop.example.com');
  });

  it('rejects a bad value with a message naming the variable', () => {
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL: must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/must be at least 1/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ALLOW_INDEXING: 'maybe' })).toThrow(/ALLOW_INDEXING/);
    expect(() => parseEnv({ UPLOAD_CLIENT_DAILY_MB: '0' })).toThrow(/UPLOAD_CLIENT_DAILY_MB: must be more than 0/);
    expect(() => parseEnv({ UPLOAD_SITE_DAILY_MB: 'lots' })).toThrow(/UPLOAD_SITE_DAILY_MB/);
  });
});
