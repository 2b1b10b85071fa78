import { workedSettings } from '../__tests__/support/savings-settings';
import { wcagAxe } from './support/axe';
import { content, getRoute } from './support/content';
import { expect, test, type Page } from './support/test';
import {
  hasType,
  jsonLdNodes,
  jsonLdSources,
  startTags,
  textOf,
  withoutScripts,
  type JsonLdNode,
} from './support/html';

/**
 * The savings calculator in a real browser, against the production build;
 * its words are the build's (the content snapshot). Figures are worked by
 * hand in __tests__/lib/savings.test.ts, for the rate, program, limits and
 * example figures of __tests__/support/savings-settings.ts (the first test
 * checks the build computes with those):
 *   defaults  $50,000 / $45 / $1,550 → our rate $1,261.11, saving $288.89 ($3,466.67 a year);
 *             dual pricing $24.95, saving $1,525.05 ($18,300.60 a year)
 *   $20,000 / $45 / $640             → our rate $504.44, saving $135.56 ($1,626.67 a year)
 *   $20,000 / $30 / 2.9% ($580)      → our rate $526.67, saving $53.33 ($640.00 a year)
 */

const PATH = '/savings-calculator';

const { copy, settings } = content.savingsCalculator;
const { fields, columns } = copy;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoteLink = new RegExp(escapeRegExp(copy.quote.label));

/** The calculator once the browser has rendered it from the URL (it is interactive then). */
async function openCalculator(page: Page, query = '') {
  await page.goto(`${PATH}${query}`);
  await expect(page.locator('[data-source="url"]')).toBeAttached();
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: title, exact: true }) });

test.describe('savings calculator', () => {
  test('the build computes with the rate, program, limits and example figures the examples were worked for', () => {
    expect(settings).toEqual(workedSettings);
  });

  test('the server HTML holds the complete default estimate, the quote link and the WebApplication JSON-LD', async ({
    request,
  }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = textOf(withoutScripts(html));
    for (const figure of [
      '$1,550.00',
      '$1,261.11',
      '$288.89',
      '$3,466.67',
      '$24.95',
      '$1,525.05',
      '$18,300.60',
      '3.10%',
    ]) {
      expect.soft(text, `server HTML shows ${figure}`).toContain(figure);
    }
    const inputs = startTags(html, 'input');
    expect(inputs.find((input) => input.id === 'volume')?.value).toBe('50000');
    expect(inputs.find((input) => input.id === 'ticket')?.value).toBe('45');
    expect(inputs.find((input) => input.id === 'fees')?.value).toBe('1550');
    expect(startTags(html, 'a').map((a) => a.href)).toContain('/contact-us?volume=50000&ticket=45&fees=1550');
    expect(html).toMatch(/aria-live="polite"/);

    const nodes: JsonLdNode[] = jsonLdSources(html).flatMap((source) => jsonLdNodes(JSON.parse(source)));
    const app = nodes.find((node) => hasType(node, 'WebApplication'));
    expect(app, 'a WebApplication node').toBeDefined();
    expect(app).toMatchObject({
      applicationCategory: 'FinanceApplication',
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
    expect(nodes.filter((node) => hasType(node, 'BreadcrumbList'))).toHaveLength(1);
  });

  test('typing updates the results and the URL without reloading the page', async ({ page }) => {
    await openCalculator(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    const volume = page.getByLabel(fields.volume.label);
    await volume.clear();
    await volume.pressSequentially('20000');
    const fees = page.getByLabel(fields.fees.label);
    await fees.clear();
    await fees.pressSequentially('640');

    await expect(card(page, columns.ourRate.title)).toContainText('$504.44');
    await expect(card(page, columns.ourRate.title)).toContainText('$135.56');
    await expect(card(page, columns.ourRate.title)).toContainText('$1,626.67');
    await expect(page).toHaveURL(/\/savings-calculator\?volume=20000&ticket=45&fees=640$/);
    await expect(page.getByRole('link', { name: quoteLink })).toHaveAttribute(
      'href',
      '/contact-us?volume=20000&ticket=45&fees=640',
    );
    // Screen readers hear the new estimate once typing pauses.
    await expect(page.getByRole('status').filter({ hasText: 'Estimate updated' })).toContainText(
      'At our rate you would save $135.56 a month',
    );
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('an invalid value shows a message next to the field', async ({ page }) => {
    await openCalculator(page);
    const ticket = page.getByLabel(fields.ticket.label);
    await ticket.clear();
    await ticket.pressSequentially('0');
    await expect(ticket).toHaveAttribute('aria-invalid', 'true');
    await expect(ticket).toHaveAccessibleDescription(/Average ticket must be more than \$0\./);
    await expect(page.locator('#ticket-error')).toHaveText('Average ticket must be more than $0.');
    // The visible placeholder, not the live region: a moment later the region announces the same words.
    const placeholder = page.getByText(copy.invalid).and(page.locator(':not([role="status"])'));
    await expect(placeholder).toBeVisible();
    // The URL keeps the last valid figures.
    expect(new URL(page.url()).searchParams.get('ticket')).not.toBe('0');
  });

  test('a shared URL reproduces the estimate, and so does a reload', async ({ page }) => {
    await openCalculator(page, '?volume=20000&ticket=30&rate=2.9');
    await expect(page.getByLabel(fields.volume.label)).toHaveValue('20000');
    await expect(page.getByLabel(fields.ticket.label)).toHaveValue('30');
    await expect(page.getByRole('radio', { name: fields.basis.rate })).toBeChecked();
    await expect(page.getByLabel(fields.rate.label)).toHaveValue('2.9');
    await expect(card(page, columns.current.title)).toContainText('$580.00');
    await expect(card(page, columns.ourRate.title)).toContainText('$526.67');
    await expect(card(page, columns.ourRate.title)).toContainText('$53.33');
    await expect(card(page, columns.ourRate.title)).toContainText('$640.00');

    const ticket = page.getByLabel(fields.ticket.label);
    await ticket.clear();
    await ticket.pressSequentially('45');
    await expect(page).toHaveURL(/\?volume=20000&ticket=45&rate=2\.9$/);
    await page.reload();
    await expect(page.locator('[data-source="url"]')).toBeAttached();
    await expect(page.getByLabel(fields.ticket.label)).toHaveValue('45');
    // 20,000 × 2.9% = $580; our rate $504.44 → $75.56 a month.
    await expect(card(page, columns.ourRate.title)).toContainText('$75.56');
  });

  test("'Get this quote' opens /contact-us with volume, ticket and fees (derived from a rate)", async ({ page }) => {
    await openCalculator(page, '?volume=20000&ticket=30&rate=2.9');
    await page.getByRole('link', { name: quoteLink }).click();
    await expect(page).toHaveURL(/\/contact-us\?volume=20000&ticket=30&fees=580$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the quote carries the estimate into the contact form message', async ({ page }) => {
    await page.goto('/contact-us?volume=50000&ticket=45&fees=1550');
    const message = page.getByLabel(/^Message/);
    await expect(message).toHaveValue(/Monthly card volume: \$50,000\.00/);
    await expect(message).toHaveValue(/saving \$288\.89 a month/);
    await expect(page.getByRole('checkbox', { name: 'Merchant Services' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Cash Discount Program' })).toBeChecked();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openCalculator(page);
    // The hero's first button jumps to the calculator; Tab then walks its fields in order.
    await page.getByRole('link', { name: getRoute(PATH).ctas[0]!.label }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#calculator$/);

    await page.keyboard.press('Tab');
    await expect(page.getByLabel(fields.volume.label)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('80000');

    await page.keyboard.press('Tab');
    await expect(page.getByLabel(fields.ticket.label)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('40');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: fields.basis.fees })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: fields.basis.rate })).toBeChecked();

    await page.keyboard.press('Tab');
    const rate = page.getByLabel(fields.rate.label);
    await expect(rate).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    // 80,000 × 3% = $2,400; our rate 1,840 + 2,000 × 10¢ = $2,040 → $360.00 a month.
    await expect(card(page, columns.ourRate.title)).toContainText('$360.00');
    await expect(page).toHaveURL(/\?volume=80000&ticket=40&rate=3#calculator$/);

    await page.keyboard.press('Tab');
    const quote = page.getByRole('link', { name: quoteLink });
    await expect(quote).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us\?volume=80000&ticket=40&fees=2400$/);
  });

  // The route-wide axe run sees the default estimate; these are the other states.
  for (const [state, query] of [
    ['field errors', '?volume=abc&ticket=0&fees=1550'],
    ['no saving and a small-ticket note', '?volume=1000&ticket=2&fees=20'],
    ['an effective rate', '?volume=20000&ticket=30&rate=2.9'],
  ] as const) {
    test(`has no axe violations with ${state}`, async ({ page }) => {
      await openCalculator(page, query);
      const results = await wcagAxe(page, '#calculator');
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test('the server renders a shared estimate before any JavaScript runs', async ({ request }) => {
  // $20,000 at 2.9% with a $45 ticket: fees $580, our cost $504.44, saving $75.56 a month.
  const response = await request.get('/savings-calculator?volume=20000&ticket=45&rate=2.9');
  const html = await response.text();
  expect(html).toContain('$504.44');
  expect(html).toContain('$75.56');
  // Rendered for this request (proxy.ts rewrites it to /savings-calculator/estimate): never shared by a cache.
  expect(response.headers()['cache-control']).toContain('private');
  expect(response.headers()['x-nextjs-prerender']).toBeUndefined();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/savings-calculator"\/>/);
});

test('a shared Spanish estimate is rendered by the server in Spanish, at its Spanish address', async ({ request }) => {
  const response = await request.get('/es/savings-calculator?volume=20000&ticket=45&rate=2.9');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="es-US"');
  expect(html).toContain('$504.44');
  expect(html).toContain('$75.56');
  expect(response.headers()['cache-control']).toContain('private');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/savings-calculator"\/>/);
  // Its quote link goes to the Spanish contact form.
  expect(startTags(html, 'a').map((a) => a.href)).toContain('/es/contact-us?volume=20000&ticket=45&fees=580');
});

test('without an estimate in the address, the calculator is the prerendered page with the default figures', async ({
  request,
}) => {
  for (const path of ['/savings-calculator', '/savings-calculator?utm_source=newsletter']) {
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-prerender'], path).toBeDefined();
    expect(response.headers()['cache-control'], path).not.toContain('private');
    // The default estimate: $50,000 a month, $45 tickets, $1,550 in fees.
    const links = startTags(await response.text(), 'a').map((a) => a.href);
    expect(links, path).toContain('/contact-us?volume=50000&ticket=45&fees=1550');
  }
});
