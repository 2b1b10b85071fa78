import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The fault test's check that no secret reaches a log: the servers are given
 * secrets in every setting that can hold one, and every line they print (the
 * `*.log` files of the run folder) is searched for each of them.
 *
 * `secretSettings` adds the secrets to the servers' environment: a password
 * in DATABASE_URL (the throw-away server trusts local connections, so it is
 * never asked for), a token in WEBHOOK_URL's path (a receiver's URL is often
 * its only credential), and CRON_SECRET. WEBHOOK_SECRET is the test's own.
 */

const token = () => randomBytes(12).toString('hex');

export function secretSettings(env: Record<string, string | undefined>): Record<string, string> {
  const settings: Record<string, string> = { CRON_SECRET: `cron-${token()}` };
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.password = `pw-${token()}`;
    settings.DATABASE_URL = url.href;
  }
  if (env.WEBHOOK_URL) settings.WEBHOOK_URL = `${env.WEBHOOK_URL.replace(/\/+$/, '')}-${token()}`;
  return settings;
}

/** The secret parts of the settings: what must never appear in a log. */
export function secretsOf(env: Record<string, string | undefined>, extra: readonly string[] = []): string[] {
  const found = [...extra];
  for (const name of ['WEBHOOK_SECRET', 'CRON_SECRET', 'KEYSTATIC_SECRET', 'KEYSTATIC_GITHUB_CLIENT_SECRET'])
    if (env[name]) found.push(env[name]);
  for (const name of ['DATABASE_URL', 'SMTP_URL']) {
    const value = env[name];
    if (!value) continue;
    const password = decodeURIComponent(new URL(value).password);
    if (password) found.push(password);
  }
  if (env.WEBHOOK_URL) {
    const { pathname, search } = new URL(env.WEBHOOK_URL);
    if (pathname.length > 1 || search) found.push(`${pathname}${search}`);
  }
  return [...new Set(found)];
}

/** Searches every `*.log` in `dir` for each secret (as given and URL-encoded); resolves with what was found where. */
export async function findSecretsInLogs(dir: string, secrets: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.log'))) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const secret of secrets)
      if (text.includes(secret) || text.includes(encodeURIComponent(secret)))
        problems.push(`${file} holds a secret (${secret.length} characters, starting ${secret.slice(0, 3)}…)`);
  }
  return problems;
}

/** The fault test's step: every log of the run, every secret the servers were given. */
export async function checkNoSecretsInLogs(
  dir: string,
  env: Record<string, string | undefined>,
  check: (condition: boolean, message: string) => void,
  extra: readonly string[] = [],
): Promise<void> {
  const secrets = secretsOf(env, extra);
  const problems = await findSecretsInLogs(dir, secrets);
  check(
    secrets.length >= 4 && problems.length === 0,
    `no secret in any server log (${secrets.length} secrets searched for)${problems.length ? `: ${problems.join('; ')}` : ''}`,
  );
}
