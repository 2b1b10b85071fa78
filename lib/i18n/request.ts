import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { defaultLocale, localizedHref, type Locale } from '@/lib/i18n/locales';

/**
 * The language of the page being rendered. A Spanish route (app/(es)) wraps
 * its layout, page, metadata and static params in `inLocale('es', …)`;
 * every loader then reads the Spanish files without being told
 * (lib/content/source.ts), and so do the components that read content
 * themselves (the header, the page hero), which React renders after the
 * page function has returned. So the language is kept two ways:
 * - for the render of one request, in React's cache(), as the loaders'
 *   results are (the components rendered later read it there);
 * - for the call itself and what it awaits, in an AsyncLocalStorage
 *   (generateStaticParams runs outside any render, where cache() keeps
 *   nothing).
 * Outside both (scripts, tests, route handlers) it is English unless a
 * loader is given a source.
 */

const forRender = cache((): { locale: Locale } => ({ locale: defaultLocale }));
const forCall = new AsyncLocalStorage<Locale>();

export function requestLocale(): Locale {
  return forCall.getStore() ?? forRender().locale;
}

/** `fn` run in `locale`: for a route file of another language, around the English route's functions. */
export function inLocale<Args extends unknown[], Result>(
  locale: Locale,
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args: Args) => {
    forRender().locale = locale;
    return forCall.run(locale, () => fn(...args));
  };
}

/** A link of the page being rendered, in its language (localizedHref in lib/i18n/locales.ts). */
export function localHref(href: string): string {
  return localizedHref(href, requestLocale());
}
