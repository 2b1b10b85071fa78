import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';

/**
 * The Spanish spell check (`npm run spell:check`, part of `npm test`): every
 * word a reader reads in content/es/ goes through Debian's hunspell with its
 * US Spanish dictionary (hunspell-es); a word it does not know fails the run,
 * named with its file, unless it is on the allow-list
 * (scripts/support/spanish-words.txt: brands, names, trade terms the
 * dictionary lacks). Addresses, codes, placeholders and Markdown link
 * targets are not words and are left out.
 */

/** Keys whose values are codes or addresses, not words. */
const codeKeys = new Set([
  ...['href', 'src', 'discriminant', 'id', 'system', 'category', 'slug', 'icon', 'tone', 'url', 'network', 'page'],
  ...['timeZone', 'cover', 'days', 'applicationCategory', 'operatingSystem', 'idPrefix'],
]);

function wordsOf(value: unknown, key = ''): string[] {
  // A list of codes (POS systems' keys, questions' ids): lower case and hyphens only.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' && /^[a-z0-9-]+$/.test(item))) return [];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k));
  if (typeof value !== 'string' || codeKeys.has(key)) return [];
  if (/^(\/|#|https?:|mailto:|tel:)/.test(value) || /^[^\s@]+@[^\s@]+$/.test(value)) return [];
  // A code in a list (a POS system's key, a question's id): lower case, hyphens, no spaces.
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value) || (/^[a-z0-9]+$/.test(value) && key === '')) return [];
  return [value];
}

/** The readable text of a Markdown body: no code, no link targets, no HTML, no addresses. */
function markdownText(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
}

/** The text to check of one content file. */
export function readableText(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const parts = file.endsWith('.md')
    ? (() => {
        const { data, content } = matter(text);
        return [...wordsOf(data), markdownText(content)];
      })()
    : wordsOf(YAML.parse(text));
  return parts
    .join('\n')
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ');
}

/** hunspell's unknown words of `text`, in order, each once. */
export function unknownWords(text: string, dictionary = 'es_US'): string[] {
  const out = execFileSync('hunspell', ['-d', dictionary, '-l'], { input: text, encoding: 'utf8' });
  return [...new Set(out.split('\n').filter(Boolean))];
}

export function allowList(file = path.join(process.cwd(), 'scripts', 'support', 'spanish-words.txt')): Set<string> {
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .sort();
}

/** Each file of `folder` with the words neither hunspell nor the allow-list knows. */
export function spellCheck(
  folder: string,
  allowed: ReadonlySet<string>,
): { files: number; problems: Map<string, string[]> } {
  const files = filesUnder(folder);
  const texts = files.map(readableText);
  const problems = new Map<string, string[]>();
  // Loading the dictionary is most of a hunspell run: all the files go through one run, a
  // line never spans two of them. Only when it finds an unknown word does each file get its own,
  // to name where that word is.
  const unknownAnywhere = unknownWords(texts.join('\n')).filter((word) => !allowed.has(word));
  if (unknownAnywhere.length === 0) return { files: files.length, problems };
  files.forEach((file, index) => {
    const unknown = unknownWords(texts[index]!).filter((word) => !allowed.has(word));
    if (unknown.length > 0) problems.set(file, unknown);
  });
  return { files: files.length, problems };
}
