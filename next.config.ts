import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { env } from './lib/env';
import { securityHeaders } from './lib/security-headers';

/**
 * Caching (see the README's Performance section and deploy/nginx.conf).
 * Prerendered pages: browsers revalidate every time (max-age=0, with the
 * ETag Next sends), a CDN or the nginx front keeps a copy for an hour and may
 * serve it stale for a day while it fetches a fresh one in the background.
 * Next's own default for prerendered pages is s-maxage=31536000: a year at
 * the CDN, across deployments. /_next/static keeps Next's
 * `public, max-age=31536000, immutable` (its names carry content hashes);
 * /api answers carry `no-store` from the route handlers and are not touched.
 * Illustrations have stable names, so the pages ask for them with a version
 * (`?v=`, a hash of the whole folder, added by StaticImage): a versioned URL
 * is immutable for a year, and a changed drawing gets a new URL. Asked for
 * without a version (Open Graph, JSON-LD, old links), browsers keep them a
 * week and the CDN a year (a deployment purges it).
 */
const pageCacheControl = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const illustrationCacheControl = 'public, max-age=604800, s-maxage=31536000, stale-while-revalidate=86400';
const versionedCacheControl = 'public, max-age=31536000, immutable';

/** One short hash over every file in public/illustrations: the `?v=` of their URLs. */
function illustrationsVersion(): string {
  const folder = path.join(process.cwd(), 'public', 'illustrations');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder).sort()) hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 10);
}

/** A short hash of the icon sprite (lib/icons.ts): the `?v=` of its URL, so it too is cached for a year. */
function iconsVersion(): string {
  return createHash('sha256')
    .update(fs.readFileSync(path.join(process.cwd(), 'public', 'icons.svg')))
    .digest('hex')
    .slice(0, 10);
}

// A serverless platform without a database cannot keep an enquiry (its disk is
// per instance and temporary): the forms then send at once or give the phone number.
if (env.serverless && !env.databaseUrl) {
  console.warn(
    '\n[enquiry] Warning: VERCEL is set but DATABASE_URL is not. Enquiries cannot be stored on this platform without ' +
      'a database: each one is sent while the visitor waits, or refused with the phone number. Set DATABASE_URL ' +
      '(any PostgreSQL) and run `npm run db:migrate` to keep them.\n',
  );
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The content editor's browser tests run their own `next dev` (e2e/support/dev-server.ts) in a folder of
  // its own, beside a developer's `npm run dev` (Next allows one dev server per folder).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  reactStrictMode: true,
  experimental: {
    // One root layout per language (app/(en), app/(es)): the page of an unknown address is app/global-not-found.tsx.
    globalNotFound: true,
    // CI builds a fresh clone once: Turbopack's build cache would be written (about 15 s on two cores, beside
    // the type check) for a rebuild that never comes. A developer's rebuilds keep it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // In GitHub mode the editor moves a developer from localhost to 127.0.0.1 (the address its
  // GitHub App's sign-in returns to); `next dev` serves its own scripts and live reload there too.
  allowedDevOrigins: ['127.0.0.1'],
  // `NEXT_OUTPUT=standalone npm run build` makes a self-contained server in
  // .next/standalone (see the README); plain `next start` needs no flag.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Content (content/, read by lib/content with Keystatic's reader) is read at
  // build time and also at request time: e-mails quote the business details,
  // and a shared savings estimate is rendered per request. Ship it with a
  // standalone server or a serverless function.
  outputFileTracingIncludes: {
    '/**': ['./content/**/*'],
    // HEIC photos are decoded by heic-decode in a worker thread that loads it
    // by path (lib/uploads/heic.ts), which the trace cannot follow.
    '/api/contact': [
      './node_modules/heic-decode/{index,lib}.js',
      './node_modules/heic-decode/package.json',
      './node_modules/libheif-js/{package.json,wasm-bundle.js}',
      './node_modules/libheif-js/libheif-wasm/libheif-bundle.js',
    ],
  },
  images: { formats: ['image/avif', 'image/webp'] },
  // Inlined at build time into StaticImage and Icon, on the server and in the browser.
  env: { ILLUSTRATIONS_VERSION: illustrationsVersion(), ICONS_VERSION: iconsVersion() },
  // Every address of the content editor is its one prerendered page; its router reads the address in the browser.
  async rewrites() {
    return [{ source: '/keystatic/:path*', destination: '/keystatic' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ dev: process.env.NODE_ENV === 'development', allowIndexing: env.allowIndexing }),
      },
      // The content editor and its API are never indexed, wherever they run.
      ...['/keystatic', '/keystatic/:path*', '/api/keystatic/:path*'].map((source) => ({
        source,
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      })),
      // Images other sites show in link previews and search results may be loaded from any origin.
      ...['/og/:file*', '/illustrations/:file*', '/icon.svg'].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      })),
      {
        // Every page and file except the API, Next's own assets, the illustrations and the icon sprite.
        source: '/((?!api/|_next/|illustrations/|icons\\.svg).*)',
        headers: [{ key: 'Cache-Control', value: pageCacheControl }],
      },
      {
        source: '/illustrations/:file*',
        headers: [{ key: 'Cache-Control', value: illustrationCacheControl }],
      },
      {
        // Later rules win: a versioned illustration never changes.
        source: '/illustrations/:file*',
        has: [{ type: 'query', key: 'v' }],
        headers: [{ key: 'Cache-Control', value: versionedCacheControl }],
      },
      {
        source: '/icons.svg',
        headers: [{ key: 'Cache-Control', value: illustrationCacheControl }],
      },
      {
        source: '/icons.svg',
        has: [{ type: 'query', key: 'v' }],
        headers: [{ key: 'Cache-Control', value: versionedCacheControl }],
      },
    ];
  },
};

export default nextConfig;
