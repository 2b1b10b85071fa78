// Run by `npm run build` after `next build`, through tsx so that it reads
// the same route registry and environment as the site (TypeScript).
import { env } from './lib/env.ts';
import { projectSource } from './lib/content/source.ts';
import { defaultLocale, languageTags, localePath, publishedLocales } from './lib/i18n/locales.ts';
import { allRoutes, languageVersions } from './lib/routes.ts';
import { lastmodResolver } from './lib/sitemap/lastmod.ts';

const absolute = (path) => (path === '/' ? env.siteUrl : `${env.siteUrl}${path}`);

/**
 * Every page of every published language, at its own address, with its own
 * lastmod (when that language's content last changed) and the addresses of
 * all its language versions (itself included, and x-default: English), as
 * Google asks of a sitemap's hreflang. A noindex page (reached only from an
 * e-mail) has no entry; an article written in one language only is listed
 * in that language only, with no alternates.
 */
const entries = new Map();
for (const locale of publishedLocales) {
  const lastmodOf = await lastmodResolver({ locale });
  for (const route of await allRoutes(projectSource(locale))) {
    if (!route.sitemap) continue;
    const versions = await languageVersions(route.path);
    const alternateRefs =
      versions.length < 2
        ? []
        : [
            ...versions.map(({ locale: other, href }) => ({ hreflang: languageTags[other], href: absolute(href) })),
            { hreflang: 'x-default', href: absolute(localePath(route.path, defaultLocale)) },
          ].map((ref) => ({ ...ref, hrefIsAbsolute: true }));
    const loc = localePath(route.path, locale);
    entries.set(loc, {
      loc,
      changefreq: route.sitemap.changefreq,
      priority: route.sitemap.priority,
      lastmod: lastmodOf(route.path),
      alternateRefs,
    });
  }
}

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl: env.siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  exclude: [
    '/og/*',
    '/icon*',
    '/apple-icon*',
    '/opengraph-image*',
    '/manifest*',
    '/404',
    '/500',
    '/_not-found',
    '/api/*',
    '/keystatic',
    '/keystatic/*',
  ],
  // Only registered pages are listed, each with the registry's values.
  transform: async (_config, path) => entries.get(path) ?? null,
  // Every registered page, also those rendered per request (the calculator
  // reads its query string) that Next's prerender manifest does not list.
  // next-sitemap merges these with the manifest's entries by URL.
  additionalPaths: async () => [...entries.values()],
  robotsTxtOptions: {
    policies: env.allowIndexing
      ? [{ userAgent: '*', allow: '/', disallow: ['/api/'] }]
      : [{ userAgent: '*', disallow: '/' }],
  },
};

export default config;
