/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findSecretsInLogs, secretSettings, secretsOf } from '@/scripts/support/log-secrets';

/** The fault test's secret search (scripts/support/log-secrets.ts) finds what it is there to find. */
describe('the search of server logs for secrets', () => {
  it('gives the servers a secret in every setting that can hold one, and knows each', () => {
    const env = {
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/db',
      WEBHOOK_URL: 'http://127.0.0.1:9/hooks/leads',
      WEBHOOK_SECRET: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
    };
    const given = { ...env, ...secretSettings(env) } as typeof env & { CRON_SECRET: string };
    expect(new URL(given.DATABASE_URL).password).toMatch(/^pw-[0-9a-f]{24}$/);
    expect(given.WEBHOOK_URL).toMatch(/^http:\/\/127\.0\.0\.1:9\/hooks\/leads-[0-9a-f]{24}$/);
    const secrets = secretsOf(given, ['whsec_not!base64']);
    expect(secrets).toEqual(
      expect.arrayContaining([
        'whsec_not!base64',
        env.WEBHOOK_SECRET,
        given.CRON_SECRET,
        new URL(given.DATABASE_URL).password,
        new URL(given.WEBHOOK_URL).pathname,
      ]),
    );
    expect(secretsOf({ SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587' })).toEqual(['p@ss']);
  });

  it('finds a secret as written or URL-encoded, in any .log file, and nothing in clean logs', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'log-secrets-'));
    try {
      await writeFile(path.join(dir, 'A.log'), '[mail] SMTP: smtp://mail.example.com:587\n');
      await writeFile(path.join(dir, 'notes.txt'), 'p@ss');
      expect(await findSecretsInLogs(dir, ['p@ss', '/hooks/x-1'])).toEqual([]);
      await writeFile(path.join(dir, 'B.log'), 'Invalid: SMTP_URL="smtp://u:p%40ss@host" and /hooks/x-1\n');
      expect(await findSecretsInLogs(dir, ['p@ss', '/hooks/x-1'])).toEqual([
        expect.stringMatching(/^B\.log holds a secret \(4 characters/),
        expect.stringMatching(/^B\.log holds a secret \(10 characters/),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
