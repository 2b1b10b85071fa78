import 'server-only';
/**
 * Cross-site check for form posts. Browsers send `Origin` with every POST;
 * when it is present it must be this site (the host the request came to, as
 * the proxy reports it, or SITE_URL). No `Origin` (curl, old clients, some
 * privacy tools) is allowed: the rate limit and validation still apply.
 */
export function isAllowedOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;

  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false; // includes the opaque 'null' origin of sandboxed frames and data: pages
  }

  const ownHosts = new Set<string>();
  const add = (host: string | null | undefined) => {
    const value = host?.split(',')[0]?.trim().toLowerCase();
    if (value) ownHosts.add(value);
  };
  add(request.headers.get('host'));
  add(request.headers.get('x-forwarded-host'));
  try {
    add(new URL(request.url).host);
  } catch {
    // a relative URL cannot happen for a Request; nothing to add
  }
  if (ownHosts.has(originUrl.host.toLowerCase())) return true;

  try {
    return new URL(siteUrl).origin === originUrl.origin;
  } catch {
    return false;
  }
}
