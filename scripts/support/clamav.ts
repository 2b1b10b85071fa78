/**
 * A throw-away ClamAV daemon for tests: Debian's `clamav-daemon` package
 * (scripts/ensure-clamav.sh installs it) started in the foreground on a free
 * TCP port with its own config and a signature database the caller writes
 * (no download: the EICAR test string as an .ndb body signature is enough to
 * prove the protocol end to end).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pingClamd } from '../../lib/uploads/clamav';
import { freePort } from './ports';

/** EICAR's standard anti-virus test file: harmless, detected by every scanner. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface TestClamd {
  /** `tcp://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/** The clamd binary, or undefined when it is not installed. */
export function clamdBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/clamd', '/usr/bin/clamd']) if (existsSync(candidate)) return candidate;
  return undefined;
}

export async function startTestClamd(options: { streamMaxBytes?: number } = {}): Promise<TestClamd> {
  const binary = clamdBinary();
  if (!binary)
    throw new Error('clamd not installed: run scripts/ensure-clamav.sh (Debian: apt-get install clamav-daemon)');
  const base = await mkdtemp(path.join(os.tmpdir(), 'clamd-test-'));
  await writeFile(path.join(base, 'test.ndb'), `Test.EICAR:0:*:${Buffer.from(EICAR).toString('hex')}\n`);

  // A free port can be taken between the probe and the start: try a few.
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const config = path.join(base, 'clamd.conf');
    await writeFile(
      config,
      [
        'Foreground yes',
        `TCPSocket ${port}`,
        'TCPAddr 127.0.0.1',
        `DatabaseDirectory ${base}`,
        `LogFile ${path.join(base, 'clamd.log')}`,
        `PidFile ${path.join(base, 'clamd.pid')}`,
        `StreamMaxLength ${options.streamMaxBytes ?? 25 * 1024 * 1024}`,
        ...(process.getuid?.() === 0 ? ['User root'] : []),
        '',
      ].join('\n'),
    );
    const child: ChildProcess = spawn(binary, ['--config-file', config], { stdio: 'ignore' });
    let exited = false;
    child.once('exit', () => (exited = true));
    const url = `tcp://127.0.0.1:${port}`;
    // Loading even a one-line database takes clamd a few seconds.
    for (let i = 0; i < 240 && !exited; i++) {
      if (await pingClamd(url, 1_000)) {
        return {
          url,
          stop: async () => {
            if (!exited) {
              const gone = new Promise((resolve) => child.once('exit', resolve));
              child.kill('SIGTERM');
              await gone;
            }
            await rm(base, { recursive: true, force: true });
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!exited) child.kill('SIGKILL');
    if (attempt >= 2) {
      await rm(base, { recursive: true, force: true });
      throw new Error(`clamd did not answer on ${url}; see its log in a kept run`);
    }
  }
}
