/** @jest-environment node */
import { bodyFormat, maxBodyBytes, parseBody, readBodyText } from '@/lib/enquiry/http/body';
import { newsletterSource, sourcePage } from '@/lib/enquiry/http/endpoints';
import { webhookBody } from '@/lib/enquiry/webhook/payload';
import { renderFormErrorPage } from '@/lib/enquiry/http/form-error-page';
import { isAllowedOrigin } from '@/lib/enquiry/http/origin';
import { createRateLimiter } from '@/lib/enquiry/rate-limit';

const url = 'http://localhost:3000/api/contact';
const siteUrl = 'https://www.queensboro.test';

function request(headers: Record<string, string> = {}, init: RequestInit = {}) {
  return new Request(url, { method: 'POST', headers, ...init });
}

describe('request body', () => {
  it('accepts JSON and form posts only', () => {
    expect(bodyFormat('application/json')).toBe('json');
    expect(bodyFormat('Application/JSON; charset=utf-8')).toBe('json');
    expect(bodyFormat('application/x-www-form-urlencoded;charset=UTF-8')).toBe('form');
    expect(bodyFormat('multipart/form-data; boundary=x')).toBeNull();
    expect(bodyFormat('text/plain')).toBeNull();
    expect(bodyFormat(null)).toBeNull();
  });

  it('reads up to 32 KiB and stops reading an endless body past the limit', async () => {
    expect(maxBodyBytes).toBe(32 * 1024);
    expect(await readBodyText(request({}, { body: 'a'.repeat(maxBodyBytes) }))).toEqual({
      ok: true,
      text: 'a'.repeat(maxBodyBytes),
    });

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4096));
      },
    });
    const result = await readBodyText(request({}, { body: endless, duplex: 'half' } as RequestInit));
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled).toBeLessThan(20);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const req = {
      headers: new Headers({ 'content-length': String(maxBodyBytes + 1) }),
      body: null,
    } as unknown as Request;
    expect(await readBodyText(req)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('treats invalid UTF-8 as malformed', async () => {
    expect(await readBodyText(request({}, { body: new Uint8Array([0xff, 0xfe, 0x41]) }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('parses a JSON object, a form with repeated checkboxes, and nothing else', () => {
    expect(parseBody('{"name":"Ana"}', 'json')).toEqual({ name: 'Ana' });
    expect(parseBody('[1]', 'json')).toBeNull();
    expect(parseBody('"text"', 'json')).toBeNull();
    expect(parseBody('{', 'json')).toBeNull();
    expect(parseBody('name=Ana+R%C3%BAiz&interests=a&interests=b&name=Other', 'form', ['interests'])).toEqual({
      name: 'Ana Rúiz',
      interests: ['a', 'b'],
    });
    expect(parseBody('name=Ana', 'form', ['interests'])).toEqual({ name: 'Ana' });
  });
});

describe('same-origin check', () => {
  it('allows a request without Origin', () => {
    expect(isAllowedOrigin(request(), siteUrl)).toBe(true);
  });

  it('allows our own host (Host, X-Forwarded-Host, the URL) and SITE_URL', () => {
    expect(isAllowedOrigin(request({ Origin: 'http://localhost:3000' }), siteUrl)).toBe(true);
    expect(isAllowedOrigin(request({ Origin: 'https://www.queensboro.test' }), siteUrl)).toBe(true);
    expect(
      isAllowedOrigin(request({ Origin: 'https://shop.example', 'X-Forwarded-Host': 'shop.example' }), siteUrl),
    ).toBe(true);
    expect(isAllowedOrigin(request({ Origin: 'https://shop.example', Host: 'shop.example' }), siteUrl)).toBe(true);
  });

  it('refuses other sites, look-alikes and the opaque null origin', () => {
    expect(isAllowedOrigin(request({ Origin: 'https://evil.example' }), siteUrl)).toBe(false);
    expect(isAllowedOrigin(request({ Origin: 'http://localhost:3001' }), siteUrl)).toBe(false);
    expect(isAllowedOrigin(request({ Origin: 'https://www.queensboro.test.evil.example' }), siteUrl)).toBe(false);
    expect(isAllowedOrigin(request({ Origin: 'http://www.queensboro.test' }), siteUrl)).toBe(false);
    expect(isAllowedOrigin(request({ Origin: 'null' }), siteUrl)).toBe(false);
  });
});

describe('rate limiter', () => {
  describe('in memory (no database)', () => {
    // rate-limiter-flexible reads Date.now(): a fake clock makes the window exact.
    beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
    afterEach(() => jest.useRealTimers());

    it('allows the limit per minute per client, then answers with the seconds to wait', async () => {
      const limiter = createRateLimiter({ limit: 2, name: 'contact' });
      expect(await limiter.hit('a')).toEqual({ allowed: true });
      expect(await limiter.hit('a')).toEqual({ allowed: true });
      expect(await limiter.hit('b')).toEqual({ allowed: true });
      expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
      jest.setSystemTime(1_000_000 + 45_500);
      expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
      jest.setSystemTime(1_000_000 + 60_001);
      expect(await limiter.hit('a')).toEqual({ allowed: true });
    });

    it('counts each form apart', async () => {
      const contact = createRateLimiter({ limit: 1, name: 'contact' });
      const newsletter = createRateLimiter({ limit: 1, name: 'newsletter' });
      expect(await contact.hit('a')).toEqual({ allowed: true });
      expect(await newsletter.hit('a')).toEqual({ allowed: true });
      expect((await contact.hit('a')).allowed).toBe(false);
    });
  });
});

describe('the form error page', () => {
  it('is a complete, escaped page with a heading, the messages and a link back', () => {
    const page = renderFormErrorPage({
      lang: 'en-US',
      messages: ['Name must be at least 2 characters.', '<script>x</script>', 'Name must be at least 2 characters.'],
      backHref: '/contact-us#contact-form',
      backLabel: 'Back to the contact form',
      heading: 'Please check your details',
      intro: 'We could not send your message yet:',
      backHint: "Your browser's Back button returns to the form with what you typed.",
      siteName: 'Queensboro Merchant Solutions',
    });
    expect(page).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    expect(page).toContain('<h1>Please check your details</h1>');
    expect(page.match(/<li>/g)).toHaveLength(2);
    expect(page).toContain('<li>&lt;script&gt;x&lt;/script&gt;</li>');
    expect(page).toContain('<a href="/contact-us#contact-form">Back to the contact form</a>');
    expect(page).not.toContain('<script');
  });
});

describe('newsletter source page', () => {
  it('is the Referer path when it is one of the newsletter pages, on this site', () => {
    const from = (referer: string) =>
      newsletterSource(request({ Referer: referer, 'X-Forwarded-Host': 'www.queensboro.test' }));
    expect(from('https://www.queensboro.test/blog')).toBe('/blog');
    expect(from('https://www.queensboro.test/white-papers/')).toBe('/white-papers');
    expect(from('https://www.queensboro.test/es/webinars')).toBe('/es/webinars');
    expect(from('https://www.queensboro.test/es/contact-us')).toBeUndefined();
    expect(from('https://www.queensboro.test/blog/3')).toBeUndefined();
    expect(from('https://evil.example/blog')).toBeUndefined();
    expect(from('not a url')).toBeUndefined();
  });
});

describe('the page a form was sent from (Referer)', () => {
  const from = (referer: string, headers: Record<string, string> = {}) =>
    sourcePage(request({ Referer: referer, ...headers }));

  it('is the path of an absolute http(s) address on the host the request came to', () => {
    expect(from('http://localhost:3000/contact-us')).toBe('/contact-us');
    expect(from('http://localhost:3000/contact-us/?product=clover#form')).toBe('/contact-us');
    expect(from('http://localhost:3000/')).toBe('/');
    // Behind the proxy: the host it reports.
    expect(from('https://www.queensboro.test/pos-solutions', { 'X-Forwarded-Host': 'www.queensboro.test' })).toBe(
      '/pos-solutions',
    );
  });

  it('is nothing for a relative, scheme-relative, foreign or non-http Referer, or an empty path segment', () => {
    for (const referer of [
      '//intranet/x',
      '/contact-us',
      'contact-us',
      'http://localhost:3000//intranet/x',
      'http://localhost:3000/a//b',
      'https://evil.example/contact-us',
      'http://localhost:3001/contact-us',
      'ftp://localhost:3000/contact-us',
      'javascript:alert(1)//localhost:3000/x',
      'http://localhost:3000/%2F%2Fintranet/x',
      'http://localhost:3000/Contact-Us<script>',
    ])
      expect({ referer, page: from(referer) }).toEqual({ referer, page: undefined });
  });

  it('the webhook never turns a stored path into another host’s address', () => {
    const record = (source: string) =>
      ({
        kind: 'contact',
        id: '20261124T214100123Z-0000-3f9a0c1b2d',
        createdAt: '2026-11-24T21:41:00.123Z',
        destinations: ['ops-email', 'webhook'],
        payload: {
          name: 'Ana',
          business: '',
          email: 'a@b.example',
          phone: '',
          message: 'Hello there',
          interests: [],
          source,
        },
      }) as Parameters<typeof webhookBody>[0];
    const page = (source: string) => JSON.parse(webhookBody(record(source), siteUrl)).data.page;
    expect(page('/contact-us')).toBe('https://www.queensboro.test/contact-us');
    // What an older release stored from `Referer: https://site//intranet/x`.
    expect(page('//intranet/x')).toBeNull();
    expect(page('/\\intranet/x')).toBeNull();
  });
});
