/**
 * How much memory statement uploads take (a measurement, not a test):
 * `npm run build` first, then `npm run bench:uploads`. For each store (the
 * file store under a temporary DATA_DIR, then PostgreSQL: a throw-away
 * server, scripts/support/postgres.ts), it starts `next start` on a free
 * port with a real SMTP sink, posts one upload to load the route, then
 * posts BENCH_UPLOADS (20) statement PDFs of BENCH_UPLOAD_MB (10) megabytes
 * each at once, as the contact form does (multipart/form-data), and samples
 * the server's resident memory (VmRSS in /proc/PID/status of the
 * next-server process) every 20 ms until every operations e-mail has
 * arrived. Prints the RSS before, the peak, and the peak increase.
 * BENCH_STORE=file or postgres measures one store only.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { Pool } from 'pg';
import { SMTPServer } from 'smtp-server';
import { migrate } from '@/lib/enquiry/store/postgres-schema';
import { ensureBuild, startNext, stopProcess } from './support/next-server';
import { freePort } from './support/ports';
import { startTestPostgres } from './support/postgres';
import { multipartBody, statementPdf } from './support/upload-files';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 10);
const MB = 1024 * 1024;

/** Resident memory of a process in bytes, or 0 once it is gone. */
async function rss(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The next-server process: `next start` may serve in its own process or in a child it starts. */
async function serverPid(root: number): Promise<number> {
  const children = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const family = [root];
  for (let i = 0; i < family.length; i++) family.push(...(children.get(family[i]!) ?? []));
  for (const pid of family) {
    const name = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (name.startsWith('next-server')) return pid;
  }
  return root;
}

async function startSink() {
  let arrived = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      // Counted, not kept: the sink's memory is not the server's.
      stream.on('data', () => undefined);
      stream.on('end', () => {
        arrived += 1;
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(count: number) {
      while (arrived < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function measure(store: 'file' | 'postgres', pdf: Buffer): Promise<number> {
  const sink = await startSink();
  const database = store === 'postgres' ? await startTestPostgres() : undefined;
  let databaseUrl: string | undefined;
  if (database) {
    databaseUrl = await database.createDatabase();
    const pool = new Pool({ connectionString: databaseUrl, max: 1 });
    await migrate(pool);
    await pool.end();
  }
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    server = await startNext(port, {
      SMTP_URL: sink.url,
      ACK_EMAIL: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
      UPLOAD_CLIENT_DAILY_MB: '100000',
      UPLOAD_SITE_DAILY_MB: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const pid = await serverPid(server.pid!);
    let serial = 0;
    const post = async () => {
      serial += 1;
      const form = multipartBody(
        [
          ['name', `Bench Visitor ${serial}`],
          ['business', 'Bench Deli'],
          ['email', `visitor${serial}@bench.example`],
          ['phone', '(718) 555-0100'],
          ['message', 'We process about $40,000 a month.'],
          ['interests', 'pos-systems'],
        ],
        [{ name: `statement-${serial}.pdf`, type: 'application/pdf', bytes: pdf }],
      );
      const response = await fetch(`http://localhost:${port}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': form.contentType, Accept: 'application/json' },
        body: new Uint8Array(form.body),
      });
      const text = await response.text();
      if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${text}`);
    };
    // One upload first: the route, sharp and pdf-lib loaded, as on a server that has served a form.
    await post();
    await sink.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await rss(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rss(pid));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all(Array.from({ length: uploads }, post));
    await sink.waitFor(1 + uploads);
    sampling = false;
    await sampler;
    const increase = peak - before;
    console.log(
      `${store === 'file' ? 'File store' : 'PostgreSQL'}: RSS ${(before / MB).toFixed(1)} MB before, peak ${(peak / MB).toFixed(1)} MB, increase ${(increase / MB).toFixed(1)} MB (${uploads} concurrent uploads of ${(pdf.length / MB).toFixed(2)} MB, all ${uploads} operations e-mails delivered)`,
    );
    return increase;
  } finally {
    if (server) stopProcess(server);
    await sink.close();
    await database?.stop();
  }
}

async function main() {
  ensureBuild({ allowed: false });
  // Just under the per-file limit (UPLOAD_MAX_FILE_MB), which counts in MiB.
  const pdf = await statementPdf(megabytes * MB - 4096);
  const stores = process.env.BENCH_STORE
    ? [process.env.BENCH_STORE as 'file' | 'postgres']
    : (['file', 'postgres'] as const);
  for (const store of stores) await measure(store, pdf);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
