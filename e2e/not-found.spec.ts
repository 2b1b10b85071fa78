import { expect, test } from './support/test';
import { elementTexts, textOf, withoutScripts } from './support/html';

/**
 * Unknown addresses answer HTTP 404 with the right view, in the browser and
 * in the server HTML (a visitor without JavaScript and a crawler see it too).
 */

const pageNotFound = ['/this-does-not-exist', '/blog/nope-page/deeper'];
const postNotFound = ['/blog/999', '/blog/abc', '/blog/01'];
const POST_TEXT = "The article you're looking for doesn't exist or has been moved.";

/**
 * A Spanish address the site does not have answers in Spanish, in the Spanish
 * document (proxy.ts rewrites it to /es/page-not-found or /es/blog/post-not-found),
 * whatever its depth, and never with the English not-found page.
 */
const spanishPageNotFound = ['/es/esto-no-existe', '/es/blog/category/nope', '/es/faq/deeper', '/es/keystatic'];
const spanishPostNotFound = ['/es/blog/999', '/es/blog/abc'];

for (const path of spanishPageNotFound) {
  test(`${path} answers 404 with the Spanish not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Página no encontrada');
    // The address stays (a rewrite, not a redirect), and the home link goes to the Spanish home.
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
  });
}

for (const path of spanishPostNotFound) {
  test(`${path} answers 404 with "Artículo no encontrado" in its server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect.soft(html).toContain('<html lang="es-US"');
    expect.soft(elementTexts(html, 'h1')).toEqual(['Artículo no encontrado']);
    expect.soft(/<a\b[^>]*\bhref="\/es\/blog"[^>]*>[\s\S]*?Volver al blog/.test(withoutScripts(html))).toBe(true);
  });
}

for (const path of pageNotFound) {
  test(`${path} answers 404 with "404 Page Not Found"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });

  test(`${path} has the 404 view in its server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(elementTexts(await response.text(), 'h1')).toEqual(['404 Page Not Found']);
  });
}

for (const path of postNotFound) {
  test(`${path} answers 404 with "Blog Post Not Found" and a way back to the blog`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page.getByText(POST_TEXT, { exact: true })).toBeVisible();
    const back = page.getByRole('link', { name: 'Return to Blog' });
    await expect(back).toHaveAttribute('href', '/blog');
    await back.click();
    await expect(page).toHaveURL('/blog');
  });

  test(`${path} has the Blog Post Not Found view in its server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect.soft(elementTexts(html, 'h1'), 'the <h1> of the server HTML').toEqual(['Blog Post Not Found']);
    expect.soft(textOf(withoutScripts(html)), 'the text of the server HTML').toContain(POST_TEXT);
    const back = /<a\b[^>]*\bhref="\/blog"[^>]*>[\s\S]*?Return to Blog[\s\S]*?<\/a>/.test(withoutScripts(html));
    expect.soft(back, 'a plain <a href="/blog">…Return to Blog</a> in the server HTML').toBe(true);
  });
}
