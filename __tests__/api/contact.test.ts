/** @jest-environment node */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from '@/app/api/contact/route';
import { countByMessageId, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { closedPortFixture } from '../support/closed-port';
import { copyContent } from '../content/support/content-copy';
import {
  postForm,
  postJson,
  createTestEnquiryEnv,
  validEnquiry,
  waitFor,
  type TestEnquiryEnv,
} from './support/enquiry-env';

const url = 'http://localhost/api/contact';
const closedPorts = closedPortFixture();

let sink: SmtpSink | undefined;
let ctx: TestEnquiryEnv | undefined;

async function setUp(options: Parameters<typeof createTestEnquiryEnv>[0] = {}) {
  sink = await startSmtpSink();
  ctx = await createTestEnquiryEnv({ smtpUrl: sink.url, ...options });
  return { sink, ctx };
}

afterEach(async () => {
  await ctx?.cleanup();
  await sink?.close();
  ctx = undefined;
  sink = undefined;
});

describe('POST /api/contact: a valid enquiry', () => {
  it('is stored, answered 202 received with its id, and delivered after the answer', async () => {
    const { sink, ctx } = await setUp();
    const response = await POST(postJson(url, validEnquiry));
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toEqual({
      ok: true,
      status: 'received',
      id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-z]{4}-[0-9a-f]{10}$/),
    });
    // Committed before the answer: the record is there before any delivery ran. The delivery,
    // started after the answer, may claim it between the listings of two folders (a rename
    // from pending/ to sending/ under a claim name, lib/enquiry/store/file-claims.ts), so one
    // delivery can be listed under both its names: count deliveries, not file names.
    const stored = [...(await ctx.files('pending')), ...(await ctx.files('sending')), ...(await ctx.files('sent'))];
    const deliveries = new Set(
      stored.filter((name) => name.startsWith(`${body.id}`)).map((name) => name.replace(/(@.*)?\.json$/, '')),
    );
    expect([...deliveries]).toEqual([`${body.id}.ops-email`]);

    await waitFor(async () => (await ctx.files('sent')).length === 1);
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.messageId).toBe(`<contact.${body.id}@queensboro.test>`);
    expect(await ctx.files('sent')).toEqual([`${body.id}.ops-email.json`]);
    expect(await ctx.files('pending')).toEqual([]);
    const sent = JSON.parse(
      await readFile(path.join(ctx.dataDir, 'outbox', 'sent', `${body.id}.ops-email.json`), 'utf8'),
    );
    expect(sent).toMatchObject({ destination: 'ops-email', state: 'sent', attempts: 1, doneAt: expect.any(String) });
    const record = JSON.parse(await readFile(path.join(ctx.dataDir, 'outbox', 'records', `${body.id}.json`), 'utf8'));
    expect(record).toMatchObject({ id: body.id, kind: 'contact', destinations: ['ops-email'] });
  });

  it('sends operations an e-mail with the headers and every field, text and escaped HTML', async () => {
    const { sink } = await setUp();
    const enquiry = {
      ...validEnquiry,
      name: 'Ana "Bakes" Ruiz, Jr.',
      message: 'Hello <script>alert("x")</script> & welcome\nSecond line',
      interests: ['merchant-services', 'cash-discount'],
    };
    const response = await POST(postJson(url, enquiry));
    expect(response.status).toBe(202);
    const [mail] = await sink.waitForMessages(1);
    if (!mail) throw new Error('no mail');

    expect(mail.from?.value).toEqual([{ address: 'website@queensboro.test', name: 'Queensboro Website' }]);
    expect(mail.to?.value).toEqual([{ address: 'ops@queensboro.test', name: '' }]);
    expect(mail.replyTo?.value).toEqual([{ address: 'ana@ruizbakery.example', name: 'Ana "Bakes" Ruiz, Jr.' }]);
    expect(mail.subject).toBe('New enquiry: Ana "Bakes" Ruiz, Jr. (Ruiz Bakery)');
    expect(mail.messageId).toMatch(/^<contact\.\S+@queensboro\.test>$/);

    const text = mail.text ?? '';
    expect(text).toContain('Name: Ana "Bakes" Ruiz, Jr.');
    expect(text).toContain('Email: ana@ruizbakery.example');
    expect(text).toContain('Phone: (718) 555-0100');
    expect(text).toContain('Business: Ruiz Bakery');
    expect(text).toContain('Message: Hello <script>alert("x")</script> & welcome\nSecond line');
    expect(text).toContain('Interests: Merchant Services, Cash Discount Program');
    expect(text).toMatch(
      /Submitted: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T \(\d{4}-\d{2}-\d{2}T[\d:.]+Z\)/,
    );

    const html = mail.html || '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome<br>');
    expect(html).toContain('Ana &quot;Bakes&quot; Ruiz, Jr.');
    expect(html).toContain('Merchant Services, Cash Discount Program');
  });

  it("shows empty phone, business and interests as '-'", async () => {
    const { sink } = await setUp();
    await POST(postJson(url, { name: 'Bo Li', email: 'bo@example.com', message: 'Please call me back.' }));
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.subject).toBe('New enquiry: Bo Li');
    expect(mail?.text).toContain('Phone: -\nBusiness: -\n');
    expect(mail?.text).toContain('Interests: -\n');
  });

  it('from the no-JavaScript form (repeated interests) redirects 303 to the thank-you page', async () => {
    const { sink } = await setUp();
    const response = await POST(
      postForm(url, [
        ['name', 'Ana Ruiz'],
        ['business', ''],
        ['email', 'ana@example.com'],
        ['phone', ''],
        ['message', 'Please send a quote for two terminals.'],
        ['interests', 'pos-systems'],
        ['interests', 'e-commerce'],
        ['website', ''],
      ]),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact-us/thank-you');
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.text).toContain('Interests: POS Systems, E-Commerce Solutions');
  });
});

describe('POST /api/contact: SMTP trouble never loses or doubles an enquiry', () => {
  it('answers 202 received while SMTP is down, and delivers exactly once when it is back', async () => {
    const down = await closedPorts.hold();
    ctx = await createTestEnquiryEnv({ smtpUrl: `smtp://127.0.0.1:${down.port}` });
    const response = await POST(postJson(url, validEnquiry));
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toEqual({ ok: true, status: 'received', id: expect.any(String) });
    // The first attempt runs after the answer (or in the worker, whichever claims it first) and fails.
    await waitFor(
      async () => ctx!.logged.some((line) => line.includes(body.id)) && (await ctx!.files('retry')).length === 1,
    );

    // A failed attempt waits in retry/ (pending/ holds only deliveries never tried).
    const [file] = await ctx.files('retry');
    expect(file).toBe(`${body.id}.ops-email.json`);
    const stored = JSON.parse(await readFile(path.join(ctx.dataDir, 'outbox', 'retry', file!), 'utf8'));
    expect(stored).toMatchObject({ attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
    const record = JSON.parse(await readFile(path.join(ctx.dataDir, 'outbox', 'records', `${body.id}.json`), 'utf8'));
    expect(record).toMatchObject({ payload: { name: 'Ana Ruiz' } });

    await down.release();
    sink = await startSmtpSink(down.port); // the server comes up; the worker retries after 1 s
    const messages = await sink.waitForMessages(1);
    await waitFor(async () => (await ctx!.files('sent')).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a second copy would arrive now
    expect([...countByMessageId(await sink.messages())]).toEqual([[`<contact.${body.id}@queensboro.test>`, 1]]);
    expect(messages).toHaveLength(1);
    expect(await ctx.files('pending')).toEqual([]);
    expect(await ctx.files('retry')).toEqual([]);
  });

  it('retries after a deferral (4xx, never dropped) and delivers once when the server accepts', async () => {
    const { sink, ctx } = await setUp();
    sink.reject(1, { code: 451, at: 'rcpt' });
    const response = await POST(postJson(url, validEnquiry));
    expect(response.status).toBe(202);
    const { id } = await response.json();
    // The first attempt runs after the answer (or in the worker, whichever claims it first).
    await waitFor(async () => /not delivered \(attempt 1\).*451/.test(ctx.logged.join('\n')));

    await sink.waitForMessages(1);
    await waitFor(async () => (await ctx.files('sent')).length === 1);
    expect(sink.rejected()).toBe(1);
    expect([...countByMessageId(await sink.messages())]).toEqual([[`<contact.${id}@queensboro.test>`, 1]]);
  });

  it('delivers 20 concurrent submissions exactly once each', async () => {
    const { sink, ctx } = await setUp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        POST(postJson(url, { ...validEnquiry, name: `Visitor ${i}` }, { 'X-Forwarded-For': `198.51.100.${i}` })),
      ),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    const ids = new Set(bodies.map((b: { id: string }) => b.id));
    expect(ids.size).toBe(20);

    const messages = await sink.waitForMessages(20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = countByMessageId(await sink.messages());
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(messages.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `New enquiry: Visitor ${i} (Ruiz Bakery)`).sort(),
    );
    await waitFor(async () => (await ctx.files('sent')).length === 20);
  });
});

describe('POST /api/contact: the honeypot', () => {
  it('answers a filled honeypot exactly like success and stores and sends nothing', async () => {
    const { sink, ctx } = await setUp();
    const response = await POST(postJson(url, { ...validEnquiry, website: 'http://spam.example' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      ok: true,
      status: 'received',
      id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-z]{4}-[0-9a-f]{10}$/),
    });

    const form = await POST(
      postForm(url, [
        ['name', 'Spam Bot'],
        ['email', 'bot@spam.example'],
        ['message', 'Buy cheap followers now!!!'],
        ['website', 'http://spam.example'],
      ]),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/contact-us/thank-you');

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sink.messages()).toHaveLength(0);
    expect(await ctx.files('pending')).toEqual([]);
    expect(await ctx.files('sent')).toEqual([]);
  });
});

describe('POST /api/contact: bad input gets its status and sends nothing', () => {
  async function expectNothingSent() {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sink!.messages()).toHaveLength(0);
    expect(await ctx!.files('pending')).toEqual([]);
    expect(await ctx!.files('sent')).toEqual([]);
  }

  it('400 for malformed JSON, and for JSON that is not an object', async () => {
    await setUp();
    for (const raw of ['{"name": "Ana', '[1,2]', 'null', '']) {
      const response = await POST(postJson(url, raw));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed request body' });
    }
    await expectNothingSent();
  });

  it('400 with the exact per-field messages', async () => {
    await setUp();
    const response = await POST(postJson(url, { name: 'A', email: 'nope', message: 'short' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please check your details.',
      fields: {
        name: ['Name must be at least 2 characters.'],
        email: ['Please enter a valid email address.'],
        message: ['Message must be at least 10 characters.'],
      },
    });
    await expectNothingSent();
  });

  it('400 for unknown interests, line breaks in single-line fields and over-long values', async () => {
    await setUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ interests: ['free-money'] }, 'interests'],
      [{ name: 'Ana\r\nBcc: victim@example.com' }, 'name'],
      [{ phone: '1'.repeat(41) }, 'phone'],
      [{ message: 'a'.repeat(5001) }, 'message'],
    ];
    for (const [change, field] of cases) {
      const response = await POST(postJson(url, { ...validEnquiry, ...change }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(Object.keys(body.fields)).toEqual([field]);
    }
    await expectNothingSent();
  });

  it('400 with an accessible HTML page for a form post with bad fields', async () => {
    await setUp();
    const response = await POST(
      postForm(url, [
        ['name', 'A'],
        ['email', 'nope'],
        ['message', '<b>hi</b>'],
      ]),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<h1>Please check your details</h1>');
    expect(page).toContain('<li>Name must be at least 2 characters.</li>');
    expect(page).toContain('<li>Please enter a valid email address.</li>');
    expect(page).toContain('<li>Message must be at least 10 characters.</li>');
    expect(page).toContain('href="/contact-us#contact-form"');
    expect(page).not.toContain('<b>hi</b>');
    await expectNothingSent();
  });

  it('413 for a body over 32 KiB', async () => {
    await setUp();
    const response = await POST(postJson(url, { ...validEnquiry, message: 'a'.repeat(33 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining('32 KiB') });
    await expectNothingSent();
  });

  it('415 for other content types (multipart, with files, is __tests__/api/statement.test.ts)', async () => {
    await setUp();
    const plain = new Request(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    const none = new Request(url, { method: 'POST', body: new Uint8Array([1, 2, 3]) });
    for (const request of [plain, none]) {
      const response = await POST(request);
      expect(response.status).toBe(415);
      expect((await response.json()).error).toMatch(/content type/i);
    }
    await expectNothingSent();
  });

  it('403 for a cross-site Origin; same-origin and SITE_URL origins pass', async () => {
    await setUp();
    const evil = await POST(postJson(url, validEnquiry, { Origin: 'https://evil.example' }));
    expect(evil.status).toBe(403);
    expect((await evil.json()).error).toEqual(expect.any(String));
    expect((await POST(postJson(url, validEnquiry, { Origin: 'null' }))).status).toBe(403);
    await expectNothingSent();

    expect((await POST(postJson(url, validEnquiry, { Origin: 'http://localhost' }))).status).toBe(202);
    expect((await POST(postJson(url, validEnquiry, { Origin: 'https://www.queensboro.test' }))).status).toBe(202);
    const proxied = postJson('http://10.0.0.5:3000/api/contact', validEnquiry, {
      Origin: 'https://shop.example.com',
      'X-Forwarded-Host': 'shop.example.com',
    });
    expect((await POST(proxied)).status).toBe(202);
  });

  it('429 with Retry-After once a client passes RATE_LIMIT_PER_MINUTE; other clients are not affected', async () => {
    await setUp({ rateLimitPerMinute: 3 });
    // The proxy's entry is the last one; what the client wrote before it counts for nothing.
    const from = (ip: string) => postJson(url, validEnquiry, { 'X-Forwarded-For': `10.0.0.1, ${ip}` });
    for (let i = 0; i < 3; i++) expect((await POST(from('192.0.2.1'))).status).toBe(202);
    const limited = await POST(from('192.0.2.1'));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await limited.json()).error).toMatch(/too many requests/i);
    expect((await POST(from('192.0.2.2'))).status).toBe(202);
    expect(await sink!.waitForMessages(4)).toHaveLength(4);
  });

  it('a plain form post over the limit gets 429 as a page that says so and leads back, not JSON', async () => {
    await setUp({ rateLimitPerMinute: 1 });
    const fields: [string, string][] = [
      ['name', 'Ana Lopez'],
      ['email', 'ana@example.com'],
      ['message', 'Please call me about card processing for my deli.'],
    ];
    expect((await POST(postForm(url, fields))).status).toBe(303);
    const limited = await POST(postForm(url, fields));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const page = await limited.text();
    expect(page).toContain('<h1>Your message was not sent</h1>');
    expect(page).toMatch(/Too many requests\. Please try again in \d+ seconds\./);
    expect(page).toContain('href="/contact-us#contact-form"');
    expect(await sink!.waitForMessages(1)).toHaveLength(1);
  });

  it('500 with a clear message when the enquiry cannot be stored', async () => {
    await setUp();
    // A file where the outbox folder should be: nothing can be written.
    await writeFile(path.join(ctx!.dataDir, 'outbox'), 'not a folder');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await POST(postJson(url, validEnquiry));
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'We could not save your message. Please try again or call us.' });
      expect(text).not.toMatch(/ENOTDIR|EEXIST|tmp/);
      // The cause is logged for operations, not shown to the visitor.
      expect(String(spy.mock.calls[0]?.[1])).toMatch(/ENOTDIR/);
    } finally {
      spy.mockRestore();
    }
  });

  it('405 JSON with Allow: POST for every other method', async () => {
    for (const handler of [GET, PUT, PATCH, DELETE, OPTIONS]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: expect.stringContaining('POST') });
    }
  });
});

describe('POST /api/contact without SMTP_URL', () => {
  it('writes the e-mail as an .eml file into DATA_DIR/mailbox', async () => {
    ctx = await createTestEnquiryEnv();
    const response = await POST(postJson(url, validEnquiry));
    expect(response.status).toBe(202);
    const { id } = await response.json();
    // Sent after the answer (by the after() task or the worker, whichever claims it).
    await waitFor(async () => (await ctx!.files('sent')).length === 1);
    const mailbox = path.join(ctx.dataDir, 'mailbox');
    const files = (await readdir(mailbox)).filter((name) => name.endsWith('.eml'));
    expect(files).toEqual([`contact.${id}.eml`]);
    const raw = await readFile(path.join(mailbox, `contact.${id}.eml`), 'utf8');
    expect(raw).toContain(`Message-ID: <contact.${id}@queensboro.test>`);
    expect(raw).toContain('Subject: New enquiry: Ana Ruiz (Ruiz Bakery)');
    expect(raw).toContain('Reply-To: Ana Ruiz <ana@ruizbakery.example>');
    expect(await ctx.files('sent')).toEqual([`${id}.ops-email.json`]);
  });

  it("with the acknowledgement on (the default), leaves two e-mails: the operations one and the visitor's", async () => {
    ctx = await createTestEnquiryEnv({ ackEmail: true });
    const response = await POST(postJson(url, validEnquiry, { Referer: 'http://localhost/contact-us' }));
    const { id } = await response.json();
    await waitFor(async () => (await ctx!.files('sent')).length === 2);
    const mailbox = path.join(ctx.dataDir, 'mailbox');
    expect((await readdir(mailbox)).filter((name) => name.endsWith('.eml')).sort()).toEqual([
      `ack.${id}.eml`,
      `contact.${id}.eml`,
    ]);
    const ack = await readFile(path.join(mailbox, `ack.${id}.eml`), 'utf8');
    expect(ack).toContain('To: ana@ruizbakery.example');
    expect(ack).toContain('Auto-Submitted: auto-generated');
    expect(ack).toContain(`Message-ID: <ack.${id}@queensboro.test>`);
    expect(ack).not.toContain('Ana Ruiz');
    expect(ack).not.toContain('40k');
    const record = JSON.parse(await readFile(path.join(ctx.dataDir, 'outbox', 'records', `${id}.json`), 'utf8'));
    expect(record.payload.source).toBe('/contact-us');
  });
});

describe('the acknowledgement says what the business details say', () => {
  it('quotes the sales phone number and the address as edited once in Settings, and never the old ones', async () => {
    const copy = copyContent();
    try {
      copy.edit('content/settings/site.yaml', (text) =>
        text
          .replace('display: (718) 555-0142', 'display: (212) 555-0199')
          .replace('street: 43-10 Crescent Street, Suite 1205', 'street: 30-30 Thomson Avenue, Floor 4'),
      );
      const edited = copy.fresh();
      ctx = await createTestEnquiryEnv({ ackEmail: true, outbox: { contentSource: edited } });
      const response = await POST(postJson(url, validEnquiry, { Referer: 'http://localhost/contact-us' }));
      const { id } = await response.json();
      await waitFor(async () => (await ctx!.files('sent')).length === 2);
      const ack = await readFile(path.join(ctx.dataDir, 'mailbox', `ack.${id}.eml`), 'utf8');
      // Quoted-printable folds long lines: compared with the soft line breaks removed.
      const text = ack.replace(/=\r?\n/g, '');
      expect(text).toContain('(212) 555-0199');
      expect(text).toContain('30-30 Thomson Avenue, Floor 4');
      expect(text).not.toContain('555-0142');
      expect(text).not.toContain('Crescent Street');
    } finally {
      copy.cleanup();
    }
  });
});

describe('the operations e-mail needs only the business details', () => {
  it('goes out while the words of the visitor e-mails cannot be read', async () => {
    const copy = copyContent();
    try {
      copy.remove('content/settings/emails.yaml');
      ctx = await createTestEnquiryEnv({ ackEmail: true, outbox: { contentSource: copy.fresh() } });
      const response = await POST(postJson(url, validEnquiry, { Referer: 'http://localhost/contact-us' }));
      const { id } = await response.json();
      const mailbox = path.join(ctx.dataDir, 'mailbox');
      const mails = async () => (await readdir(mailbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
      await waitFor(async () => (await mails()).includes(`contact.${id}.eml`));
      // The acknowledgement waits for its words (and is retried); the lead did not wait for it.
      expect(await mails()).toEqual([`contact.${id}.eml`]);
    } finally {
      copy.cleanup();
    }
  });
});

describe('the acknowledgement goes only to accepted enquiries', () => {
  it('never for the honeypot, a rejected or a rate-limited request; one per address per day', async () => {
    const { sink, ctx } = await setUp({ ackEmail: true, rateLimitPerMinute: 4 });
    const from = (ip: string, body: unknown) => POST(postJson(url, body, { 'X-Forwarded-For': ip }));
    expect((await from('192.0.2.10', { ...validEnquiry, website: 'spam' })).status).toBe(202);
    expect((await from('192.0.2.10', { ...validEnquiry, message: 'short' })).status).toBe(400);
    const first = await (await from('192.0.2.10', validEnquiry)).json();
    expect((await from('192.0.2.10', validEnquiry)).status).toBe(202); // same address: no second acknowledgement
    expect((await from('192.0.2.10', validEnquiry)).status).toBe(429);
    await waitFor(async () => (await ctx.files('sent')).length + (await ctx.files('skipped')).length === 4);
    const messages = await sink.messages();
    expect(messages.filter((m) => m.to?.text === 'ops@queensboro.test')).toHaveLength(2);
    expect(messages.filter((m) => m.to?.text === validEnquiry.email).map((m) => m.messageId)).toEqual([
      `<ack.${first.id}@queensboro.test>`,
    ]);
    const [skipped] = await ctx.files('skipped');
    const state = JSON.parse(await readFile(path.join(ctx.dataDir, 'outbox', 'skipped', skipped!), 'utf8'));
    expect(state).toMatchObject({
      destination: 'ack-email',
      state: 'skipped',
      reason: expect.stringContaining('24 hours'),
    });
  });
});
