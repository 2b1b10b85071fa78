import { placeholderNames, placeholderPattern, slotNames, type Slots } from '@/lib/editor/placeholders';

/**
 * The Save rules of the editor's text fields, each with a message that says
 * what is wrong with the text in hand, in the writer's words: the one
 * unknown `{{name}}` (and the known one it most looks like), a missing
 * `{{slot}}`, or the length, never a list of every rule.
 *
 * Keystatic 0.6.9's text field takes one `pattern` with a fixed message; its
 * check (`validateText` in @keystatic/core) calls `pattern.regex.test(text)`
 * and reads `pattern.message` straight after, on Save, under the field and in
 * the reader alike. So a rule here is a real RegExp whose `test` also notes
 * what is wrong with the text it was given, and whose `message` reads that
 * note. Which texts pass is decided by the regular expression alone.
 */
/** A search description's length, as search engines show it; the loaders check it again once placeholders are filled. */
export const DESCRIPTION_LENGTH = { min: 100, max: 170 } as const;

export interface TextRule {
  readonly regex: RegExp;
  readonly message: string;
}

const braces = (name: string) => `{{${name}}}`;
const nameIn = (names: readonly string[]) => `\\{\\{\\s*(?:${names.join('|')})\\s*\\}\\}`;
const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** A rule whose message explains the last text `regex.test` refused (`explain` is asked only for those). */
function explainedRule(regex: RegExp, explain: (text: string) => string): TextRule {
  let problem = '';
  const test = regex.test.bind(regex);
  regex.test = (text: string) => {
    const ok = test(text);
    problem = ok ? '' : explain(text);
    return ok;
  };
  return {
    regex,
    get message() {
      return problem;
    },
  };
}

/**
 * Edits (Levenshtein) that turn `a` into `b`; with `part`, into any part of
 * `b` ('phone' is 1 edit from part of 'salesPhone', 6 from all of it).
 */
function edits(a: string, b: string, part = false): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => (part ? 0 : j));
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return part ? Math.min(...row) : row[b.length]!;
}

/**
 * The known name a typo most looks like ('phonee': salesPhone), with how
 * many edits away it is, or undefined when none is close: among the names
 * the typo is within a third of its letters of part of, the nearest whole.
 */
export function closestName(typed: string, known: readonly string[]): { name: string; edits: number } | undefined {
  const word = typed.toLowerCase();
  let best: { name: string; edits: number } | undefined;
  for (const name of known) {
    const lower = name.toLowerCase();
    if (edits(word, lower, true) > Math.max(1, Math.floor(word.length / 3))) continue;
    const whole = edits(word, lower);
    if (!best || whole < best.edits) best = { name, edits: whole };
  }
  return best;
}

/** What is wrong with a text's `{{…}}` in a field with these slots, in the writer's words; '' when nothing is. */
function templateProblem(text: string, { must = [], may = [] }: Slots): string {
  const slots: readonly string[] = [...must, ...may];
  const known = [...placeholderNames, ...slots];
  for (const [, name = ''] of text.matchAll(placeholderPattern)) {
    if (known.includes(name)) continue;
    const closest = closestName(name, known);
    // A figure some other text has ({{count}}), unless a fact here is one letter from it ({{saving}}: {{savings}}).
    if ((slotNames as readonly string[]).includes(name) && !(closest && closest.edits <= 1)) {
      const here = listed(["the site's facts", ...slots.map(braces)]);
      return `${braces(name)} has no value in this text: only ${here} are filled in here.`;
    }
    const fact = slots.length === 0 ? "one of the site's facts" : 'a fact or a figure of this text';
    return `${braces(name)} is not ${fact}. ${closest ? `Did you mean ${braces(closest.name)}?` : 'Check its spelling.'}`;
  }
  const single = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)\}(?!\})/.exec(text);
  if (single) return `Write ${braces(single[1]!)} with two braces on each side: {${single[1]}} would show as written.`;
  const missing = must.filter((slot) => !new RegExp(nameIn([slot])).test(text));
  if (missing.length > 0) return `This text must contain ${listed(missing.map(braces))}: the site fills it in.`;
  return 'Check the braces: a fact is written with two on each side, as in {{salesPhone}}.';
}

/**
 * The Save rule of a text: every `{{…}}` names a fact or one of the field's
 * slots (spaces inside the braces allowed, as the filler allows them), each
 * slot it must hold is there, and no name is written in single braces
 * (`{count}`, the old syntax), which would reach a page as written.
 */
export function templateRule(slots: Slots = {}): TextRule {
  return explainedRule(templateRegex(slots), (text) => templateProblem(text, slots));
}

function templateRegex({ must = [], may = [] }: Slots): RegExp {
  const required = must.map((slot) => `(?=[\\s\\S]*${nameIn([slot])})`).join('');
  return new RegExp(
    `^${required}(?:[^{]|\\{(?!\\{|[A-Za-z][A-Za-z0-9]*\\})|${nameIn([...placeholderNames, ...must, ...may])})*$`,
  );
}

/**
 * A search description: 100–170 characters, and the template rule. A text
 * that quotes facts is counted once they are filled in (lib/content/page.ts),
 * so here only a text without {{placeholders}} is counted. A text refused for
 * a misspelt name is counted as written too: filling it (and so its count in
 * the loader) never comes, and the writer should hear of both at once.
 */
export function descriptionRule(): TextRule {
  const { min, max } = DESCRIPTION_LENGTH;
  const template = templateRegex({}).source.slice(1);
  const regex = new RegExp(`^(?=[\\s\\S]*\\{\\{|[\\s\\S]{${min},${max}}$)${template}`);
  return explainedRule(regex, (text) => {
    const length =
      text.length >= min && text.length <= max
        ? ''
        : `Search results show ${min}–${max} characters: this text has ${text.length}${text.includes('{{') ? ' as written' : ''}.`;
    if (!text.includes('{{') && length) return length;
    return [templateProblem(text, {}), length].filter(Boolean).join(' ');
  });
}
