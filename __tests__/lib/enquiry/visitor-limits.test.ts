/** @jest-environment node */
import { clientKey } from '@/lib/enquiry/client-address';
import { createRateLimiter } from '@/lib/enquiry/rate-limit';
import { clientHash, createVisitorMailLimiter, normaliseAddress } from '@/lib/enquiry/visitor-limits';

/**
 * The visitor e-mails' caps, in memory, on a fake clock (rate-limiter-flexible
 * reads Date.now()): a day passes in minutes of fake time, no real waiting.
 */

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z') }));
afterEach(() => jest.useRealTimers());

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: { error: (line: string) => lines.push(line) } };
};

describe('one mailbox, however it is written', () => {
  it('lower case, +tag dropped, dots ignored at gmail.com and googlemail.com', () => {
    expect(normaliseAddress(' Ana.Ruiz+promo@Example.COM ')).toEqual({
      address: 'ana.ruiz@example.com',
      domain: 'example.com',
    });
    for (const variant of ['a.n.a+1@gmail.com', 'ANA@googlemail.com', 'an.a+x+y@GMail.com'])
      expect(normaliseAddress(variant)).toEqual({ address: 'ana@gmail.com', domain: 'gmail.com' });
    // Dots matter elsewhere.
    expect(normaliseAddress('a.na@example.com').address).not.toBe(normaliseAddress('ana@example.com').address);
  });

  it('so variants of one address get one acknowledgement a day between them', async () => {
    const limiter = createVisitorMailLimiter({ dailyLimit: 100, log: quiet().log });
    expect(await limiter.take('ack-email', { email: 'ana@gmail.com' })).toBeNull();
    for (const variant of ['A.na@gmail.com', 'ana+2@googlemail.com', 'ANA+x@gmail.com'])
      expect(await limiter.take('ack-email', { email: variant })).toMatch(/this address was sent an acknowledgement/);
    // A confirmation is another kind: its own one a day.
    expect(await limiter.take('confirm-email', { email: 'a.n.a@gmail.com' })).toBeNull();
  });
});

describe('sub-limits inside the daily cap', () => {
  it('per client and per recipient domain, each naming its setting; a refused turn takes nothing', async () => {
    const { log } = quiet();
    const limiter = createVisitorMailLimiter({ dailyLimit: 100, perClient: 2, perDomain: 3, log });
    const client = clientHash('198.51.100.7');
    expect(await limiter.take('ack-email', { email: 'a@one.example', client })).toBeNull();
    expect(await limiter.take('ack-email', { email: 'b@two.example', client })).toBeNull();
    expect(await limiter.take('ack-email', { email: 'c@three.example', client })).toMatch(/VISITOR_MAIL_PER_CLIENT/);
    // c@three.example was not used up by the refusal: another client may still have it acknowledged.
    expect(await limiter.take('ack-email', { email: 'c@three.example', client: clientHash('x') })).toBeNull();
    for (const name of ['d', 'e']) expect(await limiter.take('ack-email', { email: `${name}@one.example` })).toBeNull();
    expect(await limiter.take('ack-email', { email: 'f@one.example' })).toMatch(/VISITOR_MAIL_PER_DOMAIN/);
  });

  it('keeps a share for confirmations and says so loudly at half, at the acknowledgements’ share and at the whole', async () => {
    const { lines, log } = quiet();
    const limiter = createVisitorMailLimiter({ dailyLimit: 10, confirmShare: 30, perDomain: 1000, log });
    const acks = [];
    for (let i = 0; i < 9; i++) acks.push(await limiter.take('ack-email', { email: `v${i}@example.com` }));
    expect(acks.slice(0, 7)).toEqual(Array(7).fill(null));
    expect(acks[7]).toMatch(/acknowledgements' share .*7 of ACK_DAILY_LIMIT 10; 3 kept for newsletter confirmations/);
    for (let i = 0; i < 3; i++) expect(await limiter.take('confirm-email', { email: `s${i}@example.com` })).toBeNull();
    expect(await limiter.take('confirm-email', { email: 's9@example.com' })).toMatch(/ACK_DAILY_LIMIT/);
    expect(lines).toEqual([
      expect.stringMatching(/VISITOR E-MAILS: half of the day's limit used \(5 of ACK_DAILY_LIMIT 10\)/),
      expect.stringMatching(/VISITOR E-MAILS: acknowledgements used their share of the day \(7 of/),
      expect.stringMatching(/VISITOR E-MAILS: the day's limit is used up \(ACK_DAILY_LIMIT 10\)/),
    ]);
  });

  it('gives every turn back when a send fails', async () => {
    const limiter = createVisitorMailLimiter({ dailyLimit: 1, perClient: 1, log: quiet().log });
    const recipient = { email: 'ana@example.com', client: clientHash('c') };
    expect(await limiter.take('ack-email', recipient)).toBeNull();
    await limiter.giveBack('ack-email', recipient);
    expect(await limiter.take('ack-email', recipient)).toBeNull();
  });
});

describe('one client sending as fast as the rate limit allows, for a whole day', () => {
  it('gets its own few e-mails; every other visitor’s acknowledgement and confirmation goes out', async () => {
    const { lines, log } = quiet();
    // The defaults a site runs with: 500 a day, 10 per client, 100 per domain, 20 % kept for confirmations.
    const limiter = createVisitorMailLimiter({ dailyLimit: 500, log });
    const rateLimit = createRateLimiter({ limit: 5, name: 'contact' });
    const settings = { trustedProxyHops: 1 };
    let attackerSent = 0;
    let attackerAccepted = 0;
    let n = 0;
    const refusedOthers: string[] = [];
    const domains = ['gmail.com', 'googlemail.com', 'victim.example', 'other.example', 'third.example'];

    for (let minute = 0; minute < 24 * 60; minute++) {
      // The attacker tries twice as often as the limit allows, a new IPv6 address in its /64 and a new
      // address variant each time: every accepted post stores an enquiry that wants an acknowledgement.
      for (let i = 0; i < 10; i++) {
        n += 1;
        const request = new Request('http://127.0.0.1/api/contact', {
          headers: { 'X-Forwarded-For': `2001:db8:bad:1:${(n % 65536).toString(16)}::${(i + 1).toString(16)}` },
        });
        const key = clientKey(request, settings);
        if (!(await rateLimit.hit(key)).allowed) continue;
        attackerAccepted += 1;
        const email = `t.a.r.g.e.t${n}+${n}@${domains[n % domains.length]}`;
        if ((await limiter.take('ack-email', { email, client: clientHash(key) })) === null) attackerSent += 1;
      }
      // Everyone else: an enquiry every 6 minutes and a newsletter sign-up every 15, each from their own
      // address and network, a quarter of them at gmail.com, where the attacker writes too.
      if (minute % 6 === 0) {
        const email = `visitor${minute}@${minute % 24 === 0 ? 'gmail.com' : `shop${minute}.example`}`;
        const reason = await limiter.take('ack-email', { email, client: clientHash(`203.0.113.${minute % 250}`) });
        if (reason) refusedOthers.push(`ack ${email}: ${reason}`);
      }
      if (minute % 15 === 0) {
        const email = `reader${minute}@bakery${minute}.example`;
        const reason = await limiter.take('confirm-email', { email, client: clientHash(`192.0.2.${minute % 250}`) });
        if (reason) refusedOthers.push(`confirm ${email}: ${reason}`);
      }
      jest.advanceTimersByTime(60_000);
    }

    expect(attackerAccepted).toBe(5 * 24 * 60);
    expect(attackerSent).toBe(10);
    expect(refusedOthers).toEqual([]);
    // 240 acknowledgements, 96 confirmations and the attacker's 10: well under the cap, never near its end.
    expect(lines.some((line) => /used up/.test(line))).toBe(false);
  });
});
