import { expect, test, type APIRequestContext } from './support/test';
import { env } from '../lib/env';
import { allPages } from './support/content';
import { startTags } from './support/html';

/**
 * A crawl of the site from '/', following every same-origin <a href> in the
 * server HTML: no dead link, no placeholder link, every page reachable.
 */

interface Found {
  /** The page the link was found on. */
  from: string;
  href: string;
}

interface Crawl {
  /** path + query → HTTP status. */
  statuses: Map<string, number>;
  /** path + query → the first page linking to it. */
  firstSeenOn: Map<string, string>;
  placeholderLinks: Found[];
  unsafeNewTabLinks: Found[];
}

const CONCURRENCY = 6;

async function crawl(request: APIRequestContext, baseURL: string): Promise<Crawl> {
  const base = new URL(baseURL);
  const siteOrigin = new URL(env.siteUrl).origin;
  const statuses = new Map<string, number>();
  const firstSeenOn = new Map<string, string>([['/', '(start)']]);
  const placeholderLinks: Found[] = [];
  const unsafeNewTabLinks: Found[] = [];
  let queue = ['/'];

  const visit = async (target: string) => {
    const response = await request.get(target);
    statuses.set(target, response.status());
    const type = response.headers()['content-type'] ?? '';
    if (response.status() >= 400 || !type.includes('text/html')) return [];
    const html = await response.text();
    if (/\bhref\s*=\s*(["'])#\1/i.test(html)) placeholderLinks.push({ from: target, href: '#' });

    const next: string[] = [];
    for (const anchor of startTags(html, 'a')) {
      const href = anchor.href;
      if (href === undefined) continue;
      if (/^(mailto|tel|sms|javascript):/i.test(href)) continue;
      // Resolved against the final URL, after any redirect.
      const url = new URL(href, response.url());
      if (!/^https?:$/.test(url.protocol)) continue;
      // Links written with the configured site URL point at this site too.
      const internal = url.origin === base.origin || url.origin === siteOrigin;
      if (!internal) {
        const rel = (anchor.rel ?? '').toLowerCase().split(/\s+/);
        if (anchor.target === '_blank' && !rel.includes('noopener')) unsafeNewTabLinks.push({ from: target, href });
        continue;
      }
      const key = url.pathname + url.search;
      if (!firstSeenOn.has(key)) {
        firstSeenOn.set(key, target);
        next.push(key);
      }
    }
    return next;
  };

  while (queue.length > 0) {
    const level = queue;
    queue = [];
    for (let start = 0; start < level.length; start += CONCURRENCY) {
      const batch = level.slice(start, start + CONCURRENCY);
      for (const found of await Promise.all(batch.map(visit))) queue.push(...found);
    }
  }
  return { statuses, firstSeenOn, placeholderLinks, unsafeNewTabLinks };
}

test('every internal link answers below 400, reaches every page, and no link is a placeholder', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const result = await crawl(request, baseURL!);

  const broken = [...result.statuses]
    .filter(([, status]) => status >= 400)
    .map(([url, status]) => `${url} → ${status} (linked from ${result.firstSeenOn.get(url)})`);
  expect.soft(broken, 'internal links that answer 400 or more').toEqual([]);

  const reached = new Set([...result.statuses.keys()].map((key) => new URL(key, 'http://x').pathname));
  const unreached = allPages()
    // A page only a link in an e-mail leads to (the newsletter confirmation) is linked from no page.
    .filter(({ route }) => !route.noindex)
    .map(({ address }) => address)
    .filter((path) => !reached.has(path));
  expect.soft(unreached, 'registered pages that no page links to').toEqual([]);

  expect
    .soft(
      result.placeholderLinks.map((link) => link.from),
      'pages with href="#"',
    )
    .toEqual([]);
  expect
    .soft(
      result.unsafeNewTabLinks.map((link) => `${link.href} on ${link.from}`),
      'external links opening a new tab without rel=noopener',
    )
    .toEqual([]);

  // Sanity: the crawl really walked the site.
  expect(result.statuses.size).toBeGreaterThanOrEqual(allPages().length);
});
