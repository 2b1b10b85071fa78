import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, readSingleton, type ContentSource } from '@/lib/content/source';
import { timeZoneNames } from '@/lib/editor/time-zones';
import { hoursWords, spanishTimeZoneNames } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The business identity (content/settings/site.yaml): name, phones, e-mails,
 * address, hours, social profiles. Header, footer, contact page, e-mails and
 * every JSON-LD block read it, and copy quotes it through placeholders, so a
 * change there changes the whole site. Below it, how those details read in
 * copy (pure functions, shared by the loaders, the pages and the tests).
 */

/** '(718) 555-0142' → '+17185550142'; undefined unless it is a US number. */
function usE164(display: string): string | undefined {
  const digits = display.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

/** '09:00' → '9:00 AM', '14:00' → '2:00 PM'. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * The business identity as the schema shapes it, with each phone's E.164
 * form (for tel: links and structured data, from the digits shown) and each
 * row of hours as schema.org and people read it.
 */
export const getSite = perRequest(async (source: ContentSource) => {
  const { file, data } = await readSingleton(source, 'site');
  const problems: string[] = [];
  const phone = (key: 'sales' | 'support') => {
    const { display } = data.phones[key];
    const e164 = usE164(display);
    if (!e164)
      problems.push(fieldProblem(['phones', key, 'display'], `"${display}" is not a US phone number (ten digits)`));
    return { display, e164: e164 ?? '' };
  };
  const hours = data.hours.map((row, index) => {
    if (row.days.length === 0) problems.push(fieldProblem(['hours', index, 'days'], 'choose at least one day'));
    const open = row.open.discriminant ? row.open.value : null;
    if (open && open.opens >= open.closes)
      problems.push(
        fieldProblem(['hours', index, 'open'], `opens at ${open.opens}, after it closes at ${open.closes}`),
      );
    return {
      label: row.label,
      days: row.days,
      opens: open?.opens ?? null,
      closes: open?.closes ?? null,
      display: open ? `${clockTime(open.opens)} – ${clockTime(open.closes)}` : hoursWords[source.locale].closed,
    };
  });
  const site = {
    ...data,
    foundingYear: Number(data.foundingYear),
    visionYear: Number(data.visionYear),
    phones: { sales: phone('sales'), support: phone('support') },
    hours,
  };
  assertNoProblems(file, problems);
  return site;
});

export type Site = Awaited<ReturnType<typeof getSite>>;
export type Phone = Site['phones']['sales'];
export type OpeningHours = Site['hours'][number];
export type SocialProfile = Site['social'][number];

/** 'America/New_York' → 'Eastern Time' ('hora del Este'); the language is always named, so no page falls back to English. */
export function timeZoneName(timeZone: string, locale: Locale): string {
  if (locale === 'es') return spanishTimeZoneNames[timeZone] ?? timeZone;
  return timeZoneNames[timeZone as keyof typeof timeZoneNames] ?? timeZone;
}

/** The address on one line, as printed in the footer and on the contact page. */
export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** 'open Monday – Friday 9:00 AM – 6:00 PM and Saturday 10:00 AM – 2:00 PM Eastern Time, and closed on Sunday'. */
export function officeHours({ hours, timeZone }: Pick<Site, 'hours' | 'timeZone'>, locale: Locale): string {
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
