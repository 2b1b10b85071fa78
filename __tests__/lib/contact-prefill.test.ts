import { contactPrefill, estimateSummary } from '@/lib/contact-prefill';
import { validateSavings } from '@/lib/savings/rules';
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

describe('the quote’s message, in the words of Settings › Forms', () => {
  const quote = contactChoices.prefill.quote;
  const estimateOf = (volume: string, ticket: string, fees: string) => {
    const result = validateSavings({ volume, ticket, fees, rate: '', basis: 'fees' }, workedSettings);
    if (!result.ok) throw new Error('invalid figures');
    return result.estimate;
  };

  it('lists the figures and both savings in plain text', () => {
    expect(q('volume=50000&ticket=45&fees=1550')?.message).toBe(
      [
        'I used your savings calculator and would like a quote.',
        '',
        'Monthly card volume: $50,000.00',
        'Average ticket: $45.00',
        'Current monthly processing fees: $1,550.00 (effective rate 3.10%)',
        'Estimated cost at 2.3% + 10¢: $1,261.11 a month, saving $288.89 a month ($3,466.67 a year)',
        'Estimated cost with dual pricing / cash discount: $24.95 a month, saving $1,525.05 a month ($18,300.60 a year)',
        '',
        '',
      ].join('\n'),
    );
  });

  it('says "no saving" instead of a negative figure', () => {
    const lines = estimateSummary(estimateOf('100000', '80', '2000'), quote);
    expect(lines[3]).toBe('Estimated cost at 2.3% + 10¢: $2,425.00 a month, no saving');
    expect(lines.join('\n')).not.toMatch(/-\$|−/);
  });

  it('writes what the content says, figures in its slots', () => {
    const words = { ...quote, volume: 'Cards: {{volume}} a month', saves: '{{option}} – {{saving}} less ({{cost}})' };
    const lines = estimateSummary(estimateOf('50000', '45', '1550'), words);
    expect(lines[0]).toBe('Cards: $50,000.00 a month');
    expect(lines[3]).toBe('Estimated cost at 2.3% + 10¢ – $288.89 less ($1,261.11)');
  });

  it('keeps within the contact form limits (10 to 5,000 characters)', () => {
    const message = q('volume=10000000&ticket=0.01&fees=2500000')?.message;
    expect(message?.length).toBeGreaterThanOrEqual(10);
    expect(message?.length).toBeLessThanOrEqual(5000);
  });
});
