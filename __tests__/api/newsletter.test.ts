/** @jest-environment node */
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from '@/app/api/newsletter/route';
import { GET as CONFIRM_GET, POST as CONFIRM } from '@/app/api/newsletter/confirm/route';
import { startWebhookReceiver, testWebhookSecret } from '@/scripts/support/webhook-receiver';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { closedPortFixture } from '../support/closed-port';
import { postForm, postJson, createTestEnquiryEnv, waitFor, type TestEnquiryEnv } from './support/enquiry-env';

const url = 'http://localhost/api/newsletter';
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

describe('POST /api/newsletter', () => {
  it('double opt-in: e-mails the address a confirmation link; operations and the webhook hear of it only once its owner confirms', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { sink } = await setUp({ webhookUrl: receiver.url, webhookSecret: testWebhookSecret });
      const response = await POST(
        postJson(url, { email: ' owner@shop.example ' }, { Referer: 'http://localhost/webinars' }),
      );
      expect(response.status).toBe(202);
      const { id, ...rest } = await response.json();
      expect(rest).toEqual({ ok: true, status: 'received' });

      const [confirmation] = await sink.waitForMessages(1);
      expect(confirmation?.to?.text).toBe('owner@shop.example');
      expect(confirmation?.messageId).toBe(`<newsletter-confirm.${id}@queensboro.test>`);
      expect(confirmation?.headers.get('auto-submitted')).toBe('auto-generated');
      expect(confirmation?.replyTo?.value).toEqual([
        { address: 'ops@queensboro.test', name: 'Queensboro Merchant Solutions' },
      ]);
      const link = /https:\/\/www\.queensboro\.test\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
        confirmation?.text ?? '',
      );
      expect(link).not.toBeNull();
      // Opening the link (a GET, as a mail scanner would) confirms nothing: the page itself only offers the button.
      expect(await sink.messages()).toHaveLength(1);
      expect(receiver.requests).toEqual([]);

      // The Confirm button: a form post to the page's own address, which proxy.ts hands to the API.
      const confirmUrl = `http://localhost/api/newsletter/confirm?token=${link![1]}`;
      const confirmed = await CONFIRM(
        new Request(confirmUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: '',
        }),
      );
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/newsletter/confirm#subscription-confirmed');
      const messages = await sink.waitForMessages(2);
      const ops = messages.find((m) => m.to?.text === 'ops@queensboro.test');
      expect(ops?.subject).toBe('Newsletter sign-up: owner@shop.example');
      expect(ops?.text).toContain('Email: owner@shop.example');
      expect(ops?.text).toContain('Page: /webinars');
      await receiver.waitFor((r) => r.accepted().size === 1);
      expect(receiver.requests.map((r) => [r.body.type, r.verified])).toEqual([['newsletter.confirmed', true]]);

      // Single use: the same link again confirms nothing more (and says it is confirmed); a bad one is refused.
      const again = await CONFIRM(
        new Request(confirmUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      );
      expect(await again.json()).toEqual({ ok: true, status: 'already-confirmed' });
      const bad = await CONFIRM(
        new Request('http://localhost/api/newsletter/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `token=${'A'.repeat(43)}`,
        }),
      );
      expect(bad.headers.get('location')).toBe('/newsletter/confirm#link-not-valid');
      await ctx!.settle();
      expect(await sink.messages()).toHaveLength(2);
      expect(receiver.requests).toHaveLength(1);
      expect((await CONFIRM_GET()).status).toBe(405);
    } finally {
      await receiver.close();
    }
  });

  it('answers 202 received while SMTP is down, and keeps the sign-up', async () => {
    const down = await closedPorts.hold();
    ctx = await createTestEnquiryEnv({ smtpUrl: `smtp://127.0.0.1:${down.port}` });
    const response = await POST(postJson(url, { email: 'owner@shop.example' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, status: 'received' });
    // Kept, waiting for a retry (a failed attempt moves it to retry/; pending/ or sending/ around an
    // attempt): never sent, never lost. All three folders, so no moment of the worker's cycle is missed.
    await ctx.settle();
    const kept = async () =>
      [...(await ctx!.files('pending')), ...(await ctx!.files('retry')), ...(await ctx!.files('sending'))].length;
    await waitFor(async () => (await kept()) === 1);
    expect(await ctx.files('sent')).toEqual([]);
  });

  it('redirects a form post back to the page it came from, with ?subscribed=1#newsletter-subscribed', async () => {
    await setUp();
    const cases: [string | undefined, string][] = [
      ['http://localhost/white-papers', '/white-papers?subscribed=1#newsletter-subscribed'],
      ['http://localhost/blog/', '/blog?subscribed=1#newsletter-subscribed'],
      ['http://localhost/webinars?x=1', '/webinars?subscribed=1#newsletter-subscribed'],
      ['https://evil.example/phish', '/blog?subscribed=1#newsletter-subscribed'],
      ['http://localhost/contact-us', '/blog?subscribed=1#newsletter-subscribed'],
      [undefined, '/blog?subscribed=1#newsletter-subscribed'],
    ];
    for (const [referer, location] of cases) {
      const response = await POST(
        postForm(url, [['email', 'owner@shop.example']], referer ? { Referer: referer } : {}),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
    }
  });

  it('400 with the e-mail message for an invalid address (JSON), and an HTML page for a form post', async () => {
    const { sink } = await setUp();
    const response = await POST(postJson(url, { email: 'owner@' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please check your details.',
      fields: { email: ['Please enter a valid email address.'] },
    });

    const form = await POST(postForm(url, [['email', 'nope']], { Referer: 'http://localhost/webinars' }));
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain('<h1>Please check your details</h1>');
    expect(page).toContain('<li>Please enter a valid email address.</li>');
    expect(page).toContain('href="/webinars#newsletter"');
    expect(await sink.messages()).toHaveLength(0);
  });

  it('answers a filled honeypot like success and sends nothing', async () => {
    const { sink, ctx } = await setUp();
    const response = await POST(postJson(url, { email: 'bot@spam.example', website: 'x' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, status: 'received' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sink.messages()).toHaveLength(0);
    expect(await ctx.files('pending')).toEqual([]);
  });

  it('applies the same bad-input rules: 400, 403, 413, 415, 429', async () => {
    await setUp({ rateLimitPerMinute: 1 });
    expect((await POST(postJson(url, '{'))).status).toBe(400);
    expect((await POST(postJson(url, { email: 'a@b.example' }, { Origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(postJson(url, { email: 'a@b.example', pad: 'x'.repeat(33 * 1024) }))).status).toBe(413);
    const plain = new Request(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'a@b.example' });
    expect((await POST(plain)).status).toBe(415);
    expect((await POST(postJson(url, { email: 'a@b.example' }))).status).toBe(202);
    const limited = await POST(postJson(url, { email: 'a@b.example' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('405 JSON with Allow: POST for every other method', async () => {
    for (const handler of [GET, PUT, PATCH, DELETE, OPTIONS]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect((await response.json()).error).toEqual(expect.any(String));
    }
  });
});
