/** @jest-environment node */
import { addressKey, clientKey } from '@/lib/enquiry/client-address';
import { clientAddressLogLine } from '@/lib/enquiry/start';
import { parseEnv } from '@/lib/env';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/api/contact', { method: 'POST', headers });

describe('the client address', () => {
  it('behind the shipped nginx (one hop that overwrites the header): the one address there', () => {
    const settings = parseEnv({}).clientAddress;
    expect(settings).toEqual({ trustedProxyHops: 1, header: undefined });
    expect(clientKey(request({ 'X-Forwarded-For': '203.0.113.9' }), settings)).toBe('203.0.113.9');
  });

  it('an address the client put in front of the proxy’s own is ignored: the rightmost entry counts', () => {
    const settings = { trustedProxyHops: 1 };
    // What a load balancer that appends (AWS ALB) sends when the client forged the header.
    const forged = (spoof: string) => clientKey(request({ 'X-Forwarded-For': `${spoof}, 198.51.100.20` }), settings);
    expect(forged('1.1.1.1')).toBe('198.51.100.20');
    expect(forged('2.2.2.2, 3.3.3.3')).toBe('198.51.100.20');
  });

  it('two proxies that append (a CDN in front of nginx with $proxy_add_x_forwarded_for): the second from the right', () => {
    const settings = parseEnv({ TRUSTED_PROXY_HOPS: '2' }).clientAddress;
    expect(clientKey(request({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.9, 172.16.0.4' }), settings)).toBe('203.0.113.9');
    // Fewer entries than proxies (reached past the CDN): the leftmost there is.
    expect(clientKey(request({ 'X-Forwarded-For': '203.0.113.10' }), settings)).toBe('203.0.113.10');
  });

  it('Cloudflare in front (CLIENT_IP_HEADER=CF-Connecting-IP): its header, whatever X-Forwarded-For says', () => {
    const settings = parseEnv({ CLIENT_IP_HEADER: 'CF-Connecting-IP' }).clientAddress;
    expect(settings.header).toBe('cf-connecting-ip');
    const both = request({ 'CF-Connecting-IP': '203.0.113.50', 'X-Forwarded-For': '1.1.1.1, 172.68.0.1' });
    expect(clientKey(both, settings)).toBe('203.0.113.50');
    // Without it (a request that did not come through Cloudflare), X-Forwarded-For as configured.
    expect(clientKey(request({ 'X-Forwarded-For': '1.1.1.1, 172.68.0.1' }), settings)).toBe('172.68.0.1');
  });

  it('on Vercel: x-vercel-forwarded-for, which a proxy in front of Vercel cannot overwrite', () => {
    const settings = parseEnv({ VERCEL: '1' }).clientAddress;
    expect(settings.header).toBe('x-vercel-forwarded-for');
    const vercel = request({
      'X-Vercel-Forwarded-For': '203.0.113.77',
      'X-Forwarded-For': '9.9.9.9',
      'X-Real-IP': '203.0.113.77',
    });
    expect(clientKey(vercel, settings)).toBe('203.0.113.77');
  });

  it('keys IPv6 by its /64, and an IPv4-mapped IPv6 address as the IPv4 address', () => {
    const settings = { trustedProxyHops: 1 };
    const key = (xff: string) => clientKey(request({ 'X-Forwarded-For': xff }), settings);
    expect(key('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(key('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(key('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
    expect(key('192.0.2.1:51234')).toBe('192.0.2.1');
  });

  it('no header, or an entry that is no address: one shared "unknown" bucket', () => {
    expect(clientKey(request(), { trustedProxyHops: 1 })).toBe('unknown');
    expect(clientKey(request({ 'X-Forwarded-For': 'evil' }), { trustedProxyHops: 1 })).toBe('unknown');
    expect(addressKey('1')).toBeUndefined(); // no shorthand IPv4 forms
    expect(addressKey('0x7f.0.0.1')).toBeUndefined();
  });

  it('refuses a hop count below 1 and a header name that is not one, naming the variable', () => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS: must be at least 1/);
    expect(() => parseEnv({ CLIENT_IP_HEADER: 'CF Connecting IP' })).toThrow(/CLIENT_IP_HEADER: must be a header/);
  });

  it('the start-up log says how clients are told apart, so a deploy can be checked against its front', () => {
    expect(clientAddressLogLine(parseEnv({}).clientAddress)).toBe(
      '[enquiry] Clients are told apart by X-Forwarded-For, the entry 1 from the right (TRUSTED_PROXY_HOPS)',
    );
    expect(clientAddressLogLine(parseEnv({ VERCEL: '1' }).clientAddress)).toMatch(
      /by the x-vercel-forwarded-for header, else X-Forwarded-For/,
    );
  });
});
