/**
 * Headers sent with every response. Kept apart from next.config.ts so tests
 * can assert the same list the server sends.
 */

export interface PolicyOptions {
  /** `next dev`: HMR needs eval, inline scripts and a websocket; never in production. */
  dev?: boolean;
  /**
   * Sources that allow this response's inline scripts: the sha256 hashes of a
   * prerendered page's scripts, and a nonce for a page rendered per request
   * (proxy.ts). Without any, no inline script runs.
   */
  scriptSources?: string[];
  /** Served over HTTPS: ask the browser to fetch any http: subresource over https. */
  upgradeInsecureRequests?: boolean;
  /** The content editor's page: the hosts its saves and sign-in talk to (lib/editor/csp.ts). */
  editor?: { connect: readonly string[]; images: readonly string[]; forms?: readonly string[] };
}

export function contentSecurityPolicy({
  dev = false,
  scriptSources = [],
  upgradeInsecureRequests = false,
  editor,
}: PolicyOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js streams its data in inline scripts (`self.__next_f.push(…)`):
    // each one is allowed by its hash (prerendered pages) or by the request's
    // nonce (pages rendered per request), never by 'unsafe-inline'. Its
    // chunks come from /_next/static ('self'); no other script host.
    'script-src': dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptSources],
    // React and Next set style attributes, and a prerendered page carries its
    // first paint's rules in a <style> (lib/build/critical-css.ts); the Observatory does
    // not count this.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(editor?.images ?? [])],
    // The web font is a file under /_next/static (scripts/support/font-subset.ts).
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...(editor?.connect ?? [])],
    // Only the office map's embed, loaded when a visitor asks for it (the editor embeds nothing).
    'frame-src': editor ? ["'none'"] : ['https://www.google.com', 'https://maps.google.com'],
    'form-action': ["'self'", ...(editor?.forms ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    ...(upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export interface Header {
  key: string;
  value: string;
}

/**
 * Sent on every response by next.config.ts. Its CSP allows no inline script:
 * proxy.ts replaces it on pages with the policy of that page.
 */
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
    // No other site may load our pages or assets as a resource (Spectre-type leaks);
    // next.config.ts opens the images other sites show (Open Graph, illustrations, icon).
    // No Cross-Origin-Embedder-Policy: it would block the office map's Google Maps embed.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // Previews and non-production deployments stay out of search indexes.
    ...(allowIndexing ? [] : [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }]),
  ];
}
