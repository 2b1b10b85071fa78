/** @jest-environment node */
import { checkContent } from '@/scripts/support/content-check';
import { getFacts, type Facts } from '@/lib/content/facts';
import { getSavingsCalculatorPage, type SavingsCalculatorPage } from '@/lib/content/savings-calculator';
import type { ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';
import { copyContent, loaderError, replace, type ContentCopy } from './support/content-copy';

/**
 * Our prices as the headline facts state them (content/settings/facts.yaml):
 * the starting rate and the dual pricing program, which the savings
 * calculator computes with and its copy quotes through placeholders; and the
 * calculator page (content/pages/savings-calculator.yaml): its words, its
 * example figures and limits, and the rules the schema cannot say.
 */

jest.setTimeout(30_000);

let copy: ContentCopy | undefined;
afterEach(() => {
  copy?.cleanup();
  copy = undefined;
});

let facts: Facts;
let page: SavingsCalculatorPage;
beforeAll(async () => {
  [facts, page] = await Promise.all([getFacts(), getSavingsCalculatorPage()]);
});

describe('the pricing facts', () => {
  it('are the published rate and the documented dual pricing program', async () => {
    const facts = await getFacts();
    expect(facts.rate).toEqual({ percent: 2.3, perTransaction: 0.1, label: '2.3% + 10¢' });
    expect(facts.dualPricing).toEqual({ adjustmentPercent: 3.5, monthlyFee: 24.95 });
  });

  it('give copy the rate, its two parts and the program’s figures as placeholders', async () => {
    const tokens = await getTokens();
    expect({
      rate: tokens.rate?.text,
      ratePercent: tokens.ratePercent?.text,
      ratePerTransaction: tokens.ratePerTransaction?.text,
      dualPricingAdjustment: tokens.dualPricingAdjustment?.text,
      dualPricingFee: tokens.dualPricingFee?.text,
    }).toEqual({
      rate: '2.3% + 10¢',
      ratePercent: '2.3%',
      ratePerTransaction: '10¢',
      dualPricingAdjustment: '3.5%',
      dualPricingFee: '$24.95',
    });
  });

  it('write a whole-dollar fee with its cents, and follow an edit of the facts', async () => {
    copy = copyContent();
    copy.edit('content/settings/facts.yaml', (text) =>
      replace(
        'monthlyFee: 24.95',
        'monthlyFee: 30',
      )(text)
        .replace('adjustmentPercent: 3.5', 'adjustmentPercent: 4')
        .replace('percent: 2.3', 'percent: 2.19')
        .replace('perTransactionCents: 10', 'perTransactionCents: 8'),
    );
    const tokens = await getTokens(copy.fresh());
    expect([
      tokens.ratePercent,
      tokens.ratePerTransaction,
      tokens.dualPricingAdjustment,
      tokens.dualPricingFee,
    ]).toEqual([{ text: '2.19%' }, { text: '8¢' }, { text: '4%' }, { text: '$30.00' }]);
  });
});

describe('the calculator page', () => {
  it('computes with the headline facts and its own limits and example figures', () => {
    expect(page.settings).toMatchObject({
      pricing: { rate: facts.rate, program: facts.dualPricing },
      limits: { maxVolume: 10_000_000, maxTicket: 100_000, maxEffectiveRate: 25 },
      defaults: { volume: 50_000, ticket: 45, fees: 1_550 },
    });
    expect(Object.keys(page.settings).sort()).toEqual(['defaults', 'limits', 'messages', 'pricing']);
  });

  it('states our prices as the facts do, with every placeholder filled', () => {
    const { copy: words, methodology } = page;
    expect(words.columns.ourRate.badge).toBe(`From ${facts.rate.label} per swiped sale`);
    expect(words.rows.perTransaction).toBe('sales × 10¢');
    expect(words.columns.dualPricing.badge).toBe(`${facts.dualPricing.adjustmentPercent}% non-cash adjustment`);
    expect(words.assumptions[0]).toMatch(/^Our rate is 2\.3% \+ 10¢ on every sale/);
    expect(words.assumptions[2]).toContain('the 3.5% non-cash adjustment');
    expect(words.assumptions[2]).toContain('plus a $24.95 monthly program fee');
    expect(methodology.steps.map((step) => step.title)).toEqual([
      'Your current cost',
      'At our rate',
      'With dual pricing',
    ]);
    expect(methodology.steps[1].text).toMatch(/^Card volume × 2\.3%, plus 10¢ for each transaction/);
    expect(methodology.steps[2].text).toContain('Your cost is the $24.95 monthly program fee.');
    // Only the step's number is left, for the page to fill as it numbers the steps.
    expect(page.methodology.stepName).toBe('Step {{number}}');
    // And the messages' slots ({{max}}, {{option}}…), which the calculator fills with the visitor's figures.
    const { messages, ...settings } = page.settings;
    expect(JSON.stringify({ ...page, settings, methodology: { ...page.methodology, stepName: '' } })).not.toContain(
      '{{',
    );
    expect(
      JSON.stringify(messages)
        .match(/\{\{\w+\}\}/g)
        ?.toSorted(),
    ).toEqual(
      [
        '{{max}}',
        '{{max}}',
        '{{max}}',
        '{{max}}',
        '{{effectiveRate}}',
        '{{ourEffectiveRate}}',
        '{{fee}}',
        '{{ticket}}',
        '{{perTransactionFee}}',
        '{{share}}',
        '{{percent}}',
        '{{option}}',
        '{{saving}}',
        '{{yearlySaving}}',
        '{{option}}',
      ].toSorted(),
    );
  });

  it('links to pages the site has, and closes with the statement analysis', () => {
    expect(page.methodology.learnMore.map((link) => link.href)).toEqual([
      '/guides/how-to-read-a-processing-statement',
      '/guides/dual-pricing-vs-surcharging',
    ]);
    // The exact figure needs the statement: the closing sends it to the statement review.
    expect(page.closing.actions.map((action) => action.href)).toEqual(['/statement-review', '/faq']);
  });
});

const PAGE = 'content/pages/savings-calculator.yaml';
const FACTS = 'content/settings/facts.yaml';

/** The calculator page's loader error for the content with these edits. */
const errorOf = (
  edits: Record<string, (text: string) => string>,
  load: (source: ContentSource) => Promise<unknown> = getSavingsCalculatorPage,
) => loaderError(load, edits);

describe('a bad edit of the calculator page fails, naming the file and the field', () => {
  it('an example figure beyond the calculator’s limit', async () => {
    expect(await errorOf({ [PAGE]: replace('  volume: 50000', '  volume: 20000000') })).toBe(
      `${PAGE}: defaults.volume: the calculator refuses it: "Enter a volume up to $10,000,000 a month; above that, ask us for custom pricing."`,
    );
  });

  it('a limit lowered below an example figure', async () => {
    expect(await errorOf({ [PAGE]: replace('maxTicket: 100000', 'maxTicket: 40') })).toBe(
      `${PAGE}: defaults.ticket: the calculator refuses it: "Enter an average ticket up to $40."`,
    );
  });

  it('example fees above the highest effective rate', async () => {
    // 25% of $50,000 is $12,500.
    expect(await errorOf({ [PAGE]: replace('  fees: 1550', '  fees: 12600') })).toBe(
      `${PAGE}: defaults.fees: the calculator refuses it: "That is more than 25% of your volume: check the total fees on your statement."`,
    );
  });

  it('example figures on which our rate saves nothing (the worked example states a saving)', async () => {
    // Our rate on $50,000 at $45 is $1,261.11 a month.
    expect(await errorOf({ [PAGE]: replace('  fees: 1550', '  fees: 1200') })).toBe(
      `${PAGE}: defaults: our rate costs $1,261.11 a month on these figures, not less than the $1,200.00 of today; the worked example needs a saving`,
    );
  });

  it('example figures on which dual pricing saves nothing', async () => {
    // $500 at $45 paying $20: our rate $11.50 + 11.11 × 10¢ = $12.61 saves; the $24.95 program fee does not.
    const message = await errorOf({
      [PAGE]: (text) => replace('  volume: 50000', '  volume: 500')(replace('  fees: 1550', '  fees: 20')(text)),
    });
    expect(message).toBe(
      `${PAGE}: defaults: dual pricing costs $24.95 a month on these figures, not less than the $20.00 of today; the worked example needs a saving`,
    );
  });

  it('a program fee raised in the headline facts above the example’s fees', async () => {
    // $20,000 at $45 paying $990 saves at our rate ($504.44) and, with a $24.95 fee, with dual pricing.
    const example = (text: string) =>
      replace('  volume: 50000', '  volume: 20000')(replace('  fees: 1550', '  fees: 990')(text));
    copy = copyContent();
    copy.edit(PAGE, example);
    await expect(getSavingsCalculatorPage(copy.source)).resolves.toBeDefined();
    copy.cleanup();
    expect(await errorOf({ [PAGE]: example, [FACTS]: replace('monthlyFee: 24.95', 'monthlyFee: 999.99') })).toBe(
      `${PAGE}: defaults: dual pricing costs $999.99 a month on these figures, not less than the $990.00 of today; the worked example needs a saving`,
    );
  });

  it('negative example fees (the schema’s rule)', async () => {
    expect(await errorOf({ [PAGE]: replace('  fees: 1550', '  fees: -1550') })).toBe(
      `${PAGE}: defaults.fees: Current monthly processing fees ($) must be at least 0`,
    );
  });

  it('a highest effective rate above 100% (the schema’s rule)', async () => {
    expect(await errorOf({ [PAGE]: replace('maxEffectiveRate: 25', 'maxEffectiveRate: 250') })).toBe(
      `${PAGE}: limits.maxEffectiveRate: Highest current effective rate (%) must be at most 100`,
    );
  });

  it('an icon the site does not have (the schema’s rule)', async () => {
    expect(await errorOf({ [PAGE]: replace('icon: badge-dollar', 'icon: dollar') })).toBe(
      `${PAGE}: methodology.steps.ourRate.icon: Must be a valid option`,
    );
  });

  it('a price typed as a placeholder that names no fact', async () => {
    const message = await errorOf({
      [PAGE]: replace('From {{rate}} per swiped sale', 'From {{ourRate}} per swiped sale'),
    });
    expect(message).toBe(
      `${PAGE}: calculator.columns.ourRate.badge: {{ourRate}} is not one of the site's facts. Check its spelling.`,
    );
  });

  it('a link under the steps to a page the site does not have', async () => {
    copy = copyContent();
    copy.edit(PAGE, replace('href: /guides/dual-pricing-vs-surcharging', 'href: /guides/surcharging'));
    await expect(checkContent(copy.source)).rejects.toThrow(
      `${PAGE}: methodology.learnMore.1.href: "/guides/surcharging" is not a page of this site`,
    );
  });
});
