import { formatLongDate } from '@/lib/i18n/formats';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** 'April 12, 2023' ('12 de abril de 2023'), independent of the server's time zone. */
export function formatPostDate(isoDate: string, locale: Locale = defaultLocale): string {
  return formatLongDate(isoDate, locale);
}

/** Whether 'YYYY-MM-DD' names a day of the calendar ('2023-02-30' does not). */
export function isCalendarDate(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate);
}

/** A problem when a date field does not name a real day. */
export function dateProblems(isoDate: string | null | undefined, field: string): string[] {
  return isoDate && !isCalendarDate(isoDate) ? [`${field}: ${isoDate} is not a date of the calendar`] : [];
}
