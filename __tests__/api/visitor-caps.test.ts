/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';
import { POST } from '@/app/api/contact/route';
import { POST as NEWSLETTER } from '@/app/api/newsletter/route';
import { createVisitorMailLimiter } from '@/lib/enquiry/visitor-limits';
import { bothStoresFixture } from './support/both-stores';
import { postJson, validEnquiry, waitFor } from './support/enquiry-env';

/**
 * The per-client share of the visitor e-mails, end to end: the client's key
 * (a hash of the address the proxy saw) is stored with each enquiry at
 * submission and reaches the limit when the acknowledgement is sent, in both
 * stores. One client posting many enquiries, to addresses it picks, gets its
 * few acknowledgements; everyone else's acknowledgements and confirmations go out.
 */

const attacker = '198.51.100.66';
const mail = 'ops@queensboro.test';

const stores = bothStoresFixture();

describe.each(['files', 'postgres'] as const)('visitor e-mail caps, %s store', (store) => {
  it('one client gets its own share of acknowledgements; other visitors all get theirs, and confirmations', async () => {
    const sink = await stores.startSink();
    let databaseUrl: string | undefined;
    let pool: Pool | undefined;
    if (store === 'postgres') ({ url: databaseUrl, pool } = await stores.database());
    const lines: string[] = [];
    const log = { error: (...args: unknown[]) => lines.push(args.join(' ')), info: () => undefined };
    const ctx = await stores.createEnv({
      smtpUrl: sink.url,
      databaseUrl,
      ackEmail: true,
      outbox: {
        log,
        visitorLimiter: createVisitorMailLimiter({ dailyLimit: 40, perClient: 3, confirmShare: 25, pool, log }),
      },
    });

    // The attacker: twelve enquiries from one address, each to a new address of its choosing.
    const targets = Array.from({ length: 12 }, (_, i) =>
      i % 2 ? `target${i}@victim.example` : `t.a.r.g.e.t+${i}@gmail.com`,
    );
    const attackerIds: string[] = [];
    for (const email of targets) {
      const response = await POST(
        postJson('http://localhost/api/contact', { ...validEnquiry, email }, { 'X-Forwarded-For': attacker }),
      );
      expect(response.status).toBe(202);
      attackerIds.push(((await response.json()) as { id: string }).id);
    }
    // Everyone else.
    const visitors = Array.from({ length: 6 }, (_, i) => `visitor${i}@shop${i}.example`);
    for (const [i, email] of visitors.entries())
      expect(
        (
          await POST(
            postJson(
              'http://localhost/api/contact',
              { ...validEnquiry, email },
              { 'X-Forwarded-For': `203.0.113.${i + 1}` },
            ),
          )
        ).status,
      ).toBe(202);
    const readers = Array.from({ length: 3 }, (_, i) => `reader${i}@bakery${i}.example`);
    for (const [i, email] of readers.entries())
      expect(
        (
          await NEWSLETTER(
            postJson('http://localhost/api/newsletter', { email }, { 'X-Forwarded-For': `192.0.2.${i + 1}` }),
          )
        ).status,
      ).toBe(202);
    await ctx.settle();

    const visitorMail = async () => (await sink.messages()).filter((m) => m.to?.text !== mail);
    const wanted = [...visitors, ...readers];
    await waitFor(async () => {
      const to = (await visitorMail()).map((m) => m.to?.text);
      return (
        wanted.every((email) => to.includes(email)) &&
        (await sink.messages()).filter((m) => m.to?.text === mail).length === 18
      );
    });
    await ctx.services.outbox!.flush();
    const sentTo = (await visitorMail()).map((m) => m.to?.text ?? '');
    const toAttackerTargets = sentTo.filter((email) => targets.includes(email));
    // Three for the client at most, and the gmail variants are one mailbox: one of those at most.
    expect(toAttackerTargets.length).toBeLessThanOrEqual(3);
    expect(toAttackerTargets.filter((email) => email.endsWith('@gmail.com')).length).toBeLessThanOrEqual(1);
    for (const email of wanted) expect(sentTo).toContain(email);

    // The rest of the client's are skipped, each with the reason.
    const acks = await Promise.all(
      attackerIds.map(async (id) =>
        (await ctx.services.outbox!.store.get(id))?.deliveries.find((d) => d.destination === 'ack-email'),
      ),
    );
    expect(acks.filter((d) => d?.state === 'sent')).toHaveLength(toAttackerTargets.length);
    const reasons = acks.filter((d) => d?.state === 'skipped').map((d) => d?.reason ?? '');
    expect(reasons).toHaveLength(12 - toAttackerTargets.length);
    expect(reasons.every((r) => /VISITOR_MAIL_PER_CLIENT|this address was sent an acknowledgement/.test(r))).toBe(true);
    expect(reasons.some((r) => /VISITOR_MAIL_PER_CLIENT/.test(r))).toBe(true);

    // What is kept is a hash of the client, never its address.
    if (store === 'files') {
      const records = await ctx.files('records');
      const text = await Promise.all(
        records.map((name) => readFile(path.join(ctx.dataDir, 'outbox', 'records', name), 'utf8')),
      );
      expect(text.join('\n')).not.toContain(attacker);
      expect(text.filter((t) => /"client":\s*"[0-9a-f]{32}"/.test(t))).toHaveLength(21);
    } else {
      const rows = await pool!.query(`SELECT payload->>'client' AS client FROM enquiry_outbox`);
      expect(rows.rows.every((row) => /^[0-9a-f]{32}$/.test(row.client))).toBe(true);
      expect(JSON.stringify(rows.rows)).not.toContain(attacker);
    }
    // Twenty-one real enquiries through a real store and SMTP server, each with its e-mails: more than
    // Jest's default 5 s on a busy 2-core machine, whatever the code does. No wait in it depends on time.
  }, 30_000);
});
