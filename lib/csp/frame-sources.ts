import { localePath, publishedLocales } from '../i18n/locales';

/**
 * The hosts a page may show in a frame. Only the contact page embeds anything:
 * the office map's Google Maps view (components/contact/office-map.tsx, loaded
 * when a visitor asks for it). Every other page sends no frame-src, which then
 * falls back to default-src 'self' (lib/security-headers.ts): the ~60 bytes
 * stay out of the headers of every other document, which travel with its first
 * round trip (e2e/budget.spec.ts).
 */
export const officeMapFrameSources: readonly string[] = ['https://www.google.com', 'https://maps.google.com'];

/** The contact page in every language (/contact-us, /es/contact-us). */
const officeMapPages: ReadonlySet<string> = new Set(
  publishedLocales.map((locale) => localePath('/contact-us', locale)),
);

/** The frame hosts of the page at `path` (no trailing slash), none for most pages. */
export function frameSourcesOf(path: string): readonly string[] {
  return officeMapPages.has(path) ? officeMapFrameSources : [];
}
