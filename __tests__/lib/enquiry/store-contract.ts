import {
  createOutbox,
  type EnquiryStore,
  type Outbox,
  type OutboxEntry,
  type OutboxOptions,
  type OutboxRecord,
} from '@/lib/enquiry';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { waitFor } from '../../api/support/enquiry-env';
import { countByMessageId, startSmtpSink, type SmtpSink } from '../../api/support/smtp-sink';

/**
 * What every store promises (store/store.ts), run against each store by
 * file-store.test.ts and postgres-store.test.ts with real SMTP (the sink).
 */

export interface StoreHarness {
  /** A store over this test's storage; each call is a new instance (a restart, or a second server). */
  open(): EnquiryStore;
  /** Leaves record `id` claimed by a sender that died (a killed process, or an instance whose lease ran out). */
  abandonClaim(id: string): Promise<void>;
}

export const mail = { from: 'Queensboro Website <website@queensboro.test>', to: 'ops@queensboro.test' };
export const silent = { error: () => undefined, info: () => undefined };

export const contact = (name: string): OutboxEntry => ({
  kind: 'contact',
  payload: { name, business: '', email: 'ana@example.com', phone: '', message: 'Please call me back.', interests: [] },
});

export function storeContract(name: string, setUp: () => Promise<StoreHarness>, tearDown: () => Promise<void>) {
  describe(`the store contract: ${name}`, () => {
    // Real SMTP and (for one store) a real database on a machine that may be busy: seconds, not milliseconds.
    jest.setTimeout(30_000);

    let harness: StoreHarness;
    const cleanups: (() => Promise<void> | void)[] = [];

    beforeEach(async () => {
      harness = await setUp();
    });

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      await tearDown();
    });

    async function sinkUp(): Promise<SmtpSink> {
      const sink = await startSmtpSink();
      cleanups.push(() => sink.close());
      return sink;
    }

    function outboxTo(
      smtpUrl: string,
      options: Partial<Omit<OutboxOptions, 'store'>> = {},
      store = harness.open(),
    ): Outbox {
      const transport = createSmtpTransport(smtpUrl);
      const outbox = createOutbox({ store, transport, mail, log: silent, ...options });
      cleanups.push(async () => {
        await outbox.stop();
        await store.close();
        transport.close();
      });
      return outbox;
    }

    const add = async (outbox: Outbox, entry: OutboxEntry, key?: string): Promise<OutboxRecord> =>
      (await outbox.enqueue(entry, key)).record;

    it('has the whole record stored when enqueue resolves, for any other instance to see', async () => {
      const outbox = outboxTo('smtp://127.0.0.1:1');
      const record = await add(outbox, contact('Ana Ruiz'));
      expect(record).toEqual({
        ...contact('Ana Ruiz'),
        id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-z]{4}-[0-9a-f]{10}$/),
        createdAt: expect.any(String),
        attempts: 0,
        nextAttemptAt: record.createdAt,
        lastAttemptAt: null,
        lastError: null,
        lastErrorCode: null,
        deliveredAt: null,
      });
      const other = outboxTo('smtp://127.0.0.1:1');
      expect((await other.list()).pending).toEqual([record]);
    });

    it('stores one enquiry per idempotency key, and answers a repeat with the first record', async () => {
      const outbox = outboxTo('smtp://127.0.0.1:1');
      const first = await outbox.enqueue(contact('Ana'), 'contact:key-0001');
      expect(first.created).toBe(true);
      const again = await outbox.enqueue(contact('Ana, sent twice'), 'contact:key-0001');
      expect(again).toEqual({ record: first.record, created: false });
      // Racing retries from two instances: still one record.
      const other = outboxTo('smtp://127.0.0.1:1');
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? outbox : other).enqueue(contact('Bo'), 'contact:key-0002')),
      );
      expect(new Set(racing.map((r) => r.record.id)).size).toBe(1);
      expect(racing.filter((r) => r.created)).toHaveLength(1);
      const other2 = await outbox.enqueue(contact('Cy'), 'contact:key-0003');
      expect(other2.created).toBe(true);
      expect((await outbox.list()).pending.map((r) => (r.payload as { name: string }).name)).toEqual([
        'Ana',
        'Bo',
        'Cy',
      ]);
    });

    it('records a delivery and never sends that record again', async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url);
      const { id } = await add(outbox, contact('Ana Ruiz'));
      expect(await outbox.deliver(id)).toBe('delivered');
      expect(await outbox.deliver(id)).toBe('busy');
      expect(await outbox.flush()).toEqual({ delivered: [], failed: [], busy: [] });
      expect(await outbox.drainDue()).toEqual({ delivered: [], failed: [], busy: [] });
      const listing = await outbox.list();
      expect(listing.sentCount).toBe(1);
      expect(listing.pending).toEqual([]);
      expect(await sink.messages()).toHaveLength(1);
    });

    it('keeps a rejected record with the real backoff, not due before its time, and delivers it once accepted', async () => {
      const sink = await sinkUp();
      sink.reject(2, { code: 550, at: 'rcpt' });
      let clock = new Date('2026-11-21T14:41:00Z');
      const outbox = outboxTo(sink.url, { now: () => clock });
      const { id } = await add(outbox, contact('Ana Ruiz'));

      expect(await outbox.deliver(id)).toBe('failed');
      let [record] = (await outbox.list()).pending;
      expect(record).toMatchObject({ attempts: 1, lastErrorCode: 550, nextAttemptAt: '2026-11-21T14:41:01.000Z' });
      expect(record?.lastError).toMatch(/550/);
      expect(await outbox.store.nextDueAt()).toBe(Date.parse('2026-11-21T14:41:01Z'));
      // Not due yet: a drain leaves it.
      expect(await outbox.drainDue()).toEqual({ delivered: [], failed: [], busy: [] });

      clock = new Date('2026-11-21T14:41:01Z');
      expect((await outbox.drainDue()).failed).toEqual([{ id, error: expect.stringMatching(/550/) }]);
      [record] = (await outbox.list()).pending;
      expect(record).toMatchObject({ attempts: 2, nextAttemptAt: '2026-11-21T14:41:03.000Z' });

      clock = new Date('2026-11-21T14:41:03Z');
      expect(await outbox.drainDue()).toEqual({ delivered: [id], failed: [], busy: [] });
      expect(await sink.messages()).toHaveLength(1);
      expect(await outbox.store.nextDueAt()).toBeNull();
    });

    it('two instances draining one store send each of 30 records exactly once', async () => {
      const sink = await sinkUp();
      const first = outboxTo(sink.url, { concurrency: 3 });
      const second = outboxTo(sink.url, { concurrency: 3 });
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) ids.push((await add(i % 2 ? first : second, contact(`Visitor ${i}`))).id);

      const results = await Promise.all([first.drainDue(), second.drainDue(), first.flush(), second.drainDue()]);
      // Two calls in one process may report one (joined) attempt each: the sink counts the sends.
      const delivered = new Set(results.flatMap((r) => r.delivered));
      expect([...delivered].sort()).toEqual([...ids].sort());
      expect(results.flatMap((r) => r.failed)).toEqual([]);
      const counts = countByMessageId(await sink.messages());
      expect(counts.size).toBe(30);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect((await first.list()).sentCount).toBe(30);
    });

    it('takes back the claim of a sender that died and delivers that record once, with its Message-ID', async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url);
      const { id } = await add(outbox, contact('Di'));
      await harness.abandonClaim(id);

      expect(await outbox.recoverStaleClaims()).toBe(1);
      expect(await outbox.drainDue()).toEqual({ delivered: [id], failed: [], busy: [] });
      expect((await sink.messages()).map((m) => m.messageId)).toEqual([`<contact.${id}@queensboro.test>`]);
    });

    it('removes delivery records older than 24 months, keeps younger ones and anything waiting', async () => {
      const sink = await sinkUp();
      let clock = new Date('2024-01-10T12:00:00Z');
      const outbox = outboxTo(sink.url, { now: () => new Date(clock) });
      const old = await add(outbox, contact('Delivered long ago'));
      expect(await outbox.deliver(old.id)).toBe('delivered');
      clock = new Date('2024-06-01T12:00:00Z');
      const recent = await add(outbox, contact('Delivered within the period'));
      expect(await outbox.deliver(recent.id)).toBe('delivered');
      const waiting = await add(outbox, contact('Not delivered yet'), 'contact:key-waiting');

      // 2026-03-01 minus 24 months is 2024-03-01: only the January record is older.
      clock = new Date('2026-03-01T12:00:00Z');
      expect(await outbox.pruneSent()).toEqual([old.id]);
      expect(await outbox.pruneSent()).toEqual([]);
      const listing = await outbox.list();
      expect(listing.sentCount).toBe(1);
      expect(listing.pending.map((r) => r.id)).toEqual([waiting.id]);
      // The waiting record still answers its key.
      expect((await outbox.enqueue(contact('again'), 'contact:key-waiting')).record.id).toBe(waiting.id);
    });

    it('sends at most `concurrency` records at once: a busy outbox leaves the rest waiting, then sends each once', async () => {
      const sink = await sinkUp();
      sink.hold(); // a slow mail server: nothing is answered yet
      const outbox = outboxTo(sink.url, { concurrency: 2 });
      const records = [];
      for (let i = 0; i < 5; i++) records.push(await add(outbox, contact(`Burst ${i}`)));
      const first = [outbox.offer(records[0]!.id), outbox.offer(records[1]!.id)];
      // Both slots are taken: the others are not sent now and wait in the store.
      for (const record of records.slice(2)) expect(await outbox.offer(record.id)).toBe('busy');
      const waiting = await outbox.drainDue();
      expect(waiting).toEqual({ delivered: [], failed: [], busy: [] });
      await waitFor(async () => sink.held().now === 2);
      expect((await outbox.list()).pending.map((r) => r.id)).toEqual(records.slice(2).map((r) => r.id));

      // The worker takes what waits as soon as a slot frees.
      outbox.start();
      sink.release();
      expect(await Promise.all(first)).toEqual(['delivered', 'delivered']);
      const messages = await sink.waitForMessages(5);
      expect([...countByMessageId(messages).values()]).toEqual([1, 1, 1, 1, 1]);
      expect(sink.held().most).toBeLessThanOrEqual(2);
      await waitFor(async () => (await outbox.list()).sentCount === 5);
    });

    it('runs a background worker that delivers what is due and stops cleanly', async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url, { pollIntervalMs: 50 });
      const { id } = await add(outbox, contact('Ana'));
      outbox.start();
      expect(outbox.running).toBe(true);
      const [message] = await sink.waitForMessages(1);
      expect(message?.messageId).toBe(`<contact.${id}@queensboro.test>`);
      await outbox.stop();
      expect(outbox.running).toBe(false);
    });
  });
}
