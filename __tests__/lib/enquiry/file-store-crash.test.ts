/** @jest-environment node */
import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createOutbox, type Destination, type EnquiryStore, type OutboxEntry } from '@/lib/enquiry';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { createFileStore } from '@/lib/enquiry/store/file-store';
import { startSmtpSink, type ParsedMail } from '../../api/support/smtp-sink';
import { mail, silent } from './store-contract';

/**
 * What the file store finds after a SIGKILL at each step of an enquiry's
 * commit (file-store.ts `add`), on a real file system. A SIGKILL stops a
 * process between two system calls and loses nothing the kernel already
 * has, so the disk holds exactly the steps done, and at most one file cut
 * short (the one being written). Each state is built from the parts a real
 * `add` wrote (the record's bytes, the files, the key's name), laid out as the
 * steps up to the kill leave them; then a new store (a restart) recovers.
 */

jest.setTimeout(30_000);

const KEY = 'contact:crash-key-0001';
const bytes1 = Buffer.from(`%PDF-1.7\n${'statement page one\n'.repeat(4000)}%%EOF\n`);
const bytes2 = Buffer.from(`%PDF-1.7\n${'statement page two\n'.repeat(3000)}%%EOF\n`);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const metas = [
  { id: 'crashFileOne0001', bytes: bytes1 },
  { id: 'crashFileTwo0002', bytes: bytes2 },
].map(({ id, bytes }) => ({
  meta: {
    id,
    name: `${id}.pdf`,
    type: 'application/pdf',
    size: bytes.length,
    sha256: sha256(bytes),
    scan: 'clean' as const,
  },
  bytes,
}));
const entry: OutboxEntry = {
  kind: 'contact',
  payload: {
    name: 'Ana',
    business: 'Ruiz Bakery',
    email: 'ana@example.com',
    phone: '',
    message: 'My statement is attached.',
    interests: [],
    files: metas.map((file) => file.meta),
  },
};
const files = metas.map(({ meta, bytes }) => ({ id: meta.id, bytes }));
const destinations: Destination[] = ['ops-email', 'ack-email'];

/** The parts a complete `add` wrote, to lay out as a killed one leaves them. */
interface Parts {
  id: string;
  recordText: string;
  keyName: string;
}

let root: string;
let parts: Parts;
let dataDir: string;
let outboxDir: string;
const stores: EnquiryStore[] = [];

function open(): EnquiryStore {
  const store = createFileStore({ dataDir, log: silent });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'file-store-crash-'));
  const whole = path.join(root, 'whole');
  const store = createFileStore({ dataDir: whole, log: silent });
  const { record } = await store.add(entry, { now: new Date(), idempotencyKey: KEY, destinations, files });
  const [keyName] = await readdir(path.join(whole, 'outbox', 'keys'));
  parts = {
    id: record.id,
    recordText: await readFile(path.join(whole, 'outbox', 'records', `${record.id}.json`), 'utf8'),
    keyName: keyName!,
  };
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(root, 'state-'));
  outboxDir = path.join(dataDir, 'outbox');
  // The folders exist from the store's first start, long before the killed post.
  await createFileStore({ dataDir, log: silent }).list(new Date());
});

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const at = (...segments: string[]) => path.join(outboxDir, ...segments);
const half = (bytes: Buffer | string) => Buffer.from(bytes).subarray(0, Math.floor(Buffer.byteLength(bytes) / 2));

/**
 * The steps of `add` with a key and two files, in order; `killedAt` steps
 * are done, the next one was cut short. Each returns what it wrote.
 */
const steps: { name: string; run: (cut: boolean) => Promise<void> }[] = [
  {
    // Written under tmp/: a kill during the write leaves part of it.
    name: 'writing the record',
    run: (cut) => writeFile(at('tmp', 'record.tmp'), cut ? half(parts.recordText) : parts.recordText),
  },
  // Each file copied under tmp/, fsynced, renamed into files/<id>/.
  ...metas.map(({ meta, bytes }, i) => ({
    name: `copying file ${i + 1}`,
    run: async (cut: boolean) => {
      await mkdir(at('files', parts.id), { recursive: true });
      if (cut) await writeFile(at('tmp', `${meta.id}.tmp`), half(bytes));
      else await writeFile(at('files', parts.id, meta.id), bytes);
    },
  })),
  // One empty delivery file per destination (created whole or not at all).
  ...destinations.map((destination) => ({
    name: `creating the ${destination} delivery`,
    run: async (cut: boolean) => {
      if (!cut) await writeFile(at('pending', `${parts.id}.${destination}.json`), '');
    },
  })),
  {
    // A hard link of the record: whole or absent.
    name: 'taking the key',
    run: async (cut) => {
      if (!cut) await link(at('tmp', 'record.tmp'), at('keys', parts.keyName));
    },
  },
  {
    name: 'renaming the record into records/',
    run: async (cut) => {
      if (!cut) {
        await link(at('tmp', 'record.tmp'), at('records', `${parts.id}.json`));
        await rm(at('tmp', 'record.tmp'));
      }
    },
  },
];
const keyStep = steps.findIndex((step) => step.name === 'taking the key');

/** The steps before `killed` done, that one cut short by the kill (none past the last). */
async function killedDuring(killed: number) {
  for (let step = 0; step < steps.length; step++) {
    if (step < killed) await steps[step]!.run(false);
    else if (step === killed) await steps[step]!.run(true);
  }
}
const during = (killed: number) => (killed < steps.length ? `during ${steps[killed]!.name}` : 'after its commit');

/** Every file under the outbox whose mtime is set an hour back: leftovers old enough for prune, without waiting. */
async function ageEverything() {
  const past = new Date(Date.now() - 2 * 60 * 60_000);
  for (const entry of await readdir(outboxDir, { recursive: true, withFileTypes: true })) {
    await utimes(path.join(entry.parentPath, entry.name), past, past);
  }
}

async function storedBytes(store: EnquiryStore, id: string) {
  return Promise.all(metas.map(({ meta }) => store.readFile(id, meta.id)));
}

describe('a post killed before it took its idempotency key', () => {
  it.each(Array.from({ length: keyStep + 1 }, (_, i) => [during(i), i]))(
    'killed %s: no enquiry, no file readable, a retry with the key is stored anew with its files, and prune removes every leftover',
    async (_, killed) => {
      await killedDuring(killed);
      const store = open();
      expect((await store.list(new Date())).waiting).toEqual([]);
      expect(await store.get(parts.id)).toBeNull();
      expect(await storedBytes(store, parts.id)).toEqual([null, null]);

      const retry = await store.add(entry, { now: new Date(), idempotencyKey: KEY, destinations, files });
      expect(retry.created).toBe(true);
      expect(retry.record.id).not.toBe(parts.id);
      const stored = await storedBytes(store, retry.record.id);
      expect(stored.map((b) => b && sha256(b))).toEqual(metas.map(({ meta }) => meta.sha256));

      await ageEverything();
      const past = new Date(Date.now() - 365 * 24 * 60 * 60_000);
      await store.prune(past, past, new Date());
      await store.pruneFiles(past);
      // The killed post's files, deliveries and temporary files are gone; the retry's enquiry is whole.
      expect(await readdir(at('files'))).toEqual([retry.record.id]);
      expect((await readdir(at('pending'))).filter((name) => name.startsWith(parts.id))).toEqual([]);
      expect(await readdir(at('tmp'))).toEqual([]);
      expect((await store.list(new Date())).waiting.map((record) => record.id)).toEqual([retry.record.id]);
      expect(await store.add(entry, { now: new Date(), idempotencyKey: KEY, destinations, files })).toMatchObject({
        created: false,
        record: { id: retry.record.id },
      });
    },
  );
});

describe('a post killed after it took its idempotency key', () => {
  it.each([keyStep + 1, keyStep + 2].map((i) => [during(i), i]))(
    'killed %s: the restart commits it whole, its files reach operations once, and a retry is answered with it',
    async (_, killed) => {
      await killedDuring(killed);
      // Old enough that prune would take a crash's leftovers: the key keeps them.
      await ageEverything();
      const sink = await startSmtpSink();
      const store = open();
      const transport = createSmtpTransport(sink.url);
      const outbox = createOutbox({ store, transport, mail, log: silent });
      try {
        const past = new Date(Date.now() - 365 * 24 * 60 * 60_000);
        await store.prune(past, past, new Date());
        await store.pruneFiles(past);
        const recovered = await store.get(parts.id);
        expect(recovered?.deliveries.map((d) => [d.destination, d.state])).toEqual([
          ['ops-email', 'pending'],
          ['ack-email', 'pending'],
        ]);
        expect(Buffer.concat((await storedBytes(store, parts.id)) as Buffer[])).toEqual(
          Buffer.concat([bytes1, bytes2]),
        );
        const retry = await store.add(entry, { now: new Date(), idempotencyKey: KEY, destinations, files });
        expect(retry).toMatchObject({ created: false, record: { id: parts.id } });
        expect(await readdir(at('files'))).toEqual([parts.id]);

        await outbox.flush();
        await outbox.flush();
        const toOps = (await sink.messages()).filter((m) => m.to?.text === mail.to);
        expect(toOps).toHaveLength(1);
        const attached = (toOps[0] as ParsedMail & { attachments: { content: Buffer }[] }).attachments;
        expect(attached.map((a) => sha256(a.content))).toEqual(metas.map(({ meta }) => meta.sha256));
      } finally {
        await outbox.stop();
        transport.close();
        await sink.close();
      }
    },
  );

  it('brings back no enquiry whose key names files not all on disk (the order of an earlier release, or damage): a retry is stored anew', async () => {
    // The earlier release took the key first, then wrote the files: killed while copying the second.
    await mkdir(at('files', parts.id), { recursive: true });
    await writeFile(at('tmp', 'record.tmp'), parts.recordText);
    await link(at('tmp', 'record.tmp'), at('keys', parts.keyName));
    await writeFile(at('files', parts.id, metas[0]!.meta.id), bytes1);
    await writeFile(at('files', parts.id, metas[1]!.meta.id), half(bytes2));
    // A retry more than a minute later (the earlier release then committed the record without its file).
    await ageEverything();
    const store = open();
    expect(await store.get(parts.id)).toBeNull();
    const retry = await store.add(entry, { now: new Date(), idempotencyKey: KEY, destinations, files });
    expect(retry.created).toBe(true);
    expect(retry.record.id).not.toBe(parts.id);
    // The key is kept for a person, not used again.
    expect(await readdir(at('unreadable'))).toEqual([`key-${parts.keyName}`]);
  });

  it('brings back no enquiry whose file was cut short after its key was taken (same size, other bytes: the SHA-256 must match)', async () => {
    await killedDuring(keyStep + 1);
    await writeFile(
      at('files', parts.id, metas[0]!.meta.id),
      Buffer.concat([half(bytes1), Buffer.alloc(bytes1.length - half(bytes1).length, 0x20)]),
    );
    const store = open();
    expect(await store.get(parts.id)).toBeNull();
    expect(await store.readFile(parts.id, metas[0]!.meta.id)).toBeNull();
    const retry = await store.add(entry, { now: new Date(), idempotencyKey: KEY, destinations, files });
    expect(retry.created).toBe(true);
  });
  it('brings back no enquiry whose record and deliveries prune had removed, its key left by a kill (or by an earlier release, which removed keys last)', async () => {
    await killedDuring(keyStep + 2);
    await rm(at('records', `${parts.id}.json`));
    for (const destination of destinations) await rm(at('pending', `${parts.id}.${destination}.json`));
    const store = open();
    expect(await store.get(parts.id)).toBeNull();
    expect(await readdir(at('unreadable'))).toEqual([`key-${parts.keyName}`]);
    expect(await readdir(at('pending'))).toEqual([]);
  });

  it("removes an expired enquiry's key with its record, whatever state the record is in", async () => {
    await killedDuring(keyStep + 2);
    const store = open();
    const later = new Date(Date.now() + 60_000);
    expect(await store.prune(later, later, later)).toEqual([parts.id]);
    expect(await readdir(at('keys'))).toEqual([]);
    expect(await readdir(at('records'))).toEqual([]);
  });
});
