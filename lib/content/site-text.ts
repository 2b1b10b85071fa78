import type { Site } from '@/lib/content/site';
import { timeZoneNames } from '@/lib/content/time-zones';

/**
 * How the business details read in copy: the address on one line, the
 * office hours as a sentence, a phone number for tel: links. Pure functions,
 * shared by the loaders, the pages and the tests.
 */

/** '(718) 555-0142' → '+17185550142'; undefined unless it is a US number. */
export function usE164(display: string): string | undefined {
  const digits = display.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

/** '09:00' → '9:00 AM', '14:00' → '2:00 PM'. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** 'America/New_York' → 'Eastern Time'. */
export function timeZoneName(timeZone: string): string {
  return timeZoneNames[timeZone as keyof typeof timeZoneNames] ?? timeZone;
}

/** The address on one line, as printed in the footer and on the contact page. */
export function formatAddress(address: Site['address']): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** 'open Monday – Friday 9:00 AM – 6:00 PM and Saturday 10:00 AM – 2:00 PM Eastern Time, and closed on Sunday'. */
export function officeHours({ hours, timeZone }: Pick<Site, 'hours' | 'timeZone'>): string {
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
  const open = hours.filter((row) => row.opens).map((row) => `${row.label} ${row.display}`);
  const closed = hours.filter((row) => !row.opens).map((row) => row.label);
  return `open ${list(open)} ${timeZoneName(timeZone)}${closed.length > 0 ? `, and closed on ${list(closed)}` : ''}`;
}
