/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { POST as CONTACT } from '@/app/api/contact/route';
import { POST as CONFIRM } from '@/app/api/newsletter/confirm/route';
import { POST as NEWSLETTER } from '@/app/api/newsletter/route';
import { enquiryReference } from '@/lib/enquiry/record';
import { startWebhookReceiver, testWebhookSecret } from '@/scripts/support/webhook-receiver';
import { bothStoresFixture } from './support/both-stores';
import { postForm, postJson, validEnquiry } from './support/enquiry-env';

/**
 * A visitor on the Spanish pages: the form says its language, the server
 * answers in it, the record keeps it, the visitor's e-mails are written in
 * it; operations read English, told which language to answer in; the
 * webhook carries the language tag. The Spanish words are the content's
 * (content/es/settings/forms.yaml, emails.yaml).
 */

const fixture = bothStoresFixture();
const contactUrl = 'http://localhost/api/contact';
const newsletterUrl = 'http://localhost/api/newsletter';
const opsAddress = 'ops@queensboro.test';

describe('the contact form in Spanish', () => {
  it('answers field errors in the language the form says, English when it says none, and refuses an unknown one', async () => {
    const ctx = await fixture.createEnv({});
    const spanish = await CONTACT(
      postJson(contactUrl, { name: 'A', email: 'no', phone: '718\n555', message: 'corto', locale: 'es' }),
    );
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toEqual({
      error: 'Por favor, revise sus datos.',
      fields: {
        name: ['El nombre debe tener al menos 2 caracteres.'],
        email: ['Por favor, ingrese un correo electrónico válido.'],
        phone: ['El campo "Teléfono" debe ocupar una sola línea.'],
        message: ['El mensaje debe tener al menos 10 caracteres.'],
      },
    });

    const english = await CONTACT(postJson(contactUrl, { ...validEnquiry, name: 'A', business: 'x'.repeat(201) }));
    expect(await english.json()).toEqual({
      error: 'Please check your details.',
      fields: {
        name: ['Name must be at least 2 characters.'],
        business: ['Business name must be at most 200 characters.'],
      },
    });

    for (const locale of ['fr', 'ES', 'es-US', 7]) {
      const unknown = await CONTACT(postJson(contactUrl, { ...validEnquiry, locale }));
      expect(unknown.status).toBe(400);
      const body = await unknown.json();
      expect(body.error).toMatch(/^Unknown locale .*: send one of "en", "es", or leave it out for English\.$/);
      expect(body.fields).toEqual({ locale: [body.error] });
    }
    expect(await ctx.files('records')).toEqual([]);
  });

  it('without JavaScript: a Spanish error page leading back to the Spanish form, success on the Spanish thank-you page', async () => {
    const ctx = await fixture.createEnv({});
    const bad = await CONTACT(
      postForm(contactUrl, [
        ['locale', 'es'],
        ['name', 'A'],
        ['email', 'ana@ruizbakery.example'],
        ['message', 'Quisiera una cotización, por favor.'],
      ]),
    );
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain('<html lang="es-US">');
    expect(page).toContain('<h1>Por favor, revise sus datos</h1>');
    expect(page).toContain('<p>Todavía no pudimos enviar su mensaje:</p>');
    expect(page).toContain('<li>El nombre debe tener al menos 2 caracteres.</li>');
    expect(page).toContain('<a href="/es/contact-us#contact-form">Volver al formulario de contacto</a>');
    expect(page).not.toMatch(/Please|Back to/);

    const good = await CONTACT(
      postForm(contactUrl, [
        ['locale', 'es'],
        ['name', 'Ana Ruiz'],
        ['email', 'ana@ruizbakery.example'],
        ['message', 'Quisiera una cotización, por favor.'],
        ['interests', 'cash-discount'],
      ]),
    );
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/es/contact-us/thank-you');
    expect(await ctx.files('records')).toHaveLength(1);
  });

  it('words a refused statement file in Spanish, with JavaScript (JSON) and without (the error page), and keeps nothing', async () => {
    const ctx = await fixture.createEnv({});
    const upload = (accept: string, file: { name: string; bytes: Buffer }) => {
      const form = new FormData();
      form.append('locale', 'es');
      for (const [key, value] of Object.entries(validEnquiry)) {
        if (Array.isArray(value)) for (const item of value) form.append(key, item);
        else form.append(key, value);
      }
      form.append('files', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
      return CONTACT(
        new Request(contactUrl, {
          method: 'POST',
          headers: { Accept: accept, 'X-Forwarded-For': '203.0.113.9' },
          body: form,
        }),
      );
    };
    const html = { name: 'estado.pdf', bytes: Buffer.from('<!doctype html><p>hola</p>') };
    const json = await upload('application/json', html);
    expect(json.status).toBe(415);
    expect((await json.json()).error).toBe(
      'No aceptamos "estado.pdf": su contenido es una página web o código. Suba un PDF o una foto (JPEG, PNG, WebP o HEIC) de su estado de cuenta.',
    );
    const tooBig = await upload('application/json', { name: 'grande.pdf', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toMatch(/^"grande\.pdf" pesa más de los 10 MB permitidos por archivo\./);
    const page = await upload('text/html', html);
    expect(page.status).toBe(415);
    const text = await page.text();
    expect(text).toContain('<html lang="es-US">');
    expect(text).toContain('<h1>Su mensaje no se envió</h1>');
    expect(text).toContain('No aceptamos &quot;estado.pdf&quot;');
    expect(await ctx.files('records')).toEqual([]);
  });

  for (const store of ['files', 'postgres'] as const) {
    it(`${store}: keeps the language with the enquiry (none is English); the acknowledgement goes out in Spanish, the operations e-mail in English saying Spanish, the webhook with es-US`, async () => {
      const sink = await fixture.startSink();
      const receiver = await startWebhookReceiver();
      try {
        const database = store === 'postgres' ? await fixture.database() : undefined;
        const ctx = await fixture.createEnv({
          smtpUrl: sink.url,
          ackEmail: true,
          databaseUrl: database?.url,
          webhookUrl: receiver.url,
          webhookSecret: testWebhookSecret,
        });
        const response = await CONTACT(
          postJson(contactUrl, { ...validEnquiry, locale: 'es' }, { Referer: 'http://localhost/es/contact-us' }),
        );
        expect(response.status).toBe(202);
        const { id } = await response.json();

        // As the store holds it, and as it reads back.
        if (database) {
          const { rows } = await database.pool.query<{ locale: string }>(
            "SELECT payload->>'locale' AS locale FROM enquiry_outbox WHERE id = $1",
            [id],
          );
          expect(rows).toEqual([{ locale: 'es' }]);
        } else {
          const file = JSON.parse(await readFile(path.join(ctx.dataDir, 'outbox', 'records', `${id}.json`), 'utf8'));
          expect(file.payload.locale).toBe('es');
        }
        expect((await ctx.services.outbox!.store.get(id))?.payload.locale).toBe('es');

        const messages = await sink.waitForMessages(2);
        const ack = messages.find((mail) => mail.to?.text === validEnquiry.email);
        const ops = messages.find((mail) => mail.to?.text === opsAddress);
        expect(ack?.subject).toBe(`Recibimos su consulta (${enquiryReference(id)})`);
        expect(ack?.text).toContain('Próximos pasos');
        expect(ack?.text).toContain(`Referencia: ${enquiryReference(id)}`);
        expect(ack?.html).toContain('<html lang="es-US">');
        expect(ack?.text).not.toMatch(/What happens next|Reference:/);

        expect(ops?.subject).toBe('New enquiry: Ana Ruiz (Ruiz Bakery)');
        expect(ops?.text).toContain('Preferred language: Spanish');
        expect(ops?.text).toContain('Interests: POS Systems, Request a Demo');
        expect(ops?.html).toMatch(/>Preferred language<\/th><td[^>]*>Spanish<\/td>/);

        await receiver.waitFor((r) => r.accepted().size === 1);
        expect(receiver.requests[0]?.body.data).toMatchObject({
          id,
          locale: 'es-US',
          page: 'https://www.queensboro.test/es/contact-us',
        });

        // A record of an earlier release (no language) reads as English everywhere.
        const { record } = await ctx.services.outbox!.enqueue({
          kind: 'contact',
          payload: { ...validEnquiry, email: 'deli@olddeli.example', business: 'Old Deli', interests: [] },
        });
        await ctx.services.outbox!.offer(record);
        const later = await sink.waitForMessages(4);
        const oldOps = later.find((mail) => mail.to?.text === opsAddress && mail.subject?.includes('Old Deli'));
        const oldAck = later.find((mail) => mail.messageId === `<ack.${record.id}@queensboro.test>`);
        expect(oldOps?.text).not.toContain('Preferred language');
        expect(oldAck?.subject).toBe(`We received your enquiry (${enquiryReference(record.id)})`);
        await receiver.waitFor((r) => r.accepted().size === 2);
        expect(receiver.requests.find((r) => r.body.data.id === record.id)?.body.data.locale).toBe('en-US');
      } finally {
        await receiver.close();
      }
    });
  }
});

describe('the newsletter in Spanish', () => {
  it('confirms a Spanish sign-up in Spanish: the e-mail, its link to /es/newsletter/confirm, the Confirm button back to that page; operations told Spanish', async () => {
    const sink = await fixture.startSink();
    await fixture.createEnv({ smtpUrl: sink.url });
    const response = await NEWSLETTER(
      postJson(newsletterUrl, { email: 'duena@bodega.example', locale: 'es' }, { Referer: 'http://localhost/es/blog' }),
    );
    expect(response.status).toBe(202);
    const [confirmation] = await sink.waitForMessages(1);
    expect(confirmation?.subject).toBe('Confirme su suscripción a las novedades sobre pagos de Queensboro');
    expect(confirmation?.html).toContain('Confirmar mi suscripción');
    const link = /https:\/\/www\.queensboro\.test\/es\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
      confirmation?.text ?? '',
    );
    expect(link).not.toBeNull();

    // The Spanish page's Confirm button posts its language; proxy.ts hands the post to the API.
    const confirmed = await CONFIRM(
      new Request(`http://localhost/api/newsletter/confirm?token=${link![1]}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'locale=es',
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/es/newsletter/confirm#subscription-confirmed');
    const ops = (await sink.waitForMessages(2)).find((mail) => mail.to?.text === opsAddress);
    expect(ops?.subject).toBe('Newsletter sign-up: duena@bodega.example');
    expect(ops?.text).toContain('Page: /es/blog');
    expect(ops?.text).toContain('Preferred language: Spanish');

    const expired = await CONFIRM(
      new Request('http://localhost/api/newsletter/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: 'A'.repeat(43), locale: 'es' }),
      }),
    );
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toMatch(/^Este enlace de confirmación venció o no es válido\./);
    const expiredForm = await CONFIRM(
      new Request('http://localhost/api/newsletter/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `token=${'A'.repeat(43)}&locale=es`,
      }),
    );
    expect(expiredForm.headers.get('location')).toBe('/es/newsletter/confirm#link-not-valid');
  });

  it('answers a Spanish sign-up that does not pass in Spanish, and sends a form post back to the Spanish page', async () => {
    await fixture.createEnv({});
    const json = await NEWSLETTER(postJson(newsletterUrl, { email: 'duena@', locale: 'es' }));
    expect(await json.json()).toEqual({
      error: 'Por favor, revise sus datos.',
      fields: { email: ['Por favor, ingrese un correo electrónico válido.'] },
    });
    const page = await NEWSLETTER(
      postForm(
        newsletterUrl,
        [
          ['locale', 'es'],
          ['email', 'duena@'],
        ],
        { Referer: 'http://localhost/es/webinars' },
      ),
    );
    const html = await page.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain('<a href="/es/webinars#newsletter">Volver al formulario de suscripción</a>');
    const good = await NEWSLETTER(
      postForm(
        newsletterUrl,
        [
          ['locale', 'es'],
          ['email', 'duena@bodega.example'],
        ],
        { Referer: 'http://localhost/es/white-papers' },
      ),
    );
    expect(good.headers.get('location')).toBe('/es/white-papers?subscribed=1#newsletter-subscribed');
    const noPage = await NEWSLETTER(
      postForm(newsletterUrl, [
        ['locale', 'es'],
        ['email', 'otra@bodega.example'],
      ]),
    );
    expect(noPage.headers.get('location')).toBe('/es/blog?subscribed=1#newsletter-subscribed');
  });
});
