/**
 * The languages of the public site. English is the default and keeps its
 * addresses (/faq); every other language lives under its own prefix
 * (/es/faq) with the same slugs, and its words in content/<locale>/, a
 * mirror of content/ (docs/architecture.md, "Languages").
 */

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/**
 * The languages visitors and search engines are shown: the language switch,
 * hreflang and the business's `availableLanguage` name only these, and the
 * translation check (scripts/support/translation-check.ts) fails the build
 * on a gap in any of them. A language is added here together with its route
 * tree (app/(es) for Spanish) once every one of its files is translated;
 * until then its files are edited in the editor and the check lists what is
 * still missing.
 */
export const publishedLocales: readonly Locale[] = ['en'];

/** The BCP 47 tag of each language, for `<html lang>`, hreflang and `inLanguage`. */
export const languageTags = { en: 'en-US', es: 'es-US' } as const satisfies Record<Locale, string>;

/** What each language is called in itself: the words of the language switch link. */
export const languageNames = { en: 'English', es: 'Español' } as const satisfies Record<Locale, string>;

/** What each language is called in English: the business's `availableLanguage` in structured data. */
export const languageNamesInEnglish = { en: 'English', es: 'Spanish' } as const satisfies Record<Locale, string>;

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The folder holding a language's content files: 'content/' for English, 'content/es/' for Spanish. */
export function contentFolder(locale: Locale): string {
  return locale === defaultLocale ? 'content/' : `content/${locale}/`;
}

/** The address of `path` (an English address such as '/faq') in `locale`: '/es/faq', '/es' for '/'. */
export function localePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) return path;
  return /^\/(?=[?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language of an address and its English form: '/es/faq' -> es, '/faq'. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(path);
  if (match && isLocale(match[1]!) && match[1] !== defaultLocale)
    return {
      locale: match[1] as Locale,
      path: match[2] === '' ? '/' : match[2]!.startsWith('/') ? match[2]! : `/${match[2]}`,
    };
  return { locale: defaultLocale, path };
}

/**
 * A link in `locale`: '/faq' in Spanish is '/es/faq'. Content and code write
 * English addresses only; an address already in a language (the language
 * switch), a section (#…), a file (/illustrations/…svg), the API, an Open
 * Graph image or another site stays as it is.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  if (splitLocale(href).locale !== defaultLocale) return href;
  const path = href.replace(/[?#].*$/, '');
  if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/api/') || path.startsWith('/og/')) return href;
  return localePath(href, locale);
}
