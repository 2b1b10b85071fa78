/**
 * Fills a phrase from content: 'Showing {count} of {total} articles' with
 * { count: 2, total: 6 }. A placeholder without a value is a content error,
 * so it throws rather than print braces to visitors.
 */
export function fillPhrase(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${phrase}"`);
    return String(value);
  });
}
