import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { waitForMail } from './support/mail-sink';
import { content } from './support/content';
import { expectFormHydrated } from './support/hydration';

/**
 * A statement sent from /statement-review in real Chromium, with and without
 * JavaScript: stored with the enquiry, delivered over SMTP to the test's
 * mailbox with the PDF attached.
 */

const words = content.forms.contactForm;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function statementPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]).drawText('October statement: volume $42,000, fees $1,428');
  return Buffer.from(await document.save());
}

async function fill(page: Page, id: string, name: string) {
  const form = page.locator('#statement-form form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(`stmt.${id}@example.com`);
  await form.getByLabel(/^Message/).fill('Please review the attached statement.');
  await form.getByLabel(words.files.label).setInputFiles({
    name: 'october-statement.pdf',
    mimeType: 'application/pdf',
    buffer: await statementPdf(),
  });
  return form;
}

type Attached = { filename?: string; contentType: string; content: Buffer };

test('with JavaScript: the statement is listed, sent with the enquiry and arrives attached', async ({ page }) => {
  const id = unique();
  const name = `Sam Statement ${id}`;
  await page.goto('/statement-review');
  await expectFormHydrated(page.locator('#statement-form form'));
  const form = await fill(page, id, name);
  await expect(form.getByRole('listitem').filter({ hasText: 'october-statement.pdf (1 KB)' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove october-statement.pdf' })).toBeVisible();
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.success.title)).toBeVisible();
  await expect(form.getByRole('listitem')).toHaveCount(0);

  const mail = await waitForMail((m) => (m.text ?? '').includes(name));
  const attachments = (mail as unknown as { attachments: Attached[] }).attachments;
  expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([['october-statement.pdf', 'application/pdf']]);
  expect(mail.text).toMatch(/\/api\/files\/[^\s]+\?expires=\d+&sig=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain multipart post with the statement lands on the thank-you page and arrives attached', async ({
    page,
  }) => {
    const id = unique();
    const name = `Nia NoJS Statement ${id}`;
    await page.goto('/statement-review');
    const form = await fill(page, id, name);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
    const mail = await waitForMail((m) => (m.text ?? '').includes(name));
    const attachments = (mail as unknown as { attachments: Attached[] }).attachments;
    expect(attachments.map((a) => a.filename)).toEqual(['october-statement.pdf']);
  });
});

test('a large photo is scaled down in the browser and sent as JPEG: the file listed and the one e-mailed are the smaller JPEG', async ({
  page,
}) => {
  const id = unique();
  const name = `Pia Photo ${id}`;
  // A phone-sized PNG with grain, as a photo of paper: larger than one file may be (10 MB) until it is scaled down.
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#e8e4da',
      noise: { type: 'gaussian', mean: 200, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  await page.goto('/statement-review');
  await expectFormHydrated(page.locator('#statement-form form'));
  const form = page.locator('#statement-form form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(`photo.${id}@example.com`);
  await form.getByLabel(/^Message/).fill('A photo of my statement.');
  // Chosen as a file on disk, as a person picks one: Playwright hands a path to the browser as
  // is, while a buffer of this size would cross the DevTools protocol as base64, slowly enough
  // to make the test a measure of the host's speed. The test's own output folder, which the
  // runner empties at the start of each run.
  const photoFile = test.info().outputPath('statement-photo.png');
  fs.writeFileSync(photoFile, photo);
  await form.getByLabel(words.files.label).setInputFiles(photoFile);
  // The list shows the file that will be sent: renamed .jpg, and its size in KB or MB.
  const listed = form.getByRole('listitem').filter({ hasText: 'statement-photo.jpg' });
  await expect(listed).toBeVisible();
  const [, amount, unit] = /\((\d+(?:\.\d+)?) (KB|MB)\)/.exec((await listed.textContent()) ?? '') ?? [];
  const sentBytes = Number(amount) * (unit === 'MB' ? 1024 * 1024 : 1024);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(photo.length / 2);
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.success.title)).toBeVisible();

  const mail = await waitForMail((m) => (m.text ?? '').includes(name));
  const attachments = (mail as unknown as { attachments: Attached[] }).attachments;
  expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([['statement-photo.jpg', 'image/jpeg']]);
  const metadata = await sharp(attachments[0]!.content).metadata();
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(2400);
  expect(attachments[0]!.content.length).toBeLessThan(photo.length / 2);
});
