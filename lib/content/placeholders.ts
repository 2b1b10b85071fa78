import { ContentError, fieldProblem } from '@/lib/content/errors';

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

const pattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The names of the placeholders a text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

function fill(text: string, tokens: Tokens, html: boolean, unknown: Set<string>): string {
  return text.replace(pattern, (whole, name: string) => {
    const token = tokens[name];
    if (!token) {
      unknown.add(name);
      return whole;
    }
    return html ? (token.html ?? escapeHtml(token.text)) : token.text;
  });
}

const describeUnknown = (names: Set<string>, tokens: Tokens) =>
  `unknown placeholder ${[...names].map((name) => `{{${name}}}`).join(', ')} (known: ${Object.keys(tokens)
    .map((name) => `{{${name}}}`)
    .join(', ')})`;

/**
 * Every string inside `value` with its placeholders filled; functions (the
 * reader's lazy Markdown bodies) and other values as they are. Throws one
 * ContentError listing each field with an unknown placeholder.
 */
export function fillPlaceholders<T>(value: T, tokens: Tokens, file: string): T {
  const problems: string[] = [];
  const walk = (node: unknown, at: (string | number)[]): unknown => {
    if (typeof node === 'string') {
      const unknown = new Set<string>();
      const filled = fill(node, tokens, false, unknown);
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

/** Fills the placeholders of rendered Markdown with each token's HTML. */
export function fillHtmlPlaceholders(html: string, tokens: Tokens, file: string, field = 'body'): string {
  const unknown = new Set<string>();
  const filled = fill(html, tokens, true, unknown);
  if (unknown.size > 0) throw new ContentError(file, [fieldProblem(field, describeUnknown(unknown, tokens))]);
  return filled;
}
