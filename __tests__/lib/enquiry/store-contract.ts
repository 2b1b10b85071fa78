import { Readable } from 'node:stream';
import {
  createOutbox,
  type Destination,
  type EnquiryStore,
  type Outbox,
  type OutboxEntry,
  type OutboxOptions,
  type OutboxRecord,
} from '@/lib/enquiry';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { enquiryReference } from '@/lib/enquiry/record';
import type { ContactPayload } from '@/lib/enquiry/mail/compose';
import { confirmSubscription, hashToken } from '@/lib/enquiry/newsletter';
import { createVisitorMailLimiter } from '@/lib/enquiry/visitor-limits';
import { waitFor } from '../../api/support/enquiry-env';
import { countByMessageId, startSmtpSink, type ParsedMail, type SmtpSink } from '../../api/support/smtp-sink';
import { startWebhookReceiver, testWebhookSecret, type WebhookReceiver } from '@/scripts/support/webhook-receiver';

/**
 * What every store promises (store/store.ts), run against each store by
 * file-store.test.ts and postgres-store.test.ts with real SMTP (the sink)
 * and a real webhook receiver that verifies every signature.
 */

export interface StoreHarness {
  /** A store over this test's storage; each call is a new instance (a restart, or a second server). */
  open(): EnquiryStore;
  /** Leaves one delivery claimed by a sender that died (a killed process, or an instance whose lease ran out). */
  abandonClaim(id: string, destination: Destination): Promise<void>;
}

export const mail = { from: 'Queensboro Website <website@queensboro.test>', to: 'ops@queensboro.test' };
export const silent = { error: () => undefined, info: () => undefined };
/** The spam filters' test string (GTUBE): content-scanning relays refuse a message holding it, every time. */
export const GTUBE = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';

export const contact = (name: string, email = 'ana@example.com'): OutboxEntry => ({
  kind: 'contact',
  payload: { name, business: '', email, phone: '', message: 'Please call me back.', interests: [] },
});

const contactWith = (fields: Partial<ContactPayload>): OutboxEntry => ({
  kind: 'contact',
  payload: { name: 'Ana', business: '', email: 'ana@example.com', phone: '', message: '', interests: [], ...fields },
});

const toOps = (messages: ParsedMail[]) => messages.filter((m) => m.to?.text === mail.to);
const toVisitors = (messages: ParsedMail[]) => messages.filter((m) => m.to?.text !== mail.to);
const stateOf = async (outbox: Outbox, id: string) =>
  Object.fromEntries(((await outbox.store.get(id))?.deliveries ?? []).map((d) => [d.destination, d]));

/** The leads a message to operations stands in for as a notice (`<notice.ID@…>`) or a digest (`<notices.HASH@…>`). */
export function noticeLeads(message: ParsedMail): string[] {
  const header = (name: string) =>
    String(message.headers.get(name) ?? '')
      .split(/\s+/)
      .filter(Boolean);
  if (message.messageId?.startsWith('<notice.')) return header('x-enquiry-id');
  if (message.messageId?.startsWith('<notices.')) return header('x-enquiry-ids');
  return [];
}

/** How many times each lead was listed across these messages' notices and digests. */
function leadCounts(messages: ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of messages.flatMap(noticeLeads)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export function storeContract(name: string, setUp: () => Promise<StoreHarness>, tearDown: () => Promise<void>) {
  describe(`the store contract: ${name}`, () => {
    // Real SMTP, a real HTTP receiver and (for one store) a real database on a machine that may be busy.
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

    async function receiverUp(): Promise<WebhookReceiver> {
      const receiver = await startWebhookReceiver();
      cleanups.push(() => receiver.close());
      return receiver;
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

    const webhookTo = (receiver: WebhookReceiver, retrySeconds = [1, 1, 1]) => ({
      url: receiver.url,
      secret: testWebhookSecret,
      retrySeconds,
    });

    const add = async (outbox: Outbox, entry: OutboxEntry, key?: string): Promise<OutboxRecord> =>
      (await outbox.enqueue(entry, key)).record;

    it('has the record and one pending delivery per destination stored when enqueue resolves, for any other instance to see', async () => {
      const receiver = await receiverUp();
      const outbox = outboxTo('smtp://127.0.0.1:1', { ackEmail: true, webhook: webhookTo(receiver) });
      const record = await add(outbox, contact('Ana Ruiz'));
      expect(record).toEqual({
        ...contact('Ana Ruiz'),
        id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-z]{4}-[0-9a-f]{10}$/),
        createdAt: expect.any(String),
        destinations: ['ops-email', 'ack-email', 'webhook'],
      });
      const other = outboxTo('smtp://127.0.0.1:1');
      const { waiting } = await other.list();
      expect(waiting.map((r) => r.id)).toEqual([record.id]);
      expect(waiting[0]?.deliveries).toEqual(
        ['ops-email', 'ack-email', 'webhook'].map((destination) => ({
          destination,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: record.createdAt,
          lastAttemptAt: null,
          lastError: null,
          lastErrorCode: null,
          doneAt: null,
          reason: null,
        })),
      );
      // A newsletter sign-up gets only its confirmation e-mail: nothing reaches operations before its owner confirms.
      const signup = await add(outbox, { kind: 'newsletter-signup', payload: { email: 'reader@example.com' } });
      expect(signup.destinations).toEqual(['confirm-email']);
    });

    it('stores uploaded files in the same commit as their enquiry, for any instance, once per idempotency key, and removes them by their own retention', async () => {
      const outbox = outboxTo('smtp://127.0.0.1:1');
      const meta = {
        id: 'f1AAAAAAAAAAAAAA',
        name: 'a.pdf',
        type: 'application/pdf',
        size: 3,
        sha256: 'x',
        scan: 'clean' as const,
      };
      const entry = contactWith({ files: [meta] });
      const bytes = Buffer.from([0x25, 0x00, 0xff]);
      const { record } = await outbox.enqueue(entry, 'files-key-1', [{ id: meta.id, bytes }]);
      // Another instance (or a restart) reads the same bytes, unchanged (binary, NUL included).
      const other = harness.open();
      cleanups.push(() => other.close());
      expect(Buffer.compare((await other.readFile(record.id, meta.id))!, bytes)).toBe(0);
      expect(await other.readFile(record.id, 'f2AAAAAAAAAAAAAA')).toBeNull();
      expect(await other.readFile('20200101T000000000Z-0000-0000000000', meta.id)).toBeNull();
      // A retried submission is the same enquiry: no second copy of its files.
      const again = await outbox.enqueue(entry, 'files-key-1', [{ id: 'f3AAAAAAAAAAAAAA', bytes }]);
      expect(again).toMatchObject({ created: false, record: { id: record.id } });
      expect(await other.readFile(record.id, 'f3AAAAAAAAAAAAAA')).toBeNull();
      // Files made after the cutoff stay; before it, they go and the enquiry stays.
      expect(await other.pruneFiles(new Date(Date.parse(record.createdAt) - 1000))).toBe(0);
      expect(await other.pruneFiles(new Date(Date.parse(record.createdAt) + 1000))).toBe(1);
      expect(await other.readFile(record.id, meta.id)).toBeNull();
      expect(await other.get(record.id)).toMatchObject({ id: record.id, payload: { files: [meta] } });
    });

    it('stores files given as streams (staged uploads) and reads them back whole or as a stream, the same bytes', async () => {
      const outbox = outboxTo('smtp://127.0.0.1:1');
      // Over a megabyte and not a multiple of any chunk: several reads, the last one short.
      const bytes = Buffer.alloc(2 * 1024 * 1024 + 12_345);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
      const meta = {
        id: 'f4AAAAAAAAAAAAAA',
        name: 'b.pdf',
        type: 'application/pdf',
        size: bytes.length,
        sha256: 'x',
        scan: 'clean' as const,
      };
      const staged = {
        size: bytes.length,
        stream: () => Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)], { objectMode: false }),
        readAll: async () => Buffer.from(bytes),
      };
      const { record } = await outbox.enqueue(contactWith({ files: [meta] }), undefined, [
        { id: meta.id, bytes: staged },
      ]);
      const other = harness.open();
      cleanups.push(() => other.close());
      expect(Buffer.compare((await other.readFile(record.id, meta.id))!, bytes)).toBe(0);
      const opened = await other.openFile(record.id, meta.id);
      expect(opened?.size).toBe(bytes.length);
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      expect(chunks.length).toBeGreaterThan(1);
      expect(Buffer.compare(Buffer.concat(chunks), bytes)).toBe(0);
      expect(await other.openFile(record.id, 'f5AAAAAAAAAAAAAA')).toBeNull();
    });

    it('stores nothing of an enquiry whose file cannot be read while it is stored: no enquiry, no file, its key free', async () => {
      const outbox = outboxTo('smtp://127.0.0.1:1');
      const good = Buffer.from('%PDF-1.7 good');
      const metas = ['f6AAAAAAAAAAAAAA', 'f7AAAAAAAAAAAAAA'].map((id) => ({
        id,
        name: `${id}.pdf`,
        type: 'application/pdf',
        size: good.length,
        sha256: 'x',
        scan: 'clean' as const,
      }));
      const broken = {
        size: 1024 * 1024,
        stream: () =>
          new Readable({
            read() {
              this.push(Buffer.alloc(64 * 1024, 0x20));
              this.destroy(new Error('the staged file could not be read'));
            },
          }),
        readAll: () => Promise.reject(new Error('the staged file could not be read')),
      };
      const entry = contactWith({ files: metas });
      await expect(
        outbox.enqueue(entry, 'broken-files-key', [
          { id: metas[0]!.id, bytes: good },
          { id: metas[1]!.id, bytes: broken },
        ]),
      ).rejects.toThrow('the staged file could not be read');
      expect((await outbox.list()).waiting).toEqual([]);
      // The key was never taken: the visitor's retry is stored as new, with its files.
      const retry = await outbox.enqueue(entry, 'broken-files-key', [
        { id: metas[0]!.id, bytes: good },
        { id: metas[1]!.id, bytes: good },
      ]);
      expect(retry.created).toBe(true);
      expect((await outbox.list()).waiting.map((record) => record.id)).toEqual([retry.record.id]);
      expect(Buffer.compare((await outbox.store.readFile(retry.record.id, metas[1]!.id))!, good)).toBe(0);
    });

    it('stores one enquiry per idempotency key, and answers a repeat with the first record', async () => {
      const outbox = outboxTo('smtp://127.0.0.1:1', { ackEmail: true });
      const first = await outbox.enqueue(contact('Ana'), 'contact:key-0001');
      expect(first.created).toBe(true);
      const again = await outbox.enqueue(contact('Ana, sent twice'), 'contact:key-0001');
      expect(again).toEqual({ record: first.record, created: false });
      // Racing retries from two instances: still one record.
      const other = outboxTo('smtp://127.0.0.1:1', { ackEmail: true });
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? outbox : other).enqueue(contact('Bo'), 'contact:key-0002')),
      );
      expect(new Set(racing.map((r) => r.record.id)).size).toBe(1);
      expect(racing.filter((r) => r.created)).toHaveLength(1);
      const other2 = await outbox.enqueue(contact('Cy'), 'contact:key-0003');
      expect(other2.created).toBe(true);
      const { waiting } = await outbox.list();
      expect(waiting.map((r) => (r.payload as { name: string }).name)).toEqual(['Ana', 'Bo', 'Cy']);
      expect(waiting.every((r) => r.deliveries.length === 2)).toBe(true);
    });

    it('records each delivery and never sends it again; the acknowledgement is a fixed template to the visitor', async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url, { ackEmail: true });
      const { id } = await add(outbox, contact('Ana Ruiz <script>', 'ana@ruizbakery.example'));
      expect(await outbox.deliver(id, 'ops-email')).toBe('delivered');
      expect(await outbox.deliver(id, 'ops-email')).toBe('busy');
      expect(await outbox.deliver(id, 'ack-email')).toBe('delivered');
      expect(await outbox.flush()).toEqual({ delivered: [], failed: [], skipped: [], busy: [] });
      expect(await outbox.drainDue()).toEqual({ delivered: [], failed: [], skipped: [], busy: [] });
      const listing = await outbox.list();
      expect(listing.waiting).toEqual([]);
      expect(listing.done['ops-email']).toEqual({ sent: 1, failed: 0, skipped: 0 });
      expect(listing.done['ack-email']).toEqual({ sent: 1, failed: 0, skipped: 0 });
      const messages = await sink.messages();
      expect(toOps(messages)).toHaveLength(1);
      const [ack] = toVisitors(messages);
      expect(ack?.to?.text).toBe('ana@ruizbakery.example');
      expect(ack?.messageId).toBe(`<ack.${id}@queensboro.test>`);
      expect(ack?.headers.get('auto-submitted')).toBe('auto-generated');
      expect(ack?.replyTo?.value).toEqual([{ address: 'ops@queensboro.test', name: 'Queensboro Merchant Solutions' }]);
      // Never what the visitor typed: not the name, not the message.
      expect(`${ack?.text}${ack?.html}`).not.toMatch(/Ana Ruiz|script|call me back/);
      expect(ack?.text).toContain(`Q-${id.split('-').at(-1)!.toUpperCase()}`);
      expect(ack?.text).toContain('(718) 555-0142');
      expect(ack?.text).toContain('43-10 Crescent Street');
      expect(ack?.text).toContain('Monday – Friday: 9:00 AM – 6:00 PM');
    });

    it('keeps an operations e-mail the server defers (4xx) with the real backoff, not due before its time, and delivers it once accepted', async () => {
      const sink = await sinkUp();
      sink.reject(2, { code: 451, at: 'rcpt' });
      let clock = new Date('2026-11-21T14:41:00Z');
      const outbox = outboxTo(sink.url, { now: () => clock });
      const { id } = await add(outbox, contact('Ana Ruiz'));

      expect(await outbox.deliver(id, 'ops-email')).toBe('failed');
      let ops = (await stateOf(outbox, id))['ops-email'];
      expect(ops).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastErrorCode: 451,
        nextAttemptAt: '2026-11-21T14:41:01.000Z',
      });
      expect(ops?.lastError).toMatch(/451/);
      expect(await outbox.store.nextDueAt(['ops-email'])).toBe(Date.parse('2026-11-21T14:41:01Z'));
      // Not due yet: a drain leaves it.
      expect(await outbox.drainDue()).toEqual({ delivered: [], failed: [], skipped: [], busy: [] });

      clock = new Date('2026-11-21T14:41:01Z');
      expect((await outbox.drainDue()).failed).toEqual([
        { id, destination: 'ops-email', error: expect.stringMatching(/451/) },
      ]);
      ops = (await stateOf(outbox, id))['ops-email'];
      expect(ops).toMatchObject({ attempts: 2, nextAttemptAt: '2026-11-21T14:41:03.000Z' });

      clock = new Date('2026-11-21T14:41:03Z');
      expect(await outbox.drainDue()).toEqual({
        delivered: [{ id, destination: 'ops-email' }],
        failed: [],
        skipped: [],
        busy: [],
      });
      expect(await sink.messages()).toHaveLength(1);
      expect(await outbox.store.nextDueAt(['ops-email'])).toBeNull();
    });

    it('delivers each destination on its own: a dead webhook never delays or doubles the e-mails, and is sent once it answers', async () => {
      const sink = await sinkUp();
      const receiver = await receiverUp();
      receiver.answerNext({ status: 500 }, { status: 503, headers: { 'Retry-After': '7' } });
      let clock = new Date();
      const outbox = outboxTo(sink.url, {
        ackEmail: true,
        webhook: webhookTo(receiver, [2, 60, 60]),
        now: () => clock,
      });
      const record = await add(outbox, contact('Ana Ruiz'));
      const { id } = record;
      expect(await outbox.offer(record)).toEqual({
        'ops-email': 'delivered',
        'ack-email': 'delivered',
        webhook: 'failed',
      });
      // Standard Webhooks' schedule: the first retry after 2 s here.
      expect((await stateOf(outbox, id)).webhook).toMatchObject({ state: 'pending', attempts: 1, lastErrorCode: 500 });
      clock = new Date(clock.getTime() + 2000);
      expect((await outbox.drainDue()).failed).toEqual([
        { id, destination: 'webhook', error: expect.stringMatching(/503/) },
      ]);
      // 503 with Retry-After: 7 is honoured over the schedule's 60 s.
      const webhook = (await stateOf(outbox, id)).webhook!;
      expect(Date.parse(webhook.nextAttemptAt) - clock.getTime()).toBe(7000);
      clock = new Date(clock.getTime() + 7000);
      expect((await outbox.drainDue()).delivered).toEqual([{ id, destination: 'webhook' }]);

      expect(toOps(await sink.messages())).toHaveLength(1);
      expect(toVisitors(await sink.messages())).toHaveLength(1);
      expect(receiver.requests.map((r) => r.id)).toEqual([`msg_${id}`, `msg_${id}`, `msg_${id}`]);
      expect(receiver.requests.every((r) => r.verified)).toBe(true);
      expect([...receiver.accepted()]).toEqual([[`msg_${id}`, 1]]);
      const body = receiver.requests[2]!.body;
      expect(body).toMatchObject({
        type: 'enquiry.received',
        timestamp: record.createdAt,
        data: { id, reference: expect.stringMatching(/^Q-[0-9A-F]{10}$/), name: 'Ana Ruiz', email: 'ana@example.com' },
      });
    });

    it('marks a webhook failed after its schedule, and a 410 disables it with every delivery kept', async () => {
      const receiver = await receiverUp();
      const sink = await sinkUp();
      let clock = new Date();
      const outbox = outboxTo(sink.url, { webhook: webhookTo(receiver, [1]), now: () => clock });
      const first = await add(outbox, contact('Bo'));
      receiver.answerNext({ status: 500 }, { status: 302, headers: { Location: 'http://127.0.0.1:1/' } });
      expect(await outbox.deliver(first.id, 'webhook')).toBe('failed');
      clock = new Date(clock.getTime() + 1000);
      expect(await outbox.deliver(first.id, 'webhook')).toBe('failed');
      expect((await stateOf(outbox, first.id)).webhook).toMatchObject({
        state: 'failed',
        attempts: 2,
        lastErrorCode: 302,
        lastError: expect.stringContaining('redirects are not followed'),
      });

      const second = await add(outbox, contact('Cy'));
      const third = await add(outbox, contact('Di'));
      receiver.answerNext({ status: 410 }, { status: 410 });
      const logged: string[] = [];
      const logging = outboxTo(sink.url, {
        webhook: webhookTo(receiver, [1]),
        now: () => clock,
        log: { error: (...args: unknown[]) => logged.push(args.join(' ')), info: () => undefined },
      });
      await logging.drainDue();
      expect(await outbox.store.disabled('webhook')).toMatchObject({ reason: expect.stringContaining('410') });
      // Loud, and by origin only: a receiver's path is often its only credential.
      const disabled = logged.find((line) => line.includes('WEBHOOK DISABLED')) ?? '';
      expect(disabled).toContain(new URL(receiver.url).origin);
      expect(disabled).not.toContain(new URL(receiver.url).pathname);
      // Disabled: nothing more is sent to it, and both deliveries wait, kept.
      const before = receiver.requests.length;
      clock = new Date(clock.getTime() + 60_000);
      await outbox.drainDue();
      expect(receiver.requests.length).toBe(before);
      for (const { id } of [second, third]) expect((await stateOf(outbox, id)).webhook?.state).toBe('pending');
      // The e-mails went on regardless.
      expect(toOps(await sink.messages())).toHaveLength(3);
      // A new receiver (another WEBHOOK_URL) gets them.
      const next = await receiverUp();
      const moved = outboxTo(sink.url, { webhook: webhookTo(next, [1]), now: () => clock });
      expect((await moved.drainDue()).delivered.map((r) => r.id).sort()).toEqual([second.id, third.id].sort());
      expect([...next.accepted().keys()].sort()).toEqual([`msg_${second.id}`, `msg_${third.id}`].sort());
    });

    it('sends at most one acknowledgement per address per day and no more than the daily cap; what a limit stops is skipped with the reason', async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url, {
        ackEmail: true,
        visitorLimiter: createVisitorMailLimiter({ dailyLimit: 2 }),
      });
      const ids = [];
      for (const email of ['a@example.com', 'a@example.com', 'B@example.com', 'c@example.com'])
        ids.push((await add(outbox, contact('V', email))).id);
      for (const id of ids) await outbox.deliver(id, 'ack-email');
      const states = await Promise.all(ids.map(async (id) => (await stateOf(outbox, id))['ack-email']));
      expect(states.map((s) => s?.state)).toEqual(['sent', 'skipped', 'sent', 'skipped']);
      expect(states[1]?.reason).toMatch(/this address was sent an acknowledgement in the last 24 hours/);
      expect(states[3]?.reason).toMatch(/ACK_DAILY_LIMIT/);
      expect(states[1]?.attempts).toBe(0);
      expect(toVisitors(await sink.messages()).map((m) => m.to?.text)).toEqual(['a@example.com', 'B@example.com']);
    });

    it('retries an acknowledgement for an hour at most, then skips it; the operations e-mail is retried on', async () => {
      const sink = await sinkUp();
      let clock = new Date('2026-11-21T14:00:00Z');
      const outbox = outboxTo(sink.url, { ackEmail: true, now: () => clock, retryDelay: () => 25 * 60_000 });
      const { id } = await add(outbox, contact('Ana'));
      sink.reject(4, { code: 451, at: 'data' });
      expect(await outbox.deliver(id, 'ack-email')).toBe('failed');
      expect(await outbox.deliver(id, 'ops-email')).toBe('failed');
      clock = new Date('2026-11-21T14:25:00Z');
      expect(await outbox.deliver(id, 'ack-email')).toBe('failed');
      clock = new Date('2026-11-21T14:50:00Z');
      // A third failure: the next try would come after the hour.
      expect(await outbox.deliver(id, 'ack-email')).toBe('skipped');
      const ack = (await stateOf(outbox, id))['ack-email'];
      expect(ack).toMatchObject({
        state: 'skipped',
        attempts: 3,
        reason: 'not delivered within 60 minutes of the enquiry',
      });
      expect(ack?.lastError).toMatch(/451/);
      // A retry the worker would have made late (a server down for longer) is skipped without trying.
      const late = await add(outbox, contact('Bo', 'bo@example.com'));
      clock = new Date('2026-11-21T16:00:00Z');
      expect(await outbox.deliver(late.id, 'ack-email')).toBe('skipped');
      expect((await stateOf(outbox, late.id))['ack-email']).toMatchObject({ state: 'skipped', attempts: 0 });
      expect(await outbox.deliver(id, 'ops-email')).toBe('delivered');
      expect(toVisitors(await sink.messages())).toEqual([]);
    });

    it('newsletter: confirms a sign-up once through its e-mailed link, which reaches operations and the webhook; a bad or expired link confirms nothing', async () => {
      const sink = await sinkUp();
      const receiver = await receiverUp();
      let clock = new Date();
      const outbox = outboxTo(sink.url, {
        webhook: webhookTo(receiver),
        siteUrl: 'https://www.queensboro.test',
        now: () => clock,
      });
      const signup = await add(outbox, {
        kind: 'newsletter-signup',
        payload: { email: 'reader@example.com', source: '/blog' },
      });
      expect(await outbox.offer(signup)).toEqual({ 'confirm-email': 'delivered' });
      const [confirmation] = await sink.messages();
      expect(confirmation?.to?.text).toBe('reader@example.com');
      expect(confirmation?.headers.get('auto-submitted')).toBe('auto-generated');
      const link = /https:\/\/www\.queensboro\.test\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
        confirmation?.text ?? '',
      );
      expect(link).not.toBeNull();
      const token = link![1]!;
      // Only the hash is stored.
      expect(await outbox.store.findToken(hashToken(token))).toMatchObject({ recordId: signup.id });
      expect(await outbox.store.findToken(token)).toBeNull();
      expect(receiver.requests).toEqual([]);

      expect(await confirmSubscription(outbox, 'x'.repeat(43), clock)).toEqual({ status: 'invalid' });
      const confirmed = await confirmSubscription(outbox, token, clock);
      expect(confirmed).toMatchObject({ status: 'confirmed' });
      expect(await confirmSubscription(outbox, token, clock)).toEqual({
        status: 'already-confirmed',
        id: (confirmed as { id: string }).id,
      });
      const subscription = (await outbox.store.get((confirmed as { id: string }).id))!;
      expect(subscription).toMatchObject({
        kind: 'newsletter',
        destinations: ['ops-email', 'webhook'],
        payload: { email: 'reader@example.com', source: '/blog', signupId: signup.id },
      });
      await outbox.offer(subscription);
      expect(toOps(await sink.messages()).map((m) => m.subject)).toEqual(['Newsletter sign-up: reader@example.com']);
      expect(receiver.requests.map((r) => r.body.type)).toEqual(['newsletter.confirmed']);
      expect(receiver.requests[0]?.body.data).toMatchObject({
        email: 'reader@example.com',
        page: 'https://www.queensboro.test/blog',
      });

      // Another sign-up whose link is opened after 72 hours.
      const late = await add(outbox, { kind: 'newsletter-signup', payload: { email: 'late@example.com' } });
      await outbox.deliver(late.id, 'confirm-email');
      const lateToken = /token=([A-Za-z0-9_-]{43})/.exec((await sink.messages()).at(-1)?.text ?? '')![1]!;
      clock = new Date(clock.getTime() + 72 * 60 * 60_000 + 1);
      expect(await confirmSubscription(outbox, lateToken, clock)).toEqual({ status: 'expired' });
      // Pruned a day later: the sign-up, its delivery and its tokens.
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
      expect(await outbox.pruneSent()).toEqual([signup.id, late.id].sort());
      expect(await outbox.store.get(late.id)).toBeNull();
      expect(await outbox.store.findToken(hashToken(lateToken))).toBeNull();
      expect(await outbox.store.get(subscription.id)).not.toBeNull();
    });

    it('two instances draining one store send each of 30 deliveries exactly once', async () => {
      const sink = await sinkUp();
      const first = outboxTo(sink.url, { concurrency: 3, ackEmail: true });
      const second = outboxTo(sink.url, { concurrency: 3, ackEmail: true });
      const ids: string[] = [];
      for (let i = 0; i < 15; i++)
        ids.push((await add(i % 2 ? first : second, contact(`Visitor ${i}`, `v${i}@example.com`))).id);

      const results = await Promise.all([first.drainDue(), second.drainDue(), first.flush(), second.drainDue()]);
      // Two calls in one process may report one (joined) attempt each: the sink counts the sends.
      const delivered = new Set(results.flatMap((r) => r.delivered.map((d) => `${d.id} ${d.destination}`)));
      expect(delivered.size).toBe(30);
      expect(results.flatMap((r) => r.failed)).toEqual([]);
      const counts = countByMessageId(await sink.messages());
      expect(counts.size).toBe(30);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect((await first.list()).done['ops-email']?.sent).toBe(15);
    });

    it('takes back the claim of a sender that died and delivers that delivery once, with its Message-ID', async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url, { ackEmail: true });
      const { id } = await add(outbox, contact('Di'));
      await harness.abandonClaim(id, 'ops-email');

      expect(await outbox.recoverStaleClaims()).toBe(1);
      const result = await outbox.drainDue();
      expect(result.delivered).toEqual(
        expect.arrayContaining([
          { id, destination: 'ops-email' },
          { id, destination: 'ack-email' },
        ]),
      );
      expect(toOps(await sink.messages()).map((m) => m.messageId)).toEqual([`<contact.${id}@queensboro.test>`]);
    });

    it('removes every record made over 24 months ago, whatever the state of its deliveries, and keeps younger ones', async () => {
      const sink = await sinkUp();
      sink.refuseContaining(GTUBE);
      const receiver = await receiverUp();
      let clock = new Date('2024-01-10T12:00:00Z');
      const outbox = outboxTo(sink.url, {
        now: () => new Date(clock),
        ackEmail: true,
        webhook: webhookTo(receiver, [3600]),
        refusedGiveUpMs: 0,
      });
      const old: string[] = [];
      // Sent everywhere.
      const sent = await add(outbox, contact('Sent'), 'contact:key-sent');
      await outbox.flush();
      old.push(sent.id);
      // Refused for good (failed), its notice sent, its acknowledgement skipped (one per address a day).
      const refused = await add(outbox, contactWith({ name: 'Refused', message: GTUBE }));
      await outbox.flush();
      await outbox.flush();
      expect((await stateOf(outbox, refused.id))['ops-email']?.state).toBe('failed');
      old.push(refused.id);
      // Still waiting: the webhook's receiver is down, then answers 410 (disabled, kept pending).
      receiver.answerNext({ status: 410 });
      const waiting = await add(outbox, contact('Waiting'));
      await outbox.flush();
      expect((await stateOf(outbox, waiting.id))['webhook']?.state).toBe('pending');
      old.push(waiting.id);
      // Claimed by a sender that died.
      const claimed = await add(outbox, contact('Claimed'));
      await harness.abandonClaim(claimed.id, 'ops-email');
      old.push(claimed.id);
      // A sign-up never confirmed.
      old.push((await add(outbox, { kind: 'newsletter-signup', payload: { email: 'reader@example.com' } })).id);

      clock = new Date('2024-06-01T12:00:00Z');
      const recent = await add(outbox, contact('Within the period'));

      // 2026-03-01 minus 24 months is 2024-03-01: every January record goes.
      clock = new Date('2026-03-01T12:00:00Z');
      expect(await outbox.pruneSent()).toEqual([...old].sort());
      expect(await outbox.pruneSent()).toEqual([]);
      for (const id of old) expect(await outbox.store.get(id)).toBeNull();
      expect(await outbox.store.get(recent.id)).not.toBeNull();
      const listing = await outbox.list();
      expect(listing.waiting.map((r) => r.id)).toEqual([recent.id]);
      expect(listing.failed).toEqual([]);
      // Nothing of theirs is claimed or sent again.
      expect(await outbox.recoverStaleClaims()).toBe(0);
      expect((await outbox.flush()).delivered.filter((r) => old.includes(r.id))).toEqual([]);
      // The key of a removed enquiry no longer answers: a new post is a new enquiry.
      expect((await outbox.enqueue(contact('again'), 'contact:key-sent')).created).toBe(true);
    });

    it('backs off from a permanent refusal (554) to hours, then marks it failed and sends operations a notice without the message, once', async () => {
      const sink = await sinkUp();
      sink.refuseContaining(GTUBE);
      let clock = new Date('2026-11-21T14:00:00Z');
      const logged: string[] = [];
      const log = { error: (line: string) => logged.push(line), info: () => undefined };
      const outbox = outboxTo(sink.url, { now: () => new Date(clock), log });
      const entry = contactWith({
        name: 'Ana Ruiz',
        email: 'ana@ruizbakery.example',
        business: 'Ruiz Bakery',
        phone: '+1 718 555 0100',
        message: `Private words. ${GTUBE}`,
      });
      const { id } = await add(outbox, entry);
      const fresh = await add(outbox, contact('Bo Fresh', 'bo@example.com'));

      expect(await outbox.deliver(id, 'ops-email')).toBe('failed');
      expect((await stateOf(outbox, id))['ops-email']).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastErrorCode: 554,
        nextAttemptAt: '2026-11-21T15:00:00.000Z',
      });
      // A refused delivery never holds up a fresh one.
      expect(await outbox.deliver(fresh.id, 'ops-email')).toBe('delivered');
      clock = new Date('2026-11-21T14:59:59Z');
      expect(await outbox.drainDue()).toEqual({ delivered: [], failed: [], skipped: [], busy: [] });
      clock = new Date('2026-11-21T15:00:00Z');
      expect((await outbox.drainDue()).failed).toEqual([
        { id, destination: 'ops-email', error: expect.stringMatching(/554/) },
      ]);
      expect((await stateOf(outbox, id))['ops-email']).toMatchObject({
        attempts: 2,
        nextAttemptAt: '2026-11-21T19:00:00.000Z',
      });
      clock = new Date('2026-11-21T19:00:00Z');
      await outbox.drainDue();
      expect((await stateOf(outbox, id))['ops-email']).toMatchObject({
        attempts: 3,
        nextAttemptAt: '2026-11-21T23:00:00.000Z',
      });
      // Nine hours after the enquiry: past the 8-hour bound, failed for good, and the notice is queued in the same step.
      clock = new Date('2026-11-21T23:00:00Z');
      await outbox.drainDue();
      await outbox.drainDue();
      const states = await stateOf(outbox, id);
      expect(states['ops-email']).toMatchObject({ state: 'failed', attempts: 4, lastErrorCode: 554 });
      expect(states['ops-notice']).toMatchObject({ state: 'sent', attempts: 1 });
      expect(sink.rejected()).toBe(4);
      expect(logged.filter((line) => line.includes('DELIVERY FAILED') && line.includes(id))).toHaveLength(1);

      // Nothing more goes out, whatever runs again.
      await outbox.flush();
      clock = new Date('2026-11-23T00:00:00Z');
      await outbox.drainDue();
      const ops = toOps(await sink.messages());
      const notices = ops.filter((m) => m.messageId === `<notice.${id}@queensboro.test>`);
      expect(notices).toHaveLength(1);
      expect(ops).toHaveLength(2); // the fresh enquiry's e-mail and the notice
      const notice = notices[0]!;
      expect(notice.subject).toContain(enquiryReference(id));
      for (const detail of [
        'Ana Ruiz',
        'Ruiz Bakery',
        'ana@ruizbakery.example',
        '+1 718 555 0100',
        id,
        'npm run outbox',
      ])
        expect(notice.text).toContain(detail);
      expect(notice.text).not.toContain('Private words');
      expect(notice.text).not.toContain(GTUBE);

      // `npm run outbox` lists it under the failed ones.
      const listing = await outbox.list();
      expect(listing.failed.map((r) => r.id)).toEqual([id]);
      expect(listing.waiting).toEqual([]);
      expect(listing.done['ops-email']).toEqual({ sent: 1, failed: 1, skipped: 0 });
    });

    /** A lead whose operations e-mail the server refused for good: its notice delivery is pending, due at `at`. */
    async function refusedLead(store: EnquiryStore, name: string, at: Date): Promise<OutboxRecord> {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
      const { record } = await store.add(
        contactWith({
          name,
          email: `${slug}@example.com`,
          phone: '+1 718 555 0100',
          message: `Private words. ${GTUBE}`,
        }),
        { now: at, destinations: ['ops-email'] },
      );
      const claim = await store.claim(record.id, 'ops-email', at);
      await store.complete(claim!, {
        state: 'failed',
        at,
        error: '554 refused',
        errorCode: 554,
        followUp: 'ops-notice',
      });
      return record;
    }

    it('claims several due notices at once, each by one claimer only, counts them, and records their outcomes in one call', async () => {
      const first = harness.open();
      const second = harness.open();
      cleanups.push(
        () => first.close(),
        () => second.close(),
      );
      const at = new Date('2026-11-23T10:00:00Z');
      const leads: string[] = [];
      for (let i = 0; i < 7; i++) leads.push((await refusedLead(first, `Lead ${i}`, at)).id);

      expect(await second.countDue('ops-notice', at, 100)).toBe(7);
      expect(await second.countDue('ops-notice', at, 3)).toBe(3);
      expect(await second.countDue('ops-email', at, 100)).toBe(0);
      // Two instances claim at the same moment: no notice is held by both.
      const [a, b] = await Promise.all([first.claimDue('ops-notice', at, 4), second.claimDue('ops-notice', at, 4)]);
      const rest = await first.claimDue('ops-notice', at, 50);
      const claimed = [...a, ...b, ...rest].map((claim) => claim.record.id);
      expect(a.length).toBeLessThanOrEqual(4);
      expect(b.length).toBeLessThanOrEqual(4);
      expect(claimed.sort()).toEqual([...leads].sort());
      expect(await second.countDue('ops-notice', at, 100)).toBe(0);
      expect(await second.claimDue('ops-notice', at, 50)).toEqual([]);

      // Sent, retried and failed in one call, each as `complete` would record it.
      const all = [...a, ...b, ...rest];
      const later = new Date(at.getTime() + 60_000);
      const next = new Date(at.getTime() + 3_600_000);
      await first.completeAll(
        all.map((claim, i) => ({
          claim,
          result:
            i < 5
              ? { state: 'sent' as const, at: later }
              : i === 5
                ? { state: 'pending' as const, at: later, error: '554 refused', errorCode: 554, nextAttemptAt: next }
                : { state: 'failed' as const, at: later, error: '554 refused', errorCode: 554 },
        })),
      );
      const states = await Promise.all(all.map(async (claim) => (await second.get(claim.record.id))!.deliveries));
      const notices = states.map((deliveries) => deliveries.find((d) => d.destination === 'ops-notice'));
      expect(notices.map((d) => d?.state)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'pending', 'failed']);
      expect(notices.map((d) => d?.attempts)).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect(notices[5]).toMatchObject({ nextAttemptAt: next.toISOString(), lastErrorCode: 554 });
      expect((await second.list(later)).done['ops-notice']).toEqual({ sent: 5, failed: 1, skipped: 0 });
      // Nothing recorded is claimed again; the retry only when due.
      expect(await second.claimDue('ops-notice', later, 50)).toEqual([]);
      expect((await second.claimDue('ops-notice', next, 50)).map((claim) => claim.record.id)).toEqual([
        all[5]!.record.id,
      ]);
    });

    it('sends every notice that is due as ONE digest listing each refused lead once, with how to reach them and never their words', async () => {
      const sink = await sinkUp();
      sink.refuseContaining(GTUBE);
      const outbox = outboxTo(sink.url, { refusedGiveUpMs: 0 });
      const refused: OutboxRecord[] = [];
      for (const name of ['Ana Ruiz', 'Bo Chen', 'Cy Diaz', 'Di Evans'])
        refused.push(
          await add(
            outbox,
            contactWith({
              name,
              business: `${name.split(' ')[1]} Bakery`,
              email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
              phone: '+1 718 555 0100',
              message: `Private words of ${name}. ${GTUBE}`,
            }),
          ),
        );
      const fine = await add(outbox, contact('Ed Fine', 'ed@example.com'));

      // A drain sends the operations e-mails (four refused for good, one sent); the next, the notices, in one digest.
      expect((await outbox.drainDue()).failed.map((r) => r.id).sort()).toEqual(refused.map((r) => r.id).sort());
      const result = await outbox.drainDue();
      expect(
        result.delivered
          .filter((r) => r.destination === 'ops-notice')
          .map((r) => r.id)
          .sort(),
      ).toEqual(refused.map((r) => r.id).sort());
      const ops = toOps(await sink.messages());
      expect(ops.map((m) => m.messageId)).toContain(`<contact.${fine.id}@queensboro.test>`);
      const digests = ops.filter((m) => noticeLeads(m).length > 0);
      expect(digests).toHaveLength(1);
      const digest = digests[0]!;
      expect(digest.messageId).toMatch(/^<notices\.[0-9a-f]{24}@queensboro\.test>$/);
      expect(noticeLeads(digest)).toEqual(refused.map((r) => r.id));
      expect(digest.subject).toContain('4 enquiries');
      expect(digest.replyTo?.value[0]?.address).toBe(mail.to);
      for (const record of refused) {
        const { name, email, business } = record.payload as ContactPayload;
        for (const detail of [name, email, business, enquiryReference(record.id), record.id])
          expect(digest.text?.split(detail).length).toBe(2); // listed exactly once
      }
      expect(digest.text).toContain('+1 718 555 0100');
      expect(digest.text).toContain('npm run outbox');
      expect(`${digest.text}${digest.html}`).not.toMatch(/Private words|GTUBE|Please call me back/);
      expect(sink.rejected()).toBe(4); // the four full e-mails; the digest went through
      for (const record of refused) expect((await stateOf(outbox, record.id))['ops-notice']?.state).toBe('sent');
      // Nothing goes again.
      expect((await outbox.flush()).delivered).toEqual([]);
      expect(leadCounts(toOps(await sink.messages()))).toEqual(new Map(refused.map((r) => [r.id, 1])));
    });

    it("sends the leads of a digest refused for one lead's details each alone: the others still reach operations, the refused one meets its policy", async () => {
      const sink = await sinkUp();
      const outbox = outboxTo(sink.url, { refusedGiveUpMs: 0 });
      const store = outbox.store;
      const at = new Date();
      const leads = [];
      for (const name of ['Ana Ruiz', `Mallory ${GTUBE.slice(0, 40)}`, 'Bo Chen'])
        leads.push(await refusedLead(store, name, at));
      // The filter reads the digest: it holds the poisoned name, so it is refused as a whole, then each alone.
      sink.refuseContaining(GTUBE.slice(0, 40));
      const result = await outbox.drainDue();
      expect(result.delivered.map((r) => r.id).sort()).toEqual([leads[0]!.id, leads[2]!.id].sort());
      expect(result.failed.map((r) => r.id)).toEqual([leads[1]!.id]);
      expect(sink.rejected()).toBe(2); // the digest, then the poisoned lead alone
      const ops = toOps(await sink.messages());
      expect(ops.map((m) => m.messageId).sort()).toEqual(
        [leads[0]!.id, leads[2]!.id].map((id) => `<notice.${id}@queensboro.test>`).sort(),
      );
      // Past its give-up time at the first refusal (refusedGiveUpMs: 0): failed, listed by `npm run outbox`.
      expect((await stateOf(outbox, leads[1]!.id))['ops-notice']).toMatchObject({
        state: 'failed',
        lastErrorCode: 554,
      });
      expect((await outbox.list()).failed.map((r) => r.id).sort()).toEqual(leads.map((r) => r.id).sort());
    });

    it('two instances draining the same notices at once never put one lead into two digests', async () => {
      const sink = await sinkUp();
      const first = outboxTo(sink.url);
      const second = outboxTo(sink.url);
      const at = new Date();
      const leads: string[] = [];
      // More than one digest holds: 120 leads, digests of at most 50.
      for (let i = 0; i < 120; i++) leads.push((await refusedLead(first.store, `Lead ${i}`, at)).id);
      const results = await Promise.all([first.drainDue(), second.drainDue(), first.drainDue()]);
      const delivered = results.flatMap((r) => r.delivered.map((d) => d.id));
      expect(delivered.sort()).toEqual([...leads].sort());
      const messages = toOps(await sink.messages());
      expect(messages.length).toBeGreaterThanOrEqual(3);
      expect(messages.every((m) => noticeLeads(m).length <= 50)).toBe(true);
      const counts = leadCounts(messages);
      expect([...counts.keys()].sort()).toEqual([...leads].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect((await first.list()).done['ops-notice']).toEqual({ sent: 120, failed: 0, skipped: 0 });
    });

    it('holds a digest that is not full for the gap after the last one while an operations e-mail waits, and sends it once none waits', async () => {
      const sink = await sinkUp();
      sink.refuseContaining(GTUBE);
      const clock = new Date('2026-11-23T10:00:00Z');
      const outbox = outboxTo(sink.url, { refusedGiveUpMs: 0, noticeDigestGapMs: 60 * 60_000, now: () => clock });
      // A lead refused alone gets its notice at once: the single notice, replying to the visitor.
      const alone = await add(outbox, contactWith({ name: 'Ana Ruiz', email: 'ana@example.com', message: GTUBE }));
      await outbox.drainDue(); // refused for good: failed, and its notice added
      await outbox.drainDue(); // the notice (the worker runs this drain at once, woken by the failure)
      const [notice] = toOps(await sink.messages());
      expect(notice?.messageId).toBe(`<notice.${alone.id}@queensboro.test>`);
      expect(notice?.replyTo?.value[0]?.address).toBe('ana@example.com');

      // Within the gap, while another operations e-mail waits (deferred), the next notices wait too.
      sink.reject(1, { code: 451, at: 'rcpt' });
      const deferred = await add(outbox, contact('Di Later', 'di@example.com'));
      expect(await outbox.deliver(deferred.id, 'ops-email')).toBe('failed');
      const second = await add(outbox, contactWith({ name: 'Bo Chen', email: 'bo@example.com', message: GTUBE }));
      const third = await add(outbox, contactWith({ name: 'Cy Diaz', email: 'cy@example.com', message: GTUBE }));
      await outbox.drainDue();
      await outbox.drainDue();
      expect((await stateOf(outbox, second.id))['ops-email']?.state).toBe('failed');
      expect((await stateOf(outbox, second.id))['ops-notice']?.state).toBe('pending');
      expect(toOps(await sink.messages())).toHaveLength(1);

      // The waiting e-mail goes: nothing more can join, so both notices go at once, as one digest.
      expect(await outbox.deliver(deferred.id, 'ops-email')).toBe('delivered');
      expect((await outbox.drainDue()).delivered.map((r) => r.id).sort()).toEqual([second.id, third.id].sort());
      const messages = toOps(await sink.messages());
      expect(leadCounts(messages)).toEqual(
        new Map([
          [alone.id, 1],
          [second.id, 1],
          [third.id, 1],
        ]),
      );
      expect(messages.filter((m) => noticeLeads(m).length === 2)).toHaveLength(1);
    });

    it('has the worker send notices held for the gap as soon as no operations e-mail waits, each lead once', async () => {
      const sink = await sinkUp();
      sink.refuseContaining(GTUBE);
      // Neither the gap nor the poll interval ends during the test: only the end of the backlog lets them go.
      const outbox = outboxTo(sink.url, {
        refusedGiveUpMs: 0,
        noticeDigestGapMs: 60 * 60_000,
        pollIntervalMs: 60 * 60_000,
      });
      outbox.start();
      const first = await add(outbox, contactWith({ name: 'Ana Ruiz', email: 'ana@example.com', message: GTUBE }));
      await outbox.offer(first);
      await waitFor(async () => leadCounts(toOps(await sink.messages())).has(first.id));
      // An operations e-mail deferred (retried a second later by the worker), then two refused leads:
      // their notices wait while that e-mail does, and go once it is delivered (no failure wakes the worker then).
      sink.reject(1, { code: 451, at: 'rcpt' });
      const deferred = await add(outbox, contact('Di Later', 'di@example.com'));
      // The worker may still be busy after the first notice and take this e-mail before the offer
      // does ('busy' then): either way it is tried once and deferred, the sink's second refusal.
      await outbox.offer(deferred);
      await waitFor(async () => sink.rejected() === 2);
      const refused = [first.id];
      for (const name of ['Bo Chen', 'Cy Diaz']) {
        const record = await add(outbox, contactWith({ name, email: 'x@example.com', message: GTUBE }));
        await outbox.offer(record);
        refused.push(record.id);
      }
      await waitFor(async () => leadCounts(toOps(await sink.messages())).size === refused.length);
      await outbox.stop();
      const messages = toOps(await sink.messages());
      expect(leadCounts(messages)).toEqual(new Map(refused.map((id) => [id, 1])));
      expect(messages.map((m) => m.messageId)).toContain(`<contact.${deferred.id}@queensboro.test>`);
    });

    it('claims deliveries never tried before retries, so a retry delays a new enquiry by one attempt at most', async () => {
      const store = harness.open();
      cleanups.push(() => store.close());
      const t0 = new Date('2026-11-23T10:00:00Z');
      const retried: string[] = [];
      for (const name of ['Old 1', 'Old 2', 'Old 3']) {
        const { record } = await store.add(contact(name), { now: t0, destinations: ['ops-email'] });
        const claim = await store.claim(record.id, 'ops-email', t0);
        await store.complete(claim!, {
          state: 'pending',
          at: t0,
          error: 'deferred',
          errorCode: 451,
          nextAttemptAt: t0,
        });
        retried.push(record.id);
      }
      const later = new Date(t0.getTime() + 60_000);
      const { record: fresh } = await store.add(contact('New'), { now: later, destinations: ['ops-email'] });
      expect((await store.claimDue('ops-email', later, 1)).map((c) => c.record.id)).toEqual([fresh.id]);
      const rest = await store.claimDue('ops-email', later, 10);
      expect(rest.map((c) => c.record.id).sort()).toEqual(retried);
    });

    it('sends at most `concurrency` deliveries of one destination at once: the rest wait, then each is sent once', async () => {
      const sink = await sinkUp();
      sink.hold(); // a slow mail server: nothing is answered yet
      const outbox = outboxTo(sink.url, { concurrency: 2 });
      const records = [];
      for (let i = 0; i < 5; i++) records.push(await add(outbox, contact(`Burst ${i}`)));
      const first = [outbox.offer(records[0]!), outbox.offer(records[1]!)];
      // Both slots are taken: the others are not sent now and wait in the store.
      for (const record of records.slice(2)) expect(await outbox.offer(record)).toEqual({ 'ops-email': 'busy' });
      const waiting = await outbox.drainDue();
      expect(waiting).toEqual({ delivered: [], failed: [], skipped: [], busy: [] });
      await waitFor(async () => sink.held().now === 2);
      expect(
        (await outbox.list()).waiting.filter((r) => Object.keys(r.claimedBy).length === 0).map((r) => r.id),
      ).toEqual(records.slice(2).map((r) => r.id));

      // The worker takes what waits as soon as a slot frees.
      outbox.start();
      sink.release();
      expect(await Promise.all(first)).toEqual([{ 'ops-email': 'delivered' }, { 'ops-email': 'delivered' }]);
      const messages = await sink.waitForMessages(5);
      expect([...countByMessageId(messages).values()]).toEqual([1, 1, 1, 1, 1]);
      expect(sink.held().most).toBeLessThanOrEqual(2);
      await waitFor(async () => (await outbox.list()).done['ops-email']?.sent === 5);
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
