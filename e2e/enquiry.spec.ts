import { expect, test, type Page } from './support/test';
import type { ParsedMail } from 'mailparser';
import { wcagAxe } from './support/axe';
import { countMail, waitForMail } from './support/mail-sink';
import { content } from './support/content';
import { expectFormHydrated } from './support/hydration';

/** The contact form's words and the reseller program, as the build under test has them (Settings › Forms). */
const words = content.forms.contactForm;
const reseller = content.forms.contactChoices.partnerPrograms.reseller;

/**
 * The enquiry, end to end: typed in real Chromium, posted to /api/contact,
 * stored in the outbox, delivered over SMTP to the test's mailbox.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillContactForm(
  page: Page,
  scope: string,
  values: { name: string; email: string; message: string; business?: string; phone?: string },
  { hydrated = true } = {},
) {
  const form = page.locator(scope);
  if (hydrated) await expectFormHydrated(form);
  await form.getByLabel(/^Name/).fill(values.name);
  if (values.business) await form.getByLabel('Business name').fill(values.business);
  await form.getByLabel(/^Email/).fill(values.email);
  if (values.phone) await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel(/^Message/).fill(values.message);
  return form;
}

test.describe('contact form', () => {
  test('an enquiry sent from the home page arrives by e-mail with every field', async ({ page }) => {
    const id = unique();
    const name = `Ana Home ${id}`;
    await page.goto('/#contact');
    const form = await fillContactForm(page, '#contact-form form', {
      name,
      business: 'Sol de Mañana Café',
      email: `ana.${id}@example.com`,
      phone: '(718) 555-0100',
      message: 'We process about $40,000 a month <b>and</b> want a quote.',
    });
    await form.getByRole('checkbox', { name: 'Merchant Services' }).check();
    await form.getByRole('checkbox', { name: 'Cash Discount Program' }).check();
    await form.getByRole('button', { name: words.submit }).click();

    await expect(page.getByText(words.success.title)).toBeVisible();
    await expect(page.getByText(words.success.description)).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('');

    const mail = await waitForMail((m) => (m.text ?? '').includes(name));
    expect(mail.replyTo?.text).toContain(`ana.${id}@example.com`);
    expect(mail.subject).toContain(name);
    for (const part of [
      name,
      `ana.${id}@example.com`,
      '(718) 555-0100',
      'Sol de Mañana Café',
      '$40,000 a month <b>and</b>',
      'Merchant Services, Cash Discount Program',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('&lt;b&gt;and&lt;/b&gt;');
    expect(await countMail((m) => (m.text ?? '').includes(name))).toBe(1);
  });

  test('/products: Request a Quote leads to the quote form, which starts with what a quote needs and sends it', async ({
    page,
  }) => {
    const id = unique();
    const name = `Fay Products ${id}`;
    await page.goto('/products');
    await expectFormHydrated(page.locator('#contact-form form'));
    await page.locator('main').getByRole('link', { name: 'Request a Quote' }).first().click();
    const form = page.locator('#contact-form form');
    await expect(form.getByRole('heading', { name: 'Request Your Free Quote' })).toBeInViewport();
    const message = form.getByLabel(/^Message/);
    await expect(message).toHaveValue(
      /^I'd like a quote\.\n\nMonthly card volume: \nTypical transaction size: \nPayment types we accept: $/,
    );
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Email/).fill(`fay.${id}@example.com`);
    await message.fill(
      "I'd like a quote.\n\nMonthly card volume: $30,000\nTypical transaction size: $22\nPayment types we accept: in person and online",
    );
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.success.title)).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('');

    const mail = await waitForMail((m) => (m.text ?? '').includes(name));
    expect(mail.text).toContain('Monthly card volume: $30,000');
    expect(mail.text).toContain('Payment types we accept: in person and online');
    expect(await countMail((m) => (m.text ?? '').includes(name))).toBe(1);
  });

  test('the contact page form validates on submit with the exact messages, then sends', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('#contact-form form');
    await expectFormHydrated(page.locator('#contact-form form'));
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toBeFocused();
    await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    const id = unique();
    await fillContactForm(page, '#contact-form form', {
      name: `Ben Page ${id}`,
      email: `ben.${id}@example.com`,
      message: 'Please call me about a POS for my deli.',
    });
    await expect(form.getByText('Name must be at least 2 characters.')).toBeHidden();
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.success.title)).toBeVisible();
    const mail = await waitForMail((m) => (m.text ?? '').includes(`Ben Page ${id}`));
    expect(mail.text).toMatch(/Phone:\s*-/);
    expect(mail.text).toMatch(/Business:\s*-/);
  });

  test('query parameters prefill the form, and unknown values are ignored', async ({ page }) => {
    await page.goto('/contact-us?product=Clover');
    const form = page.locator('#contact-form form');
    await expect(form.getByLabel(/^Message/)).toHaveValue(/^I'm interested in Clover\./);
    await expect(form.getByRole('checkbox', { name: 'POS Systems' })).toBeChecked();

    await page.goto('/contact-us?demo=true');
    await expect(page.getByRole('heading', { name: 'Request a Demo' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Request a Demo' })).toBeChecked();

    await page.goto('/contact-us?partner=reseller');
    await expect(page.getByRole('heading', { name: reseller.heading })).toBeVisible();
    await expect(form.getByLabel(/^Message/)).toHaveValue(new RegExp(reseller.name));

    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await page.goto('/contact-us?product=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&partner=%3Cscript%3E');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
    expect(dialog).toBe(false);
  });

  test('a failed send keeps the values, shows the error toast and logs it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"forced"}' }),
    );
    await page.goto('/contact-us');
    const form = await fillContactForm(page, '#contact-form form', {
      name: 'Carla Fail',
      email: 'carla@example.com',
      message: 'This one is going to fail.',
    });
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText('There was a problem sending your message. Please try again.')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('Carla Fail');
    await expect(form.getByLabel(/^Message/)).toHaveValue('This one is going to fail.');
    expect(errors.join('\n')).toContain('Contact form submission failed');
  });

  test('the button reads Sending... and is disabled while the request is pending', async ({ page }) => {
    let release: () => void = () => {};
    let intercepted: () => void = () => {};
    const requestHeld = new Promise<void>((resolve) => (intercepted = resolve));
    await page.route('**/api/contact', async (route) => {
      const held = new Promise<void>((resolve) => (release = resolve));
      intercepted();
      await held;
      await route.continue();
    });
    await page.goto('/contact-us');
    const id = unique();
    const form = await fillContactForm(page, '#contact-form form', {
      name: `Dan Wait ${id}`,
      email: `dan.${id}@example.com`,
      message: 'Checking the pending state.',
    });
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // Release only once the request is held (releasing before would be lost and leave it pending).
    await requestHeld;
    release();
    await expect(page.getByText(words.success.title)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is a plain POST that lands on the thank-you page and is delivered', async ({ page }) => {
    const id = unique();
    await page.goto('/contact-us');
    const form = await fillContactForm(
      page,
      '#contact-form form',
      { name: `Eve NoJS ${id}`, email: `eve.${id}@example.com`, message: 'Sent from a browser without JavaScript.' },
      { hydrated: false },
    );
    await form.getByRole('checkbox', { name: 'POS Systems' }).check();
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.thankYou.h1);
    const mail = await waitForMail((m) => (m.text ?? '').includes(`Eve NoJS ${id}`));
    expect(mail.text).toContain('POS Systems');
  });
});

test.describe('/products without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote form is in the server HTML, prefilled, and posts to the same pipeline', async ({ page }) => {
    const id = unique();
    await page.goto('/products');
    await page.locator('main').getByRole('link', { name: 'Request a Quote' }).first().click();
    await expect(page).toHaveURL(/\/products#contact-form$/);
    const form = page.locator('#contact-form form');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await expect(form.getByLabel(/^Message/)).toHaveValue(/^I'd like a quote\./);
    await fillContactForm(
      page,
      '#contact-form form',
      {
        name: `Gus NoJS ${id}`,
        email: `gus.${id}@example.com`,
        message: "I'd like a quote. Monthly card volume: $12,000, sales around $15.",
      },
      { hydrated: false },
    );
    await form.getByRole('checkbox', { name: 'Merchant Services' }).check();
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.thankYou.h1);
    const mail = await waitForMail((m) => (m.text ?? '').includes(`Gus NoJS ${id}`));
    expect(mail.text).toContain('Monthly card volume: $12,000');
    expect(mail.text).toContain('Merchant Services');
  });
});

const recipient = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0]?.text : m.to?.text);

/** The confirmation link e-mailed to `email`, as the visitor would click it (on this server). */
async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail((m) => recipient(m) === email && (m.subject ?? '').includes('confirm'));
  expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  expect(link, 'a confirmation link in the e-mail').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const opsMail = (email: string) => (m: ParsedMail) => (m.subject ?? '').includes(`Newsletter sign-up: ${email}`);

test.describe('newsletter', () => {
  test('signing up on the blog says to check the inbox; operations hear of it only after the owner confirms', async ({
    page,
  }) => {
    const email = `reader.${unique()}@example.com`;
    await page.goto('/blog#newsletter');
    const block = page.locator('#newsletter');
    await expectFormHydrated(page.locator('#newsletter form'));
    await block.getByLabel('Email address').fill('not-an-email');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByText('Please enter a valid email address.')).toBeVisible();
    await block.getByLabel('Email address').fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check Your Inbox', { exact: true })).toBeVisible();

    const link = await confirmationLink(email);
    // Opening the link confirms nothing (a mail scanner follows links): only the button does.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Subscription');
    expect(await countMail(opsMail(email))).toBe(0);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirm#subscription-confirmed$/);
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeHidden();
    const mail = await waitForMail(opsMail(email));
    expect(recipient(mail)).not.toBe(email);

    // The link is single-use: a second press confirms nothing more.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    expect(await countMail(opsMail(email))).toBe(1);
  });

  test('the confirm page has no axe violations in each of its states, and a bad link says so', async ({ page }) => {
    for (const state of ['', '#subscription-confirmed', '#link-not-valid']) {
      await page.goto(`/newsletter/confirm?token=${'A'.repeat(43)}${state}`);
      const results = await wcagAxe(page);
      expect(
        results.violations.map((v) => v.id),
        `axe on the confirm page ${state || '(form)'}`,
      ).toEqual([]);
    }
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    await page.goto(`/newsletter/confirm?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/#link-not-valid$/);
    await expect(page.getByText('This confirmation link has expired or is not valid.')).toBeVisible();
  });

  for (const path of ['/webinars', '/white-papers']) {
    test(`${path} has the newsletter sign-up`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#newsletter').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });
  }
});

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form post comes back to the page saying to check the inbox, and the link confirms with a plain post', async ({
    page,
  }) => {
    const email = `nojs.${unique()}@example.com`;
    const notice = 'Check your inbox: we sent you an e-mail with a link to confirm your subscription.';
    await page.goto('/webinars');
    const block = page.locator('#newsletter');
    await expect(block.getByText(notice)).toBeHidden();
    await block.getByLabel('Email address').fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/webinars\?subscribed=1#newsletter-subscribed$/);
    await expect(block.getByText(notice)).toBeVisible();

    await page.goto(await confirmationLink(email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirm#subscription-confirmed$/);
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    await waitForMail(opsMail(email));
  });
});
