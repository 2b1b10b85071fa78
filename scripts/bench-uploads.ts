/**
 * How much memory statement uploads take (a measurement, not a test):
 * `npm run build` first, then `npm run bench:uploads`. For each store (the
 * file store under a temporary DATA_DIR, then PostgreSQL: a throw-away
 * server, scripts/support/postgres.ts) and each mix of files, it starts
 * `next start` on a free port with a real SMTP sink, posts one upload to
 * load the route, then posts BENCH_UPLOADS (20) uploads of one file of about
 * BENCH_UPLOAD_MB (10) megabytes each at once, as the contact form does
 * (multipart/form-data), and samples the server's resident memory (VmRSS in
 * /proc/PID/status of the next-server process) every 20 ms until every
 * operations e-mail has arrived. Prints the RSS before, the peak, and the
 * peak increase of each run, then the median of BENCH_RUNS (3) runs.
 *
 * The mixes: `pdf`, statement PDFs kept as sent; `mixed`, every other upload
 * a photo (a JPEG of about the same size, re-encoded by the server).
 * BENCH_STORE=file or postgres, BENCH_MIX=pdf or mixed measure one only.
 * BENCH_COMPARE_DIR=<another built checkout of this site> measures it too,
 * each run of it right after the same run here, so both see the same machine.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { Pool } from 'pg';
import { SMTPServer } from 'smtp-server';
import { migrate } from '@/lib/enquiry/store/postgres-schema';
import { median } from './support/measuring';
import { ensureBuild, startNext, stopProcess } from './support/next-server';
import { freePort } from './support/ports';
import { startTestPostgres } from './support/postgres';
import sharp from 'sharp';
import { multipartBody, statementPdf, type UploadFile } from './support/upload-files';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;

type Store = 'file' | 'postgres';
type Mix = 'pdf' | 'mixed';

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

/**
 * A photo of about `size` bytes (at most it): random pixels, which JPEG cannot
 * compress, as the worst a phone sends; the server decodes and re-encodes it.
 */
async function bigPhoto(size: number): Promise<Buffer> {
  let side = 1600;
  for (let round = 0; round < 6; round++) {
    const photo = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (photo.length <= size && photo.length > size * 0.9) return photo;
    side = Math.floor(side * Math.sqrt((size * 0.95) / photo.length));
  }
  throw new Error(`could not make a photo of about ${size} bytes`);
}

/** The file each upload of a run carries: the n-th of the mix. */
function fileFor(mix: Mix, files: { pdf: Buffer; photo: Buffer }, n: number): UploadFile {
  if (mix === 'mixed' && n % 2 === 0) return { name: `statement-${n}.jpg`, type: 'image/jpeg', bytes: files.photo };
  return { name: `statement-${n}.pdf`, type: 'application/pdf', bytes: files.pdf };
}

async function measure(
  store: Store,
  mix: Mix,
  files: { pdf: Buffer; photo: Buffer },
  appDir: string | undefined,
): Promise<number> {
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
    server = await startNext(
      port,
      {
        SMTP_URL: sink.url,
        ACK_EMAIL: 'off',
        RATE_LIMIT_PER_MINUTE: '100000',
        UPLOAD_CLIENT_DAILY_MB: '100000',
        UPLOAD_SITE_DAILY_MB: '100000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      appDir,
    );
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
        [fileFor(mix, files, serial)],
      );
      const send = () =>
        fetch(`http://localhost:${port}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': form.contentType, Accept: 'application/json' },
          body: new Uint8Array(form.body),
        });
      // The first post of the burst reuses a warm-up's idle keep-alive connection, which the
      // server may close (its keep-alive timeout) just as the post starts on it: EPIPE or a reset
      // before the server read a byte. Sent again once, on a new connection.
      const response = await send().catch((error: unknown) => {
        const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
        if (code === 'EPIPE' || code === 'ECONNRESET') return send();
        throw error;
      });
      const text = await response.text();
      if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${text}`);
    };
    // One upload of each kind first: the route, sharp and pdf-lib loaded, as on a server that has served a form.
    const warmUps = mix === 'mixed' ? 2 : 1;
    for (let i = 0; i < warmUps; i++) await post();
    await sink.waitFor(warmUps);
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
    await sink.waitFor(warmUps + uploads);
    sampling = false;
    await sampler;
    const increase = peak - before;
    const sizes = [...new Set([1, 2].map((n) => fileFor(mix, files, n).bytes.length))];
    console.log(
      `  ${appDir ?? 'this checkout'}, ${store === 'file' ? 'file store' : 'PostgreSQL'}, ${mix}: RSS ${(before / MB).toFixed(1)} MB before, peak ${(peak / MB).toFixed(1)} MB, increase ${(increase / MB).toFixed(1)} MB (${uploads} concurrent uploads of ${sizes.map((size) => (size / MB).toFixed(2)).join(' or ')} MB, all ${uploads} operations e-mails delivered)`,
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
  const compareDir = process.env.BENCH_COMPARE_DIR;
  // Just under the per-file limit (UPLOAD_MAX_FILE_MB), which counts in MiB.
  const size = megabytes * MB - 4096;
  const files = { pdf: await statementPdf(size), photo: await bigPhoto(size) };
  const stores = process.env.BENCH_STORE ? [process.env.BENCH_STORE as Store] : (['file', 'postgres'] as const);
  const mixes = process.env.BENCH_MIX ? [process.env.BENCH_MIX as Mix] : (['pdf', 'mixed'] as const);
  const apps = compareDir ? [undefined, compareDir] : [undefined];
  const lines: string[] = [];
  for (const store of stores) {
    for (const mix of mixes) {
      const increases = new Map<string | undefined, number[]>(apps.map((app) => [app, []]));
      for (let run = 0; run < runs; run++)
        for (const app of apps) increases.get(app)!.push(await measure(store, mix, files, app));
      for (const app of apps) {
        const values = increases.get(app)!;
        lines.push(
          `${store === 'file' ? 'File store' : 'PostgreSQL'}, ${mix}, ${app ?? 'this checkout'}: RSS increase median ${(median(values) / MB).toFixed(1)} MB of ${values.length} (${values.map((value) => (value / MB).toFixed(1)).join(', ')})`,
        );
      }
    }
  }
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
