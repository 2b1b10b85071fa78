/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createOutbox,
  retryDelayMs,
  type Outbox,
  type OutboxEntry,
  type OutboxOptions,
  type OutboxRecord,
} from '@/lib/enquiry';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { newRecordId } from '@/lib/enquiry/record';
import { claimFileName, currentOwner } from '@/lib/enquiry/store/file-claims';
import { createFileStore, type FileStoreOptions } from '@/lib/enquiry/store/file-store';
import { countByMessageId, startSmtpSink, type SmtpSink } from '../../api/support/smtp-sink';
import { closedPortFixture } from '../../support/closed-port';

/**
 * The file store's own behaviour: its folders, claim files and recovery
 * from dead processes. What both stores promise is in store-contract.ts.
 */

// Real SMTP servers and child processes; the waits below allow 10 s, so the test must too.
jest.setTimeout(30_000);

const mail = { from: 'Queensboro Website <website@queensboro.test>', to: 'ops@queensboro.test' };
const silent = { error: () => undefined, info: () => undefined };

const contact = (name: string): OutboxEntry => ({
  kind: 'contact',
  payload: { name, business: '', email: 'ana@example.com', phone: '', message: 'Please call me back.', interests: [] },
});

let dataDir: string;
/** Ports where no SMTP server is up (yet), each released after its test. */
const closedPorts = closedPortFixture();
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

async function sinkUp(port?: number): Promise<SmtpSink> {
  const sink = await startSmtpSink(port);
  cleanups.push(() => sink.close());
  return sink;
}

function outboxTo(
  smtpUrl: string,
  options: Partial<Omit<OutboxOptions, 'store'>> & Partial<Pick<FileStoreOptions, 'staleClaimMs'>> = {},
): Outbox {
  const transport = createSmtpTransport(smtpUrl);
  const { staleClaimMs, ...rest } = options;
  const store = createFileStore({ dataDir, staleClaimMs, log: silent });
  const outbox = createOutbox({ store, transport, mail, log: silent, ...rest });
  cleanups.push(async () => {
    await outbox.stop();
    transport.close();
  });
  return outbox;
}

const add = async (outbox: Outbox, entry: OutboxEntry): Promise<OutboxRecord> => (await outbox.enqueue(entry)).record;
const nothing = { delivered: [], failed: [], skipped: [], busy: [] };

const folder = async (name: string) => {
  try {
    return (await readdir(path.join(dataDir, 'outbox', name))).sort();
  } catch {
    return [];
  }
};

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('retry backoff', () => {
  it('waits min(1000 × 2^n, 30000) ms after n failed attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10, 100, 5000].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000,
    ]);
  });
});

describe('record ids', () => {
  // The clock is fixed here, so the same-millisecond case the old ids got
  // wrong by chance (random tails sorting the wrong way) happens every time.
  it('sort in creation order when many are made in the same millisecond', () => {
    const now = new Date('2026-11-21T16:11:18.687Z');
    const ids = Array.from({ length: 2000 }, () => newRecordId(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keep creation order when the clock steps back', () => {
    const ids = ['2026-11-21T16:11:18.687Z', '2026-11-21T16:11:18.100Z', '2026-11-21T16:11:19.000Z'].map((at) =>
      newRecordId(new Date(at)),
    );
    expect([...ids].sort()).toEqual(ids);
    expect(ids[2]).toMatch(/^20261121T161119000Z-0000-/);
  });
});

describe('the file store', () => {
  it('has the record on disk, complete, when enqueue resolves', async () => {
    const outbox = outboxTo('smtp://127.0.0.1:1');
    const record = await add(outbox, contact('Ana Ruiz'));
    expect(record.id).toMatch(/^\d{8}T\d{9}Z-[0-9a-z]{4}-[0-9a-f]{10}$/);
    expect(await folder('records')).toEqual([`${record.id}.json`]);
    // Its delivery: an empty file until its first attempt (not tried yet, due now).
    expect(await folder('pending')).toEqual([`${record.id}.ops-email.json`]);
    expect(await readFile(path.join(dataDir, 'outbox', 'pending', `${record.id}.ops-email.json`), 'utf8')).toBe('');
    expect(await folder('tmp')).toEqual([]);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'outbox', 'records', `${record.id}.json`), 'utf8'));
    expect(stored).toEqual({
      kind: 'contact',
      payload: contact('Ana Ruiz').payload,
      id: record.id,
      createdAt: record.createdAt,
      destinations: ['ops-email'],
    });
  });

  it('gives ids that sort by creation time and never repeat', async () => {
    const outbox = outboxTo('smtp://127.0.0.1:1');
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push((await add(outbox, contact(`V ${i}`))).id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(30);
  });

  it('moves a delivered delivery to sent/ with doneAt and never sends it again', async () => {
    const sink = await sinkUp();
    const outbox = outboxTo(sink.url);
    const { id } = await add(outbox, contact('Ana Ruiz'));
    expect(await outbox.deliver(id, 'ops-email')).toBe('delivered');
    expect(await outbox.deliver(id, 'ops-email')).toBe('busy');
    expect(await outbox.flush()).toEqual(nothing);
    expect(await folder('sent')).toEqual([`${id}.ops-email.json`]);
    const sent = JSON.parse(await readFile(path.join(dataDir, 'outbox', 'sent', `${id}.ops-email.json`), 'utf8'));
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, doneAt: expect.any(String), lastError: null });
    expect(await sink.messages()).toHaveLength(1);
    expect((await outbox.list()).done['ops-email']?.sent).toBe(1);
  });

  it('keeps a deferred (4xx) record with the real backoff, lists it as failed, and delivers it once accepted', async () => {
    const sink = await sinkUp();
    sink.reject(2, { code: 451, at: 'rcpt' });
    let clock = new Date('2026-11-21T14:41:00Z');
    const outbox = outboxTo(sink.url, { now: () => clock });
    const { id } = await add(outbox, contact('Ana Ruiz'));

    expect(await outbox.deliver(id, 'ops-email')).toBe('failed');
    let delivery = (await outbox.list()).waiting[0]?.deliveries[0];
    expect(delivery).toMatchObject({ attempts: 1, lastErrorCode: 451, nextAttemptAt: '2026-11-21T14:41:01.000Z' });
    expect(delivery?.lastError).toMatch(/451/);

    clock = new Date('2026-11-21T14:41:01Z');
    expect(await outbox.deliver(id, 'ops-email')).toBe('failed');
    delivery = (await outbox.list()).waiting[0]?.deliveries[0];
    expect(delivery).toMatchObject({ attempts: 2, nextAttemptAt: '2026-11-21T14:41:03.000Z' });

    clock = new Date('2026-11-21T14:41:03Z');
    expect(await outbox.flush()).toEqual({ ...nothing, delivered: [{ id, destination: 'ops-email' }] });
    expect(await sink.messages()).toHaveLength(1);
    expect((await outbox.list()).waiting).toEqual([]);
  });

  it('retries in the background until the server is up, then delivers once', async () => {
    const down = await closedPorts.hold();
    const outbox = outboxTo(`smtp://127.0.0.1:${down.port}`, { retryDelay: () => 100 });
    const { id } = await add(outbox, contact('Ana Ruiz'));
    expect(await outbox.deliver(id, 'ops-email')).toBe('failed');
    outbox.start();
    await waitFor(async () => ((await outbox.list()).waiting[0]?.deliveries[0]?.attempts ?? 0) >= 2);

    await down.release();
    const sink = await sinkUp(down.port);
    await sink.waitForMessages(1);
    await waitFor(async () => (await folder('sent')).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sink.messages()).toHaveLength(1);
  });

  it('after a restart, a new outbox over the same folder delivers what was left pending or mid-send', async () => {
    const down = await closedPorts.hold();
    const before = outboxTo(`smtp://127.0.0.1:${down.port}`);
    const left = [];
    for (const name of ['Ana', 'Bo', 'Cy']) {
      const { id } = await add(before, contact(name));
      await before.deliver(id, 'ops-email'); // fails: SMTP is down
      left.push(id);
    }
    // One more that a crashed process had claimed: its pid no longer exists.
    const crashed = await add(before, contact('Di'));
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await rename(
      path.join(dataDir, 'outbox', 'pending', `${crashed.id}.ops-email.json`),
      path.join(
        dataDir,
        'outbox',
        'sending',
        claimFileName(crashed.id, 'ops-email', { ...currentOwner(), pid: deadPid }),
      ),
    );
    await before.stop();

    const sink = await sinkUp();
    const after = outboxTo(sink.url);
    after.start();
    const messages = await sink.waitForMessages(4);
    await waitFor(async () => (await folder('sent')).length === 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sink.messages()).toHaveLength(4);
    expect(new Set(messages.map((m) => m.messageId))).toEqual(
      new Set([...left, crashed.id].map((id) => `<contact.${id}@queensboro.test>`)),
    );
    expect(await folder('pending')).toEqual([]);
    expect(await folder('sending')).toEqual([]);
  });

  it('upgrades the files of the previous release: a waiting enquiry is delivered once, a delivered one never again', async () => {
    const sink = await sinkUp();
    const outboxDir = path.join(dataDir, 'outbox');
    const legacy = (id: string, deliveredAt: string | null) =>
      JSON.stringify({
        kind: 'contact',
        payload: contact('Old Release').payload,
        id,
        createdAt: '2026-11-20T10:00:00.000Z',
        attempts: 2,
        nextAttemptAt: '2026-11-20T10:00:03.000Z',
        lastAttemptAt: '2026-11-20T10:00:01.000Z',
        lastError: '451 try later',
        lastErrorCode: 451,
        deliveredAt,
      });
    const waiting = '20261120T100000000Z-0000-aaaaaaaaaa';
    const delivered = '20261120T090000000Z-0000-bbbbbbbbbb';
    await mkdir(path.join(outboxDir, 'pending'), { recursive: true });
    await mkdir(path.join(outboxDir, 'sent'), { recursive: true });
    await writeFile(path.join(outboxDir, 'pending', `${waiting}.json`), legacy(waiting, null));
    await writeFile(path.join(outboxDir, 'sent', `${delivered}.json`), legacy(delivered, '2026-11-20T09:00:01.000Z'));

    const outbox = outboxTo(sink.url);
    const listing = await outbox.list();
    expect(listing.waiting.map((r) => [r.id, r.deliveries[0]?.attempts, r.deliveries[0]?.lastError])).toEqual([
      [waiting, 2, '451 try later'],
    ]);
    expect(listing.done['ops-email']?.sent).toBe(1);
    expect((await outbox.drainDue()).delivered).toEqual([{ id: waiting, destination: 'ops-email' }]);
    expect(await outbox.flush()).toEqual(nothing);
    expect((await sink.messages()).map((m) => m.messageId)).toEqual([`<contact.${waiting}@queensboro.test>`]);
    expect((await folder('records')).sort()).toEqual([`${delivered}.json`, `${waiting}.json`]);
  });

  it('drops a stale claim whose delivery sent/ already holds (a crash just after delivery), sending nothing', async () => {
    const sink = await sinkUp();
    const outbox = outboxTo(sink.url);
    const { id } = await add(outbox, contact('Ana'));
    const pending = path.join(dataDir, 'outbox', 'pending', `${id}.ops-email.json`);
    await writeFile(
      path.join(dataDir, 'outbox', 'sent', `${id}.ops-email.json`),
      JSON.stringify({
        destination: 'ops-email',
        state: 'sent',
        attempts: 1,
        nextAttemptAt: new Date().toISOString(),
        doneAt: new Date().toISOString(),
      }),
    );
    // Claimed by a process that has exited since.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await rename(
      pending,
      path.join(dataDir, 'outbox', 'sending', claimFileName(id, 'ops-email', { ...currentOwner(), pid: deadPid })),
    );

    expect(await outbox.recoverStaleClaims()).toBe(1);
    expect(await folder('sending')).toEqual([]);
    expect(await folder('pending')).toEqual([]);
    expect(await outbox.flush()).toEqual(nothing);
    expect(await sink.messages()).toHaveLength(0);
  });

  it('leaves a claim alone while its process lives, and takes it back when the process is gone', async () => {
    const outbox = outboxTo('smtp://127.0.0.1:1');
    const { id } = await add(outbox, contact('Ana'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const claim = claimFileName(id, 'ops-email', { ...currentOwner(), pid: child.pid! });
    await rename(
      path.join(dataDir, 'outbox', 'pending', `${id}.ops-email.json`),
      path.join(dataDir, 'outbox', 'sending', claim),
    );

    expect(await outbox.recoverStaleClaims()).toBe(0);
    expect(await outbox.flush()).toEqual(nothing);
    expect(await folder('sending')).toEqual([claim]);
    expect((await outbox.list()).waiting.map((r) => [r.id, r.claimedBy['ops-email']])).toEqual([
      [id, expect.stringContaining(`pid ${child.pid}`)],
    ]);

    child.kill();
    await exited;
    expect(await outbox.recoverStaleClaims()).toBe(1);
    expect(await folder('pending')).toEqual([`${id}.ops-email.json`]);
  });

  it('takes back a claim from another host only once it is older than any send could take', async () => {
    const outbox = outboxTo('smtp://127.0.0.1:1');
    const { id } = await add(outbox, contact('Ana'));
    const claim = claimFileName(id, 'ops-email', { host: 'other-host', pid: 1, instance: 'abcd' });
    await rename(
      path.join(dataDir, 'outbox', 'pending', `${id}.ops-email.json`),
      path.join(dataDir, 'outbox', 'sending', claim),
    );
    expect(await outbox.recoverStaleClaims()).toBe(0);

    const impatient = outboxTo('smtp://127.0.0.1:1', { staleClaimMs: -1 });
    expect(await impatient.recoverStaleClaims()).toBe(1);
    expect(await folder('pending')).toEqual([`${id}.ops-email.json`]);
  });

  it('leaves alone a claim of another process with the same host and pid (two containers, both pid 1) until it is older than any send', async () => {
    const outbox = outboxTo('smtp://127.0.0.1:1');
    const { id } = await add(outbox, contact('Ana'));
    // Same host name and pid as this process, another per-boot instance id: another container.
    const twin = { ...currentOwner(), instance: 'feedbeef' };
    expect(twin.instance).not.toBe(currentOwner().instance);
    const claim = claimFileName(id, 'ops-email', twin);
    await rename(
      path.join(dataDir, 'outbox', 'pending', `${id}.ops-email.json`),
      path.join(dataDir, 'outbox', 'sending', claim),
    );
    expect(await outbox.recoverStaleClaims()).toBe(0);
    expect(await outbox.flush()).toEqual(nothing);
    expect(await folder('sending')).toEqual([claim]);

    const impatient = outboxTo('smtp://127.0.0.1:1', { staleClaimMs: -1 });
    expect(await impatient.recoverStaleClaims()).toBe(1);
    expect(await folder('pending')).toEqual([`${id}.ops-email.json`]);
  });

  it('two workers on one folder send each of 20 records exactly once', async () => {
    const sink = await sinkUp();
    const first = outboxTo(sink.url);
    const second = outboxTo(sink.url);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await add(first, contact(`Visitor ${i}`))).id);

    first.start();
    second.start();
    const [a, b] = await Promise.all([first.flush(), second.flush()]);
    await sink.waitForMessages(20);
    await waitFor(async () => (await folder('sent')).length === 20);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const counts = countByMessageId(await sink.messages());
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(a.failed.concat(b.failed)).toEqual([]);
    expect(await folder('pending')).toEqual([]);
    expect(await folder('sending')).toEqual([]);
  });

  it('keeps a file that is not a record aside instead of failing or deleting it', async () => {
    const sink = await sinkUp();
    const outbox = outboxTo(sink.url);
    await add(outbox, contact('Ana'));
    const broken = await add(outbox, contact('Bo'));
    await writeFile(path.join(dataDir, 'outbox', 'pending', `${broken.id}.ops-email.json`), '{ not json');
    expect((await outbox.flush()).delivered).toHaveLength(1);
    await outbox.drainDue();
    expect(await folder('unreadable')).toEqual([`${broken.id}.ops-email.json`]);
    expect((await outbox.list()).unreadable).toEqual([`${broken.id}.ops-email.json`]);
  });

  it('removes records made over 24 months ago from every folder, whatever their state, and keeps younger ones', async () => {
    const sink = await sinkUp();
    let clock = new Date('2024-01-10T12:00:00Z');
    const outbox = outboxTo(sink.url, { now: () => new Date(clock) });
    const old = await add(outbox, contact('Delivered long ago'));
    expect(await outbox.deliver(old.id, 'ops-email')).toBe('delivered');
    clock = new Date('2024-06-01T12:00:00Z');
    const recent = await add(outbox, contact('Delivered within the period'));
    expect(await outbox.deliver(recent.id, 'ops-email')).toBe('delivered');
    const waiting = await add(outbox, contact('Not delivered yet'));

    // 2026-03-01 minus 24 months is 2024-03-01: only the January record is older.
    clock = new Date('2026-03-01T12:00:00Z');
    expect(await outbox.pruneSent()).toEqual([old.id]);
    expect(await folder('sent')).toEqual([`${recent.id}.ops-email.json`]);
    expect(await folder('records')).toEqual([`${recent.id}.json`, `${waiting.id}.json`]);
    expect(await folder('pending')).toEqual([`${waiting.id}.ops-email.json`]);
    expect(await outbox.pruneSent()).toEqual([]);

    // The background worker prunes at start: past the cutoff a record goes
    // whatever its state, the one still waiting included.
    clock = new Date('2026-07-01T12:00:00Z');
    outbox.start();
    await waitFor(async () => (await folder('records')).length === 0);
    await outbox.stop();
    for (const name of ['pending', 'retry', 'sending', 'sent', 'failed', 'skipped'])
      expect([name, await folder(name)]).toEqual([name, []]);
  });

  it('stops its worker and waits for the attempt in progress', async () => {
    const sink = await sinkUp();
    const outbox = outboxTo(sink.url);
    const { id } = await add(outbox, contact('Ana'));
    let settled = false;
    // Either this attempt sends it, or the worker claims it first and this one is 'busy'.
    const attempt = outbox.deliver(id, 'ops-email').finally(() => (settled = true));
    outbox.start();
    expect(outbox.running).toBe(true);
    await outbox.stop();
    expect(outbox.running).toBe(false);
    expect(settled).toBe(true);
    expect(['delivered', 'busy']).toContain(await attempt);
    expect((await sink.messages()).map((m) => m.messageId)).toEqual([`<contact.${id}@queensboro.test>`]);
  });
});
