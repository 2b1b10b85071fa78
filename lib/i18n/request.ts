import { cache } from 'react';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The language of the page being rendered. A Spanish route (app/(es)) says
 * so first thing, in its layout, its page and its metadata; every loader
 * then reads the Spanish files without being told (lib/content/source.ts),
 * and so do the components that read content themselves (the header, the
 * page hero). React's cache() holds it for one request's render only, the
 * way it holds the loaders' results. Outside a render (scripts, tests,
 * route handlers) it is English unless a loader is given a source.
 */

const current = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export function requestLocale(): Locale {
  return current().locale;
}
