// Run by `npm run build` after `next build`, through tsx so that it reads
// the same route registry and environment as the site (TypeScript).
import { env } from './lib/env.ts';
import { allRoutes } from './lib/routes.ts';
import { lastmodResolver } from './lib/sitemap/lastmod.ts';

const routes = await allRoutes();
// A noindex page (reached only from an e-mail) has no sitemap entry.
const listed = routes.filter((route) => route.sitemap);
const policy = new Map(listed.map((route) => [route.path, route.sitemap]));
// When each page's content last changed (front matter, or the last commit of its sources); absent when unknown.
const lastmodOf = await lastmodResolver();

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
  transform: async (_config, path) => {
    const entry = policy.get(path);
    if (!entry) return null;
    return { loc: path, changefreq: entry.changefreq, priority: entry.priority, lastmod: lastmodOf(path) };
  },
  // Every registered page, also those rendered per request (the calculator
  // reads its query string) that Next's prerender manifest does not list.
  // next-sitemap merges these with the manifest's entries by URL.
  additionalPaths: async (config) => Promise.all(listed.map((route) => config.transform(config, route.path))),
  robotsTxtOptions: {
    policies: env.allowIndexing
      ? [{ userAgent: '*', allow: '/', disallow: ['/api/'] }]
      : [{ userAgent: '*', disallow: '/' }],
  },
};

export default config;
