/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import { POST as NEWSLETTER } from '@/app/api/newsletter/route';
import { bothStoresFixture } from './support/both-stores';
import type { SmtpSink } from './support/smtp-sink';
import { postJson, validEnquiry } from './support/enquiry-env';

/**
 * What a hostile visitor types: NUL (which PostgreSQL's text refuses) and the
 * bidirectional controls that make a name or message read as something else.
 * Every field refuses them with 400 naming the field, in both stores, and
 * nothing is stored or sent.
 */

const url = 'http://localhost/api/contact';
const characters = { NUL: '\u0000', RLO: '\u202e', RLI: '\u2067', LRM: '\u200e', ALM: '\u061c' };
const fields = ['name', 'business', 'phone', 'email', 'message'] as const;

function withCharacter(field: (typeof fields)[number], character: string) {
  const value = field === 'email' ? `ana${character}@ruizbakery.example` : `${validEnquiry[field]} ${character}gnp.exe`;
  return { ...validEnquiry, [field]: value };
}

const stores = bothStoresFixture();

// Dozens of requests and counts against a real PostgreSQL: about a second alone, over Jest's default 5 s
// on a two-core machine busy with another test file and a build.
jest.setTimeout(30_000);

/** The store's record count, and the mail server every e-mail would reach. */
async function setUp(store: 'files' | 'postgres'): Promise<{ stored: () => Promise<number>; sink: SmtpSink }> {
  const sink = await stores.startSink();
  if (store === 'files') {
    const files = await stores.createEnv({ smtpUrl: sink.url });
    return { stored: async () => (await files.files('records')).length, sink };
  }
  const { url: databaseUrl, pool } = await stores.database();
  await stores.createEnv({ smtpUrl: sink.url, databaseUrl });
  return { stored: async () => Number((await pool.query('SELECT count(*) AS n FROM enquiry_outbox')).rows[0].n), sink };
}

describe.each(['files', 'postgres'] as const)('hostile characters, %s store', (store) => {
  it('every field refuses NUL and the bidirectional controls with 400 naming the field; nothing is stored or sent', async () => {
    const { stored, sink } = await setUp(store);
    for (const field of fields)
      for (const [name, character] of Object.entries(characters)) {
        const response = await POST(postJson(url, withCharacter(field, character)));
        expect({ field, name, status: response.status }).toEqual({ field, name, status: 400 });
        const body = (await response.json()) as { fields: Record<string, string[]> };
        expect(Object.keys(body.fields)).toEqual([field]);
      }
    expect(await stored()).toBe(0);
    expect(await sink.messages()).toHaveLength(0);
    // Right-to-left text itself is welcome: it needs no control characters.
    const arabic = await POST(
      postJson(url, { ...validEnquiry, message: 'مرحبا، نريد عرض أسعار لنقطة البيع من فضلكم.' }),
    );
    expect(arabic.status).toBe(202);
    expect(await stored()).toBe(1);
  });

  it('the newsletter address refuses them too', async () => {
    const { stored } = await setUp(store);
    for (const character of Object.values(characters)) {
      const response = await NEWSLETTER(
        postJson('http://localhost/api/newsletter', { email: `owner${character}@shop.example` }),
      );
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(['email']);
    }
    expect(await stored()).toBe(0);
  });
});
