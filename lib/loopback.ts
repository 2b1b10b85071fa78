/**
 * Whether a URL's host is this machine (`localhost`, 127.0.0.0/8, `[::1]`):
 * traffic to it never crosses a network, so plain text is allowed there (a
 * webhook receiver or a mail relay beside the server) and nowhere else.
 * Pure, for lib/env.ts (read by next.config.ts) and the server alike.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
