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
 * BENCH_UPLOAD=1mb (or 500kb, 5mb…) posts each enquiry as the contact form
 * does with a statement: multipart/form-data with one PDF of that size
 * (scripts/support/upload-files.ts; MB = 1024 × 1024 bytes), at 20 a second
 * unless BENCH_RATE says otherwise. The sink decodes every operations e-mail
 * (mailparser), and the check also needs each to carry the PDF, its bytes as
 * sent. Set it beside the same rate without files: BENCH_RATE=20.
 * BENCH_REFUSED=0.2 (a share, or 20%) puts the spam filters' GTUBE test string
 * in that share of the messages, evenly spread; the sink refuses those for
 * good (554), as content-scanning relays do (and as the fault test's sink
 * does), in every BENCH_SMTP mode once it answers at all. The permanent-
 * refusal policy is shortened to fail a refused e-mail at its first refusal
 * (OUTBOX_REFUSED_GIVE_UP_SECONDS=0, unless set): the real policy waits hours
 * before it retries, so of its work only the first refusal falls in the
 * drain, and then the notice (lib/enquiry/mail/notice.ts) goes at once,
 * which the real policy would send hours later; notices due together go as
 * one digest (lib/enquiry/delivery/notices.ts). The check then needs each
 * refused enquiry exactly once as a notice, alone (`<notice.ID@…>`) or in
 * one digest (`<notices.HASH@…>`, its leads in `X-Enquiry-Ids`), and never as
 * the full e-mail, every other one exactly once as the full e-mail. The
 * drain time is printed in every mode (`Drain time: …`); compare runs with
 * and without BENCH_REFUSED, interleaved, as above.
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
import { attachmentsOf, type MailAttachment } from './support/mail-attachments';
import { multipartBody, sha256, statementPdf } from './support/upload-files';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonClient {
  setHeaders(headers: Record<string, string>): void;
}
/** Per connection, the request in flight (autocannon builds one, sends it, reads its answer, then the next). */
interface RequestContext {
  refused?: boolean;
}
interface AutocannonRequest {
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest, context: RequestContext) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: RequestContext) => void;
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
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : process.env.BENCH_UPLOAD ? 20 : undefined;
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

/** BENCH_UPLOAD: the size of the PDF each enquiry carries, in bytes (undefined: no files). */
function uploadSize(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*(kb|mb)$/i.exec(value.trim());
  if (!match) throw new Error('BENCH_UPLOAD must be a size such as 1mb or 500kb');
  const [, amount, unit] = match;
  return Math.round(Number(amount) * (unit?.toLowerCase() === 'mb' ? 1024 * 1024 : 1024));
}
const uploadBytes = uploadSize(process.env.BENCH_UPLOAD);

/** BENCH_REFUSED: the share of enquiries whose message holds GTUBE (0: none). */
function refusedShare(value: string | undefined): number {
  if (!value) return 0;
  const share = value.trim().endsWith('%') ? Number(value.trim().slice(0, -1)) / 100 : Number(value);
  if (!(share >= 0 && share <= 1)) throw new Error('BENCH_REFUSED must be a share from 0 to 1, or a percentage (20%)');
  return share;
}
const refuseShare = refusedShare(process.env.BENCH_REFUSED);
/** The spam filters' test string: content-scanning relays refuse every message holding it (554). */
const gtube = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';
/** Whether enquiry number `serial` holds GTUBE: the share spread evenly (every fifth at 0.2). */
const isRefusedSerial = (serial: number) => Math.floor(serial * refuseShare) > Math.floor((serial - 1) * refuseShare);
const smtpWords: Record<SmtpMode, string> = {
  flaky: `refusing ~${rejectShare * 100}% with 451`,
  slow: `answering each message after ${slowMs / 1000} s`,
  down: 'refusing every message with 451',
};

interface Sink {
  url: string;
  received: Map<string, number>;
  /** Message-ID → the enquiries a notice or a digest stands for. */
  noticeLeads: Map<string, string[]>;
  /** Message-ID → the files attached to each copy (decoded only with BENCH_UPLOAD). */
  attachments: Map<string, MailAttachment[][]>;
  /** When the last full operations e-mail, and the last notice, arrived (ms since the epoch). */
  lastArrival: { contact: number; notice: number };
  rejected: () => number;
  /** Refused for good (554) by content. */
  refusedForGood: () => number;
  /** From now on accept every message at once (the load is over; let the outbox drain). */
  recover(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server that behaves as BENCH_SMTP says until `recover()`, and
 * (BENCH_REFUSED) refuses for good every message that holds GTUBE whenever it
 * does not refuse it for now, as a relay that scans content.
 */
async function startSink(): Promise<Sink> {
  const received = new Map<string, number>();
  const noticeLeads = new Map<string, string[]>();
  const attachments = new Map<string, MailAttachment[][]>();
  const lastArrival = { contact: 0, notice: 0 };
  let rejected = 0;
  let refusedForGood = 0;
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
        const message = Buffer.concat(chunks);
        const raw = message.toString('utf8');
        const answer = async () => {
          // A content filter reads the decoded text: quoted-printable wraps long lines with '=' + CRLF.
          if (refuseShare > 0 && raw.replace(/=\r?\n/g, '').includes(gtube)) {
            refusedForGood += 1;
            return callback(Object.assign(new Error('5.7.1 Message content rejected'), { responseCode: 554 }));
          }
          const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '(none)';
          if (uploadBytes !== undefined) {
            // Decoded before the answer: a message counts as arrived only with its files known.
            const files = await attachmentsOf(message).catch((error: unknown) => [
              { filename: `(unreadable: ${String(error)})`, type: '', size: 0, sha256: '' },
            ]);
            attachments.set(id, [...(attachments.get(id) ?? []), files]);
          }
          received.set(id, (received.get(id) ?? 0) + 1);
          if (id.startsWith('<contact.')) lastArrival.contact = Date.now();
          if (id.startsWith('<notice.') || id.startsWith('<notices.')) {
            lastArrival.notice = Date.now();
            // A digest names its leads in X-Enquiry-Ids (folded over lines); a single notice in its Message-ID.
            const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
            const single = /^<notice\.([^@]+)@/.exec(id)?.[1];
            const listed = /^X-Enquiry-Ids:\s*(.+)$/im.exec(headers)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
            noticeLeads.set(id, single ? [single] : listed);
          }
          callback(null);
        };
        if (mode === 'slow') setTimeout(() => void answer(), slowMs);
        else void answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    noticeLeads,
    attachments,
    lastArrival,
    rejected: () => rejected,
    refusedForGood: () => refusedForGood,
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
  // The empty app reads JSON only: it has no floor for multipart, and no mail server to refuse.
  if (floor && (uploadBytes !== undefined || refuseShare > 0))
    throw new Error('BENCH_STORE=floor takes neither BENCH_UPLOAD nor BENCH_REFUSED');
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
  // One statement PDF for every enquiry (made once: the bytes are what the check compares).
  const pdf = uploadBytes !== undefined ? await statementPdf(uploadBytes) : undefined;
  const pdfSha = pdf ? sha256(pdf) : '';
  console.log(
    `Files: ${pdf ? `one PDF of ${pdf.length} bytes with each enquiry (multipart/form-data)` : 'none (JSON enquiries)'}`,
  );
  console.log(
    `Refusals: ${refuseShare > 0 ? `${(refuseShare * 100).toFixed(0)}% of the enquiries hold GTUBE, refused for good (554) by the sink; each must reach operations as the notice` : 'none'}`,
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
        ...(refuseShare > 0
          ? {
              // Failed at the first refusal, then the notice (see the top of this file); the lead's own setting wins.
              OUTBOX_REFUSED_RETRY_SECONDS: process.env.OUTBOX_REFUSED_RETRY_SECONDS ?? '1,1',
              OUTBOX_REFUSED_GIVE_UP_SECONDS: process.env.OUTBOX_REFUSED_GIVE_UP_SECONDS ?? '0',
            }
          : {}),
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
    /** Accepted enquiries whose message holds GTUBE: the sink refuses their full e-mail for good. */
    const refusedIds = new Set<string>();
    const statuses = new Map<number, number>();
    let serial = 0;
    let client = 0;
    // One boundary for every multipart body, so each connection's Content-Type header is fixed.
    const boundary = '----benchStatementBoundary7MA4YWxkTrZu0gW';
    const contentType = pdf ? `multipart/form-data; boundary=${boundary}` : 'application/json';
    /** The next enquiry's body, and whether its message holds GTUBE. */
    const enquiry = (): { body: string | Buffer; refused: boolean } => {
      serial += 1;
      const refused = isRefusedSerial(serial);
      const fields = {
        name: `Bench Visitor ${serial}`,
        business: `Bench Deli ${serial}`,
        email: `visitor${serial}@bench.example`,
        phone: '(718) 555-0100',
        message: `Benchmark enquiry number ${serial}: we process about $40,000 a month.${refused ? ` ${gtube}` : ''}`,
      };
      if (!pdf) return { body: JSON.stringify({ ...fields, interests: ['pos-systems'] }), refused };
      const form = multipartBody(
        [...Object.entries(fields), ['interests', 'pos-systems']],
        [{ name: `statement-${serial}.pdf`, type: 'application/pdf', bytes: pdf }],
        boundary,
      );
      return { body: form.body, refused };
    };
    const record = (status: number, body: string, context: RequestContext = {}) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 200 && status < 300) {
        const id = (JSON.parse(body) as { id?: string }).id;
        if (id) accepted.add(id);
        if (id && context.refused) refusedIds.add(id);
      }
    };
    // A multipart post from the form's script asks for JSON (a plain form post would be redirected).
    const accept: Record<string, string> = pdf ? { accept: 'application/json' } : {};

    // Warm-up (loads the route), counted like the rest.
    for (let i = 0; i < 5; i++) {
      const { body, refused } = enquiry();
      const response = await fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, ...accept, 'X-Forwarded-For': '10.9.9.9' },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });
      record(response.status, await response.text(), { refused });
    }

    console.log(
      `Benchmark: POST /api/contact, ${connections} connections for ${seconds} s` +
        (rate ? ` at ${rate} enquiries/s` : ', as fast as answered') +
        (pdf ? `, each with a ${pdf.length}-byte PDF` : '') +
        `; SMTP sink ${smtpWords[smtpMode]}` +
        (refuseShare > 0 ? `, and refusing GTUBE for good (554)` : ''),
    );
    const result = await autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      ...(rate ? { overallRate: rate } : {}),
      // One client address per connection, as if each were a visitor behind the proxy.
      setupClient: (c) =>
        c.setHeaders({ 'content-type': contentType, ...accept, 'x-forwarded-for': `10.1.0.${++client}` }),
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          // autocannon keeps one context per connection and sends one request at a time on it:
          // the answer read next is this request's.
          setupRequest: (request, context) => {
            const { body, refused } = enquiry();
            context.refused = refused;
            return { ...request, body };
          },
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

    // Every accepted enquiry exactly once: as the notice when its message held GTUBE, else as the full e-mail.
    const arrived = new Map<string, number>();
    const notices = new Map<string, number>();
    const filesOf = new Map<string, MailAttachment[][]>();
    for (const [messageId, n] of sink.received) {
      const id = /^<contact\.([^@]+)@/.exec(messageId)?.[1];
      if (id) arrived.set(id, n);
      // Each lead a notice or a digest stands for, as many times as the message arrived.
      for (const lead of sink.noticeLeads.get(messageId) ?? []) notices.set(lead, (notices.get(lead) ?? 0) + n);
      if (id || sink.noticeLeads.has(messageId)) filesOf.set(messageId, sink.attachments.get(messageId) ?? []);
    }
    const digests = [...sink.noticeLeads.keys()].filter((id) => id.startsWith('<notices.')).length;
    const noticeMessages = [...sink.noticeLeads.keys()].length;
    const expectedAs = (id: string) => (refusedIds.has(id) ? notices : arrived);
    const missing = [...accepted].filter((id) => !expectedAs(id).has(id));
    const wrongForm = [...accepted].filter((id) => (refusedIds.has(id) ? arrived : notices).has(id));
    const duplicates = [...arrived, ...notices].filter(([, n]) => n > 1);
    const unanswered = [...new Set([...arrived.keys(), ...notices.keys()])].filter((id) => !accepted.has(id));
    const sentCount = (destination: string) =>
      database
        ? dbCount(`state = 'sent' AND destination = '${destination}'`, 'enquiry_deliveries')
        : count(path.join(dataDir, 'outbox', 'sent'), `.${destination}.json`);
    const sentFiles = await sentCount('ops-email');
    const sentNotices = await sentCount('ops-notice');
    // With files: every copy of every full e-mail carries the PDF, its bytes as sent; no notice carries one.
    const wrongFiles = pdf
      ? [...filesOf].filter(([key, copies]) =>
          key.startsWith('<contact.')
            ? copies.some(
                (files) => files.length !== 1 || files[0]?.sha256 !== pdfSha || files[0]?.type !== 'application/pdf',
              )
            : copies.some((files) => files.length > 0),
        )
      : [];

    const ok2xx = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((sum, [, n]) => sum + n, 0);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const acceptedPerSecond = (result['2xx'] / result.duration).toFixed(1);
    console.log(`Responses: ${byStatus}; connection errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(
      `Accepted (2xx) during the run: ${result['2xx']} in ${result.duration.toFixed(1)} s = ${acceptedPerSecond} accepted/s`,
    );
    console.log(
      `Latency: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (mean ${result.latency.average.toFixed(1)} ms, max ${result.latency.max} ms)`,
    );
    const acceptedMessages = [...sink.received.values()].reduce((a, b) => a + b, 0);
    const transactions = sink.rejected() + sink.refusedForGood() + acceptedMessages;
    console.log(
      `SMTP sink: ${transactions} transactions: ${sink.rejected()} refused with 451, ${sink.refusedForGood()} refused for good (554), ${acceptedMessages} accepted` +
        (refuseShare > 0
          ? ` (${noticeMessages} notice e-mails for ${notices.size} refused leads: ${digests} digests, ${noticeMessages - digests} alone)`
          : ''),
    );
    console.log(
      `Outbox drained ${drainSeconds.toFixed(1)} s after the run; ${sentFiles} operations e-mails recorded sent` +
        (refuseShare > 0 ? `, ${sentNotices} notices recorded sent` : ''),
    );
    const afterLoad = (at: number) => (at === 0 ? 'none' : `${Math.max(0, (at - started) / 1000).toFixed(1)} s`);
    console.log(
      `Drain time: ${drainSeconds.toFixed(1)} s from the end of the load until every delivery had finished` +
        (refuseShare > 0
          ? ` (with ${refusedIds.size} refused by content; last full e-mail at ${afterLoad(sink.lastArrival.contact)}, last notice at ${afterLoad(sink.lastArrival.notice)})`
          : ' (no refusals)'),
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
      `Delivery check: ${accepted.size} accepted enquiries (${ok2xx} 2xx answers), ${arrived.size} arrived` +
        (refuseShare > 0
          ? ` as the full e-mail and ${notices.size} as a notice, alone or in a digest (${refusedIds.size} of the answered ones held GTUBE), ${wrongForm.length} in the wrong form`
          : '') +
        `, ${missing.length} missing, ${duplicates.length} duplicated` +
        (pdf ? `, ${wrongFiles.length} with wrong attachments` : '') +
        (unanswered.length
          ? `, ${unanswered.length} delivered whose answer the client did not read (in flight when the run stopped)`
          : ''),
    );
    failed =
      missing.length > 0 ||
      duplicates.length > 0 ||
      wrongForm.length > 0 ||
      wrongFiles.length > 0 ||
      sentFiles !== arrived.size ||
      sentNotices !== notices.size ||
      webhookProblems > 0;
    console.log(
      failed
        ? 'FAILED: an accepted enquiry was lost, doubled, sent in the wrong form or without its file'
        : `OK: every accepted enquiry arrived exactly once${refuseShare > 0 ? ' (the refused ones as the notice)' : ''}${pdf ? ', its PDF attached' : ''}`,
    );
    // One line per run, to set runs side by side.
    console.log(
      `Bench line: store ${database ? 'postgres' : 'files'}, destinations ${destinationMode}, SMTP ${smtpMode}, ` +
        `files ${pdf ? `${pdf.length} B PDF` : 'none'}, refusals ${refuseShare > 0 ? `${(refuseShare * 100).toFixed(0)}%` : 'none'}, ` +
        `rate ${rate ?? 'max'}/s | ${acceptedPerSecond} accepted/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms | ` +
        `drain ${drainSeconds.toFixed(1)} s, ${transactions} SMTP transactions | ${failed ? 'FAILED' : 'OK'}`,
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
