import { expect, test } from './support/test';
import { snapshotTree } from './support/tree-snapshot';

/**
 * The production server without the editor's GitHub or Keystatic Cloud
 * settings (`npm run build && npm start` as the README says): the editor
 * does not exist there. Its local mode writes files with no sign-in, so its
 * page and its API answer 404, and a write sent anyway changes nothing.
 */

const editorPages = [
  '/keystatic',
  '/keystatic/',
  '/keystatic/singleton/faq',
  '/keystatic/collection/posts',
  '/keystatic/collection/posts/create',
];

test('the editor’s pages answer 404, with the site’s not-found page, and are never indexed', async ({ request }) => {
  for (const path of editorPages) {
    const response = await request.get(path);
    expect.soft(response.status(), `GET ${path}`).toBe(404);
    expect.soft(await response.text(), `GET ${path}`).toContain('404 Page Not Found');
    expect.soft(response.headers()['x-robots-tag'], `GET ${path}`).toBe('noindex, nofollow');
  }
});

test('the editor’s API answers 404 to reads and writes, and writes nothing', async ({ request, baseURL }) => {
  const tree = snapshotTree(['content', 'public']);
  for (const path of [
    '/api/keystatic/tree',
    '/api/keystatic/github/login',
    '/api/keystatic/blob/x/content/pages/faq.yaml',
  ]) {
    const response = await request.get(path);
    expect.soft(response.status(), `GET ${path}`).toBe(404);
    expect.soft(await response.json(), `GET ${path}`).toEqual({ error: expect.stringMatching(/not enabled/) });
  }
  // What the editor's local mode sends to save a file (a same-site request, as from its own page).
  const update = await request.post('/api/keystatic/update', {
    headers: { 'Content-Type': 'application/json', Origin: baseURL!, 'no-cors': '1' },
    data: {
      additions: [{ path: 'content/pages/faq.yaml', contents: Buffer.from('label: Hacked\n').toString('base64') }],
      deletions: [],
    },
  });
  expect(update.status()).toBe(404);
  expect(tree.changes(), 'files written').toEqual([]);
});

test('the sitemap does not list the editor', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('keystatic');
});
