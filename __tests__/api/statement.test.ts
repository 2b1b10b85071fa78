/** @jest-environment node */
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { POST } from '@/app/api/contact/route';
import { GET as getFile } from '@/app/api/files/[record]/[file]/route';
import { MAX_ATTACHMENT_BYTES } from '@/lib/enquiry/mail/files';
import { EICAR, clamdBinary, startTestClamd, type TestClamd } from '@/scripts/support/clamav';
import { startWebhookReceiver, testWebhookSecret, type WebhookReceiver } from '@/scripts/support/webhook-receiver';
import { closedPortFixture } from '../support/closed-port';
import { openStagedFiles } from '../support/staged-files';
import { bothStoresFixture } from './support/both-stores';
import { validEnquiry } from './support/enquiry-env';

/**
 * Statements uploaded with an enquiry (multipart/form-data on /api/contact),
 * on both stores, with real files: a PDF made by pdf-lib, a JPEG with GPS
 * EXIF made by sharp, an HTML file named .pdf; the real SMTP sink receives
 * the attachments; a real clamd (when installed) refuses EICAR.
 */

const url = 'http://localhost/api/contact';
const secret = 'a-test-secret-for-file-links-0123456789abcdef';
const fixture = bothStoresFixture();
const closedPorts = closedPortFixture();

type Attachment = { filename?: string; contentType: string; content: Buffer };

async function realPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]).drawText('Merchant statement, October: effective rate 3.4%');
  return Buffer.from(await document.save());
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#d0d0d0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 52/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 56/1 7/1' },
    })
    .toBuffer();
}

// Each test sends real files through sharp, pdf-lib, a real store (PostgreSQL in half of them) and a
// real SMTP server: seconds of work on a loaded two-core machine, over Jest's default 5 s.
jest.setTimeout(30_000);

function multipart(
  files: { name: string; bytes: Buffer; type?: string }[],
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...validEnquiry, ...fields })) {
    if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else form.append(key, value);
  }
  for (const file of files)
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return new Request(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-Forwarded-For': '203.0.113.9', ...headers },
    body: form,
  });
}

describe.each(['file', 'postgres'] as const)('statement uploads on the %s store', (storeKind) => {
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  async function setUp(
    options: {
      clamavUrl?: string;
      webhook?: boolean;
      now?: () => Date;
      uploadClientDailyMb?: number;
      uploadSiteDailyMb?: number;
    } = {},
  ) {
    const sink = await fixture.startSink();
    const database = storeKind === 'postgres' ? await fixture.database() : undefined;
    const databaseUrl = database?.url;
    if (options.webhook) receiver = await startWebhookReceiver();
    const ctx = await fixture.createEnv({
      smtpUrl: sink.url,
      databaseUrl,
      fileLinkSecret: secret,
      clamavUrl: options.clamavUrl,
      uploadClientDailyMb: options.uploadClientDailyMb,
      uploadSiteDailyMb: options.uploadSiteDailyMb,
      ackEmail: true,
      ...(receiver ? { webhookUrl: receiver.url, webhookSecret: testWebhookSecret } : {}),
      ...(options.now ? { outbox: { now: options.now } } : {}),
    });
    return { sink, ctx, database };
  }

  /** Nothing of an upload left in the data folder: no staged file still open, none named, no stored file. */
  async function expectNothingLeft(ctx: { dataDir: string; services: { uploads: { stagingDir: string } } }) {
    const { stagingDir } = ctx.services.uploads;
    expect(openStagedFiles(stagingDir)).toEqual([]);
    expect(await readdir(stagingDir).catch(() => [])).toEqual([]);
    const stored = await readdir(path.join(ctx.dataDir, 'outbox', 'files')).catch(() => []);
    expect(stored).toEqual([]);
  }

  it('lists the files in the webhook with signed links that download them, never the bytes', async () => {
    const { ctx } = await setUp({ webhook: true });
    const pdf = await realPdf();
    const response = await POST(multipart([{ name: 'statement.pdf', bytes: pdf }]));
    expect(response.status).toBe(202);
    await ctx.settle();
    await receiver!.waitFor((r) => r.accepted().size === 1);
    const data = receiver!.requests[0]!.body.data as { files: Record<string, unknown>[] };
    expect(data.files).toEqual([
      {
        name: 'statement.pdf',
        type: 'application/pdf',
        size: pdf.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        scanned: 'not scanned',
        url: expect.stringMatching(/^https:\/\/www\.queensboro\.test\/api\/files\/.+\?expires=\d+&sig=/),
        expiresAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(receiver!.requests[0]!.body)).not.toContain(pdf.subarray(0, 64).toString('base64'));
    const link = new URL(data.files[0]!.url as string);
    const [, , , recordId, fileId] = link.pathname.split('/');
    const download = await getFile(
      new Request(link.toString().replace('https://www.queensboro.test', 'http://localhost')),
      {
        params: Promise.resolve({ record: recordId!, file: fileId! }),
      },
    );
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), pdf)).toBe(0);
  });

  it("retention removes the files after STATEMENT_RETENTION_DAYS (30) while the enquiry stays, whatever the deliveries' state", async () => {
    let clock = new Date();
    const { ctx } = await setUp({ now: () => clock });
    const response = await POST(multipart([{ name: 'statement.pdf', bytes: await realPdf() }]));
    const { id } = (await response.json()) as { id: string };
    await ctx.settle();
    const stored = await ctx.services.outbox!.store.get(id);
    const fileId = stored?.kind === 'contact' ? stored.payload.files![0]!.id : '';
    clock = new Date(Date.now() + 29 * 24 * 60 * 60_000);
    await ctx.services.outbox!.pruneSent();
    expect(await ctx.services.outbox!.store.readFile(id, fileId)).not.toBeNull();
    clock = new Date(Date.now() + 31 * 24 * 60 * 60_000);
    await ctx.services.outbox!.pruneSent();
    expect(await ctx.services.outbox!.store.readFile(id, fileId)).toBeNull();
    expect(await ctx.services.outbox!.store.get(id)).not.toBeNull();
  });

  it('links instead of attaching when the files together are over the attachment limit', async () => {
    const { sink, ctx } = await setUp();
    // Two PDFs padded past half the limit each: valid documents (a comment after %%EOF is ignored by readers).
    const padded = Buffer.concat([
      await realPdf(),
      Buffer.from('\n%'),
      Buffer.alloc(MAX_ATTACHMENT_BYTES / 2 + 1024, 0x41),
    ]);
    const response = await POST(
      multipart([
        { name: 'a.pdf', bytes: padded },
        { name: 'b.pdf', bytes: padded },
      ]),
    );
    expect(response.status).toBe(202);
    await ctx.settle();
    const messages = await sink.waitForMessages(2);
    const ops = messages.find((m) => m.subject?.startsWith('New enquiry'))!;
    expect((ops as unknown as { attachments: Attachment[] }).attachments).toEqual([]);
    expect(ops.text).toMatch(/over the 7 MB attached to an e-mail: download them with the links/);
    expect(ops.text!.match(/\/api\/files\//g)).toHaveLength(2);
  });

  it('stores a PDF and a photo with the enquiry, mails them attached (PDF bytes identical, EXIF gone) with signed links', async () => {
    const { sink, ctx } = await setUp();
    const pdf = await realPdf();
    const photo = await jpegWithGps();
    const response = await POST(
      multipart([
        { name: 'October statement.pdf', bytes: pdf, type: 'application/pdf' },
        { name: 'IMG_0042.JPG', bytes: photo, type: 'image/jpeg' },
      ]),
    );
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await ctx.settle();
    const [ops, ack] = await sink.waitForMessages(2);
    const opsMail = [ops, ack].find((mail) => mail?.subject?.startsWith('New enquiry'))!;
    const ackMail = [ops, ack].find((mail) => mail !== opsMail)!;

    const attachments = (opsMail as unknown as { attachments: Attachment[] }).attachments;
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['October statement.pdf', 'application/pdf'],
      ['IMG_0042.jpg', 'image/jpeg'],
    ]);
    expect(Buffer.compare(attachments[0]!.content, pdf)).toBe(0);
    const metadata = await sharp(attachments[1]!.content).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(attachments[1]!.content.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(opsMail.subject).toContain('[2 files]');
    expect(opsMail.text).toContain('NOT scanned for malware');

    // The acknowledgement says how many files arrived and names none of them.
    expect(ackMail.text).toContain('Files received with your enquiry: 2');
    expect(ackMail.text).not.toContain('October statement');

    // The signed link in the e-mail downloads the same bytes, as an attachment, never cached or sniffed.
    const link = /https:\/\/www\.queensboro\.test(\/api\/files\/[^\s)]+)/.exec(opsMail.text ?? '')![1]!;
    const [, recordId, fileId] = /^\/api\/files\/([^/]+)\/([^?]+)/.exec(link)!;
    expect(recordId).toBe(id);
    const call = (path: string) =>
      getFile(new Request(`http://localhost${path}`), {
        params: Promise.resolve({
          record: decodeURIComponent(/^\/api\/files\/([^/]+)/.exec(path)![1]!),
          file: decodeURIComponent(/^\/api\/files\/[^/]+\/([^?]+)/.exec(path)![1]!),
        }),
      });
    const download = await call(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="October statement\.pdf"/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), pdf)).toBe(0);

    // Forged, unsigned and expired links answer the same 404.
    const forged = link.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const unsigned = link.split('?')[0]!;
    const otherFile = link.replace(fileId!, 'AAAAAAAAAAAAAAAA');
    for (const bad of [forged, unsigned, otherFile]) expect((await call(bad)).status).toBe(404);
    const expired = await serveAt(ctx, recordId!, fileId!, link, new Date(Date.now() + 8 * 24 * 60 * 60_000));
    expect(expired.status).toBe(404);

    // Retention: the files go after STATEMENT_RETENTION_DAYS, the enquiry stays.
    expect(await ctx.services.outbox!.store.pruneFiles(new Date(Date.now() + 31 * 24 * 60 * 60_000))).toBe(2);
    expect(await ctx.services.outbox!.store.readFile(id, fileId!)).toBeNull();
    expect(await ctx.services.outbox!.store.get(id)).not.toBeNull();
    expect((await call(link)).status).toBe(404);
  });

  it("turns an iPhone's HEIC photo into a JPEG: stored and attached as IMG_….jpg, EXIF and GPS gone", async () => {
    const { sink, ctx } = await setUp();
    const heic = await readFile(path.join(__dirname, '../fixtures/statement-photo.heic'));
    const response = await POST(multipart([{ name: 'IMG_0043.HEIC', bytes: heic, type: 'image/heic' }]));
    expect(response.status).toBe(202);
    await ctx.settle();
    const messages = await sink.waitForMessages(2);
    const opsMail = messages.find((mail) => mail?.subject?.startsWith('New enquiry'))!;
    const [photo] = (opsMail as unknown as { attachments: Attachment[] }).attachments;
    expect([photo?.filename, photo?.contentType]).toEqual(['IMG_0043.jpg', 'image/jpeg']);
    const metadata = await sharp(photo!.content).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 320, 240, undefined]);
    expect(photo!.content.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('refuses an HTML file named .pdf with 415 naming the file, and stores and sends nothing', async () => {
    const { sink, ctx } = await setUp();
    const response = await POST(
      multipart([
        {
          name: 'statement.pdf',
          bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
          type: 'application/pdf',
        },
      ]),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/"statement\.pdf" was not accepted: its content is a web page/);
    await ctx.settle();
    expect((await ctx.services.outbox!.list()).waiting).toHaveLength(0);
    expect(await sink.messages()).toHaveLength(0);
  });

  it('413 naming the file when one is over 10 MB, and for a sixth file; nothing stored', async () => {
    const { sink, ctx } = await setUp();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const tooBig = await POST(multipart([{ name: 'huge-scan.pdf', bytes: big }]));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toMatch(/"huge-scan\.pdf" is larger than the 10 MB allowed for one file/);
    const pdf = await realPdf();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: pdf }));
    const tooMany = await POST(multipart(six));
    expect(tooMany.status).toBe(413);
    expect((await tooMany.json()).error).toMatch(/Too many files: at most 5 can be sent/);
    await ctx.settle();
    expect((await ctx.services.outbox!.list()).waiting).toHaveLength(0);
    expect(await sink.messages()).toHaveLength(0);
  });

  it("429 with Retry-After once a client's day of upload bytes is spent; nothing stored; other clients still send", async () => {
    // 1 MB a day per client: a 600 KB file passes, a second one goes over.
    const { sink, ctx } = await setUp({ uploadClientDailyMb: 1 });
    // A real PDF followed by white space, as some scanners pad their files: 600 KB in all.
    const padded = Buffer.concat([await realPdf(), Buffer.alloc(600 * 1024, 0x20)]);
    const file = async () => padded;
    const first = await POST(multipart([{ name: 'october.pdf', bytes: await file() }]));
    expect(first.status).toBe(202);
    const second = await POST(multipart([{ name: 'november.pdf', bytes: await file() }]));
    expect(second.status).toBe(429);
    const retryAfter = Number(second.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await second.json()).error).toMatch(
      /as many files as we can take from one visitor in a day\. Try again in \d+ hours/,
    );
    // Sent from a Spanish page, the refusal is in Spanish.
    const spanish = await POST(multipart([{ name: 'noviembre.pdf', bytes: await file() }], {}, { locale: 'es' }));
    expect(spanish.status).toBe(429);
    expect((await spanish.json()).error).toMatch(/Inténtelo de nuevo en \d+ horas/);
    // Without files the same client is still heard.
    const withoutFiles = await POST(multipart([]));
    expect(withoutFiles.status).toBe(202);
    // Another client has its own budget.
    const other = await POST(
      multipart([{ name: 'other.pdf', bytes: await file() }], { 'X-Forwarded-For': '198.51.100.7' }),
    );
    expect(other.status).toBe(202);
    await ctx.settle();
    // Three operations e-mails and one acknowledgement (one a day per address): the refused upload is in none.
    const mails = await sink.waitForMessages(4);
    const ops = mails.filter((mail) => mail.subject?.startsWith('New enquiry'));
    expect(ops).toHaveLength(3);
    const names = ops.flatMap((mail) =>
      (mail as unknown as { attachments: Attachment[] }).attachments.map((a) => a.filename),
    );
    expect(names.sort()).toEqual(['october.pdf', 'other.pdf']);
    expect(mails.some((mail) => mail.text?.includes('november.pdf'))).toBe(false);
  });

  it("429 once the site's day of upload bytes is spent, whoever sends; a refused upload spends nothing", async () => {
    const { sink, ctx } = await setUp({ uploadSiteDailyMb: 1 });
    const big = Buffer.concat([await realPdf(), Buffer.alloc(700 * 1024, 0x20)]);
    // A file that fails its checks is given back: the 700 KB do not count.
    const html = await POST(multipart([{ name: 'fake.pdf', bytes: Buffer.alloc(700 * 1024, 0x3c) }]));
    expect(html.status).toBe(415);
    const first = await POST(multipart([{ name: 'a.pdf', bytes: big }], { 'X-Forwarded-For': '198.51.100.1' }));
    expect(first.status).toBe(202);
    const second = await POST(multipart([{ name: 'b.pdf', bytes: big }], { 'X-Forwarded-For': '198.51.100.2' }));
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await second.json()).error).toMatch(/We cannot take more files today\. Try again in/);
    await ctx.settle();
    const mails = await sink.waitForMessages(2);
    const ops = mails.filter((mail) => mail.subject?.startsWith('New enquiry'));
    expect(ops).toHaveLength(1);
    expect((ops[0] as unknown as { attachments: Attachment[] }).attachments.map((a) => a.filename)).toEqual(['a.pdf']);
  });

  it('leaves nothing of a refused upload in the data folder, whether refused while reading (413) or by its checks (415, 422)', async () => {
    const { sink, ctx } = await setUp();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    expect(
      (
        await POST(
          multipart([
            { name: 'a.pdf', bytes: await realPdf() },
            { name: 'huge.pdf', bytes: big },
          ]),
        )
      ).status,
    ).toBe(413);
    await expectNothingLeft(ctx);
    const html = Buffer.from('<!doctype html><title>not a statement</title>');
    expect(
      (
        await POST(
          multipart([
            { name: 'photo.jpg', bytes: await jpegWithGps() },
            { name: 'fake.pdf', bytes: html },
          ]),
        )
      ).status,
    ).toBe(415);
    await expectNothingLeft(ctx);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);
    expect(
      (
        await POST(
          multipart([
            { name: 'photo.jpg', bytes: await jpegWithGps() },
            { name: 'broken.pdf', bytes: broken },
          ]),
        )
      ).status,
    ).toBe(422);
    await expectNothingLeft(ctx);
    await ctx.settle();
    expect((await ctx.services.outbox!.list()).waiting).toHaveLength(0);
    expect(await sink.messages()).toHaveLength(0);
  });

  it('frees the staged bytes of an accepted upload once it is answered: only the stored copy stays', async () => {
    const { ctx } = await setUp();
    const response = await POST(
      multipart([
        { name: 'statement.pdf', bytes: await realPdf() },
        { name: 'photo.jpg', bytes: await jpegWithGps() },
      ]),
    );
    expect(response.status).toBe(202);
    const { stagingDir } = ctx.services.uploads;
    expect(openStagedFiles(stagingDir)).toEqual([]);
    expect(await readdir(stagingDir)).toEqual([]);
    await ctx.settle();
  });

  it('a plain multipart form post (no JavaScript) with a file is answered with the thank-you redirect', async () => {
    const { sink, ctx } = await setUp();
    const request = multipart([{ name: 'statement.pdf', bytes: await realPdf() }], { Accept: 'text/html' });
    const response = await POST(request);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact-us/thank-you');
    await ctx.settle();
    expect((await sink.waitForMessages(2)).filter((m) => m.subject?.startsWith('New enquiry'))).toHaveLength(1);
  });

  it('holds the files when the scanner does not answer: accepted, and the e-mail waits until a scan succeeds', async () => {
    const silent = `tcp://127.0.0.1:${(await closedPorts.hold()).port}`;
    const { sink, ctx } = await setUp({ clamavUrl: silent });
    const response = await POST(multipart([{ name: 'statement.pdf', bytes: await realPdf() }]));
    expect(response.status).toBe(202);
    await ctx.settle();
    const record = (await ctx.services.outbox!.list()).waiting[0]!;
    expect(record.kind === 'contact' && record.payload.files?.[0]?.scan).toBe('pending');
    const ops = record.deliveries.find((d) => d.destination === 'ops-email')!;
    expect(ops.state).toBe('pending');
    expect(ops.lastError).toMatch(/malware scanner did not answer/);
    expect((await sink.messages()).filter((m) => m.subject?.startsWith('New enquiry'))).toHaveLength(0);
  });
});

describe('statement uploads when PostgreSQL cannot write them', () => {
  it('answers 503 with the phone number when the database is full while it stores the files, and keeps nothing of that enquiry', async () => {
    const sink = await fixture.startSink();
    const database = await fixture.database();
    const ctx = await fixture.createEnv({ smtpUrl: sink.url, databaseUrl: database.url, fileLinkSecret: secret });
    // A real disk_full error (SQLSTATE 53100) from the database, raised as the second file is inserted.
    await database.pool.query(`
      CREATE FUNCTION full_on_second_file() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM enquiry_files WHERE enquiry_id = NEW.enquiry_id) >= 1 THEN
          RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER full_on_second_file BEFORE INSERT ON enquiry_files FOR EACH ROW EXECUTE FUNCTION full_on_second_file();
    `);
    const files = [
      { name: 'statement.pdf', bytes: await realPdf() },
      { name: 'photo.jpg', bytes: await jpegWithGps() },
    ];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let response: Response;
    try {
      response = await POST(multipart(files, { 'Idempotency-Key': 'full-database-0001' }));
    } finally {
      spy.mockRestore();
    }
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    const count = async (table: string) =>
      Number((await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    expect(await count('enquiry_outbox')).toBe(0);
    expect(await count('enquiry_files')).toBe(0);
    expect(openStagedFiles(ctx.services.uploads.stagingDir)).toEqual([]);
    // Room again: the visitor's retry (same key) is stored, with both files.
    await database.pool.query('DROP TRIGGER full_on_second_file ON enquiry_files');
    const retry = await POST(multipart(files, { 'Idempotency-Key': 'full-database-0001' }));
    expect(retry.status).toBe(202);
    expect(await count('enquiry_outbox')).toBe(1);
    expect(await count('enquiry_files')).toBe(2);
    await ctx.settle();
  });
});

describe('statement uploads on a serverless platform without a database', () => {
  it('sends the files attached to the operations e-mail while the visitor waits (200 delivered), UTF-8 names intact', async () => {
    const sink = await fixture.startSink();
    await fixture.createEnv({ smtpUrl: sink.url, serverless: true, fileLinkSecret: secret });
    const pdf = await realPdf();
    const response = await POST(multipart([{ name: 'Estado de cuenta año.pdf', bytes: pdf }]));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'delivered' });
    const [mail] = await sink.waitForMessages(1);
    const attachments = (mail as unknown as { attachments: Attachment[] }).attachments;
    expect(attachments.map((a) => a.filename)).toEqual(['Estado de cuenta año.pdf']);
    expect(Buffer.compare(attachments[0]!.content, pdf)).toBe(0);
    // No store: no link that would lead nowhere.
    expect(mail!.text).not.toContain('/api/files/');
  });

  it('answers 503 with the phone number when a file could not be scanned, and sends nothing', async () => {
    const sink = await fixture.startSink();
    await fixture.createEnv({
      smtpUrl: sink.url,
      serverless: true,
      fileLinkSecret: secret,
      clamavUrl: `tcp://127.0.0.1:${(await closedPorts.hold()).port}`,
    });
    const response = await POST(multipart([{ name: 'statement.pdf', bytes: await realPdf() }]));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(await sink.messages()).toHaveLength(0);
  });
});

async function serveAt(
  ctx: { services: import('@/lib/enquiry').EnquiryServices },
  recordId: string,
  fileId: string,
  link: string,
  now: Date,
) {
  const { serveStoredFile } = await import('@/lib/enquiry/http/file-download');
  return serveStoredFile(ctx.services, recordId, fileId, new URL(`http://localhost${link}`), now);
}

const installed = clamdBinary() !== undefined;
if (!installed && process.env.CI)
  throw new Error('clamd is missing on CI: .ci/run installs it (scripts/ensure-clamav.sh)');
const describeWithClamd = installed ? describe : describe.skip;

describeWithClamd('statement uploads scanned by a real clamd', () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startTestClamd();
  }, 120_000);
  afterAll(async () => {
    await clamd?.stop();
  });

  it('refuses EICAR with 422 naming the file and stores nothing; a clean PDF is marked scanned', async () => {
    const sink = await fixture.startSink();
    const ctx = await fixture.createEnv({ smtpUrl: sink.url, fileLinkSecret: secret, clamavUrl: clamd.url });
    const pdf = await realPdf();
    // EICAR inside a real PDF: it passes the type and PDF checks, only the scanner can refuse it.
    const infected = Buffer.concat([pdf, Buffer.from(`\n% ${EICAR}\n`)]);
    const refused = await POST(multipart([{ name: 'infected.pdf', bytes: infected }]));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toMatch(/"infected\.pdf" was not accepted: the malware scan found/);
    expect((await ctx.services.outbox!.list()).waiting).toHaveLength(0);

    const accepted = await POST(multipart([{ name: 'clean.pdf', bytes: pdf }]));
    expect(accepted.status).toBe(202);
    await ctx.settle();
    const [mail] = await sink.waitForMessages(1);
    expect(mail!.text).toContain('scanned, clean');
    expect(mail!.text).not.toContain('NOT scanned');
  });

  it('a file held while the scanner was down is scanned when it answers again, then delivered once', async () => {
    // A gate in front of clamd: closed, every connection is dropped (a scanner that does not answer).
    let open = false;
    const target = new URL(clamd.url);
    const gate = net.createServer({ allowHalfOpen: true }, (socket) => {
      if (!open) return socket.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    try {
      const port = (gate.address() as net.AddressInfo).port;
      const sink = await fixture.startSink();
      const ctx = await fixture.createEnv({
        smtpUrl: sink.url,
        fileLinkSecret: secret,
        clamavUrl: `tcp://127.0.0.1:${port}`,
        outbox: { retryDelay: () => 0 },
        runsWorker: false,
      });
      const accepted = await POST(multipart([{ name: 'statement.pdf', bytes: await realPdf() }]));
      expect(accepted.status).toBe(202);
      await ctx.settle();
      expect(await sink.messages()).toHaveLength(0);
      open = true;
      const result = await ctx.services.outbox!.flush();
      expect(result.delivered.map((ref) => ref.destination)).toEqual(['ops-email']);
      const [mail] = await sink.waitForMessages(1);
      expect(mail!.text).toContain('scanned, clean');
      expect((await ctx.services.outbox!.flush()).delivered).toEqual([]);
      expect(await sink.messages()).toHaveLength(1);
    } finally {
      await new Promise((resolve) => gate.close(resolve));
    }
  });
});
