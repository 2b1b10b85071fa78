/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  composeContactMail,
  composeNewsletterMail,
  enquiryMessageId,
  escapeHtml,
  formatSubmissionTime,
  messageIdDomain,
} from '@/lib/enquiry/mail/compose';
import {
  createMailboxTransport,
  createSmtpTransport,
  describeDeliveryError,
  describeSmtpUrl,
  mailTargetLogLine,
} from '@/lib/enquiry/mail/transport';
import { composeNoticeDigest, composeRefusalNotice } from '@/lib/enquiry/mail/notice';
import type { OutboxRecord } from '@/lib/enquiry/record';
import { getSite, type Site } from '@/lib/content/site';
import { startSmtpSink } from '../../api/support/smtp-sink';

const settings = { from: 'Queensboro Website <website@queensboro.test>', to: 'ops@queensboro.test' };
/** The business details the e-mails quote: the project's content. */
let site: Site;
beforeAll(async () => {
  site = await getSite();
});
const meta = { id: '20261121T144100000Z-0123456789', submittedAt: new Date('2026-11-21T14:41:00Z') };
const enquiry = {
  name: 'Ana Ruiz',
  business: 'Ruiz Bakery',
  email: 'ana@ruizbakery.example',
  phone: '(718) 555-0100',
  message: 'Line one <b>bold</b> & "quoted"\nLine two',
  interests: ['pos-systems', 'request-demo'] as ('pos-systems' | 'request-demo')[],
};

describe('the operations e-mail for an enquiry', () => {
  it('formats the submission time in the office time zone', () => {
    expect(formatSubmissionTime(meta.submittedAt, site.timeZone)).toBe('Saturday, November 21, 2026 at 9:41 AM EST');
    expect(formatSubmissionTime(new Date('2026-07-04T16:05:00Z'), site.timeZone)).toBe(
      'Saturday, July 4, 2026 at 12:05 PM EDT',
    );
  });

  it('has From, To, Reply-To the visitor, a one-line subject and a Message-ID from the enquiry id', () => {
    const mail = composeContactMail(enquiry, meta, settings, site);
    expect(mail.from).toBe(settings.from);
    expect(mail.to).toBe(settings.to);
    expect(mail.replyTo).toEqual({ name: 'Ana Ruiz', address: 'ana@ruizbakery.example' });
    expect(mail.subject).toBe('New enquiry: Ana Ruiz (Ruiz Bakery)');
    expect(mail.messageId).toBe('<contact.20261121T144100000Z-0123456789@queensboro.test>');
    expect(composeContactMail(enquiry, meta, settings, site).messageId).toBe(mail.messageId);
    expect(mail.date).toEqual(meta.submittedAt);
    expect(
      composeContactMail({ ...enquiry, name: 'Ana\r\nBcc: x@evil.example', business: '' }, meta, settings, site)
        .subject,
    ).toBe('New enquiry: Ana Bcc: x@evil.example');
  });

  it("has the seed's text body: every field, interests by label, the time, '-' for empty values", () => {
    expect(composeContactMail(enquiry, meta, settings, site).text).toBe(
      [
        'New enquiry from Queensboro Merchant Solutions website',
        '',
        'Name: Ana Ruiz',
        'Email: ana@ruizbakery.example',
        'Phone: (718) 555-0100',
        'Business: Ruiz Bakery',
        'Message: Line one <b>bold</b> & "quoted"',
        'Line two',
        'Interests: POS Systems, Request a Demo',
        'Submitted: Saturday, November 21, 2026 at 9:41 AM EST (2026-11-21T14:41:00.000Z)',
        'Enquiry ID: 20261121T144100000Z-0123456789',
        '',
      ].join('\n'),
    );
    const bare = composeContactMail({ ...enquiry, phone: '', business: '', interests: [] }, meta, settings, site).text;
    expect(bare).toContain('Phone: -\nBusiness: -\n');
    expect(bare).toContain('Interests: -\n');
  });

  it('escapes every value in the HTML body and keeps line breaks as <br>', () => {
    const html = composeContactMail({ ...enquiry, name: '<img src=x onerror=alert(1)>' }, meta, settings, site).html;
    expect(html).not.toMatch(/<img|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Line one &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;<br>\nLine two');
    expect(html).toContain('POS Systems, Request a Demo');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('composes a newsletter sign-up notice', () => {
    const mail = composeNewsletterMail({ email: 'owner@shop.example', source: '/blog' }, meta, settings, site);
    expect(mail.subject).toBe('Newsletter sign-up: owner@shop.example');
    expect(mail.messageId).toBe('<newsletter.20261121T144100000Z-0123456789@queensboro.test>');
    expect(mail.replyTo.address).toBe('owner@shop.example');
    expect(mail.text).toContain('Email: owner@shop.example\nPage: /blog\nSubmitted: Saturday, November 21, 2026');
  });

  it('takes the Message-ID domain from MAIL_FROM', () => {
    expect(messageIdDomain('Site <site@Example.COM>')).toBe('example.com');
    expect(messageIdDomain('site@example.org')).toBe('example.org');
    expect(messageIdDomain('nonsense')).toBe('localhost');
    expect(enquiryMessageId('contact', 'abc', 'a@b.example')).toBe('<contact.abc@b.example>');
  });
});

describe('the notice digest', () => {
  const lead = (
    id: string,
    fields: Partial<OutboxRecord['payload']> = {},
    kind: 'contact' | 'newsletter' = 'contact',
  ) =>
    ({
      kind,
      id,
      createdAt: `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T10:00:00.000Z`,
      destinations: ['ops-email'],
      payload: { ...enquiry, message: 'Private words.', ...fields },
    }) as OutboxRecord;
  const a = lead('20261121T100000000Z-0000-aaaaaaaaaa');
  const b = lead('20261122T100000000Z-0000-bbbbbbbbbb', { name: 'Bo Chen', email: 'bo@example.com', locale: 'es' });
  const c = lead('20261123T100000000Z-0000-cccccccccc', { email: 'reader@example.com' }, 'newsletter');

  it('is the single notice, replying to the visitor, for one lead', () => {
    expect(composeNoticeDigest([a], settings, site)).toEqual(composeRefusalNotice(a, settings, site));
  });

  it('lists each lead once, oldest first, without their words, under a Message-ID its leads decide', () => {
    const digest = composeNoticeDigest([c, a, b], settings, site);
    expect(composeNoticeDigest([b, c, a], settings, site)).toEqual(digest);
    expect(digest.messageId).toMatch(/^<notices\.[0-9a-f]{24}@queensboro\.test>$/);
    expect(composeNoticeDigest([a, b], settings, site).messageId).not.toBe(digest.messageId);
    expect(digest.headers['X-Enquiry-Ids']).toBe([a.id, b.id, c.id].join(' '));
    expect(digest.replyTo.address).toBe(settings.to);
    expect(digest.subject).toBe(
      '3 enquiries: the full e-mails were refused, contact details inside (Q-AAAAAAAAAA to Q-CCCCCCCCCC)',
    );
    expect(digest.date).toEqual(new Date(c.createdAt));
    const text = digest.text;
    expect(text.indexOf(a.id)).toBeLessThan(text.indexOf(b.id));
    expect(text.indexOf(b.id)).toBeLessThan(text.indexOf(c.id));
    expect(text).toContain(`1. Enquiry Q-AAAAAAAAAA (enquiry ID ${a.id})\n   Name: Ana Ruiz\n   Business: Ruiz Bakery`);
    expect(text).toContain('   Email: bo@example.com\n   Phone: (718) 555-0100\n   Preferred language: Spanish');
    expect(text).toContain(`3. Newsletter sign-up Q-CCCCCCCCCC (enquiry ID ${c.id})\n   Email: reader@example.com\n`);
    expect(`${text}${digest.html}`).not.toMatch(/Private words|Line one/);
    expect(text).toContain('npm run outbox');
  });
});

describe('mail transports', () => {
  it('describes the SMTP target without the password', () => {
    expect(describeSmtpUrl('smtp://user:secret@mail.example.com:2525')).toBe('smtp://mail.example.com:2525');
    expect(describeSmtpUrl('smtps://user:secret@mail.example.com')).toBe('smtps://mail.example.com:465');
    expect(mailTargetLogLine({ smtpUrl: 'smtp://u:p@mail.example.com', dataDir: '.data' })).toBe(
      '[mail] SMTP: smtp://mail.example.com:587',
    );
    expect(mailTargetLogLine({ smtpUrl: undefined, dataDir: '.data' })).toBe(
      `[mail] No SMTP_URL: e-mails are written to ${path.resolve('.data', 'mailbox')}`,
    );
  });

  it('reads the SMTP reply code of a failure; 5xx is permanent', () => {
    expect(
      describeDeliveryError(Object.assign(new Error('x'), { responseCode: 550, response: '550 No such user' })),
    ).toEqual({
      message: '550 No such user',
      responseCode: 550,
      permanent: true,
    });
    expect(describeDeliveryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toEqual({
      message: 'ESOCKET: connect ECONNREFUSED',
      responseCode: undefined,
      permanent: false,
    });
  });

  it('sends over SMTP to a real server', async () => {
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    try {
      await transport.send(composeContactMail(enquiry, meta, settings, site));
      const [mail] = await sink.waitForMessages(1);
      expect(mail?.subject).toBe('New enquiry: Ana Ruiz (Ruiz Bakery)');
      expect(mail?.replyTo?.value).toEqual([{ name: 'Ana Ruiz', address: 'ana@ruizbakery.example' }]);
    } finally {
      transport.close();
      await sink.close();
    }
  });

  it('writes the local mailbox as .eml files named after the Message-ID, so a repeat does not double', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-test-'));
    const transport = createMailboxTransport(path.join(dir, 'mailbox'));
    try {
      const mail = composeContactMail(enquiry, meta, settings, site);
      await transport.send(mail);
      await transport.send(mail);
      expect(await readdir(path.join(dir, 'mailbox'))).toEqual(['.tmp', 'contact.20261121T144100000Z-0123456789.eml']);
      expect(await readdir(path.join(dir, 'mailbox', '.tmp'))).toEqual([]);
      const raw = await readFile(path.join(dir, 'mailbox', 'contact.20261121T144100000Z-0123456789.eml'), 'utf8');
      expect(raw).toContain('\r\nSubject: New enquiry: Ana Ruiz (Ruiz Bakery)\r\n');
      expect(raw).toContain('Message-ID: <contact.20261121T144100000Z-0123456789@queensboro.test>');
    } finally {
      transport.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
