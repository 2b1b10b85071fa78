import type { Site } from '@/lib/content/site';
import { timeZoneNames } from '@/lib/editor/time-zones';
import { hoursWords, spanishTimeZoneNames } from '@/lib/i18n/formats';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * How the business details read in copy: the address on one line, the
 * office hours as a sentence, a phone number for tel: links. Pure functions,
 * shared by the loaders, the pages and the tests.
 */

/** 'America/New_York' → 'Eastern Time' ('hora del Este'). */
export function timeZoneName(timeZone: string, locale: Locale = defaultLocale): string {
  if (locale === 'es') return spanishTimeZoneNames[timeZone] ?? timeZone;
  return timeZoneNames[timeZone as keyof typeof timeZoneNames] ?? timeZone;
}

/** The address on one line, as printed in the footer and on the contact page. */
export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** 'open Monday – Friday 9:00 AM – 6:00 PM and Saturday 10:00 AM – 2:00 PM Eastern Time, and closed on Sunday'. */
export function officeHours(
  { hours, timeZone }: Pick<Site, 'hours' | 'timeZone'>,
  locale: Locale = defaultLocale,
): string {
  const words = hoursWords[locale];
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} ${words.and} ${items.at(-1)}` : (items[0] ?? '');
  // Spanish writes days in lower case inside a sentence ('abierto lunes a viernes').
  const label = (text: string) => (locale === 'es' ? text.charAt(0).toLowerCase() + text.slice(1) : text);
  const open = hours.filter((row) => row.opens).map((row) => `${label(row.label)} ${row.display}`);
  const closed = hours.filter((row) => !row.opens).map((row) => label(row.label));
  const closedPart = closed.length > 0 ? `, ${words.closedOn} ${list(closed)}` : '';
  return `${words.open} ${list(open)} ${timeZoneName(timeZone, locale)}${closedPart}`;
}
