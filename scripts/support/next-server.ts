/**
 * For the measuring scripts (audit, bench): build when the build is stale,
 * find a free port, start `next start` and stop it again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portIsFree } from './ports';

const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
// Written into public/ by the build itself: not sources.
const GENERATED = /^public\/(sitemap.*\.xml|robots\.txt)$/;

function newestSource(): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (GENERATED.test(entry)) return;
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.posix.join(entry, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  SOURCES.forEach(visit);
  return newest;
}

/** Runs `npm run build` when .next is missing or older than any source file; returns the build id. */
export function ensureBuild({ allowed = true } = {}): string {
  const idFile = '.next/BUILD_ID';
  const built = fs.statSync(idFile, { throwIfNoEntry: false });
  if (!built || built.mtimeMs < newestSource()) {
    if (!allowed) throw new Error('.next is missing or older than the sources (run npm run build)');
    console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  return fs.readFileSync(idFile, 'utf8').trim();
}

export async function waitForHttp(
  url: string,
  process?: ChildProcess,
  timeoutMs = 60_000,
  init?: RequestInit,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.exitCode !== null) throw new Error(`${url}: the server exited with ${process.exitCode}`);
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (response.ok || (init?.redirect === 'manual' && response.status >= 300 && response.status < 400)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The variables `npm start` sets before `next start` (the assignments that
 * open package.json's start script, e.g. MALLOC_ARENA_MAX=2), so a measured
 * server runs as a deployed one does.
 */
export function startScriptEnv(): Record<string, string> {
  const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const env: Record<string, string> = {};
  for (const word of (packageJson.scripts?.start ?? '').trim().split(/\s+/)) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  return env;
}

/**
 * `next start` (of this app, or of the app in `dir`) in its own process group, with a throw-away DATA_DIR
 * and the variables its `npm start` sets (startScriptEnv) unless this process has them.
 */
export async function startNext(port: number, env: Record<string, string> = {}, dir?: string): Promise<ChildProcess> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-data-'));
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', ...(dir ? [dir] : []), '-p', String(port)],
    {
      env: {
        // The start script's first, so a variable set for the measurement wins (MALLOC_ARENA_MAX=8 npm run bench:…).
        // This repository's script also for an app in `dir` (the audit's empty app has no package.json), so the two run alike.
        ...startScriptEnv(),
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  await waitForHttp(`http://localhost:${port}/`, server);
  return server;
}

/** Ends a process started by this module (its whole process group, nothing else). */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
