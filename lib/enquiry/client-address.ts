import ipaddr from 'ipaddr.js';

/**
 * Which client a request came from, for the per-client rate limit and the
 * per-client share of the visitor e-mails: the address as the proxies this
 * site trusts saw it, never one the client chose.
 *
 * - `header` set (CLIENT_IP_HEADER, or `x-vercel-forwarded-for` on Vercel):
 *   a header the front end sets itself and does not take from the client
 *   (Cloudflare's `CF-Connecting-IP`, Vercel's own). Its first address.
 * - otherwise X-Forwarded-For, read from the right: each trusted proxy
 *   (TRUSTED_PROXY_HOPS of them) appends the address it saw, or, like the
 *   shipped nginx front (deploy/nginx.conf), overwrites the header with it;
 *   whatever stands left of those entries came from the client and is
 *   ignored. With no header at all, `next start` fills in the address of
 *   the connection itself.
 *
 * IPv6 clients are keyed by their /64: one subscriber usually holds a whole
 * /64 and could otherwise take a new address, and a new bucket, per request.
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address.
 */

export interface ClientAddressSettings {
  /** Proxies in front of the server that write X-Forwarded-For (at least 1: the address `next start` saw). */
  trustedProxyHops: number;
  /** A header the platform or the front end guarantees (lower case), read instead of X-Forwarded-For. */
  header?: string;
}

export const defaultClientAddressSettings: ClientAddressSettings = { trustedProxyHops: 1 };

/** One address as a proxy wrote it: `192.0.2.1`, `192.0.2.1:5431`, `2001:db8::1`, `[2001:db8::1]:443`. */
function parseAddress(entry: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
    if (withPort?.[1]) value = withPort[1];
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  if (ipaddr.IPv6.isValid(value)) return ipaddr.process(value);
  return undefined;
}

/** The rate-limit key of one address: IPv4 as it is, IPv6 as its /64 network. */
export function addressKey(entry: string): string | undefined {
  const address = parseAddress(entry);
  if (!address) return undefined;
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(parts).toString()}/64`;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The client's key, or 'unknown' when no trusted address is there (every such request shares one bucket). */
export function clientKey(
  request: Pick<Request, 'headers'>,
  settings: ClientAddressSettings = defaultClientAddressSettings,
): string {
  if (settings.header) {
    const first = list(request.headers.get(settings.header))[0];
    const key = first === undefined ? undefined : addressKey(first);
    if (key) return key;
  }
  const forwarded = list(request.headers.get('x-forwarded-for'));
  // Fewer entries than proxies: the leftmost there is, the nearest the client any proxy wrote.
  const index = Math.max(0, forwarded.length - Math.max(1, settings.trustedProxyHops));
  const entry = forwarded[index];
  return (entry !== undefined && addressKey(entry)) || 'unknown';
}
