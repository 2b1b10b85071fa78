import { defaultLocale, localePath, type Locale } from '@/lib/i18n/locales';

/**
 * Where each page's Open Graph image is: one static PNG per route and
 * language, made by app/og/[slug]/route.tsx. A Spanish page's image is named
 * for its Spanish address ('/es/faq' -> /og/es--faq.png, '/es' -> /og/es.png),
 * so it never meets an English one.
 */

export function ogImagePath(path: string, locale: Locale = defaultLocale): string {
  return `/og/${ogSlug(path, locale)}.png`;
}

export function ogSlug(path: string, locale: Locale = defaultLocale): string {
  const address = localePath(path, locale);
  return address === '/' ? 'home' : address.slice(1).replaceAll('/', '--');
}
