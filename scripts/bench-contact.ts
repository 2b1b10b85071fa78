/**
 * Benchmark of the enquiry pipeline (not a test): `npm run build` first, then
 * `npm run bench:contact`. It starts a real SMTP sink that refuses about 20%
 * of messages with a 451, the production server (`next start` on a free port
 * from 3205, a temporary DATA_DIR, the rate limit raised), posts valid and
 * unique enquiries with autocannon (one X-Forwarded-For per connection), waits
 * for the outbox to drain, then checks that every accepted enquiry arrived
 * exactly once and none twice. Prints accepted/s and p50/p97.5/p99 latency.
 *
 * BENCH_SECONDS (15) and BENCH_CONNECTIONS (10) change the load; BENCH_RATE
 * (e.g. 200) sends that many enquiries a second in all, at a fixed rate
 * (autocannon's overallRate, latencies corrected for coordinated omission),
 * instead of as many as the server can take.
 * BENCH_SMTP says how the mail server behaves during the load:
 *   flaky (default)  refuses ~20% of messages with 451
 *   slow             answers every message after 3 s
 *   down             refuses every message with 451 (until the load ends)
 * After the load the sink accepts everything, and the run waits for the
 * outbox to drain, so the exactly-once check holds in every mode.
 * BENCH_STORE=postgres runs it against the PostgreSQL store instead of the
 * file store: a throw-away server (scripts/support/postgres.ts), migrated.
 * BENCH_DESTINATIONS says where each accepted enquiry goes:
 *   ops (default)    the operations e-mail only (ACK_EMAIL=off, no webhook): the single-destination pipeline
 *   all              also the visitor's acknowledgement and the signed webhook, to a real
 *                    local receiver that verifies every signature (scripts/support/webhook-receiver.ts)
 * Compare them side by side, interleaved, on a quiet machine (1-minute load
 * average under 1 at each start), e.g. ops, all, ops, all, and take medians.
 * With `all`, the check also needs every enquiry at the receiver exactly once.
 * BENCH_STORE=floor posts the same enquiries to the empty Next.js app's
 * /api/contact (scripts/support/baseline-app.ts), which reads the body and
 * answers 202 and does nothing else: the framework's floor for this load on
 * this machine, to set beside the real endpoint (no delivery check).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { SMTPServer } from 'smtp-server';
import { migrate } from '@/lib/enquiry/store/postgres-schema';
import { startWebhookReceiver, testWebhookSecret, type WebhookReceiver } from './support/webhook-receiver';
import { buildBaselineApp } from './support/baseline-app';
import { freePortFrom } from './support/ports';
import { startTestPostgres, type TestPostgres } from './support/postgres';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonClient {
  setHeaders(headers: Record<string, string>): void;
}
interface AutocannonRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest, context: object) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p97_5: number; p99: number; average: number; max: number };
  requests: { average: number };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: AutocannonRequest[];
  setupClient: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;

const load = createRequire(path.join(process.cwd(), 'package.json'));
const autocannon = load('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const smtpModes = ['flaky', 'slow', 'down'] as const;
type SmtpMode = (typeof smtpModes)[number];
const smtpMode = (process.env.BENCH_SMTP ?? 'flaky') as SmtpMode;
if (!smtpModes.includes(smtpMode)) throw new Error(`BENCH_SMTP must be one of ${smtpModes.join(', ')}`);
const destinationModes = ['ops', 'all'] as const;
const destinationMode = (process.env.BENCH_DESTINATIONS ?? 'ops') as (typeof destinationModes)[number];
if (!destinationModes.includes(destinationMode))
  throw new Error(`BENCH_DESTINATIONS must be one of ${destinationModes.join(', ')}`);
const rejectShare = 0.2;
const slowMs = 3000;
const smtpWords: Record<SmtpMode, string> = {
  flaky: `refusing ~${rejectShare * 100}% with 451`,
  slow: `answering each message after ${slowMs / 1000} s`,
  down: 'refusing every message with 451',
};

interface Sink {
  url: string;
  received: Map<string, number>;
  rejected: () => number;
  /** From now on accept every message at once (the load is over; let the outbox drain). */
  recover(): void;
  close(): Promise<void>;
}

/** A real SMTP server that behaves as BENCH_SMTP says until `recover()`. */
async function startSink(): Promise<Sink> {
  const received = new Map<string, number>();
  let rejected = 0;
  let mode: SmtpMode | 'healthy' = smtpMode;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (mode === 'down' || (mode === 'flaky' && Math.random() < rejectShare)) {
          rejected += 1;
          return callback(Object.assign(new Error('Try again later (bench)'), { responseCode: 451 }));
        }
        const accept = () => {
          const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '(none)';
          received.set(id, (received.get(id) ?? 0) + 1);
          callback(null);
        };
        if (mode === 'slow') setTimeout(accept, slowMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejected: () => rejected,
    recover: () => {
      mode = 'healthy';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function count(dir: string, suffix = '.json'): Promise<number> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(suffix)).length;
  } catch {
    return 0;
  }
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-contact-'));
  const sink = await startSink();
  const port = await freePortFrom(3205);
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const floor = process.env.BENCH_STORE === 'floor';
  let database: { server: TestPostgres; url: string; pool: Pool } | undefined;
  if (process.env.BENCH_STORE === 'postgres') {
    const pgServer = await startTestPostgres();
    const url = await pgServer.createDatabase();
    const pool = new Pool({ connectionString: url, max: 2 });
    await migrate(pool);
    database = { server: pgServer, url, pool };
  }
  console.log(
    `Store: ${floor ? 'none: the empty Next.js app (the framework floor)' : database ? 'PostgreSQL (a local throw-away server)' : 'files under a temporary DATA_DIR'}`,
  );
  const receiver: WebhookReceiver | undefined =
    destinationMode === 'all' && !floor ? await startWebhookReceiver() : undefined;
  console.log(
    `Destinations: ${receiver ? 'all three (operations e-mail, acknowledgement, signed webhook to a local receiver)' : 'the operations e-mail only'}`,
  );
  const appArgs = floor ? [buildBaselineApp()] : [];
  const dbCount = async (where: string, table = 'enquiry_outbox') =>
    Number(
      (await database!.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)).rows[0]?.n ?? 0,
    );

  const server = spawn(
    process.execPath,
    [
      path.join('node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      ...appArgs,
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        SMTP_URL: sink.url,
        ...(receiver
          ? {
              ACK_EMAIL: 'on',
              ACK_DAILY_LIMIT: '10000000',
              // One client (autocannon) sends every enquiry, to a few domains.
              VISITOR_MAIL_PER_CLIENT: '10000000',
              VISITOR_MAIL_PER_DOMAIN: '10000000',
              WEBHOOK_URL: receiver.url,
              WEBHOOK_SECRET: testWebhookSecret,
            }
          : { ACK_EMAIL: 'off' }),
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: '10000000',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  let failed = false;
  try {
    await waitUntil(
      async () =>
        (await fetch(`${baseUrl}/api/contact`).then(
          (r) => r.status,
          () => 0,
        )) === 405,
      60_000,
      'the server',
    );

    const accepted = new Set<string>();
    const statuses = new Map<number, number>();
    let serial = 0;
    let client = 0;
    const enquiry = () => {
      serial += 1;
      return JSON.stringify({
        name: `Bench Visitor ${serial}`,
        business: `Bench Deli ${serial}`,
        email: `visitor${serial}@bench.example`,
        phone: '(718) 555-0100',
        message: `Benchmark enquiry number ${serial}: we process about $40,000 a month.`,
        interests: ['pos-systems'],
      });
    };
    const record = (status: number, body: string) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 200 && status < 300) {
        const id = (JSON.parse(body) as { id?: string }).id;
        if (id) accepted.add(id);
      }
    };

    // Warm-up (loads the route), counted like the rest.
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
        body: enquiry(),
      });
      record(response.status, await response.text());
    }

    console.log(
      `Benchmark: POST /api/contact, ${connections} connections for ${seconds} s` +
        (rate ? ` at ${rate} enquiries/s` : ', as fast as answered') +
        `; SMTP sink ${smtpWords[smtpMode]}`,
    );
    const result = await autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      ...(rate ? { overallRate: rate } : {}),
      // One client address per connection, as if each were a visitor behind the proxy.
      setupClient: (c) => c.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${++client}` }),
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          setupRequest: (request) => ({ ...request, body: enquiry() }),
          onResponse: record,
        },
      ],
    });

    if (floor) {
      console.log(
        `Responses: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; connection errors ${result.errors}, timeouts ${result.timeouts}`,
      );
      console.log(`Answered (2xx): ${(result['2xx'] / result.duration).toFixed(1)}/s`);
      console.log(
        `Latency: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (mean ${result.latency.average.toFixed(1)} ms, max ${result.latency.max} ms)`,
      );
      return;
    }
    sink.recover();
    const started = Date.now();
    await waitUntil(
      async () =>
        database
          ? (await dbCount(`state = 'pending'`, 'enquiry_deliveries')) === 0
          : (await count(path.join(dataDir, 'outbox', 'pending'))) +
              (await count(path.join(dataDir, 'outbox', 'retry'))) +
              (await count(path.join(dataDir, 'outbox', 'sending'))) ===
            0,
      180_000,
      'the outbox to drain',
    );
    const drainSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a late duplicate would show now

    const arrived = new Map<string, number>();
    for (const [messageId, n] of sink.received) {
      const id = /^<contact\.([^@]+)@/.exec(messageId)?.[1];
      if (id) arrived.set(id, n);
    }
    const missing = [...accepted].filter((id) => !arrived.has(id));
    const duplicates = [...arrived].filter(([, n]) => n > 1);
    const unanswered = [...arrived.keys()].filter((id) => !accepted.has(id));
    const sentFiles = database
      ? await dbCount(`state = 'sent' AND destination = 'ops-email'`, 'enquiry_deliveries')
      : await count(path.join(dataDir, 'outbox', 'sent'), '.ops-email.json');

    const ok2xx = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((sum, [, n]) => sum + n, 0);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(`Responses: ${byStatus}; connection errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(
      `Accepted (2xx) during the run: ${result['2xx']} in ${result.duration.toFixed(1)} s = ${(result['2xx'] / result.duration).toFixed(1)} accepted/s`,
    );
    console.log(
      `Latency: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (mean ${result.latency.average.toFixed(1)} ms, max ${result.latency.max} ms)`,
    );
    console.log(
      `SMTP sink: ${sink.rejected()} refused with 451, ${[...sink.received.values()].reduce((a, b) => a + b, 0)} accepted`,
    );
    console.log(
      `Outbox drained ${drainSeconds.toFixed(1)} s after the run; ${sentFiles} operations e-mails recorded sent`,
    );
    let webhookProblems = 0;
    if (receiver) {
      const seen = receiver.accepted();
      const webhookMissing = [...accepted].filter((id) => !seen.has(`msg_${id}`)).length;
      const webhookDoubled = [...seen.values()].filter((n) => n > 1).length;
      const unverified = receiver.requests.filter((r) => !r.verified).length;
      const acks = [...sink.received.keys()].filter((id) => id.startsWith('<ack.')).length;
      webhookProblems = webhookMissing + webhookDoubled + unverified;
      console.log(
        `Webhook: ${seen.size} distinct webhook-ids accepted, ${webhookMissing} missing, ${webhookDoubled} doubled, ${unverified} unverified signatures; ${acks} acknowledgements`,
      );
    }
    console.log(
      `Delivery check: ${accepted.size} accepted enquiries (${ok2xx} 2xx answers), ${arrived.size} arrived, ${missing.length} missing, ${duplicates.length} duplicated` +
        (unanswered.length
          ? `, ${unanswered.length} delivered whose answer the client did not read (in flight when the run stopped)`
          : ''),
    );
    failed = missing.length > 0 || duplicates.length > 0 || sentFiles !== arrived.size || webhookProblems > 0;
    console.log(
      failed ? 'FAILED: an accepted enquiry was lost or doubled' : 'OK: every accepted enquiry arrived exactly once',
    );
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await stopServer(server);
    log.end();
    await sink.close();
    await receiver?.close();
    await database?.pool.end();
    await database?.server.stop();
    if (failed) console.log(`Kept ${dataDir} (server.log, outbox) for a look.`);
    else await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

void main();
