import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, readSingleton, type ContentSource } from '@/lib/content/source';
import { clockTime, usE164 } from '@/lib/content/us-formats';

/**
 * The business identity (content/settings/site.yaml): name, phones, e-mails,
 * address, hours, social profiles. Header, footer, contact page, e-mails and
 * every JSON-LD block read it, and copy quotes it through placeholders, so a
 * change there changes the whole site.
 */

export interface Phone {
  /** As shown to people. */
  display: string;
  /** E.164, for tel: links and structured data; derived from the digits of `display`. */
  e164: string;
}

export type WeekDay = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  /** Shown to people, e.g. 'Monday – Friday'. */
  label: string;
  /** schema.org day names covered by this row. */
  days: readonly WeekDay[];
  /** 24-hour 'HH:MM', or null when closed. */
  opens: string | null;
  closes: string | null;
  /** Shown to people, e.g. '9:00 AM – 6:00 PM' or 'Closed'. */
  display: string;
}

export interface SocialProfile {
  network: 'facebook' | 'x' | 'linkedin' | 'instagram';
  label: string;
  url: string;
}

export interface Site {
  name: string;
  shortName: string;
  legalName: string;
  tagline: string;
  description: string;
  foundingYear: number;
  visionYear: number;
  phones: { sales: Phone; support: Phone };
  emails: { support: string; sales: string };
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  /** Used by the office map preview and the 'Open in Google Maps' link. */
  geo: { latitude: number; longitude: number };
  timeZone: string;
  hours: readonly OpeningHours[];
  social: readonly SocialProfile[];
}

/** The business identity, read once (see memo.ts). */
export const getSite = perRequest(async (source: ContentSource): Promise<Site> => {
  const { file, data } = await readSingleton(source, 'site');
  const problems: string[] = [];
  const phone = (key: 'sales' | 'support'): Phone => {
    const { display } = data.phones[key];
    const e164 = usE164(display);
    if (!e164)
      problems.push(fieldProblem(['phones', key, 'display'], `"${display}" is not a US phone number (ten digits)`));
    return { display, e164: e164 ?? '' };
  };
  const hours = data.hours.map((row, index): OpeningHours => {
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
      display: open ? `${clockTime(open.opens)} – ${clockTime(open.closes)}` : 'Closed',
    };
  });
  const site: Site = {
    name: data.name,
    shortName: data.shortName,
    legalName: data.legalName,
    tagline: data.tagline,
    description: data.description,
    foundingYear: Number(data.foundingYear),
    visionYear: Number(data.visionYear),
    phones: { sales: phone('sales'), support: phone('support') },
    emails: { support: data.emails.support, sales: data.emails.sales },
    address: { ...data.address },
    geo: { latitude: data.geo.latitude, longitude: data.geo.longitude },
    timeZone: data.timeZone,
    hours,
    social: data.social.map((profile) => ({ ...profile })),
  };
  assertNoProblems(file, problems);
  return site;
});
