/**
 * A throw-away PostgreSQL server for tests, the fault test and the benchmark:
 * Debian's `postgresql` package (scripts/ensure-postgres.sh installs it),
 * initdb into a temporary folder and pg_ctl on a free port. As root the
 * cluster belongs to the `postgres` user (the server refuses to run as root).
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './ports';

const run = promisify(execFile);

export interface TestPostgres {
  /** URL of the `postgres` database (trust authentication, user postgres). */
  url: string;
  port: number;
  /** A new, empty database; resolves with its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** The newest installed server's bin folder (PG_BIN overrides). */
export async function postgresBinDir(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [] as string[]))
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error(
      `No PostgreSQL server under ${root}: run scripts/ensure-postgres.sh (Debian: apt-get install postgresql)`,
    );
  return path.join(root, versions[0], 'bin');
}

let databases = 0;

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = await postgresBinDir();
  const base = await mkdtemp(path.join(os.tmpdir(), 'pg-test-'));
  const dataDir = path.join(base, 'data');
  const logFile = path.join(base, 'server.log');
  const asRoot = process.getuid?.() === 0;
  // As root: everything under base must be the postgres user's.
  const cmd = async (file: string, args: string[]) => {
    if (asRoot) return run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]);
    return run(path.join(bin, file), args);
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(base, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(base, 0o755);
  await cmd('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);

  // A free port can be taken between the probe and the start: try a few.
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await cmd('pg_ctl', [
        '-D',
        dataDir,
        '-w',
        '-t',
        '60',
        '-l',
        logFile,
        '-o',
        `-p ${port} -k ${base} -c listen_addresses=127.0.0.1`,
        'start',
      ]);
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async createDatabase() {
      const name = `test_${process.pid}_${++databases}`;
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgresql://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await cmd('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(base, { recursive: true, force: true });
    },
  };
}
