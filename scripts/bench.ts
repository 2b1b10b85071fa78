/**
 * Throughput of the static pages (not a test): `npm run bench`.
 *
 * Builds when the build is stale, starts `next start` on a free port (or
 * BENCH_PORT), and loads `/` and a POS page with autocannon (BENCH_SECONDS,
 * default 10; BENCH_CONNECTIONS, default 10; gzip accepted like a browser).
 * Then the same through the caching front kept in the repo (deploy/nginx.conf,
 * run with a temporary prefix and cache on BENCH_NGINX_PORT or a free port)
 * when nginx is installed; without nginx that part is skipped with a message.
 * Prints requests per second and p50/p99 latency, and writes reports/bench.md
 * and reports/bench.json. The load generator runs on the same machine: on two
 * cores it takes a share of the CPU the server would otherwise have.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, startNext, stopProcess } from './support/next-server';
import { freePortFrom } from './support/ports';
import { nginxBinary, startNginx } from './support/nginx';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

const load = createRequire(path.join(process.cwd(), 'package.json'));
const autocannon = load('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PATHS = ['/', '/clover-pos'];

interface Row {
  server: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cache?: string;
}

async function measure(server: string, origin: string, route: string): Promise<Row> {
  const url = origin + route;
  // Warm up: the first answers (and nginx's first MISS) are not what is measured.
  for (let i = 0; i < 3; i++) await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } }).then((r) => r.arrayBuffer());
  const cache =
    (await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('x-cache-status') ?? undefined;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  const row = {
    server,
    path: route,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cache,
  };
  console.log(
    `${server.padEnd(22)} ${route.padEnd(12)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${cache ? `  (X-Cache-Status ${cache})` : ''}`,
  );
  return row;
}

async function main() {
  ensureBuild();
  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  const nextPort = Number(process.env.BENCH_PORT) || (await freePortFrom(3300));
  // Rate limiting concerns the form endpoints only; the pages are not limited.
  const next = await startNext(nextPort);
  const children: ChildProcess[] = [next];
  const stopAll = () => children.reverse().forEach((child) => stopProcess(child));
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  let nginxNote = '';
  try {
    console.log(`autocannon: ${connections} connections, ${seconds} s per path\n`);
    for (const route of PATHS) rows.push(await measure('next start', `http://127.0.0.1:${nextPort}`, route));

    const binary = nginxBinary();
    if (!binary) {
      nginxNote =
        'nginx is not installed: the caching front (deploy/nginx.conf) was not measured. Install it (apt-get install nginx) and run again.';
      console.log(`\n${nginxNote}`);
    } else {
      const nginxPort = Number(process.env.BENCH_NGINX_PORT) || (await freePortFrom(nextPort + 1));
      const nginx = await startNginx(binary, { port: nginxPort, upstreamPort: nextPort });
      children.push(nginx.child);
      for (const route of PATHS) rows.push(await measure('nginx → next start', `http://127.0.0.1:${nginxPort}`, route));
      nginxNote = `nginx ${spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')} with deploy/nginx.conf`;
    }
  } finally {
    stopAll();
  }

  const meta = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
    'load average (1, 5, 15 min) at start': loadBefore.map((v) => v.toFixed(2)).join(', '),
    'load average at end': os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', '),
    autocannon: `${connections} connections, ${seconds} s per path, Accept-Encoding gzip, on the same machine`,
    front: nginxNote,
  };
  const table = [
    '| server | path | requests/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --: | --: | --: | --: |',
    ...rows.map((r) => `| ${r.server} | ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ];
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/bench.md',
    `# Bench\n\n${Object.entries(meta)
      .map(([k, v]) => `- ${k}: ${v}`)
      .join('\n')}\n\n${table.join('\n')}\n`,
  );
  fs.writeFileSync('reports/bench.json', JSON.stringify({ meta, rows }, null, 2));
  console.log(`\n${table.join('\n')}\n\nreports/bench.md, reports/bench.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
