import { ContentError, fieldProblem } from '@/lib/content/errors';
import { fillTemplate } from '@/lib/editor/placeholders';
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

const texts = (tokens: Tokens) => Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, token.text]));

/**
 * Every string inside `value` with its facts filled in; functions (the
 * reader's lazy Markdown bodies) and other values as they are. Any other
 * `{{name}}` is a figure the code fills later: the schema's rule (the same
 * at Save and in the reader) has already refused a name the field does not
 * allow.
 */
export function fillPlaceholders<T>(value: T, tokens: Tokens): T {
  const values = texts(tokens);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return fillTemplate(node, values, () => {});
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
}

/** Fills the placeholders of rendered Markdown with each token's HTML; Markdown has no figures, so any other name is an error. */
export function fillHtmlPlaceholders(html: string, tokens: Tokens, file: string, field = 'body'): string {
  const values = Object.fromEntries(
    Object.entries(tokens).map(([name, token]) => [name, token.html ?? escapeHtml(token.text)]),
  );
  const unknown = new Set<string>();
  const filled = fillTemplate(html, values, (name) => unknown.add(name));
  if (unknown.size > 0)
    throw new ContentError(file, [
      fieldProblem(
        field,
        `unknown placeholder ${[...unknown].map((name) => `{{${name}}}`).join(', ')} (known: ${Object.keys(tokens)
          .map((name) => `{{${name}}}`)
          .join(', ')})`,
      ),
    ]);
  return filled;
}
