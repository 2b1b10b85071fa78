/**
 * The business identity. This is the one place that names the company and
 * its contact details: header, footer, contact page, e-mails and every JSON-LD
 * block read it, so a change here changes the whole site.
 *
 * Phone numbers are in the fictional 555-01xx range.
 */

export interface Phone {
  /** As shown to people. */
  display: string;
  /** E.164, for tel: links and structured data. */
  e164: string;
}

export interface OpeningHours {
  /** Shown to people, e.g. 'Monday – Friday'. */
  label: string;
  /** schema.org day names covered by this row. */
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
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

export const site = {
  name: 'Queensboro Merchant Solutions',
  shortName: 'Queensboro',
  legalName: 'Queensboro Merchant Solutions LLC',
  tagline: 'Transparent, customer-focused merchant services',
  description:
    'Queensboro Merchant Solutions helps US businesses accept cards for less: transparent card processing, POS systems, dual pricing, payment gateways, gift and loyalty programs and AI fraud security, with no long-term contracts.',
  foundingYear: 2022,
  visionYear: 2028,
  phones: {
    sales: { display: '(718) 555-0142', e164: '+17185550142' },
    support: { display: '(718) 555-0147', e164: '+17185550147' },
  } satisfies Record<string, Phone>,
  emails: {
    support: 'support@queensboropayments.com',
    sales: 'sales@queensboropayments.com',
  },
  address: {
    street: '43-10 Crescent Street, Suite 1205',
    locality: 'Long Island City',
    region: 'NY',
    postalCode: '11101',
    country: 'US',
  },
  /** Used by the office map preview and the 'Open in Google Maps' link. */
  geo: { latitude: 40.7497, longitude: -73.9395 },
  timeZone: 'America/New_York',
  hours: [
    {
      label: 'Monday – Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
      display: '9:00 AM – 6:00 PM',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '10:00', closes: '14:00', display: '10:00 AM – 2:00 PM' },
    { label: 'Sunday', days: ['Sunday'], opens: null, closes: null, display: 'Closed' },
  ] satisfies OpeningHours[],
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/queensboropayments' },
    { network: 'x', label: 'X (Twitter)', url: 'https://x.com/queensboropay' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/queensboro-merchant-solutions' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/queensboropayments' },
  ] satisfies SocialProfile[],
} as const;

export type Site = typeof site;
