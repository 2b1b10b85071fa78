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
 * Illustrations have stable names, not hashed ones: browsers keep them a
 * week, the CDN a year (a deployment purges it).
 */
const pageCacheControl = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const illustrationCacheControl = 'public, max-age=604800, s-maxage=31536000, stale-while-revalidate=86400';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `NEXT_OUTPUT=standalone npm run build` makes a self-contained server in
  // .next/standalone (see the README); plain `next start` needs no flag.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Markdown is read from content/ at build time and, for unknown blog ids,
  // at request time: ship it with a standalone server.
  outputFileTracingIncludes: { '/blog/[id]': ['./content/blog/**/*'] },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ dev: process.env.NODE_ENV === 'development', allowIndexing: env.allowIndexing }),
      },
      {
        // Every page and file except the API, Next's own assets and the illustrations.
        source: '/((?!api/|_next/|illustrations/).*)',
        headers: [{ key: 'Cache-Control', value: pageCacheControl }],
      },
      {
        source: '/illustrations/:file*',
        headers: [{ key: 'Cache-Control', value: illustrationCacheControl }],
      },
    ];
  },
};

export default nextConfig;
