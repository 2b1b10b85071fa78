import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/support/ports';

/**
 * `next dev` on a port free as it starts, for the content editor's tests: the editor
 * saves in local mode only there (lib/editor/mode.ts), and pages read content
 * afresh on every request, so a saved edit shows on the next load. It builds
 * into a folder of its own (NEXT_DIST_DIR, next.config.ts), so a developer's
 * `npm run dev` may run beside it, and it runs in its own process group, so
 * stopping it stops Next's workers too.
 */
export interface DevServer {
  baseURL: string;
  /** Resolves once the server answers /keystatic (its first answer compiles the editor). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export async function startDevServer({
  readyWithin = 240_000,
  env = {},
}: { readyWithin?: number; env?: Record<string, string> } = {}): Promise<DevServer> {
  // Asked for now, not when the suite began: a port left unheld for minutes may be taken meanwhile.
  const port = String(await freePort());
  const child = spawn('npx', ['next', 'dev', '-p', port, '-H', '127.0.0.1'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'development',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next-editor-e2e',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
    }
  };

  const ready = (async () => {
    const deadline = Date.now() + readyWithin;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`next dev exited (${child.exitCode}):\n${output}`);
      try {
        if ((await fetch(`${baseURL}/keystatic`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`next dev did not answer within ${readyWithin / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return { baseURL, ready, stop };
}
