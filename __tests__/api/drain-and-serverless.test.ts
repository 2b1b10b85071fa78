/** @jest-environment node */
import { GET as drainGet, POST as drainPost, PUT as drainPut } from '@/app/api/outbox/drain/route';
import { POST } from '@/app/api/contact/route';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { closedPortFixture } from '../support/closed-port';
import {
  createTestEnquiryEnv,
  postForm,
  postJson,
  validEnquiry,
  waitFor,
  type TestEnquiryEnv,
} from './support/enquiry-env';

const url = 'http://localhost/api/contact';
const drainUrl = 'http://localhost/api/outbox/drain';
const secret = 'a-long-random-cron-secret-0123456789';
const closedPorts = closedPortFixture();

let sink: SmtpSink | undefined;
let ctx: TestEnquiryEnv | undefined;

afterEach(async () => {
  await ctx?.cleanup();
  await sink?.close();
  ctx = undefined;
  sink = undefined;
});

const drain = (authorization?: string) =>
  new Request(drainUrl, { headers: authorization ? { Authorization: authorization } : {} });

describe('/api/outbox/drain', () => {
  it('refuses every call with 401 JSON when CRON_SECRET is not configured', async () => {
    ctx = await createTestEnquiryEnv({ smtpUrl: 'smtp://127.0.0.1:1' });
    for (const response of [
      await drainGet(drain()),
      await drainGet(drain('Bearer ')),
      await drainGet(drain('Bearer undefined')),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringContaining('CRON_SECRET') });
    }
  });

  it('401 without the right Bearer token; with it, sends what is due and says how many', async () => {
    const down = await closedPorts.hold();
    // As on a serverless platform: no worker, only the drain (and each submission's own attempt).
    ctx = await createTestEnquiryEnv({
      smtpUrl: `smtp://127.0.0.1:${down.port}`,
      cronSecret: secret,
      runsWorker: false,
      outbox: { retryDelay: () => 0 },
    });
    const response = await POST(postJson(url, validEnquiry));
    expect(response.status).toBe(202);
    await ctx.settle(); // the attempt after the answer fails: SMTP is down

    expect((await drainGet(drain())).status).toBe(401);
    expect((await drainGet(drain(`Bearer ${secret}x`))).status).toBe(401);
    expect(
      (await drainPost(new Request(drainUrl, { method: 'POST', headers: { Authorization: `Basic ${secret}` } })))
        .status,
    ).toBe(401);
    const put = drainPut();
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');

    await down.release();
    sink = await startSmtpSink(down.port);
    const ok = await drainGet(drain(`Bearer ${secret}`));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      ok: true,
      delivered: 1,
      failed: 0,
      skipped: 0,
      busy: 0,
      pruned: 0,
      destinations: { 'ops-email': { delivered: 1, failed: 0, skipped: 0, busy: 0 } },
    });
    expect(await sink.messages()).toHaveLength(1);
    expect(
      await (
        await drainPost(new Request(drainUrl, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } }))
      ).json(),
    ).toMatchObject({
      delivered: 0,
    });
  });
});

describe('POST /api/contact with an idempotency key', () => {
  it('answers a repeated key with the first answer and stores and sends one enquiry', async () => {
    sink = await startSmtpSink();
    ctx = await createTestEnquiryEnv({ smtpUrl: sink.url });
    const headers = { 'Idempotency-Key': '0f5c2f4e-8d8a-4a57-9a3b-6f1f1f7b2c11' };
    const first = await POST(postJson(url, validEnquiry, headers));
    const again = await POST(postJson(url, validEnquiry, headers));
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    const body = await first.json();
    expect(await again.json()).toEqual(body);
    await waitFor(async () => (await ctx!.files('sent')).length === 1);
    await sink.waitForMessages(1);
    expect(await ctx.files('sent')).toEqual([`${body.id}.ops-email.json`]);
    expect(await sink.messages()).toHaveLength(1);

    const other = await POST(
      postJson(url, validEnquiry, { 'Idempotency-Key': '1f5c2f4e-8d8a-4a57-9a3b-6f1f1f7b2c11' }),
    );
    expect((await other.json()).id).not.toBe(body.id);
    expect((await POST(postJson(url, validEnquiry, { 'Idempotency-Key': 'bad key!' }))).status).toBe(400);
  });
});

describe('POST /api/contact on a serverless platform without DATABASE_URL', () => {
  it('sends while the visitor waits and answers 200 delivered, storing nothing', async () => {
    sink = await startSmtpSink();
    ctx = await createTestEnquiryEnv({ smtpUrl: sink.url, serverless: true });
    expect(ctx.services.outbox).toBeNull();
    const response = await POST(postJson(url, validEnquiry));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ ok: true, status: 'delivered', id: expect.any(String) });
    expect((await sink.messages()).map((m) => m.messageId)).toEqual([`<contact.${body.id}@queensboro.test>`]);
    expect(await ctx.files('pending')).toEqual([]);
  });

  it('answers 503 with the phone number, never "queued", when the mail server does not take it', async () => {
    const down = await closedPorts.hold();
    ctx = await createTestEnquiryEnv({ smtpUrl: `smtp://127.0.0.1:${down.port}`, serverless: true });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await POST(postJson(url, validEnquiry));
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toEqual({ error: expect.stringContaining('(718) 555-0142') });
      expect(body.error).toMatch(/has not been kept/);
    } finally {
      spy.mockRestore();
    }
    expect(await ctx.files('pending')).toEqual([]);
  });

  it('a plain form post (no JavaScript) gets the 503 as a page with the phone number and a way back', async () => {
    const down = await closedPorts.hold();
    ctx = await createTestEnquiryEnv({ smtpUrl: `smtp://127.0.0.1:${down.port}`, serverless: true });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await POST(
        postForm(url, [
          ['name', 'Ana Lopez'],
          ['email', 'ana@example.com'],
          ['message', 'Please call me about card processing for my deli.'],
        ]),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('<h1>Your message was not sent</h1>');
      expect(page).toContain('(718) 555-0142');
      expect(page).toContain('has not been kept');
      expect(page).not.toMatch(/queued|received/i);
      expect(page).toContain('href="/contact-us#contact-form"');
    } finally {
      spy.mockRestore();
    }
    expect(await ctx.files('pending')).toEqual([]);
  });

  it('answers 503 with the phone number when there is no SMTP_URL either (a local mailbox would vanish too)', async () => {
    ctx = await createTestEnquiryEnv({ serverless: true });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await POST(postJson(url, validEnquiry));
      expect(response.status).toBe(503);
      expect((await response.json()).error).toContain('(718) 555-0142');
    } finally {
      spy.mockRestore();
    }
  });
});
