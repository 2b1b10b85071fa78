/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getSavingsCalculatorPage } from '@/lib/content/savings-calculator';
import { contentSource } from '@/lib/content/source';
import { calculateSavings, type SavingsInputs } from '@/lib/savings/estimate';
import { formatCount, formatPercent, formatUsd, formatUsdWhole, roundTo } from '@/lib/savings/format';
import { quoteFromSearchParams } from '@/lib/savings/prefill';
import { parseAmount, validateSavings, type SavingsFormValues } from '@/lib/savings/rules';
import {
  defaultFormValues,
  estimateToSearchParams,
  formValuesFromSearchParams,
  hasEstimate,
  quoteHref,
  type SearchParams,
} from '@/lib/savings/url-state';
import type { SavingsSettings } from '@/lib/savings/settings';
import { workedSettings } from '../support/savings-settings';

/** The figures every hand-worked example below computes with. */
const settings = workedSettings;

/** Typed values as the calculator holds them. */
const fees = (volume: string, ticket: string, monthlyFees: string): SavingsFormValues => ({
  volume,
  ticket,
  fees: monthlyFees,
  rate: '',
  basis: 'fees',
});
const rate = (volume: string, ticket: string, effectiveRate: string): SavingsFormValues => ({
  volume,
  ticket,
  fees: '',
  rate: effectiveRate,
  basis: 'rate',
});

/** A shared link, as it is shown: the page reads the values from the query, the calculator validates them. */
function estimateFromSearchParams(params: SearchParams) {
  const values = formValuesFromSearchParams(params, settings.defaults);
  return { values, ...validateSavings(values, settings) };
}

function estimateOf(values: SavingsFormValues) {
  const result = validateSavings(values, settings);
  if (!result.ok) throw new Error(`expected valid figures, got ${JSON.stringify(result.errors)}`);
  return result.estimate;
}

function errorsOf(values: SavingsFormValues, within: SavingsSettings = settings) {
  const result = validateSavings(values, within);
  if (result.ok) throw new Error('expected field errors');
  return result.errors;
}

describe('the rate figures in content', () => {
  it('are the published rate, the documented program assumptions and the figures worked below', async () => {
    expect((await getSavingsCalculatorPage()).settings).toEqual(settings);
  });
});

describe('parseAmount', () => {
  it.each([
    ['50000', 50000],
    ['50,000', 50000],
    ['$50,000.50', 50000.5],
    [' 3.1 % ', 3.1],
    ['.5', 0.5],
    ['45.', 45],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', '   ', '$', undefined, null])('treats %j as missing', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it.each(['-5', '1e5', '12abc', 'abc', '1.2.3', '0x10', 'Infinity'])('rejects %j as not a number', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

describe('calculateSavings: hand-worked examples', () => {
  it('the default figures: $50,000 volume, $45 ticket, $1,550 fees', () => {
    // transactions = 50,000 / 45                    = 1,111.111…
    // current      = $1,550.00; rate 1,550 / 50,000 = 3.10%; a year 1,550 × 12 = $18,600.00
    // our rate     = 50,000 × 2.3% = 1,150.00
    //              + 1,111.111… × $0.10 = 111.111…
    //              = 1,261.111…                      → $1,261.11 (effective 2.52%)
    // saving       = 1,550 − 1,261.111… = 288.888…   → $288.89 a month
    // a year       = 288.888… × 12 = 3,466.666…      → $3,466.67 (not 12 × $288.89 = $3,466.68:
    //                rounding happens only when shown)
    // percent      = 288.888… / 1,550 = 18.64%
    // dual pricing = $24.95 program fee; saving 1,550 − 24.95 = $1,525.05; a year $18,300.60
    //              card customers pay 50,000 × 3.5% = $1,750.00 in adjustments
    const estimate = estimateOf(fees('50000', '45', '1550'));
    expect(estimate.transactions).toBeCloseTo(1111.1111, 4);
    expect(estimate.current.monthlyCost).toBe(1550);
    expect(estimate.current.yearlyCost).toBe(18600);
    expect(formatPercent(estimate.current.effectiveRate)).toBe('3.10%');

    expect(estimate.ourRate.percentPart).toBeCloseTo(1150, 9);
    expect(estimate.ourRate.perTransactionPart).toBeCloseTo(111.1111, 4);
    expect(estimate.ourRate.monthlyCost).toBeCloseTo(1261.1111, 4);
    expect(formatUsd(estimate.ourRate.monthlyCost)).toBe('$1,261.11');
    expect(formatPercent(estimate.ourRate.effectiveRate)).toBe('2.52%');
    expect(estimate.ourRate.saves).toBe(true);
    expect(estimate.ourRate.monthlySaving).toBeCloseTo(288.8889, 4);
    expect(formatUsd(estimate.ourRate.monthlySaving)).toBe('$288.89');
    expect(formatUsd(estimate.ourRate.yearlySaving)).toBe('$3,466.67');
    expect(estimate.ourRate.percentSaved).toBeCloseTo(18.638, 3);
    expect(estimate.ourRate.perTransactionDominates).toBe(false);
    expect(estimate.ourRate.message).toBeNull();

    expect(estimate.dualPricing.monthlyCost).toBe(24.95);
    expect(estimate.dualPricing.saves).toBe(true);
    expect(formatUsd(estimate.dualPricing.monthlySaving)).toBe('$1,525.05');
    expect(formatUsd(estimate.dualPricing.yearlySaving)).toBe('$18,300.60');
    expect(estimate.dualPricing.adjustmentPaidByCustomers).toBeCloseTo(1750, 9);

    expect(formatUsd(estimate.bestMonthlySaving)).toBe('$1,525.05');
    expect(formatUsd(estimate.bestYearlySaving)).toBe('$18,300.60');
    expect(estimate.notes).toEqual([]);
  });

  it('an effective rate instead of fees: $20,000 at 2.9% with a $45 ticket', () => {
    // fees         = 20,000 × 2.9% = $580.00 (derived)
    // transactions = 20,000 / 45 = 444.444…
    // our rate     = 460.00 + 44.444… = 504.444…       → $504.44
    // saving       = 580 − 504.444… = 75.555…         → $75.56 a month, 906.666… → $906.67 a year
    // dual pricing = 580 − 24.95 = $555.05 a month, $6,660.60 a year
    const result = validateSavings(rate('20000', '45', '2.9'), settings);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.inputs).toMatchObject({ basis: 'rate', rate: 2.9 });
    expect(result.inputs.fees).toBeCloseTo(580, 9);
    expect(formatUsd(result.estimate.ourRate.monthlyCost)).toBe('$504.44');
    expect(formatUsd(result.estimate.ourRate.monthlySaving)).toBe('$75.56');
    expect(formatUsd(result.estimate.ourRate.yearlySaving)).toBe('$906.67');
    expect(formatUsd(result.estimate.dualPricing.monthlySaving)).toBe('$555.05');
    expect(formatUsd(result.estimate.dualPricing.yearlySaving)).toBe('$6,660.60');
  });

  it('fees and the equivalent rate give the same estimate', () => {
    // $1,550 on $50,000 is 3.1%.
    const byFees = estimateOf(fees('50000', '45', '1550'));
    const byRate = estimateOf(rate('50000', '45', '3.1'));
    expect(byRate.inputs.fees).toBeCloseTo(1550, 9);
    expect(byRate.ourRate.monthlySaving).toBeCloseTo(byFees.ourRate.monthlySaving, 9);
    expect(byRate.dualPricing.monthlySaving).toBeCloseTo(byFees.dualPricing.monthlySaving, 9);
  });

  it('a large merchant: $250,000 at a $120 ticket paying $7,250', () => {
    // transactions = 250,000 / 120 = 2,083.333…
    // our rate     = 5,750.00 + 208.333… = 5,958.333…  → $5,958.33
    // saving       = 7,250 − 5,958.333… = 1,291.666…  → $1,291.67 a month, 15,500.00 a year
    const estimate = estimateOf(fees('250000', '120', '7250'));
    expect(formatUsd(estimate.ourRate.monthlyCost)).toBe('$5,958.33');
    expect(formatUsd(estimate.ourRate.monthlySaving)).toBe('$1,291.67');
    expect(formatUsd(estimate.ourRate.yearlySaving)).toBe('$15,500.00');
  });
});

describe('calculateSavings: edge cases', () => {
  it('tiny tickets: the 10¢ fee dominates and our rate shows no saving, not a negative one', () => {
    // $10,000 at a $2 ticket, paying $350 (3.5%):
    // transactions = 10,000 / 2 = 5,000
    // our rate     = 230.00 (2.3%) + 5,000 × $0.10 = 500.00 → $730.00 (7.30%)
    // difference   = 350 − 730 = −380 → no saving, $380.00 more; dual pricing still saves $325.05
    const estimate = estimateOf(fees('10000', '2', '350'));
    expect(estimate.ourRate.perTransactionPart).toBeCloseTo(500, 9);
    expect(estimate.ourRate.percentPart).toBeCloseTo(230, 9);
    expect(estimate.ourRate.perTransactionDominates).toBe(true);
    expect(estimate.ourRate.saves).toBe(false);
    expect(estimate.ourRate.monthlySaving).toBe(0);
    expect(estimate.ourRate.yearlySaving).toBe(0);
    expect(estimate.ourRate.percentSaved).toBe(0);
    expect(estimate.ourRate.monthlyExtraCost).toBeCloseTo(380, 9);
    expect(estimate.ourRate.message).toMatch(/already below/);
    expect(estimate.notes).toHaveLength(1);
    // 10¢ of a $2.00 sale is 5.00%.
    expect(estimate.notes[0]).toContain('$2.00 average ticket');
    expect(estimate.notes[0]).toContain('10¢ per-transaction fee is 5.00% of each sale');
    expect(formatUsd(estimate.dualPricing.monthlySaving)).toBe('$325.05');
    expect(formatUsd(estimate.bestMonthlySaving)).toBe('$325.05');
  });

  it('the per-transaction fee dominates below a $4.35 ticket (10¢ ÷ 2.3%)', () => {
    expect(estimateOf(fees('10000', '4.34', '400')).ourRate.perTransactionDominates).toBe(true);
    expect(estimateOf(fees('10000', '4.35', '400')).ourRate.perTransactionDominates).toBe(false);
  });

  it('an effective rate already below ours: no saving at our rate, with a message; dual pricing still compared', () => {
    // $100,000 at an $80 ticket paying $2,000 (2.00%):
    // our rate = 2,300.00 + 1,250 × $0.10 = 125.00 → $2,425.00 (2.43%), $425.00 more than today
    const estimate = estimateOf(fees('100000', '80', '2000'));
    expect(estimate.ourRate.saves).toBe(false);
    expect(estimate.ourRate.monthlySaving).toBe(0);
    expect(estimate.ourRate.monthlyExtraCost).toBeCloseTo(425, 9);
    expect(estimate.ourRate.message).toBe(
      'Your current effective rate (2.00%) is already below what our standard pricing would cost you (2.43%), so we show no saving. Send us your statement and we will check it for hidden fees.',
    );
    expect(estimate.dualPricing.saves).toBe(true);
    expect(formatUsd(estimate.dualPricing.monthlySaving)).toBe('$1,975.05');
  });

  it('fees below the program fee: neither option saves and the best saving is zero', () => {
    // $1,000 at $25 paying $20: our rate 23.00 + 40 × $0.10 = $27.00; program fee $24.95; both above $20.
    const estimate = estimateOf(fees('1000', '25', '20'));
    expect(estimate.ourRate.saves).toBe(false);
    expect(estimate.dualPricing.saves).toBe(false);
    expect(estimate.dualPricing.monthlyExtraCost).toBeCloseTo(4.95, 9);
    expect(estimate.dualPricing.message).toMatch(/below the \$24\.95 monthly program fee/);
    expect(estimate.bestMonthlySaving).toBe(0);
    expect(estimate.bestYearlySaving).toBe(0);
  });

  it('zero current fees are valid and save nothing', () => {
    const estimate = estimateOf(fees('5000', '20', '0'));
    expect(estimate.current.monthlyCost).toBe(0);
    expect(estimate.ourRate).toMatchObject({ saves: false, monthlySaving: 0, yearlySaving: 0 });
    expect(estimate.dualPricing).toMatchObject({ saves: false, monthlySaving: 0, yearlySaving: 0 });
    expect(estimate.ourRate.message).toBe('With no current fees there is nothing to save.');
    expect(estimateOf(rate('5000', '20', '0')).bestMonthlySaving).toBe(0);
  });

  it('break-even is no saving; a cent is a saving; less than half a cent is not', () => {
    // $10,000 at $50: our rate = 230.00 + 200 × $0.10 = $250.00
    expect(estimateOf(fees('10000', '50', '250')).ourRate.saves).toBe(false);
    expect(estimateOf(fees('10000', '50', '250.004')).ourRate.saves).toBe(false);
    const oneCent = estimateOf(fees('10000', '50', '250.01'));
    expect(oneCent.ourRate.saves).toBe(true);
    expect(formatUsd(oneCent.ourRate.monthlySaving)).toBe('$0.01');
  });

  it('savings are never negative, whatever the figures', () => {
    const cases: [string, string, string][] = [
      ['100', '0.5', '1'],
      ['10000000', '100000', '0'],
      ['1', '1', '0.25'],
      ['75000', '3', '4000'],
    ];
    for (const [volume, ticket, monthly] of cases) {
      const estimate = estimateOf(fees(volume, ticket, monthly));
      for (const option of [estimate.ourRate, estimate.dualPricing]) {
        expect(option.monthlySaving).toBeGreaterThanOrEqual(0);
        expect(option.yearlySaving).toBeGreaterThanOrEqual(0);
        expect(option.monthlyExtraCost).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('takes other rate figures (the arithmetic is not tied to the content)', () => {
    // $10,000 at $20 with 2% + 5¢: 200 + 500 × 0.05 = $225.00; program fee $10
    const inputs: SavingsInputs = { volume: 10000, ticket: 20, fees: 300, rate: 3, basis: 'fees' };
    const estimate = calculateSavings(
      inputs,
      {
        rate: { percent: 2, perTransaction: 0.05, label: '2% + 5¢' },
        program: { adjustmentPercent: 4, monthlyFee: 10 },
      },
      settings.messages,
    );
    expect(estimate.ourRate.monthlyCost).toBeCloseTo(225, 9);
    expect(estimate.dualPricing.monthlySaving).toBeCloseTo(290, 9);
    expect(estimate.dualPricing.adjustmentPaidByCustomers).toBeCloseTo(400, 9);
  });
});

describe('in Spanish (content/es/pages/savings-calculator.yaml)', () => {
  it('says what is wrong with a figure, and why an estimate saves nothing, in Spanish', async () => {
    const { settings: spanish } = await getSavingsCalculatorPage(contentSource(process.cwd(), 'es'));
    // The same prices and limits: only the words differ.
    expect({ ...spanish, messages: undefined }).toEqual({ ...settings, messages: undefined });
    expect(errorsOf(fees('', '45', 'abc'), spanish)).toEqual({
      volume: 'Ingrese su volumen mensual con tarjeta.',
      fees: 'Ingrese las comisiones como una cantidad en dólares, por ejemplo 1550.',
    });
    expect(errorsOf(fees('20000000', '45', '1550'), spanish).volume).toBe(
      'Ingrese un volumen de hasta $10,000,000 al mes; para un volumen mayor, pídanos precios personalizados.',
    );
    expect(errorsOf(rate('50000', '45', '30'), spanish).rate).toMatch(/^Ingrese una tasa de hasta 25%: /);
    const low = validateSavings(fees('50000', '2', '0'), spanish);
    if (!low.ok) throw new Error('expected an estimate');
    expect(low.estimate.ourRate.message).toBe('Si hoy no paga comisiones, no hay nada que ahorrar.');
    expect(low.estimate.notes[0]).toMatch(/^Con una venta promedio de \$2\.00, la comisión por transacción de 10¢ /);
  });
});

describe('validateSavings: messages next to the field', () => {
  it('missing values name the field', () => {
    expect(errorsOf(fees('', '', ''))).toEqual({
      volume: 'Enter your monthly card volume.',
      ticket: 'Enter your average ticket.',
      fees: 'Enter your current monthly fees.',
    });
    expect(errorsOf(rate('50000', '45', ''))).toEqual({ rate: 'Enter your current effective rate.' });
  });

  it('text that is not a number says how to write it', () => {
    expect(errorsOf(fees('fifty', '45', '1550')).volume).toBe('Enter the volume as a number of dollars, like 50000.');
    expect(errorsOf(fees('50000', '-45', '1550')).ticket).toBe(
      'Enter the average ticket as a number of dollars, like 45.',
    );
    expect(errorsOf(rate('50000', '45', '3,1x')).rate).toBe('Enter the rate as a percentage, like 3.1.');
  });

  it('zero volume or ticket cannot be estimated (no division by zero)', () => {
    expect(errorsOf(fees('0', '45', '10')).volume).toBe('Monthly card volume must be more than $0.');
    expect(errorsOf(fees('50000', '0', '10')).ticket).toBe('Average ticket must be more than $0.');
  });

  it('out-of-range figures are caught', () => {
    expect(errorsOf(fees('10000000.01', '45', '10')).volume).toMatch(/up to \$10,000,000 a month/);
    expect(errorsOf(fees('10000000', '100001', '10')).ticket).toMatch(/up to \$100,000/);
    expect(errorsOf(rate('50000', '45', '25.5')).rate).toBe(
      `Enter a rate up to ${settings.limits.maxEffectiveRate}%: check the total fees and volume on your statement.`,
    );
    // 25% of $1,000 is $250.
    expect(validateSavings(fees('1000', '10', '250'), settings).ok).toBe(true);
    expect(errorsOf(fees('1000', '10', '250.01')).fees).toMatch(/more than 25% of your volume/);
  });

  it('a ticket larger than the volume is an error on the ticket', () => {
    expect(errorsOf(fees('100', '200', '3'))).toEqual({
      ticket: 'The average ticket cannot be more than your monthly volume.',
    });
  });

  it('only the chosen cost field is validated', () => {
    expect(
      validateSavings({ volume: '50000', ticket: '45', fees: '1550', rate: 'junk', basis: 'fees' }, settings).ok,
    ).toBe(true);
    expect(
      validateSavings({ volume: '50000', ticket: '45', fees: 'junk', rate: '3.1', basis: 'rate' }, settings).ok,
    ).toBe(true);
  });

  it('cross-field checks wait until each field is valid on its own', () => {
    expect(errorsOf(fees('', '200', '50'))).toEqual({ volume: 'Enter your monthly card volume.' });
  });
});

describe('validateSavings: the bounds themselves', () => {
  const { maxVolume, maxTicket, maxEffectiveRate } = settings.limits;

  it('accepts each limit exactly, and zero fees or a zero rate', () => {
    expect(validateSavings(fees(String(maxVolume), String(maxTicket), '0'), settings).ok).toBe(true);
    expect(validateSavings(rate(String(maxVolume), '45', String(maxEffectiveRate)), settings).ok).toBe(true);
    expect(validateSavings(rate('50000', '45', '0'), settings).ok).toBe(true);
    expect(validateSavings(fees('0.01', '0.01', '0'), settings).ok).toBe(true);
  });

  it("rejects a cent past each limit, with that field's message only", () => {
    expect(Object.keys(errorsOf(fees(`${maxVolume}.01`, '45', '10')))).toEqual(['volume']);
    expect(Object.keys(errorsOf(fees(String(maxVolume), `${maxTicket}.01`, '10')))).toEqual(['ticket']);
    expect(Object.keys(errorsOf(rate('50000', '45', `${maxEffectiveRate}.01`)))).toEqual(['rate']);
    expect(errorsOf(fees('50000', '45', `${maxVolume}.01`))).toEqual({
      fees: 'Those fees are larger than any volume we can estimate: check the figure.',
    });
  });

  it('reports every field that is wrong on its own at once', () => {
    expect(errorsOf(fees('x', '-1', 'abc'))).toEqual({
      volume: 'Enter the volume as a number of dollars, like 50000.',
      ticket: 'Enter the average ticket as a number of dollars, like 45.',
      fees: 'Enter the fees as a number of dollars, like 1550.',
    });
  });
});

describe('URL state', () => {
  it('an address carries an estimate when it has any of its figures (proxy.ts then renders that estimate)', () => {
    for (const query of ['volume=20000', 'ticket=45', 'fees=640', 'rate=2.9', 'utm_source=x&volume=', 'volume=abc'])
      expect(hasEstimate(new URLSearchParams(query))).toBe(true);
    for (const query of ['', 'utm_source=newsletter', 'demo=true', 'Volume=20000'])
      expect(hasEstimate(new URLSearchParams(query))).toBe(false);
    // Any address the calculator reads figures from is one hasEstimate sends to the per-request page.
    for (const query of ['', 'utm_source=newsletter', 'Volume=20000'])
      expect(formValuesFromSearchParams(new URLSearchParams(query), settings.defaults)).toEqual(
        defaultFormValues(settings.defaults),
      );
  });

  it('no parameters give the default figures', () => {
    expect(formValuesFromSearchParams(new URLSearchParams(), settings.defaults)).toEqual(
      defaultFormValues(settings.defaults),
    );
    expect(defaultFormValues(settings.defaults)).toEqual({
      volume: '50000',
      ticket: '45',
      fees: '1550',
      rate: '3.1',
      basis: 'fees',
    });
    const result = estimateFromSearchParams({});
    expect(result.ok).toBe(true);
    expect(result.ok && formatUsd(result.estimate.ourRate.monthlySaving)).toBe('$288.89');
  });

  it('reads volume, ticket and fees', () => {
    const result = estimateFromSearchParams(new URLSearchParams('volume=20000&ticket=30&fees=640'));
    expect(result.values).toEqual({ volume: '20000', ticket: '30', fees: '640', rate: '', basis: 'fees' });
    // 20,000 × 2.3% = 460 + 666.666… × $0.10 = 66.666… → $526.67; saving 640 − 526.666… → $113.33
    expect(result.ok && formatUsd(result.estimate.ourRate.monthlySaving)).toBe('$113.33');
  });

  it('reads a rate, from a URLSearchParams or a Next.js searchParams record', () => {
    const fromRecord = estimateFromSearchParams({ volume: '20000', ticket: ['45', '99'], rate: '2.9' });
    expect(fromRecord.values).toEqual({ volume: '20000', ticket: '45', fees: '', rate: '2.9', basis: 'rate' });
    expect(fromRecord.ok && fromRecord.inputs.fees).toBeCloseTo(580, 9);
  });

  it('fees win over rate; missing figures fall back to the defaults', () => {
    expect(formValuesFromSearchParams({ fees: '900', rate: '2' }, settings.defaults).basis).toBe('fees');
    expect(formValuesFromSearchParams({ volume: '30000' }, settings.defaults)).toEqual({
      volume: '30000',
      ticket: '45',
      fees: '1550',
      rate: '',
      basis: 'fees',
    });
  });

  it('invalid values are kept as typed, with the field error', () => {
    const result = estimateFromSearchParams({ volume: 'abc', ticket: '45', fees: '1550' });
    expect(result.values.volume).toBe('abc');
    expect(result.ok).toBe(false);
    expect(result.errors.volume).toBe('Enter the volume as a number of dollars, like 50000.');
  });

  it('over-long values are ignored rather than echoed', () => {
    const result = estimateFromSearchParams({ volume: '9'.repeat(200), ticket: '45', fees: '1550' });
    expect(result.values.volume).toBe('');
    expect(result.ok).toBe(false);
  });

  it('writes fees or rate as given, without rounding what the visitor typed', () => {
    const byFees = validateSavings(fees('50,000', '45.5', '1,550.25'), settings);
    const byRate = validateSavings(rate('50000', '45', '2.875'), settings);
    expect(byFees.ok && estimateToSearchParams(byFees.inputs).toString()).toBe('volume=50000&ticket=45.5&fees=1550.25');
    expect(byRate.ok && estimateToSearchParams(byRate.inputs).toString()).toBe('volume=50000&ticket=45&rate=2.875');
  });

  it('round-trips: the written query reproduces the estimate', () => {
    for (const values of [fees('12345.67', '18.5', '401.2'), rate('88000', '61', '2.65')]) {
      const first = validateSavings(values, settings);
      if (!first.ok) throw new Error('invalid');
      const again = estimateFromSearchParams(estimateToSearchParams(first.inputs));
      expect(again.ok && again.estimate).toEqual(first.estimate);
    }
  });

  it('the quote link always carries fees, derived to the cent from a rate', () => {
    const byFees = validateSavings(fees('50000', '45', '1550'), settings);
    expect(byFees.ok && quoteHref(byFees.inputs)).toBe('/contact-us?volume=50000&ticket=45&fees=1550');
    // 12,345 × 2.9% = 358.005 → $358.01 (half up, although the double is 358.00499…)
    const byRate = validateSavings(rate('12345', '30', '2.9'), settings);
    expect(byRate.ok && quoteHref(byRate.inputs)).toBe('/contact-us?volume=12345&ticket=30&fees=358.01');
    const simple = validateSavings(rate('20000', '45', '2.9'), settings);
    expect(simple.ok && quoteHref(simple.inputs)).toBe('/contact-us?volume=20000&ticket=45&fees=580');
  });
});

describe('quoteFromSearchParams', () => {
  it('reads the quote link’s estimate and ticks both interests', () => {
    const quote = quoteFromSearchParams(new URLSearchParams('volume=50000&ticket=45&fees=1550'), settings);
    expect(quote?.estimate).toEqual(estimateOf(fees('50000', '45', '1550')));
    expect(quote?.interests).toEqual(['merchant-services', 'cash-discount']);
  });

  it('accepts a Next.js searchParams record', () => {
    const quote = quoteFromSearchParams({ volume: '20000', ticket: '45', fees: '580', product: 'Clover' }, settings);
    expect(quote?.estimate.current.effectiveRate).toBeCloseTo(2.9, 10);
  });

  it('ticks only Merchant Services when dual pricing would not save', () => {
    // $20 of fees is below the $24.95 program fee.
    expect(quoteFromSearchParams({ volume: '1000', ticket: '25', fees: '20' }, settings)?.interests).toEqual([
      'merchant-services',
    ]);
  });

  it.each([
    ['no parameters', {}],
    ['a missing fees', { volume: '50000', ticket: '45' }],
    ['a rate instead of fees', { volume: '50000', ticket: '45', rate: '3.1' }],
    ['a non-numeric volume', { volume: '<script>', ticket: '45', fees: '1550' }],
    ['a zero ticket', { volume: '50000', ticket: '0', fees: '1550' }],
    ['fees above 25% of volume', { volume: '1000', ticket: '10', fees: '900' }],
  ])('returns null for %s', (_, params) => {
    expect(quoteFromSearchParams(params, settings)).toBeNull();
  });
});

describe('formatting (display time only)', () => {
  it('rounds half up to cents, ignoring binary noise, and never shows a negative zero', () => {
    expect(formatUsd(358.0049999999999)).toBe('$358.01');
    expect(formatPercent(2.4249999999999998)).toBe('2.43%');
    expect(formatUsd(1.004999)).toBe('$1.00');
    expect(formatUsd(1261.1111)).toBe('$1,261.11');
    expect(formatUsd(0.004)).toBe('$0.00');
    expect(formatUsd(-0.004)).toBe('$0.00');
    expect(formatPercent(2.52222)).toBe('2.52%');
  });

  // Amounts across the calculator's range and past it: whole, cents, halves, binary noise, negatives.
  const amounts = [
    0, 0.004, 0.005, 0.01, 0.5, 0.995, 1, 9.99, 10, 99.995, 999.5, 1000, 1234.5678, 12_345.675, 99_999.999,
  ];
  for (let value = 0.37; value < 2e9; value = value * 3.1 + 0.011) amounts.push(value);
  const signed = amounts.flatMap((value) => [value, -value]);

  it('writes dollars and cents exactly as Intl does for en-US', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const value of signed) {
      const cents = roundTo(value, 2);
      expect([value, formatUsd(value)]).toEqual([value, usd.format(cents === 0 ? 0 : cents)]);
    }
  });

  it('groups counts and whole-dollar limits exactly as toLocaleString does for en-US', () => {
    for (const value of amounts) {
      expect([value, formatCount(value)]).toEqual([value, Math.round(value).toLocaleString('en-US')]);
      expect([value, formatUsdWhole(value)]).toEqual([value, `$${value.toLocaleString('en-US')}`]);
    }
    expect(formatUsdWhole(settings.limits.maxVolume)).toBe('$10,000,000');
  });

  it('never asks Intl, whose first use in a page loads the locale data during hydration', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      jest.isolateModules(() => {
        // Loaded afresh, so that anything done when the module is evaluated is seen too.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const format = require('@/lib/savings/format') as typeof import('@/lib/savings/format');
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const rules = require('@/lib/savings/rules') as typeof import('@/lib/savings/rules');
        // The limits' messages are written when the figures are checked.
        rules.validateSavings(fees('99999999', '999999', '1'), settings);
        rules.validateSavings(rate('50000', '45', '99'), settings);
        for (const value of signed) {
          format.formatUsd(value);
          format.formatUsdWhole(value);
          format.formatCount(value);
          format.formatCents(value);
          format.formatPercent(value);
        }
      });
      expect(numberFormat).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      toLocaleString.mockRestore();
    }
  });
});

describe('the module', () => {
  // The calculator and the contact page's prefill run these files in the browser: no zod, and no way back.
  const dir = path.join(process.cwd(), 'lib', 'savings');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts'));
  const importsOf = (file: string) =>
    Array.from(fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^import [^;]*? from '([^']+)';/gm), (m) => m[1]);

  // Its settings come in as parameters: no content module and no loader (they read files), so it runs in
  // the browser and in proxy.ts (url-state.ts) on every request.
  // Besides them, only the site's one template filler (lib/editor/placeholders.ts: pure, it reads nothing),
  // which fills the figures into the messages of the page's language.
  it('imports only its own files: no content, no loader, never a schema library', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      for (const source of importsOf(file)) {
        const allowed = source!.startsWith('./') || source === '@/lib/editor/placeholders';
        expect({ file, source, allowed }).toEqual({
          file,
          source,
          allowed: true,
        });
      }
    }
  });

  it('has no import cycle: settings ← format ← estimate ← rules ← url-state ← prefill', () => {
    const order = ['settings.ts', 'format.ts', 'estimate.ts', 'rules.ts', 'url-state.ts', 'prefill.ts'];
    expect(files.toSorted()).toEqual(order.toSorted());
    order.forEach((file, index) => {
      const later = order.slice(index + 1).map((name) => `./${name.replace(/\.ts$/, '')}`);
      expect({ file, importsLater: importsOf(file).filter((source) => later.includes(source!)) }).toEqual({
        file,
        importsLater: [],
      });
    });
  });
});
