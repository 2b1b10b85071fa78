import { execFileSync } from 'node:child_process';
import { expect, test } from './support/test';
import { env } from '../lib/env';
import { allPages, snapshot } from './support/content';
import { defaultLocale, languageTags, localePath } from '../lib/i18n/locales';
import { scriptSourcesOf } from '../lib/csp/inline-scripts';
import { securityHeaders } from '../lib/security-headers';
import { decodeEntities } from './support/html';

/** sitemap.xml, robots.txt and the security headers every response carries. */

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  /** hreflang -> href of its <xhtml:link rel="alternate"> elements. */
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return Array.from(xml.matchAll(/<url>([\s\S]*?)<\/url>/g), (match) => {
    const block = match[1] ?? '';
    const field = (name: string) => {
      const value = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block)?.[1];
      return value === undefined ? undefined : decodeEntities(value.trim());
    };
    return {
      loc: field('loc') ?? '',
      lastmod: field('lastmod'),
      changefreq: field('changefreq'),
      priority: field('priority'),
      alternates: Object.fromEntries(
        Array.from(
          block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
          ([, hreflang, href]) => [hreflang, decodeEntities(href!)],
        ),
      ),
    };
  });
}

/** The sitemap's loc for a page: the site URL itself for '/', else site URL + path. */
const locOf = (routePath: string) => (routePath === '/' ? env.siteUrl : `${env.siteUrl}${routePath}`);

/** The pages a sitemap lists: every page of every published language, but those only an e-mail links to (noindex). */
const listed = allPages().filter((page) => page.route.sitemap);

test.describe('sitemap.xml', () => {
  test('is XML listing every registered page of every language exactly once with its priority and changefreq', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.trimStart().startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');

    const urls = parseSitemap(xml);
    const locs = urls.map((url) => url.loc);
    const expected = listed.map((page) => locOf(page.address));
    expect.soft(locs.toSorted(), 'sitemap locs, one per page and language').toEqual(expected.toSorted());
    expect
      .soft(
        locs.filter((loc, index) => locs.indexOf(loc) !== index),
        'duplicate locs',
      )
      .toEqual([]);
    expect
      .soft(
        locs.filter((loc) => /\/(og|api)(\/|$)/.test(new URL(loc).pathname)),
        '/og/ or /api/ URLs',
      )
      .toEqual([]);

    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    const mismatches: string[] = [];
    for (const { address, route } of listed) {
      const url = byLoc.get(locOf(address));
      if (!url || !route.sitemap) continue;
      if (Number(url.priority) !== route.sitemap.priority || url.priority === undefined)
        mismatches.push(`${address}: priority ${url.priority}, registry ${route.sitemap.priority}`);
      if (url.changefreq !== route.sitemap.changefreq)
        mismatches.push(`${address}: changefreq ${url.changefreq}, registry ${route.sitemap.changefreq}`);
    }
    expect.soft(mismatches, 'priority and changefreq as the registry').toEqual([]);
  });

  test('names every language version of each page, itself included, and English as x-default', async ({ request }) => {
    const byLoc = new Map(parseSitemap(await (await request.get('/sitemap.xml')).text()).map((url) => [url.loc, url]));
    const versionsOf = (routePath: string) => listed.filter((page) => page.route.path === routePath);
    let pairs = 0;
    for (const { address, route } of listed) {
      const versions = versionsOf(route.path);
      const expected: Record<string, string> =
        versions.length < 2
          ? {}
          : {
              ...Object.fromEntries(versions.map((page) => [languageTags[page.locale], locOf(page.address)])),
              'x-default': locOf(localePath(route.path, defaultLocale)),
            };
      if (versions.length > 1) pairs += 1;
      expect.soft(byLoc.get(locOf(address))?.alternates, `${address}: its xhtml:link alternates`).toEqual(expected);
    }
    expect(pairs, 'pages with a twin in another language').toBeGreaterThan(40);
  });

  test('dates each page by its content: front-matter dates for articles, guides and legal pages, commit dates for the rest', async ({
    request,
  }) => {
    const urls = parseSitemap(await (await request.get('/sitemap.xml')).text());
    const byPath = new Map(
      urls.map((url) => [url.loc === env.siteUrl ? '/' : url.loc.slice(env.siteUrl.length), url.lastmod]),
    );
    const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
    expect(
      urls
        .filter((url) => url.lastmod && (!iso.test(url.lastmod) || Number.isNaN(Date.parse(url.lastmod))))
        .map((url) => url.loc),
      'not W3C dates',
    ).toEqual([]);
    expect(
      urls.filter((url) => url.lastmod && Date.parse(url.lastmod) > Date.now()).map((url) => url.loc),
      'lastmod in the future',
    ).toEqual([]);

    // Dated content: exactly the date its front matter states, in its own language.
    const languages = [
      [defaultLocale, snapshot.content, 'content'] as const,
      ...Object.entries(snapshot.languages).map(
        ([locale, language]) => [locale as keyof typeof languageTags, language.content, `content/${locale}`] as const,
      ),
    ];
    const dated = new Map<string, { date: string; file: string }>(
      languages.flatMap(([locale, language, folder]) => [
        ...language.posts.map(
          (post) => [localePath(`/blog/${post.slug}`, locale), { date: post.date, file: `${folder}/blog` }] as const,
        ),
        ...language.guides.map(
          (guide) =>
            [localePath(`/guides/${guide.slug}`, locale), { date: guide.updated, file: `${folder}/guides` }] as const,
        ),
        ...language.legal.map(
          (doc) => [localePath(`/${doc.slug}`, locale), { date: doc.effective, file: `${folder}/legal` }] as const,
        ),
      ]),
    );
    expect(dated.size).toBeGreaterThan(10);
    for (const [routePath, { date }] of dated) expect.soft(byPath.get(routePath), routePath).toBe(date);

    // Every other page: a date some commit to the site's pages or content was made, no later than the last
    // such commit (so never the build time), or none at all when the history cannot tell (no git, a shallow
    // clone, uncommitted changes).
    const git = (args: string[]) => {
      try {
        return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      } catch {
        return undefined;
      }
    };
    const fullHistory = git(['rev-parse', '--is-shallow-repository']) === 'false';
    const clean = git(['status', '--porcelain', '--', 'app', 'content', 'components', 'lib/content']) === '';
    const commitDates = new Set(
      (git(['log', '--format=%cI', '--', 'app', 'content']) ?? '')
        .split('\n')
        .filter(Boolean)
        .map((date) => new Date(date).toISOString()),
    );
    // (A noindex page is not in the sitemap at all.)
    const others = listed.filter((page) => !dated.has(page.address));
    for (const { address } of others) {
      const lastmod = byPath.get(address);
      if (!fullHistory) expect.soft(lastmod, `${address}: no history, no date`).toBeUndefined();
      else if (lastmod)
        expect
          .soft(commitDates.has(lastmod), `${address}: ${lastmod} is the date of a commit to app/ or content/`)
          .toBe(true);
      else
        expect.soft(clean, `${address} has no lastmod although the history is complete and the tree clean`).toBe(false);
    }
    if (fullHistory && clean) {
      for (const [routePath, { date, file }] of dated) {
        const changed = git(['log', '-1', '--format=%cI', '--', file]);
        if (changed)
          expect
            .soft(
              date <= new Date(changed).toISOString().slice(0, 10),
              `${routePath}: ${date} is not after ${file} last changed`,
            )
            .toBe(true);
      }
    }
  });
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split(/\r?\n/).map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines, 'the whole site must not be disallowed').not.toContain('Disallow: /');
  expect(lines).toContain(`Sitemap: ${env.siteUrl}/sitemap.xml`);
});

test.describe('security headers', () => {
  const targets = [
    { name: 'the home page', path: '/', status: 200 },
    { name: 'a POS page', path: '/clover-pos', status: 200 },
    { name: 'an Open Graph image', path: '/og/home.png', status: 200 },
    { name: 'the sitemap', path: '/sitemap.xml', status: 200 },
    { name: 'a 404 page', path: '/this-does-not-exist', status: 404 },
  ];

  for (const target of targets) {
    test(`${target.name} (${target.path}) carries every security header and no x-powered-by or X-Robots-Tag`, async ({
      request,
    }) => {
      const response = await request.get(target.path);
      expect(response.status()).toBe(target.status);
      const headers = response.headers();
      for (const { key, value } of securityHeaders()) {
        // The CSP's script-src differs per page (proxy.ts: hashes or a nonce); csp.spec.ts checks it.
        if (key === 'Content-Security-Policy') expect.soft(headers[key.toLowerCase()], key).toBeDefined();
        else if (key === 'Cross-Origin-Resource-Policy')
          continue; // below
        else expect.soft(headers[key.toLowerCase()], key).toBe(value);
      }
      const csp = (headers['content-security-policy'] ?? '').split(';').map((directive) => directive.trim());
      expect
        .soft(scriptSourcesOf(headers['content-security-policy'] ?? ''), 'script-src')
        .not.toContain("'unsafe-inline'");
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "form-action 'self'",
        "base-uri 'self'",
      ]) {
        expect.soft(csp, `CSP has ${directive}`).toContain(directive);
      }
      // Other sites may show our Open Graph images; nothing else may be loaded from another origin.
      expect
        .soft(headers['cross-origin-resource-policy'], 'Cross-Origin-Resource-Policy')
        .toBe(target.path.startsWith('/og/') ? 'cross-origin' : 'same-origin');
      expect.soft(headers['x-powered-by'], 'x-powered-by').toBeUndefined();
      expect.soft(headers['x-robots-tag'], 'X-Robots-Tag (indexing is on by default)').toBeUndefined();
    });
  }

  // The site sends no X-Frame-Options: frame-ancestors alone must keep every page out of frames.
  test('a page of another origin cannot frame a page of the site (frame-ancestors)', async ({ page, baseURL }) => {
    const target = new URL('/contact-us', baseURL).href;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    // about:blank, with no policy of its own, is the framing page.
    await page.setContent(`<iframe src="${target}" title="framed"></iframe>`);
    await expect.poll(() => refusals.length, 'Chromium reports the refusal').toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    // The frame shows the browser's error page, never the site's form.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url(), 'the framed document').not.toBe(target);
    expect(await page.frameLocator('iframe').locator('form').count(), 'forms of the site inside the frame').toBe(0);
  });
});
