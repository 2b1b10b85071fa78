/** @jest-environment node */
import { fillPhrase } from '@/lib/content/phrase';

describe('fillPhrase', () => {
  it('puts each value in its place, as often as it appears', () => {
    expect(
      fillPhrase('Showing {count} of {total} articles, in {category}.', { count: 2, total: 6, category: 'Security' }),
    ).toBe('Showing 2 of 6 articles, in Security.');
    expect(fillPhrase('{n} and {n}', { n: 0 })).toBe('0 and 0');
  });

  it('throws on a placeholder with no value, rather than show braces', () => {
    expect(() => fillPhrase('Showing {count} articles', {})).toThrow(
      'No value for {count} in "Showing {count} articles"',
    );
  });
});
