/**
 * `npm run observatory`: the MDN HTTP Observatory's grade for pages of the
 * production build, scanned the way the public Observatory scans a site: over
 * HTTPS, through the caching front of deploy/nginx.conf (TLS with a
 * self-signed certificate made for the run, plain HTTP redirected to HTTPS),
 * in front of `next start` (or the standalone server). Nothing leaves the
 * machine. Exits 1 when a page grades below A+.
 *
 *   npm run observatory                                  # /, /clover-pos, /blog/1, /savings-calculator
 *   npm run observatory -- / /contact-us                 # other pages
 *   npm run observatory -- --server standalone           # the standalone build (NEXT_OUTPUT=standalone npm run build)
 *
 * Needs nginx (apt-get install nginx) and openssl; builds first when the build is stale.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, startNext, stopProcess, waitForHttp } from './support/next-server';
import { freePortFrom } from './support/ports';
import { nginxBinary, selfSignedCertificate, startNginx } from './support/nginx';

const DEFAULT_PATHS = ['/', '/clover-pos', '/blog/1', '/savings-calculator'];
const TARGET = { grade: 'A+', score: 100 };

interface ScanResult {
  url: string;
  status: number;
  grade: string;
  score: number;
  tests: { name: string; result: string; pass: boolean; modifier: number }[];
  contentSecurityPolicy: string | null;
}

function parseArgs(argv: string[]) {
  const paths: string[] = [];
  let server: 'next' | 'standalone' = 'next';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--server') {
      const value = argv[++i];
      if (value !== 'next' && value !== 'standalone') throw new Error('--server takes next or standalone');
      server = value;
    } else if (argv[i]!.startsWith('/')) paths.push(argv[i]!);
    else throw new Error(`unknown argument ${argv[i]} (pages start with /)`);
  }
  return { paths: paths.length ? paths : DEFAULT_PATHS, server };
}

/** The standalone server of `NEXT_OUTPUT=standalone npm run build`, with public/ and .next/static copied in as the README says. */
async function startStandalone(port: number): Promise<ChildProcess> {
  const dir = path.join('.next', 'standalone');
  if (!fs.existsSync(path.join(dir, 'server.js')))
    throw new Error('No standalone build: run NEXT_OUTPUT=standalone npm run build');
  fs.cpSync('public', path.join(dir, 'public'), { recursive: true });
  fs.cpSync(path.join('.next', 'static'), path.join(dir, '.next', 'static'), { recursive: true });
  const server = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'next-data-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, server);
  return server;
}

function scan(cert: string, httpPort: number, httpsPort: number, pagePath: string): ScanResult {
  const result = spawnSync(
    process.execPath,
    ['scripts/support/observatory-scan.mjs', 'localhost', String(httpPort), String(httpsPort), pagePath],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    },
  );
  if (result.status !== 0) throw new Error(`the scan of ${pagePath} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as ScanResult;
}

async function main() {
  const { paths, server } = parseArgs(process.argv.slice(2));
  const binary = nginxBinary();
  if (!binary)
    throw new Error('nginx is not installed (apt-get install nginx): the scan goes through deploy/nginx.conf with TLS');
  if (server === 'next') ensureBuild();
  const children: ChildProcess[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observatory-'));
  try {
    const nextPort = await freePortFrom(3300);
    children.push(server === 'next' ? await startNext(nextPort) : await startStandalone(nextPort));
    const httpsPort = await freePortFrom(4430);
    const httpPort = await freePortFrom(httpsPort + 1);
    const { cert, key } = selfSignedCertificate(dir);
    const nginx = await startNginx(binary, {
      port: httpsPort,
      upstreamPort: nextPort,
      tls: { cert, key, redirectPort: httpPort },
    });
    children.push(nginx.child);
    console.log(
      `MDN HTTP Observatory: https://localhost:${httpsPort} (nginx, deploy/nginx.conf, TLS) → ${server === 'next' ? 'next start' : 'standalone server'} :${nextPort}\n`,
    );

    let failed = 0;
    for (const pagePath of paths) {
      const result = scan(cert, httpPort, httpsPort, pagePath);
      const ok = result.grade === TARGET.grade && result.score >= TARGET.score;
      if (!ok) failed++;
      console.log(
        `${pagePath.padEnd(22)} ${result.grade.padEnd(3)} ${String(result.score).padStart(4)}  (HTTP ${result.status})${ok ? '' : `  below ${TARGET.grade}`}`,
      );
      for (const test of result.tests.filter((t) => t.modifier !== 0 || !t.pass)) {
        console.log(`    ${test.modifier > 0 ? '+' : ''}${test.modifier}  ${test.result}`);
      }
    }
    console.log(
      failed
        ? `\n${failed} page(s) below ${TARGET.grade} (score ${TARGET.score})`
        : `\nEvery page grades ${TARGET.grade}.`,
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    for (const child of children.reverse()) stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
