/**
 * A content file that cannot be used, with every problem found in it, each
 * naming the field: `content/pages/faq.yaml: questions.3.id: "rates" is used
 * twice`. The build, the content check and the tests all fail with this
 * message, so the person who made the edit can find it.
 */
export class ContentError extends Error {
  override name = 'ContentError';

  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join('\n'));
  }
}

/** A problem at a field: 'questions.3.id: "rates" is used twice'. */
export function fieldProblem(field: readonly (string | number)[] | string, message: string): string {
  const at = typeof field === 'string' ? field : field.join('.');
  return at ? `${at}: ${message}` : message;
}

/**
 * Each value of a list that is used a second time, as a problem at the later
 * one: 'webinars.2.id: "pci" is used twice (also webinars.0.id)'.
 */
export function duplicateProblems(values: readonly string[], list: string, key?: string): string[] {
  const firstAt = new Map<string, number>();
  const at = (index: number) => (key ? [list, index, key] : [list, index]);
  return values.flatMap((value, index) => {
    const first = firstAt.get(value);
    if (first === undefined) {
      firstAt.set(value, index);
      return [];
    }
    return [fieldProblem(at(index), `"${value}" is used twice (also ${at(first).join('.')})`)];
  });
}

/** An article's or guide's address is its file name (/blog/1, /guides/pci-basics): lowercase words or numbers joined by dashes. */
export function addressProblems(slug: string): string[] {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
    ? []
    : [fieldProblem('title', `the address "${slug}" must be lowercase words joined by dashes`)];
}

/** A problem when a date field ('YYYY-MM-DD') does not name a day of the calendar ('2023-02-30' does not). */
export function dateProblems(isoDate: string | null | undefined, field: string): string[] {
  if (!isoDate) return [];
  const date = new Date(`${isoDate}T00:00:00Z`);
  const real = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(date.getTime());
  return real && date.toISOString().startsWith(isoDate) ? [] : [`${field}: ${isoDate} is not a date of the calendar`];
}

/**
 * The lines of a Keystatic reader error ('Invalid data for singleton "faq":'
 * then 'questions.3.answer: Must be a string' per problem), without the
 * first, which names the entry the way the schema does rather than its file.
 */
export function keystaticProblems(error: unknown): string[] {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 1 && lines[0]!.startsWith('Invalid data for ')) return lines.slice(1);
  return lines;
}

/** Throws one ContentError for a file when any problems were found. */
export function assertNoProblems(file: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new ContentError(file, problems);
}

/** Every load's result, or, when any failed, one error listing every failure's problems. */
export async function allOrCombinedError<T>(loads: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(loads);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length > 0) throw combinedError(failures);
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** Several loaders' errors as one, each message once (a file shared by two kinds fails both). */
export function combinedError(errors: readonly unknown[]): Error {
  const messages = [...new Set(errors.map((error) => (error instanceof Error ? error.message : String(error))))];
  return new Error(messages.join('\n'));
}
