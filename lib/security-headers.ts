/**
 * Headers sent with every response. Kept apart from next.config.ts so tests
 * can assert the same list the server sends.
 */

export function contentSecurityPolicy({ dev = false } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js streams its data in inline scripts; static pages cannot carry a
    // per-request nonce, so inline scripts from our own pages are allowed and
    // external script hosts are not. Dev mode also needs eval for HMR.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    // Only the office map's embed, loaded when a visitor asks for it.
    'frame-src': ['https://www.google.com', 'https://maps.google.com'],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export interface Header {
  key: string;
  value: string;
}

export function securityHeaders({ dev = false, allowIndexing = true } = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Previews and non-production deployments stay out of search indexes.
    ...(allowIndexing ? [] : [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }]),
  ];
}
