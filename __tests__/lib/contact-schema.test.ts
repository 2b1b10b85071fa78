/** @jest-environment node */
import { contactSchema, fieldErrors, interestOptions, newsletterSchema } from '@/lib/validations/contact';

const valid = { name: 'Ana Ruiz', email: 'ana@example.com', message: 'We process about $40k a month.' };

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
