import fs from 'node:fs/promises';
import { combinedError, ContentError, fieldProblem } from '@/lib/content/errors';
import { markdownBody } from '@/lib/content/markdown';
import {
  absolutePath,
  contentSource,
  readCollection,
  readSingleton,
  singletonFile,
  type CollectionKey,
  type ContentSource,
  type SingletonKey,
} from '@/lib/content/source';
import { collections, singletons } from '@/lib/editor/schema';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Whether a language's files (content/es/) translate the English ones
 * (content/), run with the content check before every build
 * (scripts/check-content.ts). Refused, each naming the file and the field:
 * - a page or a setting with no file in that language;
 * - an empty value where English has one;
 * - a value still identical to the English one, unless it is a name (brand
 *   and product names stay as they are), a number, an address or a code, or
 *   listed in `sameAsEnglish` below;
 * - other {{placeholders}} than the English value's (a fact is stated once,
 *   in English's files, and filled into both);
 * - a different number of items in a list, or a different number, date,
 *   choice or switch (those are facts, not words).
 * An article, guide or blog category may exist in one language only: the
 * other language's lists, sitemap and hreflang simply leave it out.
 */

const sharedSingletons = new Set<string>(['facts']);

/** A value that is not words: an address, a path, an anchor, a code, a number in a string, a date. */
function isCode(value: string): boolean {
  return (
    /^(\/|#|https?:|mailto:|tel:)/.test(value) ||
    /^[\w-]+$/.test(value) ||
    /^[A-Za-z_]+\/[A-Za-z_/]+$/.test(value) || // a time zone, America/New_York
    /^[^\s@]+@[^\s@]+$/.test(value) ||
    value.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[\s\p{P}\p{S}]/gu, '') === '' ||
    /^[\d\s.,:%$+\-–/()]+$/.test(value) ||
    /^\d{4}-\d{2}-\d{2}/.test(value)
  );
}

/** Names stay as they are: every word a capitalised name, a number or an abbreviation ("Clover Station", "PAX A920"). */
function isName(value: string): boolean {
  const words = value.split(/[\s/&+,:·–-]+/).filter(Boolean);
  return words.length > 0 && words.length <= 6 && words.every((word) => /^\(?[\p{Lu}\d][\p{L}\d.'’®™()]*$/u.test(word));
}

const placeholders = (value: string) =>
  [...value.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g)]
    .map((match) => match[1] ?? match[2])
    .sort()
    .join(', ');

export interface TranslationRules {
  /** Exact values allowed to stay as in English. */
  sameAsEnglish: ReadonlySet<string>;
}

/** The problems of one translated value against its English one, by field path. */
export function translationProblems(english: unknown, translated: unknown, rules: TranslationRules, at = ''): string[] {
  const here = (problem: string) => [fieldProblem(at || '(file)', problem)];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return here('should be a list, as in English');
    if (translated.length !== english.length)
      return here(`has ${translated.length} items where English has ${english.length}`);
    return english.flatMap((item, i) => translationProblems(item, translated[i], rules, at ? `${at}.${i}` : `${i}`));
  }
  if (english && typeof english === 'object' && !(english instanceof Date)) {
    if (!translated || typeof translated !== 'object') return here('is missing');
    const record = translated as Record<string, unknown>;
    return Object.entries(english).flatMap(([key, value]) =>
      translationProblems(value, record[key], rules, at ? `${at}.${key}` : key),
    );
  }
  if (typeof english === 'string' && typeof translated === 'string') {
    if (english.trim() !== '' && translated.trim() === '') return here('is empty: translate the English value');
    if (placeholders(english) !== placeholders(translated))
      return here(
        `has the placeholders [${placeholders(translated)}] where English has [${placeholders(english)}]: ` +
          'keep each one, in the place the sentence needs it',
      );
    if (
      english === translated &&
      english.trim() !== '' &&
      !isCode(english) &&
      !isName(english) &&
      !rules.sameAsEnglish.has(english)
    )
      return here(`is still the English text ("${english.slice(0, 60)}"): translate it`);
    return [];
  }
  // The body of an article: a function that reads it (compared as text by bodyProblems).
  if (typeof english === 'function') return [];
  const same =
    english instanceof Date && translated instanceof Date
      ? english.getTime() === translated.getTime()
      : Object.is(english, translated) || (english == null && translated == null);
  return same
    ? []
    : here(`is ${JSON.stringify(translated)} where English has ${JSON.stringify(english)}: facts are the same in both`);
}

async function bodyProblems(english: ContentSource, translated: ContentSource, file: { en: string; other: string }) {
  const [en, other] = await Promise.all([
    fs.readFile(absolutePath(english, file.en), 'utf8'),
    fs.readFile(absolutePath(translated, file.other), 'utf8'),
  ]);
  const [enBody, otherBody] = [markdownBody(en).trim(), markdownBody(other).trim()];
  if (otherBody === '') return [fieldProblem('body', 'is empty: translate the English text')];
  if (otherBody === enBody) return [fieldProblem('body', 'is still the English text: translate it')];
  if (placeholders(enBody) !== placeholders(otherBody))
    return [
      fieldProblem(
        'body',
        `has the placeholders [${placeholders(otherBody)}] where English has [${placeholders(enBody)}]`,
      ),
    ];
  return [];
}

/**
 * Values that stay as in English although they are not names, numbers or
 * addresses (the check lets those through by itself): empty so far.
 */
const sameAsEnglish: ReadonlySet<string> = new Set();

/** Checks every file of `locale` against English under `root`; rejects with every problem, each naming file and field. */
export async function checkTranslation(locale: Locale, root: string = process.cwd()): Promise<{ files: number }> {
  if (locale === defaultLocale) return { files: 0 };
  const english = contentSource(root, defaultLocale);
  const translated = contentSource(root, locale);
  const rules = { sameAsEnglish };
  const errors: ContentError[] = [];
  let files = 0;
  const compare = async (
    file: string,
    englishData: unknown,
    data: unknown,
    markdown?: { en: string; other: string },
  ) => {
    files += 1;
    const problems = [
      ...translationProblems(englishData, data, rules),
      ...(markdown ? await bodyProblems(english, translated, markdown) : []),
    ];
    if (problems.length > 0) errors.push(new ContentError(file, problems));
  };

  for (const key of Object.keys(singletons) as SingletonKey[]) {
    if (sharedSingletons.has(key)) continue;
    const [en, other] = await Promise.allSettled([readSingleton(english, key), readSingleton(translated, key)]);
    if (en.status === 'rejected') continue; // English's own problems are the content check's to report.
    if (other.status === 'rejected') {
      const file = singletonFile(key, locale);
      const missing = String(other.reason).includes('the file is missing');
      errors.push(
        missing
          ? new ContentError(file, [`missing: the ${locale} version of ${en.value.file}`])
          : (other.reason as ContentError),
      );
      continue;
    }
    await compare(
      other.value.file,
      en.value.data,
      other.value.data,
      other.value.file.endsWith('.md') ? { en: en.value.file, other: other.value.file } : undefined,
    );
  }
  for (const key of Object.keys(collections) as CollectionKey[]) {
    const [en, other] = await Promise.all([readCollection(english, key), readCollection(translated, key)]);
    for (const entry of other) {
      const twin = en.find((candidate) => candidate.slug === entry.slug);
      if (!twin) continue; // Written in this language only: allowed.
      await compare(
        entry.file,
        twin.data,
        entry.data,
        entry.file.endsWith('.md') ? { en: twin.file, other: entry.file } : undefined,
      );
    }
  }
  if (errors.length > 0) throw combinedError(errors);
  return { files };
}
