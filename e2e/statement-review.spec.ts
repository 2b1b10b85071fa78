import { PDFDocument } from 'pdf-lib';
import { expect, test, type Page } from './support/test';
import { waitForMail } from './support/mail-sink';
import { content } from './support/content';

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
  await expect(page.locator('#statement-form form')).toHaveAttribute('novalidate', '');
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
