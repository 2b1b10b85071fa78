'use client';

import { usePathname } from 'next/navigation';
import { languageNames, languageTags, localePath, splitLocale, type Locale } from '@/lib/i18n/locales';

/**
 * A plain link to the page being read in the other language (no redirect by
 * the browser's language, no script needed: it is in the prerendered HTML).
 * An article or guide written in one language only links to the other
 * language's blog list instead (`untranslated`, from the header).
 */
export function LanguageSwitch({
  to,
  untranslated,
  fallback,
  className,
}: {
  to: Locale;
  /** English addresses of this language's pages the other language has not. */
  untranslated: readonly string[];
  /** Where to go instead: the other language's blog list. */
  fallback: string;
  className?: string;
}) {
  const { path } = splitLocale(usePathname() ?? '/');
  const href = untranslated.includes(path) ? fallback : localePath(path, to);
  return (
    <a href={href} hrefLang={languageTags[to]} lang={languageTags[to]} className={className}>
      {languageNames[to]}
    </a>
  );
}
