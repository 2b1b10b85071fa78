/** @jest-environment node */
import { getFormWords } from '@/lib/content/forms';
import { contentSource } from '@/lib/content/source';
import {
  createContactSchema,
  createNewsletterSchema,
  fieldErrors,
  interestOptions,
  type ContactSchema,
} from '@/lib/validations/contact';

const valid = { name: 'Ana Ruiz', email: 'ana@example.com', message: 'We process about $40k a month.' };

// Built as the server builds it: from Settings › Forms in each language.
let contactSchema: ContactSchema;
let newsletterSchema: ReturnType<typeof createNewsletterSchema>;
let spanish: { contact: ContactSchema; newsletter: ReturnType<typeof createNewsletterSchema> };

beforeAll(async () => {
  const [english, es] = await Promise.all([
    getFormWords(contentSource(process.cwd(), 'en')),
    getFormWords(contentSource(process.cwd(), 'es')),
  ]);
  contactSchema = createContactSchema(english.contactForm.validation, english.contactForm.fields);
  newsletterSchema = createNewsletterSchema(english.newsletter.validation, english.newsletter);
  spanish = {
    contact: createContactSchema(es.contactForm.validation, es.contactForm.fields),
    newsletter: createNewsletterSchema(es.newsletter.validation, es.newsletter),
  };
});

describe('contact schema in Spanish', () => {
  it('says every message in Spanish, naming the field by its Spanish label', () => {
    const short = spanish.contact.safeParse({ name: 'A', email: 'nope', message: 'corto' });
    expect(short.success).toBe(false);
    if (short.success) return;
    expect(fieldErrors(short.error)).toEqual({
      name: ['El nombre debe tener al menos 2 caracteres.'],
      email: ['Por favor, ingrese un correo electrónico válido.'],
      message: ['El mensaje debe tener al menos 10 caracteres.'],
    });
    const rest = spanish.contact.safeParse({
      ...valid,
      business: 'B'.repeat(201),
      phone: '718\n555',
      message: `Hola ${'\u202e'} mundo, ¿me llaman?`,
      interests: ['dinero-gratis'],
    });
    expect(rest.success).toBe(false);
    if (rest.success) return;
    expect(fieldErrors(rest.error)).toEqual({
      business: ['El campo "Nombre del negocio" admite como máximo 200 caracteres.'],
      phone: ['El campo "Teléfono" debe ocupar una sola línea.'],
      message: [
        'El campo "Mensaje" contiene un carácter no permitido (un carácter nulo o un control de dirección del texto).',
      ],
      interests: ['Por favor, elija sus intereses de la lista.'],
    });
    const email = spanish.newsletter.safeParse({ email: 'dueña@' });
    expect(email.success).toBe(false);
    if (!email.success)
      expect(fieldErrors(email.error)).toEqual({ email: ['Por favor, ingrese un correo electrónico válido.'] });
  });

  it('accepts what the English schema accepts', () => {
    expect(spanish.contact.parse(valid)).toEqual(contactSchema.parse(valid));
  });
});

describe('contact schema', () => {
  it('accepts a minimal enquiry and fills the optional fields', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, business: '', phone: '', interests: [] });
  });

  it('uses the exact seed messages', () => {
    const result = contactSchema.safeParse({ name: 'A', email: 'nope', message: 'short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: ['Name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      message: ['Message must be at least 10 characters.'],
    });
  });

  it('trims before measuring', () => {
    expect(contactSchema.safeParse({ ...valid, name: '  A  ' }).success).toBe(false);
    expect(contactSchema.parse({ ...valid, name: '  Ana  ' }).name).toBe('Ana');
  });

  it('enforces the server maximum lengths', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'a'.repeat(101) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, business: 'a'.repeat(201) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, phone: '1'.repeat(41) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'a'.repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, email: `${'a'.repeat(250)}@example.com` }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'a'.repeat(5000) }).success).toBe(true);
  });

  it('rejects line breaks in single-line fields (no header injection)', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'Ana\nBcc: x@y.z' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, phone: '555\r\n0100' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, business: 'A\nB' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'Line one\nline two is fine' }).success).toBe(true);
  });

  it('refuses NUL and bidirectional controls in every field, with a message naming it', () => {
    for (const character of ['\u0000', '\u202e', '\u202a', '\u2066', '\u2069', '\u200f', '\u061c']) {
      for (const field of ['name', 'business', 'phone', 'message'] as const) {
        const result = contactSchema.safeParse({ ...valid, [field]: `Ana Ruiz ${character} and more text` });
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error)[field]?.join(' ')).toMatch(/not allowed/);
      }
      expect(contactSchema.safeParse({ ...valid, email: `ana${character}@example.com` }).success).toBe(false);
      expect(newsletterSchema.safeParse({ email: `ana${character}@example.com` }).success).toBe(false);
    }
    expect(contactSchema.safeParse({ ...valid, name: 'José Núñez', message: 'שלום, נשמח להצעת מחיר.' }).success).toBe(
      true,
    );
  });

  it('knows the six interests and rejects others', () => {
    expect(interestOptions.map((o) => o.id)).toEqual([
      'merchant-services',
      'pos-systems',
      'payment-processing',
      'e-commerce',
      'cash-discount',
      'request-demo',
    ]);
    expect(contactSchema.parse({ ...valid, interests: ['pos-systems', 'request-demo'] }).interests).toEqual([
      'pos-systems',
      'request-demo',
    ]);
    expect(contactSchema.safeParse({ ...valid, interests: ['free-money'] }).success).toBe(false);
  });

  it('validates a newsletter address', () => {
    expect(newsletterSchema.safeParse({ email: 'owner@shop.com' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: 'owner@' }).success).toBe(false);
  });
});
