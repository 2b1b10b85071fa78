/** @jest-environment node */
import { loadAllContent } from '@/lib/content/all';
import { copyContent, type ContentCopy } from './support/content-copy';

/**
 * A fact is edited once: change it in Settings and every page, FAQ answer,
 * article and legal text that states it follows, and the old value is
 * nowhere left (the copy quotes it through placeholders).
 */

jest.setTimeout(30_000);

let copy: ContentCopy;
beforeEach(() => {
  copy = copyContent();
});
afterEach(() => copy.cleanup());

const everything = async () => JSON.stringify(await loadAllContent(copy.fresh()));
const count = (text: string, part: string) => text.split(part).length - 1;

it('the sales phone number, changed in the business details, changes everywhere it is stated', async () => {
  const before = await everything();
  expect(count(before, '(718) 555-0142')).toBeGreaterThan(3);
  expect(count(before, '+17185550142')).toBeGreaterThan(1);

  copy.edit('content/settings/site.yaml', (text) => text.replace('display: (718) 555-0142', 'display: (212) 555-0199'));
  const after = await everything();
  expect(count(after, '(718) 555-0142')).toBe(0);
  expect(count(after, '+17185550142')).toBe(0);
  expect(count(after, '(212) 555-0199')).toBe(count(before, '(718) 555-0142'));
  expect(count(after, '+12125550199')).toBe(count(before, '+17185550142'));
});

it('the starting rate, changed in the headline facts, changes in every text that states it', async () => {
  const before = await everything();
  expect(count(before, '2.3% + 10¢')).toBeGreaterThan(3);

  copy.edit('content/settings/facts.yaml', (text) =>
    text.replace('percent: 2.3', 'percent: 2.19').replace('perTransactionCents: 10', 'perTransactionCents: 8'),
  );
  const after = await everything();
  expect(count(after, '2.3% + 10¢')).toBe(0);
  expect(count(after, '2.19% + 8¢')).toBe(count(before, '2.3% + 10¢'));
});

it('the dual pricing program, changed in the headline facts, changes in every text that states it', async () => {
  const before = await everything();
  expect(count(before, '$24.95')).toBeGreaterThan(1);
  expect(count(before, '3.5%')).toBeGreaterThan(1);

  copy.edit('content/settings/facts.yaml', (text) =>
    text.replace('adjustmentPercent: 3.5', 'adjustmentPercent: 3.99').replace('monthlyFee: 24.95', 'monthlyFee: 19.5'),
  );
  const after = await everything();
  expect([count(after, '$24.95'), count(after, '3.5%')]).toEqual([0, 0]);
  expect(count(after, '$19.50')).toBe(count(before, '$24.95'));
  expect(count(after, '3.99%')).toBe(count(before, '3.5%'));
});
