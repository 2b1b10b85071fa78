/**
 * The two-instance fault test (part of `npm test`, after `npm run build`):
 *
 *  1. A real PostgreSQL server (scripts/support/postgres.ts). `next start`
 *     against the unmigrated database must refuse to start, naming
 *     `npm run db:migrate`; the migration runs twice (idempotent).
 *  2. Two `next start` instances (A, B) on two free ports share the database;
 *     each sends mail through its own port of one SMTP sink, so the sink knows
 *     who delivered what. Enquiries alternate between A and B (some posted
 *     twice with one Idempotency-Key, once to each instance).
 *  3. The sink refuses everything (451), then accepts. At the first message
 *     it accepts from B, B is killed with SIGKILL (between the SMTP server's
 *     acceptance and, maybe, its record of it). Posting goes on to A while B
 *     is down; B is started again and posting alternates again.
 *  4. Every accepted enquiry must arrive exactly once; the only messages
 *     allowed twice are those the mail server accepted from B as it was
 *     killed (B may not have recorded them): once more, and both copies
 *     carry the same Message-ID (they are counted by it). The table must
 *     show every enquiry delivered.
 *  5. The rate limit holds across both instances: RATE_LIMIT_PER_MINUTE
 *     posts from one client, alternating, then the next one is refused by
 *     either instance.
 *  6. Every destination, on its own: the signed webhook's receiver (a real
 *     HTTP server verifying each signature with the `standardwebhooks`
 *     library) is down (nothing listens) while the mail server refuses, then
 *     answers 503 with Retry-After, then 200. It must see every accepted
 *     enquiry, as many distinct webhook-ids as enquiries accepted; a resend
 *     (after the kill) carries the same webhook-id. Visitors share a few
 *     addresses: each address gets at most one acknowledgement.
 *  7. Bad configuration stops the server at start with a message naming the
 *     variable: a malformed WEBHOOK_SECRET, an http WEBHOOK_URL to a public host.
 *  8. No secret the servers were given (a password in DATABASE_URL, the
 *     webhook's secret and its URL's path, CRON_SECRET, the malformed secret
 *     of step 7) appears in any of their logs (scripts/support/log-secrets.ts).
 *  9. A strict mail server: once it accepts, it refuses for good (554) every
 *     message holding the GTUBE test string, as content-scanning relays do.
 *     Some visitors' messages hold it. Each of those enquiries must reach
 *     operations exactly once as a notice, without the message: alone
 *     (`<notice.ID@…>`) or inside exactly one digest (`<notices.HASH@…>`,
 *     its leads in `X-Enquiry-Ids`), and never as the full e-mail; every
 *     other one as the full e-mail, exactly once.
 *
 * 10. Statements uploaded with enquiries (multipart, a PDF and a photo of some
 *     tens of KB, as the contact form posts them): some while the mail
 *     server refuses, one twice with one Idempotency-Key (once to each
 *     instance). When B is killed (step 3) it is half-way through reading
 *     another upload: the headers announced 1 MiB, half was sent and read
 *     (scripts/support/half-upload.ts proves it read), the rest never comes.
 *     Each enquiry posted with files is stored with both, its stored bytes
 *     as its record describes them (the PDF's as sent), and its operations
 *     e-mail reaches the mail server once (by Message-ID) carrying both, the
 *     same bytes as stored; no stored file lacks its enquiry, no other
 *     message carries a file, and nothing of the half upload is anywhere:
 *     no enquiry, no row, not one byte in a file under DATA_DIR.
 * 11. The same on the file store: another instance, D, takes enquiries
 *     with files while the mail server refuses it, is killed half-way
 *     through reading an upload and started again; what it had accepted
 *     arrives once, files attached, read back from its DATA_DIR.
 * 12. A full disk (a 1 MiB tmpfs; needs root, as CI has): a third instance
 *     with the file store takes enquiries while the mail server refuses it,
 *     refuses a new one 503 with the phone number once the disk is full,
 *     never resends what it sent but could not record, and records it once
 *     the disk has room (scripts/support/full-disk.ts).
 * 13. The file store killed while it stores files: E takes six uploads of
 *     three 2.2 MiB PDFs at once, each with an Idempotency-Key, and is killed
 *     when a store has moved its first file into place and copies the next
 *     (a watch on its files/ folder and the store's folder in it); the disk
 *     afterwards must show a store cut between its files, or the round runs
 *     again with new uploads. Restarted (the leftovers made older than
 *     prune's minute by their mtimes), the uploads that got no answer are
 *     sent again with their keys: one enquiry per visitor, each with its
 *     three files as posted, no file without its enquiry, nothing in tmp/,
 *     and each operations e-mail once with the three files attached.
 * 14. Committed, then killed before it answered: E (started with
 *     FAULT_TEST_HOLD_KEY, which makes it hold the answer of the new enquiry
 *     posted with that key) takes an upload, commits it, logs so and never
 *     answers; its record and files are on the disk when it is killed.
 *     Restarted, the same post with the same key gets that enquiry back, and
 *     it is stored once, files as posted, its operations e-mail (files
 *     attached) and acknowledgement delivered once each.
 *
 * Bounded counts, no timing assertions; the lease is the shortest allowed
 * (OUTBOX_LEASE_SECONDS=60) so B's orphaned claims come back within the run,
 * the webhook's retry schedule is seconds, not hours (WEBHOOK_RETRY_SECONDS),
 * and so is the permanent-refusal policy (OUTBOX_REFUSED_*).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort } from './support/ports';
import { mountSmallDisk } from './support/full-disk';
import { sendHalfUpload } from './support/half-upload';
import { checkNoSecretsInLogs, secretSettings } from './support/log-secrets';
import { attachmentsOf, type MailAttachment } from './support/mail-attachments';
import { startTestPostgres } from './support/postgres';
import { filesHolding, fileStoreUploads, postgresUploads, type StoredUploads } from './support/stored-uploads';
import { multipartBody, sha256, statementPdf, statementPhoto } from './support/upload-files';
import { startWebhookReceiver, testWebhookSecret, type WebhookReceiver } from './support/webhook-receiver';

const perPhase = Number(process.env.FAULT_ENQUIRIES_PER_PHASE ?? 12);
/** The spam filters' test string: the strict mail server refuses every message holding it (554). */
const gtube = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';
const rateLimit = 12;

/**
 * The enquiries a message to operations stands for: the full e-mail's
 * (`<contact.ID@…>`) or the notice's (`<notice.ID@…>`) one, a digest's
 * (`<notices.HASH@…>`) from its X-Enquiry-Ids header (unfolded); none for others.
 */
function leadsOf(messageId: string, raw: string): string[] {
  const one = /^<(?:contact|notice)\.([^@]+)@/.exec(messageId)?.[1];
  if (one) return [one];
  if (!messageId.startsWith('<notices.')) return [];
  const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return (/^X-Enquiry-Ids:\s*(.+)$/im.exec(headers)?.[1] ?? '').split(/\s+/).filter(Boolean);
}

const isNotice = (messageId: string) => messageId.startsWith('<notice.') || messageId.startsWith('<notices.');

/** How many deliveries a file store's outbox still holds unfinished (waiting, to retry, or being sent). */
async function unfinishedDeliveries(outbox: string): Promise<number> {
  const folders = await Promise.all(
    ['pending', 'retry', 'sending'].map((folder) => readdir(path.join(outbox, folder)).catch(() => [] as string[])),
  );
  return folders.flat().length;
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function check(condition: boolean, message: string) {
  if (!condition) throw new Error(`FAILED: ${message}`);
  console.log(`ok - ${message}`);
}

/** One SMTP listener per instance, sharing what arrived (by Message-ID). */
class Sink {
  accepting = false;
  /** Listeners (by name) that answer 451 even while the sink accepts. */
  readonly refusing = new Set<string>();
  refused = 0;
  /** Refused for good (554) by content. */
  refusedForGood = 0;
  /** Message-ID → deliveries, and who delivered each copy. */
  readonly received = new Map<string, string[]>();
  /** Message-ID → its To address. */
  readonly recipients = new Map<string, string>();
  /** Message-ID → the files attached to each copy that arrived (decoded as a mail client would). */
  readonly attachments = new Map<string, MailAttachment[][]>();
  /** Message-ID → the enquiries a message to operations stands for: one, or a digest's several. */
  readonly leads = new Map<string, string[]>();
  onAccepted: (from: string, messageId: string) => void = () => undefined;
  private servers: SMTPServer[] = [];

  async listen(name: string): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => void this.receive(name, Buffer.concat(chunks), callback));
      },
    });
    // A connection reset is expected when an instance is killed mid-session; unhandled, it would end this script.
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.servers.push(server);
    return `smtp://127.0.0.1:${(server.server.address() as net.AddressInfo).port}`;
  }

  private async receive(name: string, message: Buffer, callback: (error?: Error | null) => void) {
    if (!this.accepting || this.refusing.has(name)) {
      this.refused += 1;
      return callback(Object.assign(new Error('Try again later (fault test)'), { responseCode: 451 }));
    }
    const raw = message.toString('utf8');
    // A content filter reads the decoded text: quoted-printable wraps long lines with '=' + CRLF.
    if (raw.replace(/=\r?\n/g, '').includes(gtube)) {
      this.refusedForGood += 1;
      return callback(Object.assign(new Error('5.7.1 Message content rejected'), { responseCode: 554 }));
    }
    const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '(none)';
    // Decoded before the answer, so what the sink holds is complete whenever a message counts as arrived.
    const files = await attachmentsOf(message).catch((error: unknown) => [
      { filename: `(unreadable: ${String(error)})`, type: '', size: 0, sha256: '' },
    ]);
    this.received.set(id, [...(this.received.get(id) ?? []), name]);
    this.recipients.set(id, /^To:\s*([^\r\n]+)/im.exec(raw)?.[1]?.trim() ?? '');
    this.leads.set(id, leadsOf(id, raw));
    this.attachments.set(id, [...(this.attachments.get(id) ?? []), files]);
    callback(null);
    this.onAccepted(name, id);
  }

  async close() {
    await Promise.all(this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

interface Instance {
  name: string;
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
}

async function main() {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'fault-test-'));
  // The statement every upload carries: a PDF (kept as sent) and a photo (re-encoded by the server).
  const statement = {
    pdf: await statementPdf(40 * 1024, { title: 'Merchant statement, October' }),
    photo: await statementPhoto(),
  };
  const statementFiles = [
    { name: 'statement-october.pdf', type: 'application/pdf', bytes: statement.pdf },
    { name: 'statement-photo.jpg', type: 'image/jpeg', bytes: statement.photo },
  ];
  console.log(`statement files: a PDF of ${statement.pdf.length} bytes, a photo of ${statement.photo.length} bytes`);
  // The upload cut off half-way: 1 MiB announced, half sent, its padding a marker that is in no other file.
  const halfMarker = Buffer.from(`half-upload-${randomBytes(16).toString('hex')} `);
  const halfVisitor = 'Half Upload Visitor';
  const halfUpload = multipartBody(
    [
      ['name', halfVisitor],
      ['email', 'half-upload@example.com'],
      ['message', 'This statement is cut off half-way by a kill.'],
    ],
    [
      {
        name: 'statement-half.pdf',
        type: 'application/pdf',
        bytes: await statementPdf(1024 * 1024, { fill: (length) => Buffer.alloc(length, halfMarker) }),
      },
    ],
  );
  /** Starts the half upload to `instance` and resolves once it has read the half sent (no answer yet). */
  async function startHalfUpload(instance: Instance, ip: string) {
    const half = await sendHalfUpload(
      instance.port,
      {
        ...halfUpload,
        headers: { Accept: 'application/json', 'X-Forwarded-For': ip },
        sendBytes: Math.floor(halfUpload.body.length / 2),
      },
      waitUntil,
    );
    check(
      half.answer() === '',
      `${instance.name} is reading an upload: ${half.sent} of the ${half.total} bytes announced sent and read, no answer yet`,
    );
    let closed = false;
    void half.closed.then(() => (closed = true));
    return {
      /** After the kill: the connection is gone and no answer ever came. */
      async checkUnanswered() {
        await waitUntil(() => closed, 30_000, `the half upload's connection to ${instance.name} to close`);
        check(
          half.answer() === '',
          `the upload ${instance.name} was reading when killed got no answer (${half.sent} of ${half.total} bytes sent)`,
        );
      },
    };
  }

  const pg = await startTestPostgres();
  const databaseUrl = await pg.createDatabase();
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const sink = new Sink();
  const webhookPort = await freePort();
  let receiver: WebhookReceiver | undefined;
  const instances: Instance[] = [];
  let failed = false;
  // Whatever happens to this script, the servers it started do not outlive it.
  process.once('exit', () => {
    for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
  });

  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(runDir, 'data'),
    RATE_LIMIT_PER_MINUTE: String(rateLimit),
    OUTBOX_LEASE_SECONDS: '60',
    // A permanent refusal: retried after 1 s, then every 1 s, failed 3 s after the enquiry (then the notice).
    OUTBOX_REFUSED_RETRY_SECONDS: '1,1',
    OUTBOX_REFUSED_GIVE_UP_SECONDS: '3',
    MAIL_FROM: 'Queensboro Website <website@queensboro.test>',
    MAIL_TO: 'ops@queensboro.test',
    // The webhook's receiver (it listens only from step 6 on); retries in seconds, not hours.
    WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/leads`,
    WEBHOOK_SECRET: testWebhookSecret,
    WEBHOOK_RETRY_SECONDS: '1,1,2,2,3,3,4,4,5,5,5,5,5,5,5,5,5,5,5,5',
  };
  Object.assign(baseEnv, secretSettings(baseEnv));

  function start(
    name: string,
    port: number,
    smtpUrl: string,
    extraEnv: Record<string, string> = {},
    without: string[] = [],
  ): Instance {
    const env: NodeJS.ProcessEnv = { ...baseEnv, SMTP_URL: smtpUrl, ...extraEnv };
    for (const key of without) delete env[key];
    const log = createWriteStream(path.join(runDir, `${name}.log`), { flags: 'a' });
    const child: ChildProcess = spawn(
      process.execPath,
      [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const instance = { name, port, process: child, exited };
    instances.push(instance);
    return instance;
  }

  async function ready(instance: Instance) {
    await waitUntil(
      async () =>
        (await fetch(`http://127.0.0.1:${instance.port}/api/contact`).then(
          (r) => r.status,
          () => 0,
        )) === 405,
      60_000,
      `${instance.name} to start`,
    );
  }

  let visitor = 0;
  const accepted = new Set<string>();
  /** Enquiry id → the instance that accepted it with the statement files. */
  const uploads = new Map<string, string>();
  /** Accepted enquiries whose message holds GTUBE: the mail server refuses their full e-mail for good. */
  const strict = new Set<string>();
  /** Posts one enquiry; resolves with its id when the answer was 2xx, null when the instance is down. */
  async function post(
    instance: Instance,
    options: { key?: string; ip?: string; refused?: boolean; files?: boolean } = {},
  ): Promise<{ status: number; id?: string; error?: string }> {
    const n = ++visitor;
    const fields = {
      name: `Visitor ${n}`,
      // A few addresses shared by many enquiries: each may get one acknowledgement.
      email: `visitor${n % 7}@example.com`,
      message: `Fault test enquiry number ${n}.${options.refused ? ` ${gtube}` : ''}`,
    };
    // With files, as the contact form's script posts them: multipart, asking for JSON.
    const form = options.files ? multipartBody(Object.entries(fields), statementFiles) : undefined;
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': form ? form.contentType : 'application/json',
          ...(form ? { Accept: 'application/json' } : {}),
          'X-Forwarded-For': options.ip ?? `10.9.${Math.floor(n / 250)}.${n % 250}`,
          ...(options.key ? { 'Idempotency-Key': options.key } : {}),
        },
        body: form ? new Uint8Array(form.body) : JSON.stringify(fields),
      });
      const body = (await response.json()) as { id?: string; error?: string };
      if (response.status === 202 && body.id) {
        accepted.add(body.id);
        if (options.refused) strict.add(body.id);
        if (options.files && !uploads.has(body.id)) uploads.set(body.id, instance.name);
      }
      return { status: response.status, id: body.id, error: body.error };
    } catch {
      return { status: 0 };
    }
  }

  /**
   * A third instance, C, with the file store (no DATABASE_URL, no webhook)
   * on a 1 MiB tmpfs. Its enquiries wait while the mail server refuses C;
   * the disk fills up; a new enquiry is refused 503 with the phone number;
   * then the mail server accepts what C sends, and C cannot record it: it
   * must not send it again. With room again, C records what it sent and
   * takes new enquiries; every one arrives exactly once.
   */
  async function fullDiskPhase() {
    const disk = await mountSmallDisk('1m');
    if ('unavailable' in disk) {
      console.log(`full-disk phase not run: ${disk.unavailable}`);
      return;
    }
    const smtpC = await sink.listen('C');
    const c = start('C', await freePort(), smtpC, { DATA_DIR: path.join(disk.dir, 'data') }, [
      'DATABASE_URL',
      'WEBHOOK_URL',
      'WEBHOOK_SECRET',
    ]);
    try {
      await ready(c);
      sink.refusing.add('C');
      const refusedBefore = sink.refused;
      const waiting: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { status, id } = await post(c);
        if (status === 202 && id) waiting.push(id);
      }
      check(
        waiting.length === 3,
        'C (file store on a small disk) accepts 3 enquiries while the mail server refuses it',
      );
      await waitUntil(() => sink.refused >= refusedBefore + 3, 60_000, "C's first attempts to be refused");

      const filler = path.join(disk.dir, 'filler');
      await disk.fill(filler);
      const full = await post(c);
      const answer = full.error ?? '';
      check(
        full.status === 503 && /\(\d{3}\) \d{3}-\d{4}/.test(answer),
        `with the disk full, a new enquiry is refused 503 with the phone number (${full.status})`,
      );

      sink.refusing.delete('C');
      const arrivedOnce = () =>
        waiting.every((id) => sink.received.get(`<contact.${id}@queensboro.test>`)?.length === 1);
      await waitUntil(arrivedOnce, 60_000, "C's waiting enquiries to arrive");
      const unrecorded = async () =>
        ((await readFile(path.join(runDir, 'C.log'), 'utf8')).match(/could not be recorded/g) ?? []).length;
      // Each failed attempt to record one delivery is logged: more lines than two rounds can write means a third round.
      const rounds = 2 * waiting.length + 1;
      await waitUntil(async () => (await unrecorded()) >= rounds, 60_000, 'C to fail recording in three rounds');
      check(arrivedOnce(), 'while the disk stays full, nothing C sent is sent again');

      await rm(filler);
      const sentFolder = path.join(disk.dir, 'data', 'outbox', 'sent');
      await waitUntil(
        async () => {
          const sent = await readdir(sentFolder).catch(() => [] as string[]);
          return waiting.every((id) => sent.includes(`${id}.ops-email.json`));
        },
        60_000,
        'C to record what it sent once the disk has room',
      );
      const after = await post(c);
      check(after.status === 202 && Boolean(after.id), 'with room again, C accepts a new enquiry');
      waiting.push(after.id!);
      await waitUntil(() => sink.received.has(`<contact.${after.id}@queensboro.test>`), 60_000, 'the last one');
      check(arrivedOnce(), `every enquiry C accepted (${waiting.length}) arrived exactly once`);
    } finally {
      c.process.kill('SIGTERM');
      await Promise.race([c.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (c.process.exitCode === null) c.process.kill('SIGKILL');
      instances.splice(instances.indexOf(c), 1);
      await disk.unmount();
    }
  }

  /**
   * Step 10's checks on one store: each enquiry accepted with the statement
   * files is stored with both, their bytes as its record describes them (the
   * PDF's as sent); no other enquiry lists files; no stored file lacks its
   * enquiry; every copy of its operations e-mail the mail server accepted
   * (copies are counted by Message-ID elsewhere) carries both, the bytes stored.
   */
  function checkUploads(where: string, ids: string[], stored: StoredUploads) {
    const expected = new Set(ids);
    const incomplete = ids.filter((id) => {
      const files = stored.records.get(id) ?? [];
      const pdf = files.find((file) => file.type === 'application/pdf');
      return (
        files.length !== statementFiles.length ||
        pdf?.sha256 !== sha256(statement.pdf) ||
        !files.some((file) => file.type === 'image/jpeg') ||
        files.some((file) => {
          const bytes = stored.bytes.get(`${id}/${file.id}`);
          return bytes?.sha256 !== file.sha256 || bytes.size !== file.size;
        })
      );
    });
    const strangers = [...stored.records.keys()].filter((id) => !expected.has(id));
    check(
      ids.length > 0 && incomplete.length === 0 && strangers.length === 0,
      `${where}: each of the ${ids.length} enquiries posted with files is stored with both, bytes as recorded (the PDF's as sent); no other enquiry lists files` +
        (incomplete.length + strangers.length
          ? ` (incomplete: ${incomplete.join(', ')}; others: ${strangers.join(', ')})`
          : ''),
    );
    check(
      stored.orphans.length === 0,
      `${where}: no stored file without its enquiry` + (stored.orphans.length ? ` (${stored.orphans.join(', ')})` : ''),
    );
    const list = (files: readonly { type: string; sha256: string }[]) =>
      files
        .map((file) => `${file.type} ${file.sha256}`)
        .sort()
        .join(', ');
    const wrong = ids.filter((id) => {
      const copies = sink.attachments.get(`<contact.${id}@queensboro.test>`) ?? [];
      return copies.length === 0 || copies.some((files) => list(files) !== list(stored.records.get(id) ?? []));
    });
    check(
      wrong.length === 0,
      `${where}: the operations e-mail of each arrived carrying both files, the bytes stored` +
        (wrong.length ? ` (not: ${wrong.join(', ')})` : ''),
    );
  }

  /** Nothing of the half upload anywhere: no enquiry (its visitor's name), no file row, no byte of its file under `dataDir`. */
  async function checkNothingOfHalfUpload(where: string, dataDir: string, database: boolean) {
    const traces = [
      ...(await filesHolding(dataDir, halfMarker)),
      ...(await filesHolding(dataDir, Buffer.from(halfVisitor))),
    ];
    const count = async (sql: string, value: unknown) =>
      database ? Number((await pool.query<{ n: string }>(sql, [value])).rows[0]?.n ?? 0) : 0;
    const rows = await count(
      'SELECT count(*) AS n FROM enquiry_files WHERE position($1::bytea IN bytes) > 0',
      halfMarker,
    );
    const enquiries = await count(`SELECT count(*) AS n FROM enquiry_outbox WHERE payload->>'name' = $1`, halfVisitor);
    check(
      traces.length === 0 && rows === 0 && enquiries === 0,
      `${where}: nothing of the upload cut off by the kill was kept (no enquiry, no file row, not a byte in a file under DATA_DIR)` +
        (traces.length + rows + enquiries
          ? `: ${[...traces, `${rows} rows`, `${enquiries} enquiries`].join(', ')}`
          : ''),
    );
  }

  /**
   * Step 11, the file store: D takes enquiries with files while the mail
   * server refuses it, is killed half-way through reading an upload, and is
   * started again on the same DATA_DIR; what it accepted arrives exactly
   * once, files attached, read back from its disk.
   */
  async function fileStoreUploadPhase() {
    const smtpD = await sink.listen('D');
    const portD = await freePort();
    const dataDir = path.join(runDir, 'data-D');
    const startD = () =>
      start('D', portD, smtpD, { DATA_DIR: dataDir }, ['DATABASE_URL', 'WEBHOOK_URL', 'WEBHOOK_SECRET']);
    let d = startD();
    try {
      await ready(d);
      sink.refusing.add('D');
      const refusedBefore = sink.refused;
      const taken: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { status, id } = await post(d, { files: i < 2 });
        if (status === 202 && id) taken.push(id);
      }
      check(taken.length === 3, 'D (file store) accepts 3 enquiries, 2 with files, while the mail server refuses it');
      await waitUntil(() => sink.refused >= refusedBefore + 3, 60_000, "D's first attempts to be refused");

      const half = await startHalfUpload(d, '10.9.250.2');
      d.process.kill('SIGKILL');
      await d.exited;
      instances.splice(instances.indexOf(d), 1);
      await half.checkUnanswered();
      sink.refusing.delete('D');
      d = startD();
      await ready(d);
      const arrived = () => taken.every((id) => sink.received.has(`<contact.${id}@queensboro.test>`));
      await waitUntil(arrived, 60_000, 'what D accepted before the kill to arrive');
      // Every delivery finished (acknowledgements too): nothing is being written when the disk is read.
      const outbox = path.join(dataDir, 'outbox');
      await waitUntil(
        async () => (await unfinishedDeliveries(outbox)) === 0,
        60_000,
        "D's outbox to finish every delivery",
      );
      check(
        taken.every((id) => sink.received.get(`<contact.${id}@queensboro.test>`)?.length === 1),
        `every enquiry D accepted (${taken.length}) arrived exactly once after the kill and the restart`,
      );
      checkUploads(
        'file store (D)',
        [...uploads].filter(([, by]) => by === 'D').map(([id]) => id),
        await fileStoreUploads(dataDir),
      );
      await checkNothingOfHalfUpload('file store (D)', dataDir, false);
    } finally {
      d.process.kill('SIGTERM');
      await Promise.race([d.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (d.process.exitCode === null) d.process.kill('SIGKILL');
      if (instances.includes(d)) instances.splice(instances.indexOf(d), 1);
    }
  }

  /**
   * Step 14, committed but killed before the answer: E is started with
   * FAULT_TEST_HOLD_KEY, which makes it hold the answer of the new enquiry
   * posted with that Idempotency-Key once the enquiry is committed (and
   * log so: lib/enquiry/http/endpoint.ts). With the mail server refusing
   * E, an upload (the statement PDF and photo) is posted with the key; when
   * E's log says it is committed and its record and files are on the disk,
   * E is killed, the post still waiting. Restarted, the same post with the
   * same key must get that enquiry back (202, its id), and then: one enquiry
   * for the visitor, its files as posted and recorded, its operations e-mail
   * once with both files, its acknowledgement once. No timing: the answer
   * cannot come before the kill, since E never sends it.
   */
  async function killedBeforeAnswer(
    running: Instance,
    holdKey: string,
    restart: () => Instance,
    dataDir: string,
  ): Promise<Instance> {
    const outbox = path.join(dataDir, 'outbox');
    const visitorName = 'Held Answer Visitor';
    // A domain of its own: no other visitor's acknowledgements count against it.
    const email = 'held-answer@statements.example.net';
    const form = multipartBody(
      [
        ['name', visitorName],
        ['email', email],
        ['message', 'My statement, stored just before the server died.'],
      ],
      statementFiles,
    );
    const send = async (instance: Instance) => {
      try {
        const response = await fetch(`http://127.0.0.1:${instance.port}/api/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': form.contentType,
            Accept: 'application/json',
            'X-Forwarded-For': '10.9.254.1',
            'Idempotency-Key': holdKey,
          },
          body: new Uint8Array(form.body),
        });
        return { status: response.status, id: ((await response.json()) as { id?: string }).id };
      } catch {
        return { status: 0, id: undefined };
      }
    };
    const log = path.join(runDir, `${running.name}.log`);
    const committedLine = /\[fault-test\] enquiry (\S+) is committed/;
    const logged = async () => committedLine.exec(await readFile(log, 'utf8').catch(() => ''))?.[1];
    check((await logged()) === undefined, 'step 14: E has held no answer yet');

    sink.refusing.add('E');
    const waiting = send(running);
    let id: string | undefined;
    await waitUntil(async () => (id = await logged()) !== undefined, 60_000, 'E to commit the held enquiry');
    const record = JSON.parse(await readFile(path.join(outbox, 'records', `${id}.json`), 'utf8')) as {
      payload: { name?: string; files?: { id: string }[] };
    };
    const storedFiles = await readdir(path.join(outbox, 'files', id!)).catch(() => [] as string[]);
    check(
      record.payload.name === visitorName &&
        record.payload.files?.length === statementFiles.length &&
        storedFiles.length === statementFiles.length,
      `E committed enquiry ${id} with its ${statementFiles.length} files (its record and files on the disk) and holds its answer`,
    );
    running.process.kill('SIGKILL');
    await running.exited;
    instances.splice(instances.indexOf(running), 1);
    const first = await waiting;
    check(first.status === 0, `E was killed before it answered: the visitor got no answer (${first.status || 'none'})`);

    const e = restart();
    await ready(e);
    sink.refusing.delete('E');
    const again = await send(e);
    check(
      again.status === 202 && again.id === id,
      `sent again with its key after the restart, the upload gets the committed enquiry back (${again.status}, ${again.id})`,
    );
    accepted.add(id!);
    uploads.set(id!, 'E');
    const opsId = `<contact.${id}@queensboro.test>`;
    const ackId = `<ack.${id}@queensboro.test>`;
    await waitUntil(() => sink.received.has(opsId) && sink.received.has(ackId), 60_000, 'the held enquiry to arrive');
    await waitUntil(
      async () => (await unfinishedDeliveries(outbox)) === 0,
      60_000,
      "E's outbox to finish every delivery",
    );

    const stored = await fileStoreUploads(dataDir);
    let sameVisitor = 0;
    for (const name of await readdir(path.join(outbox, 'records'))) {
      const other = JSON.parse(await readFile(path.join(outbox, 'records', name), 'utf8')) as {
        payload: { name?: string };
      };
      if (other.payload.name === visitorName) sameVisitor += 1;
    }
    check(sameVisitor === 1, `one enquiry for the visitor whose answer was lost in the kill, the retry included`);
    checkUploads('file store (E, killed before it answered)', [id!], {
      ...stored,
      records: new Map([[id!, stored.records.get(id!) ?? []]]),
    });
    check(
      sink.received.get(opsId)?.length === 1 && sink.received.get(ackId)?.length === 1,
      `its operations e-mail (with both files) and its acknowledgement each arrived exactly once (${sink.received.get(opsId)?.length ?? 0}, ${sink.received.get(ackId)?.length ?? 0})`,
    );
    return e;
  }

  /**
   * What stores left under way when their process was killed: file folders
   * without their record (with how many files each had copied), temporary files.
   */
  async function storesUnderway(outbox: string): Promise<{ folders: number[]; found: string[] }> {
    const list = (dir: string) => readdir(path.join(outbox, dir)).catch(() => [] as string[]);
    const records = new Set(await list('records'));
    const folders: number[] = [];
    const found: string[] = [];
    for (const id of await list('files')) {
      if (records.has(`${id}.json`)) continue;
      const copied = (await list(path.join('files', id))).length;
      folders.push(copied);
      found.push(`files/${id}/ (${copied} file(s) copied, no record)`);
    }
    for (const name of await list('tmp')) {
      // A running instance writes through tmp/ too: a file may be renamed away between the two reads.
      const info = await stat(path.join(outbox, 'tmp', name)).catch(() => null);
      if (info) found.push(`tmp/${name} (${info.size} bytes)`);
    }
    return { folders, found };
  }

  /**
   * Step 13, the file store killed while it stores files: E takes uploads
   * of three PDFs of 2.2 MiB each (attached to the operations e-mail: under
   * its 7 MB), six at once, each with an Idempotency-Key, and is killed when
   * a store has moved its first file into its folder under files/ and copies
   * the next (watches on those folders send the SIGKILL). That the kill
   * landed while a store copied is read from the disk afterwards (a folder
   * holding some of its files, no record); a round where it did not is run again with
   * new uploads, three rounds at most. The leftovers are then made older
   * than prune's minute (their mtimes, not a wait), E is started again, and
   * each upload that got no answer is posted again with its key. Then: one
   * enquiry per visitor, each stored with its three files as posted; no file
   * without its enquiry and nothing left in tmp/; each operations e-mail
   * arrived exactly once carrying the three files.
   */
  async function killWhileStoringPhase() {
    const smtpE = await sink.listen('E');
    const portE = await freePort();
    const dataDir = path.join(runDir, 'data-E');
    const outbox = path.join(dataDir, 'outbox');
    // Step 14's key: E holds the answer of the new enquiry posted with it (lib/enquiry/http/endpoint.ts).
    const holdKey = `fault-test-hold-${randomBytes(12).toString('hex')}`;
    const startE = () =>
      start('E', portE, smtpE, { DATA_DIR: dataDir, FAULT_TEST_HOLD_KEY: holdKey }, [
        'DATABASE_URL',
        'WEBHOOK_URL',
        'WEBHOOK_SECRET',
      ]);
    const inFlight = 6;
    interface Visitor {
      name: string;
      key: string;
      ip: string;
      files: { name: string; type: string; bytes: Buffer }[];
      id?: string;
    }
    const visitors: Visitor[] = [];
    async function newVisitors(round: number) {
      const made: Visitor[] = [];
      for (let i = 0; i < inFlight; i++) {
        const files = [];
        for (let n = 1; n <= 3; n++)
          files.push({
            name: `statement-${n}.pdf`,
            type: 'application/pdf',
            bytes: await statementPdf(Math.round(2.2 * 1024 * 1024)),
          });
        made.push({
          name: `Storing Visitor ${round}-${i + 1}`,
          key: `store-kill-${round}-${i + 1}-${randomBytes(6).toString('hex')}`,
          ip: `10.9.${251 + round}.${i + 1}`,
          files,
        });
      }
      visitors.push(...made);
      return made;
    }
    async function postUpload(instance: Instance, visitor: Visitor): Promise<string | undefined> {
      const form = multipartBody(
        [
          ['name', visitor.name],
          ['email', 'storing@example.com'],
          ['message', 'Three statements, stored while the server is killed.'],
        ],
        visitor.files,
      );
      try {
        const response = await fetch(`http://127.0.0.1:${instance.port}/api/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': form.contentType,
            Accept: 'application/json',
            'X-Forwarded-For': visitor.ip,
            'Idempotency-Key': visitor.key,
          },
          body: new Uint8Array(form.body),
        });
        const body = (await response.json()) as { id?: string };
        return response.status === 202 ? body.id : undefined;
      } catch {
        return undefined;
      }
    }
    const settle = (id: string) => {
      accepted.add(id);
      uploads.set(id, 'E');
    };

    let e = startE();
    try {
      await ready(e);
      // The store's folders exist once it has taken an enquiry.
      check((await post(e)).status === 202, 'E (file store) accepts an enquiry');
      let underway = { folders: [] as number[], found: [] as string[] };
      /** A store cut between its first file and its last: killed while it copied. */
      const cutMidCopy = () => underway.folders.some((copied) => copied > 0 && copied < 3);
      for (let round = 1; round <= 3 && !cutMidCopy(); round++) {
        const running = e;
        const batch = await newVisitors(round);
        const kill = () => {
          if (running.process.exitCode === null && running.process.signalCode === null) running.process.kill('SIGKILL');
        };
        // A store makes its folder, then copies its files into it one by one: the kill comes at the
        // first file moved into a new folder, while the next is being copied and fsynced. (A new
        // folder only: prune removing an old one must not set it off.)
        const before = new Set(await readdir(path.join(outbox, 'files')));
        const watchers = [
          watch(path.join(outbox, 'files'), (_, name) => {
            if (!name || before.has(name)) return;
            before.add(name);
            try {
              watchers.push(watch(path.join(outbox, 'files', name), kill));
            } catch {
              // Gone already: its post gave up (a duplicate of a key, say); another store will come.
            }
          }),
        ];
        const answers = await Promise.all(batch.map((visitor) => postUpload(running, visitor)));
        // Every upload answered before any copy was seen: no store was cut; this round proves nothing.
        kill();
        await running.exited;
        for (const watcher of watchers) watcher.close();
        instances.splice(instances.indexOf(running), 1);
        batch.forEach((visitor, i) => (visitor.id = answers[i]));
        underway = await storesUnderway(outbox);
        console.log(
          `round ${round}: E killed with ${answers.filter(Boolean).length} of ${inFlight} uploads answered; under way on its disk: ${underway.found.join(', ') || 'nothing'}`,
        );
        // A minute (an hour for tmp/) later, as far as prune can tell: the leftovers are old enough to go.
        const past = new Date(Date.now() - 2 * 60 * 60_000);
        for (const folder of ['files', 'tmp', 'pending'])
          for (const entry of await readdir(path.join(outbox, folder), { recursive: true, withFileTypes: true }))
            await utimes(path.join(entry.parentPath, entry.name), past, past);
        e = startE();
        await ready(e);
      }
      check(
        cutMidCopy(),
        `E was killed while copying an enquiry's files (a folder holding some of its files, no record): ${underway.found.join(', ')}`,
      );
      // The visitors whose upload got no answer send it again, with the same key.
      for (const visitor of visitors) visitor.id ??= await postUpload(e, visitor);
      check(
        visitors.every((visitor) => visitor.id),
        `every upload cut off by a kill is accepted when sent again with its key (${visitors.length} visitors)`,
      );
      for (const visitor of visitors) settle(visitor.id!);
      const messageIds = visitors.map((visitor) => `<contact.${visitor.id!}@queensboro.test>`);
      await waitUntil(() => messageIds.every((id) => sink.received.has(id)), 60_000, "E's enquiries to arrive");
      await waitUntil(
        async () => (await storesUnderway(outbox)).found.length === 0,
        60_000,
        "the killed stores' leftovers to be pruned",
      );

      const stored = await fileStoreUploads(dataDir);
      const names = new Map<string, number>();
      for (const name of await readdir(path.join(outbox, 'records'))) {
        const record = JSON.parse(await readFile(path.join(outbox, 'records', name), 'utf8')) as {
          payload: { name?: string };
        };
        if (record.payload.name) names.set(record.payload.name, (names.get(record.payload.name) ?? 0) + 1);
      }
      check(
        visitors.every((visitor) => names.get(visitor.name) === 1),
        `one enquiry per visitor whose upload E was storing or reading when killed, retries included (${visitors.length})`,
      );
      const posted = (visitor: Visitor) =>
        visitor.files
          .map((file) => sha256(file.bytes))
          .sort()
          .join(' ');
      const whole = visitors.filter((visitor) => {
        const files = stored.records.get(visitor.id!) ?? [];
        return (
          files
            .map((file) => file.sha256)
            .sort()
            .join(' ') === posted(visitor) &&
          files.every((file) => stored.bytes.get(`${visitor.id!}/${file.id}`)?.sha256 === file.sha256)
        );
      });
      check(
        whole.length === visitors.length && stored.orphans.length === 0,
        `file store (E): each enquiry is stored with its three files as posted, and no file without its enquiry, nothing left in tmp/` +
          (stored.orphans.length ? ` (orphans: ${stored.orphans.join(', ')})` : ''),
      );
      const once = visitors.filter((visitor) => {
        const copies = sink.attachments.get(`<contact.${visitor.id!}@queensboro.test>`) ?? [];
        return (
          copies.length === 1 &&
          copies[0]!
            .map((file) => file.sha256)
            .sort()
            .join(' ') === posted(visitor)
        );
      });
      check(
        once.length === visitors.length,
        `the operations e-mail of each of E's enquiries arrived exactly once, carrying its three files as posted`,
      );
      e = await killedBeforeAnswer(e, holdKey, startE, dataDir);
    } finally {
      e.process.kill('SIGTERM');
      await Promise.race([e.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (e.process.exitCode === null) e.process.kill('SIGKILL');
      if (instances.includes(e)) instances.splice(instances.indexOf(e), 1);
    }
  }

  try {
    const smtpA = await sink.listen('A');
    const smtpB = await sink.listen('B');
    const [portA, portB] = [await freePort(), await freePort()];

    // 7. Bad configuration: the server refuses to start, naming the variable.
    for (const [variable, value] of [
      ['WEBHOOK_SECRET', 'whsec_not!base64'],
      ['WEBHOOK_URL', 'http://hooks.example.com/leads'],
    ] as const) {
      const bad = start(`bad-${variable}`, portA, smtpA, { [variable]: value });
      const exit = await Promise.race([
        bad.exited,
        new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000)),
      ]);
      instances.splice(instances.indexOf(bad), 1);
      if (exit === 'running') bad.process.kill('SIGKILL');
      const log = await readFile(path.join(runDir, `bad-${variable}.log`), 'utf8');
      check(
        exit !== 'running' && exit !== 0 && log.includes(`${variable}: `),
        `next start refuses a bad ${variable} at start, naming it (exit ${exit})`,
      );
    }

    // 1. No schema: the server refuses to start and says what to run.
    const early = start('A-unmigrated', portA, smtpA);
    const code = await Promise.race([
      early.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000)),
    ]);
    instances.splice(instances.indexOf(early), 1);
    if (code === 'running') early.process.kill('SIGKILL');
    const earlyLog = await import('node:fs/promises').then((fs) =>
      fs.readFile(path.join(runDir, 'A-unmigrated.log'), 'utf8'),
    );
    check(
      code === 1 && /npm run db:migrate/.test(earlyLog),
      'next start refuses an unmigrated database, naming npm run db:migrate',
    );
    for (let i = 0; i < 2; i++) {
      const migrate = spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: baseEnv, encoding: 'utf8' });
      check(migrate.status === 0, `npm run db:migrate (run ${i + 1}): ${migrate.stdout.trim()}`);
    }

    // 2. Two instances on one database.
    const a = start('A', portA, smtpA);
    let b = start('B', portB, smtpB);
    await Promise.all([ready(a), ready(b)]);

    // 3a. The mail server refuses everything; enquiries alternate, a few sent twice with one key,
    // some with the statement files (never one the strict server refuses: its notice carries no files).
    for (let i = 0; i < perPhase; i++) {
      const key = i % 5 === 0 ? `fault-key-${i}-0123456789` : undefined;
      const files = i % 3 === 1;
      const first = await post(i % 2 ? b : a, { key, refused: i % 6 === 5, files });
      if (key) {
        const again = await post(i % 2 ? a : b, { key, files });
        check(
          again.status === first.status && again.id === first.id,
          `a repeated Idempotency-Key on the other instance gets the same answer (${first.id})`,
        );
      }
    }
    check(accepted.size === perPhase, `${perPhase} enquiries accepted while the mail server refuses`);
    await waitUntil(() => sink.refused >= perPhase, 60_000, 'the first attempts to be refused');

    // 10. B is half-way through reading an upload when it is killed (below).
    const halfToB = await startHalfUpload(b, '10.9.250.1');

    // 3b. The mail server accepts; B dies at the first message it had accepted from B.
    let killedAfter: string | undefined;
    // Messages the sink accepted from B as it died (the kill and a reply can cross): B may not have recorded them.
    const inKillWindow = new Set<string>();
    sink.onAccepted = (from, messageId) => {
      if (from !== 'B') return;
      if (killedAfter) {
        if (b.process.exitCode === null && b.process.signalCode === null) inKillWindow.add(messageId);
        return;
      }
      killedAfter = messageId;
      inKillWindow.add(messageId);
      b.process.kill('SIGKILL');
    };
    sink.accepting = true;
    for (let i = 0; i < 50 && !killedAfter; i++) await post(b);
    await waitUntil(() => killedAfter !== undefined, 60_000, 'B to send a message');
    await b.exited;
    console.log(`B killed with SIGKILL right after the mail server accepted ${killedAfter}`);
    await halfToB.checkUnanswered();
    for (let i = 0; i < perPhase / 2; i++) await post(a, { files: i === 1 });

    b = start('B', portB, smtpB);
    await ready(b);
    for (let i = 0; i < perPhase; i++) await post(i % 2 ? b : a, { refused: i % 4 === 3, files: i % 4 === 1 });

    // 6. The webhook's receiver comes up: 503 with Retry-After for a while, then 200.
    receiver = await startWebhookReceiver(testWebhookSecret, webhookPort);
    receiver.answerNext(...Array.from({ length: 6 }, () => ({ status: 503, headers: { 'Retry-After': '1' } })));
    console.log('webhook receiver listening (503 with Retry-After: 1 six times, then 200)');

    // 4. Every accepted enquiry arrives exactly once (the one B was killed over: at most twice, same Message-ID).
    // A strict server's refusal reaches operations as a notice instead: alone, or inside one digest.
    /** Each enquiry → every copy of an operations message that carried it (the full e-mail, a notice, a digest). */
    const copiesOf = () => {
      const copies = new Map<string, { messageId: string; from: string }[]>();
      for (const [messageId, from] of sink.received)
        for (const lead of sink.leads.get(messageId) ?? [])
          copies.set(lead, [...(copies.get(lead) ?? []), ...from.map((by) => ({ messageId, from: by }))]);
      return copies;
    };
    const arrivedAsExpected = (id: string, copies = copiesOf()) =>
      (copies.get(id) ?? []).some(({ messageId }) => (strict.has(id) ? isNotice(messageId) : !isNotice(messageId)));
    try {
      await waitUntil(
        () => {
          const copies = copiesOf();
          return [...accepted].every((id) => arrivedAsExpected(id, copies));
        },
        180_000,
        'every accepted enquiry to arrive',
      );
    } catch (error) {
      const missing = [...accepted].filter((id) => !arrivedAsExpected(id));
      const rows = await pool.query(
        'SELECT enquiry_id, destination, state, attempts, next_attempt_at, claimed_by, claimed_until, last_error FROM enquiry_deliveries WHERE enquiry_id = ANY($1)',
        [missing],
      );
      console.error('missing:', JSON.stringify(rows.rows, null, 1), 'now', new Date().toISOString());
      throw error;
    }
    await waitUntil(
      async () =>
        Number((await pool.query(`SELECT count(*) AS n FROM enquiry_deliveries WHERE state = 'pending'`)).rows[0].n) ===
        0,
      120_000,
      'the table to show every delivery finished (operations, acknowledgements, webhook)',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a late duplicate would show now
    const copies = copiesOf();
    const opsMessages = [...sink.received].filter(([id]) => (sink.leads.get(id) ?? []).length > 0);
    const digests = opsMessages.filter(([id]) => id.startsWith('<notices.'));
    const doubled = [...copies].filter(([, list]) => list.length > 1);
    const unknown = opsMessages.filter(([id]) => (sink.leads.get(id) ?? []).some((lead) => !accepted.has(lead)));
    const stored = Number((await pool.query('SELECT count(*) AS n FROM enquiry_outbox')).rows[0].n);
    const fullOfStrict = [...strict].filter((id) => sink.received.has(`<contact.${id}@queensboro.test>`));
    check(
      strict.size > 0 && fullOfStrict.length === 0,
      `the ${strict.size} enquiries the strict mail server refuses (554, ${sink.refusedForGood} refusals) never arrived as the full e-mail`,
    );
    console.log(
      `${accepted.size} accepted (${strict.size} refused by content), ${sink.received.size} arrived (${digests.length} notice digests), ${sink.refused} refusals, ${doubled.length} resent after the kill` +
        (doubled.length
          ? ` (${doubled.map(([id, list]) => `${id}: ${list.map((c) => `${c.messageId} from ${c.from}`).join(' and ')}`).join('; ')})`
          : ''),
    );
    const asNotice = [...strict].filter((id) => arrivedAsExpected(id, copies));
    check(
      [...accepted].every((id) => arrivedAsExpected(id, copies)),
      `all ${accepted.size} accepted enquiries arrived: ${accepted.size - strict.size} as the full e-mail, ${asNotice.length} as a notice (alone or in one of ${digests.length} digests)`,
    );
    check(
      [...strict].every((id) => (copies.get(id) ?? []).every(({ messageId }) => isNotice(messageId))),
      'every refused enquiry reached operations only as a notice (alone or in a digest)',
    );
    check(
      doubled.every(([, list]) => list.length === 2 && list[0]!.from === 'B' && inKillWindow.has(list[0]!.messageId)),
      'nothing arrived twice, alone or in a digest, except (once) what the mail server accepted from B as it was killed',
    );
    check(
      unknown.length <= 1 && stored === copies.size,
      `the table holds exactly the enquiries that arrived (${stored}); no unknown message beyond one answer lost in the kill`,
    );
    // 10. The statements: stored whole with their enquiries and delivered with them; nothing of the half upload.
    checkUploads(
      'PostgreSQL (A and B)',
      [...uploads].filter(([, by]) => by === 'A' || by === 'B').map(([id]) => id),
      await postgresUploads(pool),
    );
    await checkNothingOfHalfUpload('PostgreSQL (A and B)', path.join(runDir, 'data'), true);

    // The webhook: every accepted enquiry, one distinct webhook-id each, every signature verified.
    const webhookIds = new Set(receiver.requests.map((r) => r.id));
    const accepteds = receiver.accepted();
    const resent = [...accepteds].filter(([, n]) => n > 1);
    console.log(
      `webhook: ${receiver.requests.length} requests, ${accepteds.size} distinct webhook-ids accepted, ${resent.length} resent with the same webhook-id`,
    );
    check(
      receiver.requests.every((r) => r.verified),
      'every webhook request carried a valid Standard Webhooks signature',
    );
    check(
      [...accepted].every((id) => accepteds.has(`msg_${id}`)) &&
        [...webhookIds].every((id) => [...accepted].some((known) => `msg_${known}` === id) || unknown.length > 0),
      `the receiver saw every accepted enquiry: ${accepteds.size} distinct webhook-ids for ${accepted.size} accepted`,
    );
    check(
      resent.every(([, n]) => n <= 2),
      'a webhook resent (after the kill) carried the same webhook-id, at most once more',
    );
    // Acknowledgements: at most one per visitor address.
    const acks = new Map<string, number>();
    for (const [id, from] of sink.received)
      if (id.startsWith('<ack.'))
        acks.set(sink.recipients.get(id) ?? '', (acks.get(sink.recipients.get(id) ?? '') ?? 0) + from.length);
    check(
      acks.size > 0 && [...acks.values()].every((n) => n === 1),
      `each visitor address got at most one acknowledgement (${[...acks].map(([a, n]) => `${a}: ${n}`).join(', ')})`,
    );

    // 5. One rate limit across both instances.
    const statuses: number[] = [];
    for (let i = 0; i < rateLimit + 2; i++) statuses.push((await post(i % 2 ? b : a, { ip: '203.0.113.200' })).status);
    check(
      statuses.slice(0, rateLimit).every((s) => s === 202) && statuses.slice(rateLimit).every((s) => s === 429),
      `the rate limit (${rateLimit}/min) holds across both instances: ${statuses.join(' ')}`,
    );
    await waitUntil(
      () => [...accepted].every((id) => arrivedAsExpected(id) && receiver!.accepted().has(`msg_${id}`)),
      60_000,
      'the last enquiries to arrive',
    );
    // 11. An upload cut off by a kill on the file store.
    await fileStoreUploadPhase();
    // 13. The file store killed while it stores files.
    await killWhileStoringPhase();
    const withFiles = new Set([...uploads.keys()].map((id) => `<contact.${id}@queensboro.test>`));
    const strayFiles = [...sink.attachments].filter(
      ([id, copies]) => !withFiles.has(id) && copies.some((files) => files.length > 0),
    );
    check(
      strayFiles.length === 0,
      `no other message carried a file (acknowledgements, notices, enquiries without files)` +
        (strayFiles.length ? `: ${strayFiles.map(([id]) => id).join(', ')}` : ''),
    );

    // 12. A full disk under `next start` with the file store.
    await fullDiskPhase();

    await checkNoSecretsInLogs(runDir, baseEnv, check, ['whsec_not!base64']);
    console.log(
      'OK: two instances, one killed mid-run: every accepted enquiry reached operations exactly once and the webhook under one id',
    );
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    for (const instance of instances) {
      if (instance.process.exitCode === null && instance.process.signalCode === null) {
        instance.process.kill('SIGTERM');
        await Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
      }
    }
    await sink.close();
    await receiver?.close();
    await pool.end();
    await pg.stop();
    if (failed) console.log(`Kept ${runDir} (server logs) for a look.`);
    else await rm(runDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

void main();
