import { ContentError, fieldProblem } from '@/lib/content/errors';
import { fillTemplate, slotNames } from '@/lib/editor/placeholders';
import { escapeHtml } from '@/lib/escape-html';

/**
 * Placeholders: a fact written once (in Settings) and quoted anywhere in the
 * copy as `{{name}}`: 'Call {{salesPhone}}', 'from {{rate}} per swiped
 * sale'. Loaders fill them as they read a file; a placeholder that names no
 * fact fails with the file and the field, so a typo never reaches a page.
 *
 * A token has plain text (copy, attributes, JSON-LD) and may have HTML for
 * Markdown documents, where an e-mail address or phone number becomes a link.
 */

export interface Token {
  text: string;
  /** For rendered Markdown: defaults to the escaped text. */
  html?: string;
}

export type Tokens = Readonly<Record<string, Token>>;

const describeUnknown = (names: Set<string>, tokens: Tokens) =>
  `unknown placeholder ${[...names].map((name) => `{{${name}}}`).join(', ')} (known: ${Object.keys(tokens)
    .map((name) => `{{${name}}}`)
    .join(', ')})`;

/**
 * Every string inside `value` with its facts filled in; functions (the
 * reader's lazy Markdown bodies) and other values as they are. A slot
 * (lib/editor/placeholders.ts slotNames) is left for the code that knows its
 * figure: the schema's rule, at Save and in the reader, allows each field
 * only its own. Any other name, in a text the rule does not cover (a title
 * that names a file), is one ContentError listing each field.
 */
export function fillPlaceholders<T>(value: T, tokens: Tokens, file: string): T {
  const values = Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, token.text]));
  const problems: string[] = [];
  const walk = (node: unknown, at: (string | number)[]): unknown => {
    if (typeof node === 'string') {
      const unknown = new Set<string>();
      const filled = fillTemplate(node, values, (name) => {
        if (!(slotNames as readonly string[]).includes(name)) unknown.add(name);
      });
      if (unknown.size > 0) problems.push(fieldProblem(at, describeUnknown(unknown, tokens)));
      return filled;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...at, index]));
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child, [...at, key])]));
    return node;
  };
  const result = walk(value, []) as T;
  if (problems.length > 0) throw new ContentError(file, problems);
  return result;
}

/** Fills the placeholders of rendered Markdown with each token's HTML; Markdown has no figures, so any other name is an error. */
export function fillHtmlPlaceholders(html: string, tokens: Tokens, file: string, field = 'body'): string {
  const values = Object.fromEntries(
    Object.entries(tokens).map(([name, token]) => [name, token.html ?? escapeHtml(token.text)]),
  );
  const unknown = new Set<string>();
  const filled = fillTemplate(html, values, (name) => unknown.add(name));
  if (unknown.size > 0) throw new ContentError(file, [fieldProblem(field, describeUnknown(unknown, tokens))]);
  return filled;
}
