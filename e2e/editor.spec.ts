import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { startDevServer, type DevServer } from './support/dev-server';
import { snapshotTree } from './support/tree-snapshot';
import { expectFormHydrated } from './support/hydration';

/**
 * The content editor, used the way the shop's marketing person uses it: the
 * real Keystatic admin in local mode (`next dev`, the only place it saves to
 * the working tree), in Chromium. Each test changes something, saves, and
 * checks the file on disk and the page a visitor sees. The files the editor
 * wrote are put back afterwards, so the suite can run again at once.
 */

test.describe.configure({ mode: 'serial' });
// next dev compiles each page on its first request; on a busy two-core machine that takes a while.
test.setTimeout(240_000);
// The form itself answers at once: a field that is not found fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 30_000 });

/** The dev server's outbox and mailbox (no SMTP_URL: e-mails are written there as .eml files). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-e2e-data-'));
const tree = snapshotTree(['content', 'public/images']);
let server: DevServer;

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
/** Waits until the editor has written what it saved (YAML folds long lines: compared with runs of spaces as one). */
const written = (file: string, text: string) =>
  expect
    .poll(() => (fs.existsSync(path.join(process.cwd(), file)) ? read(file).replace(/\s+/g, ' ') : ''), {
      timeout: 30_000,
    })
    .toContain(text);

test.beforeAll(async () => {
  // Starting next dev and compiling the editor for its first answer.
  test.setTimeout(300_000);
  server = await startDevServer({ env: { DATA_DIR: dataDir } });
  await server.ready;
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  tree.restore();
  expect(tree.changes()).toEqual([]);
});

/**
 * Opens an editor screen and waits for its form and for the content tree it
 * loads after it (the entries a relationship field offers come from it).
 */
async function openEditor(page: Page, address: string) {
  const tree = page.waitForResponse((response) => response.url().includes('/api/keystatic/tree'), {
    timeout: 120_000,
  });
  await page.goto(`${server.baseURL}/keystatic${address}`);
  await tree;
  await expect(page.getByRole('button', { name: /^(Save|Create)$/ })).toBeVisible({ timeout: 120_000 });
}

test('changes a FAQ answer, saves, and the FAQ page shows the new answer', async ({ page }) => {
  const answer =
    'Merchant accounts are usually ready in {{merchantSetup}}. We install POS systems in {{posSetup}} and train your staff on site.';
  await openEditor(page, '/singleton/faq');
  await page.getByText('How long does it take to get set up?').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await written('content/pages/faq.yaml', 'We install POS systems in {{posSetup}} and train your staff on site.');
  expect(tree.changes()).toEqual(['content/pages/faq.yaml']);

  await page.goto(`${server.baseURL}/faq`);
  const question = page.locator('#questions details', { hasText: 'How long does it take to get set up?' });
  await question.locator('summary').click();
  // The placeholders are filled from the headline facts.
  await expect(question).toContainText(
    'Merchant accounts are usually ready in 1–2 business days. We install POS systems in 3–7 days and train your staff on site.',
  );
});

test('reorders the FAQ: a question moved up is shown first, and the FAQ page follows', async ({ page }) => {
  await openEditor(page, '/singleton/faq');
  const handles = page.getByRole('button', { name: /^Drag (What are your card|How much can I save)/ });
  const names = () => handles.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  await expect
    .poll(names)
    .toEqual(['Drag What are your card processing rates?', 'Drag How much can I save by switching to {{shortName}}?']);
  // The list's keyboard reordering, as a keyboard user does it: the question's row, its drag handle,
  // pick it up, move up through the drop places the list announces, drop. (Focusing the handle
  // directly lets the list move focus to its first row while it settles.)
  const focused = page.locator(':focus');
  await page.getByRole('row', { name: /How much can I save/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(handles.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-label', /^Insert between How much can I save .* and Do I have to sign/);
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAttribute('aria-label', /^Insert between What are your card .* and How much can I save/);
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAttribute('aria-label', 'Insert before What are your card processing rates?');
  await page.keyboard.press('Enter');
  await expect
    .poll(names)
    .toEqual(['Drag How much can I save by switching to {{shortName}}?', 'Drag What are your card processing rates?']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect
    .poll(() => /questions:\n {2}- id: (\S+)/.exec(read('content/pages/faq.yaml'))?.[1], { timeout: 30_000 })
    .toBe('how-much-can-i-save');
  await page.goto(`${server.baseURL}/faq`);
  await expect(page.locator('#questions summary').first()).toHaveText(
    'How much can I save by switching to Queensboro?',
  );
  await expect(page.locator('#questions summary').nth(1)).toHaveText('What are your card processing rates?');
});

test('changes an article’s title, saves, and the article and the blog show it', async ({ page }) => {
  const title = '5 Proven Ways to Cut Your Card Processing Fees';
  await openEditor(page, '/collection/posts/item/2');
  const field = page.getByRole('textbox', { name: 'Title' });
  await expect(field).toHaveValue('5 Ways to Reduce Payment Processing Fees');
  await field.fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await written('content/blog/2.md', `title: ${title}`);
  // The address stays /blog/2: links to a published article keep working.
  expect(fs.existsSync(path.join(process.cwd(), 'content/blog/2.md'))).toBe(true);

  await page.goto(`${server.baseURL}/blog/2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto(`${server.baseURL}/blog`);
  await expect(page.locator('#articles article h3', { hasText: title })).toBeVisible();
});

/** A landscape photo (1600×1200 JPEG) as a phone or camera would give it. */
async function photo(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'editor-photo-')), 'storefront.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#dce8f8"/><rect x="200" y="380" width="1200" height="700" fill="#173766"/>
    <rect x="320" y="520" width="420" height="560" fill="#f0f6fd"/><rect x="860" y="520" width="420" height="320" fill="#10b981"/>
    <rect x="160" y="300" width="1280" height="120" fill="#3b7bd4"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** Fills the fields of a new article, all but the cover picture's description. */
async function fillNewArticle(page: Page, title: string, photoFile: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill(
      'What taking cards on a phone means for a small shop: the hardware it replaces, what it costs and how to start.',
    );
  await page.getByLabel('Date').fill('2023-05-16');
  // The category is chosen from the categories' list (their addresses), as a person picks it.
  await page.getByRole('button', { name: 'Show suggestions' }).click();
  await page.getByRole('option', { name: 'technology-trends' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('technology-trends');
  await page.getByRole('textbox', { name: 'Author' }).fill('{{shortName}} Team');
  await page.getByRole('textbox', { name: 'Reading time (minutes)' }).fill('4');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(photoFile);
  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type(
    'Tap to Pay turns a phone into a card reader: customers tap a contactless card or a phone on the back of yours. Our rates start at {{rate}}.',
  );
}

const newArticle = {
  title: 'Tap to Pay on Phones: A Guide for Small Shops',
  slug: 'tap-to-pay-on-phones-a-guide-for-small-shops',
};

test('refuses to save an article whose cover picture has no description (alt text)', async ({ page }) => {
  const before = tree.changes();
  await openEditor(page, '/collection/posts/create');
  await fillNewArticle(page, newArticle.title, await photo());
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(/Describe the cover picture \(alt text\) must be at least 5 characters/)).toBeVisible();
  // Nothing was written: no article, no photo.
  expect(tree.changes()).toEqual(before);
});

test('refuses to save a page whose search description is too short or whose text names an unknown fact', async ({
  page,
}) => {
  const before = tree.changes();
  await openEditor(page, '/singleton/about-us');
  await page.getByRole('textbox', { name: 'Description' }).first().fill('About us, in short.');
  await page.getByRole('textbox', { name: 'Opening paragraph' }).fill('Call {{phonee}} today.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Each field says its own problem, and only that one.
  await expect(
    page.getByText('Search results show 100–170 characters: this text has 19.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("{{phonee}} is not one of the site's facts. Did you mean {{salesPhone}}?", { exact: true }),
  ).toBeVisible();
  // Nothing was written.
  expect(tree.changes()).toEqual(before);
});

test('publishes a new article with an uploaded photo: on /blog, at its own address and in the sitemap', async ({
  page,
}) => {
  const { title, slug } = newArticle;
  await openEditor(page, '/collection/posts/create');
  await fillNewArticle(page, title, await photo());
  await page
    .getByRole('textbox', { name: 'Describe the cover picture (alt text)' })
    .fill('A storefront with a phone taking a contactless payment at the counter');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const file = `content/blog/${slug}.md`;
  await written(file, `title: '${title}'`);
  const saved = read(file);
  expect(saved).toContain('category: technology-trends');
  expect(saved).toContain('discriminant: photo');
  const image = /value: (\/images\/blog\/\S+\.jpg)/.exec(saved)?.[1];
  expect(image, 'the cover photo’s address').toBeDefined();
  // The editor's local mode writes a save's files one at a time, so the photo
  // may still be on its way when the article has been read.
  const photoFile = path.join(process.cwd(), 'public', image!);
  await expect
    .poll(() => (fs.existsSync(photoFile) ? fs.statSync(photoFile).size : 0), { timeout: 30_000 })
    .toBeGreaterThan(10_000);

  // Its own page, with the photo through the image optimizer and the placeholders filled.
  await page.goto(`${server.baseURL}/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Our rates start at 2.3% + 10¢.')).toBeVisible();
  const cover = page.getByRole('img', {
    name: 'A storefront with a phone taking a contactless payment at the counter',
  });
  await expect(cover).toBeVisible();
  expect(await cover.getAttribute('srcset')).toContain('/_next/image?url=');
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Its structured data.
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((text) => (JSON.parse(text) as { '@graph': { '@type': string; headline?: string }[] })['@graph'])
    .filter((node) => node['@type'] === 'BlogPosting');
  expect(postings.map((node) => node.headline)).toEqual([title]);

  // Its card on /blog, newest first, and in its category.
  await page.goto(`${server.baseURL}/blog`);
  await expect(page.locator('#articles article').first()).toContainText(title);
  await page.goto(`${server.baseURL}/blog/category/technology-trends`);
  await expect(page.locator('#articles article', { hasText: title })).toBeVisible();

  // Its Open Graph image. Its route is compiled on this first request (next dev), like a page's,
  // so the request gets a navigation's allowance (the test's), not a form action's 30 s.
  const og = await page.request.get(`${server.baseURL}/og/blog--${slug}.png`, { timeout: 0 });
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');

  // The sitemap lists it: the entries next-sitemap writes, computed by its own configuration.
  const entries = JSON.parse(
    execFileSync(
      'npx',
      [
        'tsx',
        '--input-type=module',
        '--eval',
        "import config from './next-sitemap.config.mjs'; console.log(JSON.stringify(await config.additionalPaths(config)));",
      ],
      { encoding: 'utf8' },
    ),
  ) as { loc: string; priority: number; changefreq: string }[];
  expect(entries).toContainEqual(
    expect.objectContaining({ loc: `/blog/${slug}`, priority: 0.5, changefreq: 'monthly' }),
  );
});

test('changes the sales phone number once: every kind of page, its structured data and the visitor’s e-mail follow', async ({
  page,
}) => {
  await openEditor(page, '/singleton/site');
  const number = page.getByRole('textbox', { name: 'Number' }).first();
  await expect(number).toHaveValue('(718) 555-0142');
  await number.fill('(212) 555-0199');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await written('content/settings/site.yaml', 'display: (212) 555-0199');
  expect(tree.changes()).toContain('content/settings/site.yaml');

  // A page of each kind: its header or footer, its copy quoting {{salesPhone}}, its JSON-LD.
  for (const address of ['/', '/contact-us', '/faq', '/retail', '/blog/1', '/privacy-policy']) {
    const html = await (await page.request.get(`${server.baseURL}${address}`)).text();
    expect({ address, old: html.includes('555-0142') || html.includes('+17185550142') }).toEqual({
      address,
      old: false,
    });
    expect({ address, shown: html.includes('(212) 555-0199'), linked: html.includes('tel:+12125550199') }).toEqual({
      address,
      shown: true,
      linked: true,
    });
  }
  await page.goto(`${server.baseURL}/contact-us`);
  const telephones = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').join(''));
  expect(telephones).toContain('"telephone":"+12125550199"');

  // An enquiry: the visitor's acknowledgement tells them the new number.
  const form = page.locator('#message-form form');
  await expectFormHydrated(form);
  await form.getByLabel(/^Name/).fill('Ana Ruiz');
  await form.getByLabel(/^Email/).fill('ana@ruizbakery.example');
  await form.getByLabel(/^Message/).fill('Please call me about a new terminal.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible({ timeout: 30_000 });
  const mailbox = path.join(dataDir, 'mailbox');
  const acknowledgement = () => {
    const file = fs.existsSync(mailbox) ? fs.readdirSync(mailbox).find((name) => name.startsWith('ack.')) : undefined;
    return file ? fs.readFileSync(path.join(mailbox, file), 'utf8').replace(/=\r?\n/g, '') : '';
  };
  await expect.poll(acknowledgement, { timeout: 30_000 }).toContain('(212) 555-0199');
  expect(acknowledgement()).not.toContain('555-0142');
});

/**
 * GitHub mode, the way a developer first sets it up (README, "Editing
 * content"): with only the repository named, `next dev` offers Keystatic's
 * set-up, whose form posts the new GitHub App's manifest to github.com. The
 * editor's CSP must let that form go (form-action); github.com itself is
 * answered here, so the test needs no network. Last in this file: it
 * restarts the dev server with the repository set.
 */
test('GitHub mode before its App exists: the set-up page posts the App manifest to GitHub', async ({ page }) => {
  await server.stop();
  server = await startDevServer({ env: { NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'queensboro/website' } });
  await server.ready;

  const policy = (await page.request.get(`${server.baseURL}/keystatic`)).headers()['content-security-policy'] ?? '';
  expect(policy.split('; ')).toContain("form-action 'self' https://github.com");
  expect(policy).toContain('https://api.github.com');

  // Signing in before the App exists leads to the set-up.
  const login = await page.request.get(`${server.baseURL}/api/keystatic/github/login`, { maxRedirects: 0 });
  expect(login.status()).toBe(307);
  expect(login.headers().location).toBe('/keystatic/setup');

  const manifests: string[] = [];
  await page.route('https://github.com/**', async (route) => {
    manifests.push(new URLSearchParams(route.request().postData() ?? '').get('manifest') ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub</title>' });
  });
  await page.goto(`${server.baseURL}/keystatic/setup`);
  await expect(page.getByRole('heading', { name: 'Keystatic Setup' })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Create GitHub App' }).click();
  await expect(page).toHaveURL('https://github.com/settings/apps/new');
  const manifest = JSON.parse(manifests[0]!) as { redirect_url: string; callback_urls: string[] };
  expect(manifest.redirect_url).toBe(`${server.baseURL}/api/keystatic/github/created-app`);
  expect(manifest.callback_urls).toContain(`${server.baseURL}/api/keystatic/github/oauth/callback`);
});
