import { contactPrefill } from '@/lib/contact-prefill';
import { contactChoices } from '../support/form-words';
import { workedSettings } from '../support/savings-settings';

// The calculator's quote is estimated with the figures its page passes: here, the worked ones; the
// products and programs are those the page passes too (Settings › Forms), written out.
const q = (query: string) => contactPrefill(new URLSearchParams(query), workedSettings, contactChoices);

describe('contact page query parameters', () => {
  it('ignores an empty or unknown query', () => {
    expect(q('')).toBeNull();
    expect(q('product=<script>alert(1)</script>')).toBeNull();
    expect(q('partner=evil&demo=yes')).toBeNull();
    expect(q('partner=__proto__')).toBeNull();
  });

  it('product= ticks POS Systems and starts the message with the product', () => {
    expect(q('product=Clover')).toEqual({
      heading: undefined,
      message: "I'm interested in Clover.\n\n",
      interests: ['pos-systems'],
    });
    expect(q('product=nrs%20cheetah')?.message).toMatch(/^I'm interested in NRS Cheetah\./);
    expect(q('product=PAX-Elys')?.message).toMatch(/PAX-Elys/);
  });

  it('demo=true ticks Request a Demo and says so in the heading', () => {
    expect(q('demo=true')).toMatchObject({ heading: 'Request a Demo', interests: ['request-demo'] });
    expect(q('product=Clover%20Flex&demo=true')).toMatchObject({
      heading: 'Request a Clover Flex Demo',
      interests: ['pos-systems', 'request-demo'],
    });
  });

  it('partner= names the program in the heading and message', () => {
    expect(q('partner=reseller')).toMatchObject({ heading: 'Become a Reseller Partner' });
    expect(q('partner=referral')?.message).toContain('Referral Program');
    expect(q('partner=integration')?.message).toContain('Integration Partner Program');
  });

  it('knows the products and programs it is given (Settings › Forms), in their words', () => {
    const onlyFigure = { ...contactChoices, products: ['Figure POS'] };
    expect(contactPrefill(new URLSearchParams('product=Clover'), workedSettings, onlyFigure)).toBeNull();
    expect(contactPrefill(new URLSearchParams('product=figure%20pos'), workedSettings, onlyFigure)?.message).toBe(
      "I'm interested in Figure POS.\n\n",
    );
    const renamed = {
      ...contactChoices,
      partnerPrograms: { ...contactChoices.partnerPrograms, referral: { name: 'Friends Club', heading: 'Join Us' } },
    };
    expect(contactPrefill(new URLSearchParams('partner=referral'), workedSettings, renamed)).toMatchObject({
      heading: 'Join Us',
      message: expect.stringContaining('Friends Club') as string,
    });
  });

  it('accepts a plain object of search params too', () => {
    expect(contactPrefill({ product: ['Curv POS', 'x'] }, workedSettings, contactChoices)?.message).toContain(
      'Curv POS',
    );
  });
});

describe('a quote from the savings calculator', () => {
  it('writes the estimate into the message and ticks the interests', () => {
    const prefill = q('volume=50000&ticket=45&fees=1550');
    expect(prefill?.message).toMatch(/^I used your savings calculator/);
    expect(prefill?.message).toContain('$50,000.00');
    expect(prefill?.interests).toEqual(expect.arrayContaining(['merchant-services', 'cash-discount']));
  });

  it('ignores an incomplete or invalid estimate', () => {
    expect(q('volume=50000&ticket=45')).toBeNull();
    expect(q('volume=abc&ticket=45&fees=1550')).toBeNull();
  });
});
