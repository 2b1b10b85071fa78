/** @jest-environment node */
import { rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { POST } from '@/app/api/contact/route';
import { createOutbox } from '@/lib/enquiry';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { createFileStore } from '@/lib/enquiry/store/file-store';
import { mountSmallDisk, type SmallDisk } from '@/scripts/support/full-disk';
import { GTUBE, mail, noticeLeads, silent } from '../lib/enquiry/store-contract';
import { countByMessageId, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import {
  createTestEnquiryEnv,
  postForm,
  postJson,
  validEnquiry,
  waitFor,
  type TestEnquiryEnv,
} from './support/enquiry-env';

/**
 * A real full file system: a 1 MiB tmpfs mounted for this file
 * (scripts/support/full-disk.ts), filled to the last byte while an enquiry
 * is being sent. Mounting needs root (CI runs as root); elsewhere the test
 * says why it did not run.
 */

const url = 'http://localhost/api/contact';
let disk: SmallDisk | undefined;
let unavailable: string | null = null;
let sink: SmtpSink | undefined;
let ctx: TestEnquiryEnv | undefined;

beforeAll(async () => {
  const mounted = await mountSmallDisk('1m');
  if ('unavailable' in mounted) unavailable = mounted.unavailable;
  else disk = mounted;
});

afterAll(async () => {
  await ctx?.cleanup().catch(() => undefined);
  await sink?.close();
  await disk?.unmount();
});

describe('a full disk loses nothing and doubles nothing', () => {
  it('remembers an enquiry sent but not recorded, never resends it, answers new ones 503 with the phone number, and records it once the disk has room', async () => {
    if (unavailable || !disk) {
      console.warn(`full-disk test not run: ${unavailable}`);
      return;
    }
    sink = await startSmtpSink();
    ctx = await createTestEnquiryEnv({ smtpUrl: sink.url, dataDir: path.join(disk.dir, 'data'), runsWorker: false });
    const outbox = ctx.services.outbox!;
    const filler = path.join(disk.dir, 'filler');

    // The mail server holds the message while the disk fills up: its acceptance comes when nothing can be written.
    sink.hold();
    const first = await POST(postJson(url, validEnquiry));
    expect(first.status).toBe(202);
    const { id } = await first.json();
    await waitFor(async () => sink!.held().now === 1);
    await disk.fill(filler);
    sink.release();
    await ctx.settle();
    expect(ctx.logged.join('\n')).toMatch(/could not be recorded; pausing deliveries/);
    expect(await ctx.files('sent')).toEqual([]);

    // New enquiries: 503 with the phone number, as JSON and as the no-JavaScript page.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const json = await POST(postJson(url, { ...validEnquiry, name: 'Bo Li' }, { 'X-Forwarded-For': '203.0.113.9' }));
      expect(json.status).toBe(503);
      expect((await json.json()).error).toContain('(718) 555-0142');
      const page = await POST(
        postForm(url, [
          ['name', 'Cy Park'],
          ['email', 'cy@example.com'],
          ['message', 'Please call me about card processing for my deli.'],
        ]),
      );
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('(718) 555-0142');
    } finally {
      spy.mockRestore();
    }

    // While the disk stays full, attempts to record it come and go; it is never sent again.
    const failures = () => ctx!.logged.filter((line) => line.includes('could not be recorded')).length;
    await waitFor(async () => {
      await outbox.drainDue();
      return failures() >= 2;
    });
    expect(await ctx.files('sent')).toEqual([]);
    expect(await sink.messages()).toHaveLength(1);

    // Room again: recorded as sent, still one message.
    await unlink(filler);
    await waitFor(async () => {
      await outbox.drainDue();
      return (await ctx!.files('sent')).includes(`${id}.ops-email.json`);
    });
    await outbox.flush();
    expect([...countByMessageId(await sink.messages())]).toEqual([[`<contact.${id}@queensboro.test>`, 1]]);
    await rm(path.join(disk.dir, 'data'), { recursive: true, force: true });
  }, 30_000);

  it('remembers every lead of a notice digest sent but not recorded: the next attempts record them and send nothing', async () => {
    if (unavailable || !disk) {
      console.warn(`full-disk test not run: ${unavailable}`);
      return;
    }
    sink ??= await startSmtpSink();
    const dataDir = path.join(disk.dir, 'digest');
    const store = createFileStore({ dataDir, log: silent });
    const logged: string[] = [];
    const transport = createSmtpTransport(sink.url);
    const outbox = createOutbox({
      store,
      transport,
      mail,
      log: { error: (...args: unknown[]) => logged.push(args.join(' ')), info: () => undefined },
    });
    try {
      // Three leads whose operations e-mails were refused for good: three notices due.
      const at = new Date();
      const leads: string[] = [];
      for (const name of ['Ana Ruiz', 'Bo Chen', 'Cy Diaz']) {
        const { record } = await store.add(
          {
            kind: 'contact',
            payload: { name, business: '', email: 'v@example.com', phone: '', message: GTUBE, interests: [] },
          },
          { now: at, destinations: ['ops-email'] },
        );
        const claim = await store.claim(record.id, 'ops-email', at);
        await store.complete(claim!, { state: 'failed', at, error: '554', errorCode: 554, followUp: 'ops-notice' });
        leads.push(record.id);
      }
      const before = (await sink.messages()).length;
      // The digest's acceptance comes when nothing can be written.
      sink.hold();
      const draining = outbox.drainDue();
      await waitFor(async () => sink!.held().now === 1);
      const filler = path.join(disk.dir, 'filler-digest');
      await disk.fill(filler);
      sink.release();
      await draining;
      const failures = () => logged.filter((line) => line.includes('could not be recorded')).length;
      expect(failures()).toBe(1);
      // While the disk stays full, the notices are claimed again: never sent again.
      await waitFor(async () => {
        await outbox.drainDue();
        return failures() >= 2;
      });
      const sent = async () => (await store.list(new Date())).done['ops-notice']?.sent ?? 0;
      expect(await sent()).toBe(0);
      // Room again: all three recorded as sent, one digest in all.
      await unlink(filler);
      await waitFor(async () => {
        await outbox.drainDue();
        return (await sent()) === 3;
      });
      const digests = (await sink.messages()).slice(before);
      expect(digests).toHaveLength(1);
      expect(noticeLeads(digests[0]!)).toEqual(leads);
    } finally {
      await outbox.stop();
      transport.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
