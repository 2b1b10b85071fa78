import 'server-only';
import { getFormWords } from '@/lib/content/forms';
import { projectSource } from '@/lib/content/source';
import { defaultLocale, publishedLocales, type Locale } from '@/lib/i18n/locales';

/**
 * The language of a form post: the form says it (its `locale` field, which
 * every form of the site sends, hidden), the server guesses nothing from
 * headers. Left out, it is English (an API client, a page of an earlier
 * release); a value that is not a language of the site is refused.
 */

export type LocaleField = { ok: true; locale: Locale } | { ok: false; message: string };

export const localeField = 'locale';

export function readLocaleField(input: Record<string, unknown>): LocaleField {
  const value = input[localeField];
  if (value === undefined || value === '') return { ok: true, locale: defaultLocale };
  if (typeof value === 'string' && (publishedLocales as readonly string[]).includes(value))
    return { ok: true, locale: value as Locale };
  const shown =
    typeof value === 'string' ? `"${value.slice(0, 20)}"` : `a ${Array.isArray(value) ? 'list' : typeof value}`;
  return {
    ok: false,
    message: `Unknown locale ${shown}: send one of ${publishedLocales.map((locale) => `"${locale}"`).join(', ')}, or leave it out for English.`,
  };
}

export type FormWords = Awaited<ReturnType<typeof getFormWords>>;

const readOnce = new Map<Locale, Promise<FormWords>>();

/**
 * The words a form's answers are written in: Settings › Forms in that language.
 * Read once per process in production: reading and checking the files costs
 * about 2 ms of CPU, which every post paid (at 200 posts a second, half a
 * core), and a deployed site's content changes only with a new build. Under
 * `next dev` every post reads them again, so an edit shows at once.
 */
export function formWordsIn(locale: Locale): Promise<FormWords> {
  if (process.env.NODE_ENV !== 'production') return getFormWords(projectSource(locale));
  let words = readOnce.get(locale);
  if (!words) {
    words = getFormWords(projectSource(locale));
    readOnce.set(locale, words);
    // A failed read is not kept: the next post tries again.
    words.catch(() => readOnce.delete(locale));
  }
  return words;
}
