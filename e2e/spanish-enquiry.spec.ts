import type { ParsedMail } from 'mailparser';
import { expect, test } from './support/test';
import { waitForMail } from './support/mail-sink';
import { content, snapshot } from './support/content';
import { expectFormHydrated } from './support/hydration';

/**
 * The Spanish pages' forms, end to end in real Chromium: what the visitor
 * reads is Spanish (the messages under the fields, the toasts, the error
 * page of a post without JavaScript, the thank-you page), the e-mails they
 * get are Spanish, and operations get English saying "Preferred language:
 * Spanish". The words are the build's (its content snapshot).
 */

const spanish = snapshot.languages.es!.content;
const words = spanish.forms.contactForm;
const newsletter = spanish.forms.newsletter;
const english = content.forms.contactForm;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const recipient = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0]?.text : m.to?.text);

test.describe('Spanish forms', () => {
  test('says every message in Spanish, sends, and the acknowledgement is Spanish while operations are told Spanish', async ({
    page,
  }) => {
    const id = unique();
    const email = `duena.${id}@bodega.example`;
    await page.goto('/es/contact-us');
    const form = page.locator('#contact-form form');
    await expectFormHydrated(page.locator('#contact-form form'));
    await form.getByRole('button', { name: words.submit }).click();
    for (const message of [words.validation.name, words.validation.email, words.validation.message])
      await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByText(english.validation.name)).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: words.fields.name, exact: true })).toBeFocused();

    await form.getByRole('textbox', { name: words.fields.name, exact: true }).fill(`Rosa Bodega ${id}`);
    await form.getByRole('textbox', { name: words.fields.business, exact: true }).fill('Bodega La Esquina');
    await form.getByRole('textbox', { name: words.fields.email, exact: true }).fill(email);
    await form
      .getByRole('textbox', { name: words.fields.message, exact: true })
      .fill('Quisiera saber cuánto ahorraría.');
    await form.getByRole('checkbox', { name: words.interests.posSystems }).check();
    await form.getByRole('checkbox', { name: words.interests.cashDiscount }).check();
    await expect(form.getByText(words.validation.name)).toBeHidden();
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.success.title, { exact: true })).toBeVisible();
    await expect(page.getByText(words.success.description)).toBeVisible();
    // The region the toast is announced in, and its close button, are named in Spanish too.
    const region = page.getByRole('region', { name: `${spanish.labels.header.notifications} F8` });
    await expect(region).toHaveCount(1);
    await expect(region.getByRole('button', { name: spanish.labels.header.closeNotification })).toBeVisible();

    const ack = await waitForMail((m) => recipient(m) === email);
    expect(ack.subject).toMatch(/^Recibimos su consulta \(Q-[0-9A-F]{10}\)$/);
    expect(ack.text).toContain(spanish.emails.acknowledgement.nextHeading);
    expect(ack.html).toContain('lang="es-US"');
    const ops = await waitForMail((m) => (m.text ?? '').includes(`Rosa Bodega ${id}`) && recipient(m) !== email);
    expect(ops.subject).toBe(`New enquiry: Rosa Bodega ${id} (Bodega La Esquina)`);
    expect(ops.text).toContain('Preferred language: Spanish');
    // Operations read the interests' English names, whatever the visitor's language.
    expect(ops.text).toContain('Interests: POS Systems, Cash Discount Program');
  });

  test('the newsletter sign-up on /es/blog: Spanish message and toast, a Spanish e-mail whose link confirms on the Spanish page', async ({
    page,
  }) => {
    const email = `lector.${unique()}@bodega.example`;
    await page.goto('/es/blog#newsletter');
    const block = page.locator('#newsletter');
    await expectFormHydrated(page.locator('#newsletter form'));
    await block.getByLabel(newsletter.label).fill('no-es-un-correo');
    await block.getByRole('button', { name: newsletter.submit }).click();
    await expect(block.getByText(newsletter.invalid)).toBeVisible();
    await block.getByLabel(newsletter.label).fill(email);
    await block.getByRole('button', { name: newsletter.submit }).click();
    await expect(page.getByText(newsletter.success.title, { exact: true })).toBeVisible();

    const mail = await waitForMail((m) => recipient(m) === email);
    expect(mail.subject).toMatch(/^Confirme su suscripción/);
    const link = /https?:\/\/\S+\/es\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link, 'a link to the Spanish confirm page').toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('button', { name: spanish.pages['newsletter-confirm'].data.button }).click();
    // proxy.ts hands the Spanish page's post to the API, which sends the visitor back to the Spanish page.
    await expect(page).toHaveURL(/\/es\/newsletter\/confirm#subscription-confirmed$/);
    await expect(page.getByText(spanish.pages['newsletter-confirm'].data.confirmed)).toBeVisible();
    const ops = await waitForMail((m) => (m.subject ?? '') === `Newsletter sign-up: ${email}`);
    expect(ops.text).toContain('Preferred language: Spanish');
  });
});

test.describe('Spanish savings calculator', () => {
  test('a figure it cannot use and the new estimate are said in Spanish', async ({ page }) => {
    const calculator = spanish.savingsCalculator.copy;
    const messages = spanish.savingsCalculator.settings.messages;
    await page.goto('/es/savings-calculator');
    // Hydrated: the calculator marks where its figures came from once React runs.
    await expect(page.locator('[data-source="url"]')).toBeAttached();
    const ticket = page.getByLabel(calculator.fields.ticket.label);
    await ticket.clear();
    await ticket.pressSequentially('0');
    await expect(page.locator('#ticket-error')).toHaveText(messages.ticket.tooSmall);
    await ticket.clear();
    await ticket.pressSequentially('45');
    const volume = page.getByLabel(calculator.fields.volume.label);
    await volume.clear();
    await volume.pressSequentially('20000');
    await expect(page.getByTestId('calculator-announcement')).toHaveText(
      new RegExp(`^${messages.announce.opening.replace('.', '\\.')} ${messages.announce.ourRate}, ahorraría \\$`),
    );
  });
});

test.describe('Spanish contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post the server refuses gets the Spanish error page, which leads back; the next lands on the Spanish thank-you page', async ({
    page,
  }) => {
    const id = unique();
    await page.goto('/es/contact-us');
    const form = page.locator('#contact-form form');
    const name = form.getByRole('textbox', { name: words.fields.name, exact: true });
    // Passes the browser's own checks, not the server's: a text-direction control inside the name.
    await name.fill(`Luis \u202e Tienda ${id}`);
    await form.getByRole('textbox', { name: words.fields.email, exact: true }).fill(`luis.${id}@bodega.example`);
    await form
      .getByRole('textbox', { name: words.fields.message, exact: true })
      .fill('Enviado desde un navegador sin JavaScript.');
    await form.getByRole('button', { name: words.submit }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.forms.answers.errorPage.heading);
    await expect(page.getByRole('listitem')).toHaveText(
      words.validation.notAllowed.replace('{{field}}', words.fields.name),
    );
    await page.getByRole('link', { name: spanish.forms.answers.errorPage.backToContact }).click();
    await expect(page).toHaveURL(/\/es\/contact-us#contact-form$/);

    await name.fill(`Luis Tienda ${id}`);
    await form.getByRole('textbox', { name: words.fields.email, exact: true }).fill(`luis.${id}@bodega.example`);
    await form
      .getByRole('textbox', { name: words.fields.message, exact: true })
      .fill('Enviado desde un navegador sin JavaScript.');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/es\/contact-us\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.thankYou.h1);
    const ops = await waitForMail(
      (m) => (m.text ?? '').includes(`Luis Tienda ${id}`) && (m.subject ?? '').startsWith('New'),
    );
    expect(ops.text).toContain('Preferred language: Spanish');
  });
});
