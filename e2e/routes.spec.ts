import { expect, test } from './support/test';
import { env } from '../lib/env';
import { defaultLocale, languageTags, localePath, publishedLocales, type Locale } from '../lib/i18n/locales';
import { ogImagePath } from '../lib/og-image';
import { allPages, snapshot } from './support/content';
import { allowList, unknownWords } from '../scripts/support/spell-check';
import {
  decodeEntities,
  elementTexts,
  hasType,
  jsonLdNodes,
  jsonLdSources,
  metaContent,
  startTags,
  textOf,
  title,
  withoutScripts,
  type JsonLdNode,
} from './support/html';

/**
 * Every registered page in every published language, read as a search
 * engine reads it: the server HTML, without running any JavaScript. One
 * request per page serves every check of it.
 */

const pages = allPages();
const absolute = (path: string) => new URL(path, `${env.siteUrl}/`).href;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The English words of the interface (the labels, the forms' words, the calls
 * to action, the menus, the 404 page) that another language says otherwise:
 * each phrase of two words or more whose value in that language differs,
 * templates left out. A component that writes a phrase of its own instead of
 * the page language's leaves English in, say, a Spanish page.
 */
function englishOnly(locale: Locale): { phrase: string; pattern: RegExp }[] {
  const interfaceKeys = ['labels', 'forms', 'callsToAction', 'navigation', 'notFound'] as const;
  const language = snapshot.languages[locale]?.content;
  const phrases = new Set<string>();
  const collect = (english: unknown, other: unknown) => {
    if (typeof english === 'string') {
      if (english !== other && !english.includes('{{') && /\S\s+\S/.test(english.trim())) phrases.add(english.trim());
    } else if (english && typeof english === 'object')
      for (const [key, value] of Object.entries(english))
        collect(value, (other as Record<string, unknown> | undefined)?.[key]);
  };
  for (const key of interfaceKeys) collect(snapshot.content[key], language?.[key]);
  // Whole words only: "a program" is not in "forma programada".
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...phrases].map((phrase) => ({
    phrase,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u'),
  }));
}
const englishPhrases = Object.fromEntries(
  publishedLocales.filter((locale) => locale !== defaultLocale).map((locale) => [locale, englishOnly(locale)]),
) as Partial<Record<Locale, ReturnType<typeof englishOnly>>>;

/** What a visitor reads or hears: the text, and the names and descriptions in attributes. */
function wordsOf(html: string): string {
  const markup = withoutScripts(html);
  const named = Array.from(
    markup.matchAll(/\s(?:aria-label|aria-roledescription|alt|title|placeholder)="([^"]*)"/g),
    (match) => decodeEntities(match[1]!),
  );
  return [textOf(markup), ...named].join('\n');
}

/**
 * The hunspell dictionary of each language the site translates to, and the
 * names and trade terms it lacks (scripts/support/spanish-words.txt, as the
 * content's spell check has them).
 */
const dictionaries: Partial<Record<Locale, string>> = { es: 'es_US' };
const knownWords = allowList();

/**
 * Words of the page's language its dictionary does not know: English that a
 * component writes itself ("Rated 5 out of 5", " for Clover POS") where the
 * content's spell check cannot see it. Left out: parts marked as another
 * language (the link to the English page), initials and keys in capitals
 * ("ED", "F8"), and ordinals' endings ("1.er", "2.º").
 */
function misspelled(html: string, locale: Locale): string[] {
  const dictionary = dictionaries[locale];
  if (!dictionary) return [];
  const foreign = new RegExp(`<(\\w+)\\b[^>]*\\slang="(?!${languageTags[locale]}")[^"]*"[^>]*>[\\s\\S]*?</\\1>`, 'g');
  // One word a line: hunspell reads a long line in pieces and would cut words in two.
  const words = wordsOf(html.replace(foreign, ''))
    .replace(/\d+\.(?:er|º|ª)/g, ' ')
    .replace(/\s+/g, '\n');
  return unknownWords(words, dictionary).filter((word) => !knownWords.has(word) && !/^[A-Z]{1,3}$/.test(word));
}

for (const { locale, address, route, language } of pages) {
  const site = language.content.site;
  test(`${address} is served complete in its server HTML`, async ({ request }) => {
    const response = await request.get(address);
    expect(response.status(), `GET ${address}`).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect.soft(startTags(html, 'html')[0]?.lang, '<html lang>').toBe(languageTags[locale]);
    const words = wordsOf(html);
    if (locale !== defaultLocale)
      expect.soft(englishPhrases[locale]?.length, 'English interface phrases looked for').toBeGreaterThan(0);
    expect
      .soft(
        (englishPhrases[locale] ?? []).filter(({ pattern }) => pattern.test(words)).map(({ phrase }) => phrase),
        'English interface words left in the page',
      )
      .toEqual([]);
    expect.soft(misspelled(html, locale), `words the ${dictionaries[locale]} dictionary does not know`).toEqual([]);

    // Both logo links (header and footer) are named for the page language's home page.
    const homeName = `${site.name}, ${language.content.labels.header.home}`;
    const logoNames = startTags(html, 'a')
      .filter((link) => link.href === localePath('/', locale) && link['aria-label'])
      .map((link) => link['aria-label']);
    expect.soft(logoNames, "the logo links' names").toEqual([homeName, homeName]);

    // One H1, the registry's.
    const h1s = elementTexts(html, 'h1');
    expect.soft(h1s, 'exactly one <h1>, equal to the registry entry').toEqual([route.h1]);
    expect.soft(withoutScripts(html).match(/<h1\b/gi) ?? [], 'count of <h1> tags').toHaveLength(1);

    // Title and description.
    const expectedTitle = route.path === '/' ? route.title : `${route.title} | ${site.name}`;
    expect.soft(title(html), '<title>').toBe(expectedTitle);
    expect.soft(metaContent(html, 'description'), 'meta description').toBe(route.description);

    // Canonical: absolute, on the configured site URL.
    const canonicals = startTags(html, 'link').filter((link) => link.rel === 'canonical');
    expect.soft(canonicals, 'one link rel=canonical').toHaveLength(1);
    const canonical = canonicals[0]?.href ?? '';
    expect.soft(canonical, 'canonical is an absolute URL').toMatch(/^https?:\/\//);
    expect.soft(URL.canParse(canonical) ? new URL(canonical).href : canonical, 'canonical').toBe(absolute(address));

    // Its language versions, each naming every other and itself, English as x-default (as Google asks),
    // and the plain link to the other language in the header and in the mobile menu.
    const versions = pages.filter((other) => other.route.path === route.path);
    const alternates = startTags(html, 'link').filter((link) => link.rel === 'alternate' && link.hreflang);
    expect
      .soft(
        Object.fromEntries(
          alternates.map((link) => [
            link.hreflang,
            URL.canParse(link.href ?? '') ? new URL(link.href!).href : link.href,
          ]),
        ),
        'hreflang alternates',
      )
      .toEqual(
        versions.length < 2
          ? {}
          : {
              ...Object.fromEntries(
                versions.map((version) => [languageTags[version.locale], absolute(version.address)]),
              ),
              'x-default': absolute(route.path),
            },
      );
    for (const other of publishedLocales.filter((candidate) => candidate !== locale)) {
      const twin = versions.find((version) => version.locale === other);
      const switches = startTags(html, 'a').filter((a) => a.hreflang === languageTags[other]);
      expect.soft(switches.length, `links to the ${other} version (header, mobile menu)`).toBe(2);
      for (const link of switches) {
        expect.soft(link.href, `the ${other} link`).toBe(twin ? twin.address : localePath('/blog', other));
        expect.soft(link.lang, `the ${other} link's lang`).toBe(languageTags[other]);
      }
    }

    // Indexed (the default here, ALLOW_INDEXING unset): no robots meta says otherwise.
    if (!route.noindex)
      expect.soft(metaContent(html, 'robots') ?? 'index, follow', 'robots meta').not.toMatch(/noindex|nofollow/);

    // Open Graph and Twitter.
    expect.soft(metaContent(html, 'og:title') ?? '', 'og:title').not.toBe('');
    expect.soft(metaContent(html, 'og:description') ?? '', 'og:description').not.toBe('');
    expect.soft(metaContent(html, 'twitter:card'), 'twitter:card').toBe('summary_large_image');
    const ogImage = metaContent(html, 'og:image') ?? '';
    expect(ogImage, 'og:image is an absolute URL').toMatch(/^https?:\/\//);
    const ogImageUrl = new URL(ogImage);
    expect.soft(ogImageUrl.origin, 'og:image is on the site URL').toBe(new URL(env.siteUrl).origin);
    expect.soft(ogImageUrl.pathname, "og:image is the page's own image").toBe(ogImagePath(route.path, locale));
    const image = await request.get(ogImageUrl.pathname);
    expect.soft(image.status(), `GET ${ogImageUrl.pathname}`).toBe(200);
    expect.soft(image.headers()['content-type'], `${ogImageUrl.pathname} content-type`).toBe('image/png');
    const bytes = await image.body();
    expect.soft([...bytes.subarray(0, 8)], `${ogImageUrl.pathname} starts with the PNG signature`).toEqual(PNG_MAGIC);

    // Structured data.
    const nodes: JsonLdNode[] = [];
    // One block: the graph lib/seo/graph.ts builds for this route (which Jest checks against schema.org).
    expect
      .soft(
        jsonLdSources(html).map((source) => JSON.parse(source)),
        "one JSON-LD block, the page's @graph",
      )
      .toEqual([language.graphs[route.path]]);
    for (const [index, source] of jsonLdSources(html).entries()) {
      let data: unknown;
      expect(() => (data = JSON.parse(source)), `JSON-LD block ${index + 1} parses as JSON`).not.toThrow();
      const roots = Array.isArray(data) ? data : [data];
      for (const root of roots) {
        expect.soft((root as JsonLdNode)['@context'], `JSON-LD block ${index + 1} @context`).toBe('https://schema.org');
      }
      nodes.push(...jsonLdNodes(data));
    }

    if (route.path !== '/') {
      const trail = language.breadcrumbs[route.path] ?? [];
      const lists = nodes.filter((node) => hasType(node, 'BreadcrumbList'));
      expect(lists, 'one BreadcrumbList in the JSON-LD').toHaveLength(1);
      const items = ((lists[0]?.itemListElement as JsonLdNode[] | undefined) ?? []).toSorted(
        (a, b) => Number(a.position) - Number(b.position),
      );
      expect
        .soft(
          items.map((item) => item.name),
          'BreadcrumbList names follow breadcrumbTrail()',
        )
        .toEqual(trail.map((crumb) => crumb.label));
      expect
        .soft(
          items.map((item) => Number(item.position)),
          'BreadcrumbList positions',
        )
        .toEqual(trail.map((_, index) => index + 1));
      const itemUrl = (item: JsonLdNode) => {
        const target = item.item;
        const url = typeof target === 'string' ? target : (target as JsonLdNode | undefined)?.['@id'];
        return typeof url === 'string' && URL.canParse(url) ? new URL(url).href : url;
      };
      // The last item may omit its URL (it is the page itself); the others must link.
      expect
        .soft(items.slice(0, -1).map(itemUrl), 'BreadcrumbList item URLs')
        .toEqual(trail.slice(0, -1).map((crumb) => absolute(localePath(crumb.path, locale))));
    }
  });
}

test('every page has a unique title and a unique meta description', async ({ request }) => {
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, path: string) => map.set(key, [...(map.get(key) ?? []), path]);
  const served = await Promise.all(
    pages.map(async ({ address }) => ({ path: address, html: await (await request.get(address)).text() })),
  );
  for (const { path, html } of served) {
    add(titles, title(html) ?? '', path);
    add(descriptions, metaContent(html, 'description') ?? '', path);
  }
  const duplicates = (map: Map<string, string[]>) =>
    [...map]
      .filter(([, paths]) => paths.length > 1)
      .map(([value, paths]) => `${JSON.stringify(value)}: ${paths.join(', ')}`);
  expect.soft(duplicates(titles), 'titles shared by several pages').toEqual([]);
  expect.soft(duplicates(descriptions), 'descriptions shared by several pages').toEqual([]);
});
