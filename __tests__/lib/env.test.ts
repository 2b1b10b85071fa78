/** @jest-environment node */
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

  it('reads every variable and trims a trailing slash from SITE_URL', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_TO: 'ops@example.com',
      MAIL_FROM: 'Site <site@example.com>',
      DATA_DIR: '/var/lib/site',
      RATE_LIMIT_PER_MINUTE: '60',
      ALLOW_INDEXING: 'false',
    });
    expect(env).toEqual({
      siteUrl: 'https://www.example.com',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailTo: 'ops@example.com',
      mailFrom: 'Site <site@example.com>',
      dataDir: '/var/lib/site',
      rateLimitPerMinute: 60,
      allowIndexing: false,
    });
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
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL="not a url": must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/must be at least 1/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ALLOW_INDEXING: 'maybe' })).toThrow(/ALLOW_INDEXING/);
  });
});
