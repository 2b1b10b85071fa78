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
  /**
   * The hosts this page may frame (lib/csp/frame-sources.ts: the office map's,
   * on the contact page). Without any, no frame-src is sent and frames fall
   * back to default-src 'self'.
   */
  frames?: readonly string[];
  /** The content editor's page: the hosts its saves and sign-in talk to (lib/editor/csp.ts). */
  editor?: { connect: readonly string[]; images: readonly string[]; forms?: readonly string[] };
}

export function contentSecurityPolicy({
  dev = false,
  scriptSources = [],
  upgradeInsecureRequests = false,
  frames = [],
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
    // blob: only for the editor, whose upload previews (Keystatic) draw a Blob's URL, and for
    // `next dev`, which had it before. No page of the site draws one: the enquiry form's photo
    // (components/forms/downscale-photo.ts) is read with createImageBitmap, which img-src does
    // not govern.
    'img-src': ["'self'", 'data:', ...(dev || editor ? ['blob:'] : []), ...(editor?.images ?? [])],
    // The web font is a file under /_next/static (scripts/support/font-subset.ts).
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...(editor?.connect ?? [])],
    // Only the office map's embed on the contact page, loaded when a visitor asks for it; the
    // editor embeds nothing. Absent, frames are left to default-src 'self' (see frames above).
    ...(editor ? { 'frame-src': ["'none'"] } : frames.length > 0 ? { 'frame-src': [...frames] } : {}),
    'form-action': ["'self'", ...(editor?.forms ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    ...(upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const fallback = directives['default-src']!.join(' ');
  return (
    Object.entries(directives)
      // A directive that says what default-src says is sent once, as default-src: every page's
      // headers travel with its first round trip (e2e/budget.spec.ts).
      .filter(([name, values]) => !(fallsBackToDefault.has(name) && values.join(' ') === fallback))
      .map(([name, values]) => [name, ...values].join(' '))
      .join('; ')
  );
}

/**
 * The fetch directives a browser reads from default-src when they are absent
 * (CSP Level 3, "Get the effective directive for request" and its fallback
 * lists): each of these falls back to default-src directly. frame-src and
 * worker-src are not here (they fall back to child-src or script-src first),
 * nor are the directives that never fall back: base-uri, form-action,
 * frame-ancestors, sandbox, upgrade-insecure-requests.
 */
export const fallsBackToDefault: ReadonlySet<string> = new Set([
  'child-src',
  'connect-src',
  'font-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'style-src',
]);

/** The directives that fall back through others first (the same lists of CSP Level 3). */
const fallbackChains: Readonly<Record<string, readonly string[]>> = {
  'frame-src': ['child-src', 'default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
};

/**
 * The sources a policy allows for a fetch directive, as a browser reads them:
 * the directive's own list, or the first of its fallbacks present (default-src,
 * or child-src then default-src for frame-src); null when none is there.
 */
export function effectiveSources(policy: string, directive: string): string[] | null {
  const lists = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
  const chain = fallbackChains[directive] ?? (fallsBackToDefault.has(directive) ? ['default-src'] : []);
  for (const name of [directive, ...chain]) {
    const sources = lists.get(name);
    if (sources) return sources;
  }
  return null;
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
    // interest-cohort (FLoC) is gone from every browser; Chromium reports it as an unknown feature.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    // No X-Frame-Options: the CSP's frame-ancestors 'none' forbids framing, and every browser
    // the site supports obeys it (and ignores X-Frame-Options when frame-ancestors is present).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // No other site may load our pages or assets as a resource (Spectre-type leaks);
    // next.config.ts opens the images other sites show (Open Graph, illustrations, icon).
    // No Cross-Origin-Embedder-Policy: it would block the office map's Google Maps embed.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // Previews and non-production deployments stay out of search indexes.
    ...(allowIndexing ? [] : [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }]),
  ];
}
