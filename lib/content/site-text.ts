import type { Site } from '@/lib/content/site';
import { timeZoneNames } from '@/lib/editor/time-zones';

/**
 * How the business details read in copy: the address on one line, the
 * office hours as a sentence, a phone number for tel: links. Pure functions,
 * shared by the loaders, the pages and the tests.
 */

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
