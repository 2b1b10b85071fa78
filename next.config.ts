import type { NextConfig } from 'next';
import { env } from './lib/env';
import { securityHeaders } from './lib/security-headers';

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
    ];
  },
};

export default nextConfig;
