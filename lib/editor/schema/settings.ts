import { fields, singleton } from '@keystatic/core';
import { choices, group, items, line, page, paragraph, rating } from '@/lib/editor/fields';
import { timeZoneNames } from '@/lib/editor/time-zones';

/**
 * Settings: the business identity and the headline facts. Each is written
 * here once; pages, e-mails, FAQ answers and structured data quote them
 * (copy with placeholders such as {{salesPhone}} or {{rate}}).
 */

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A text that must match `regex`; `message` says how, under the field. */
const matching = (label: string, regex: RegExp, message: string, description?: string) =>
  fields.text({ label, description, validation: { pattern: { regex, message } } });

const time = (label: string) =>
  matching(
    label,
    /^([01]\d|2[0-3]):[0-5]\d$/,
    'Use 24-hour time such as 09:00 or 18:00.',
    '24-hour time, e.g. 09:00 or 18:00.',
  );

// A year is written as text: Keystatic's number field would show 2022 as "2,022".
const year = (label: string, description: string) =>
  matching(label, /^(19|20|21)\d\d$/, 'A year, four digits, e.g. 2022.', description);

const email = (label: string) => matching(label, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Must be an e-mail address.');

/** A count the copy quotes: a whole number, at least 1. */
const count = (label: string) => fields.integer({ label, validation: { isRequired: true, min: 1 } });

/** A US phone number as people read it: ten digits, optionally after +1, in the usual groupings. */
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

const phone = (label: string) =>
  group(label, {
    display: fields.text({
      label: 'Number',
      description: 'As people should read it, e.g. (718) 555-0142. A US number: ten digits.',
      validation: {
        isRequired: true,
        pattern: { regex: US_PHONE, message: 'A US number: ten digits, e.g. (718) 555-0142.' },
      },
    }),
  });

export const site = singleton({
  label: 'Business details',
  path: 'content/settings/site',
  format: { data: 'yaml' },
  schema: {
    name: line('Business name', 'As shown in titles, the footer and search results.'),
    shortName: line('Short name', 'How copy refers to the business: {{shortName}}.'),
    legalName: line('Legal name', 'In the legal pages: {{legalName}}.'),
    tagline: line('Tagline'),
    description: paragraph('Description', {
      description: 'One or two sentences: the footer and the default description for search engines.',
      min: 50,
    }),
    foundingYear: year('Year founded', '{{foundingYear}} in the copy.'),
    visionYear: year('Vision year', 'The year of the "Our Vision" statement on the About page: {{visionYear}}.'),
    phones: group('Phone numbers', {
      sales: phone('Sales phone ({{salesPhone}})'),
      support: phone('Support phone ({{supportPhone}})'),
    }),
    emails: group('E-mail addresses', {
      support: email('Support e-mail ({{supportEmail}})'),
      sales: email('Sales e-mail ({{salesEmail}})'),
    }),
    address: group('Office address ({{address}})', {
      street: line('Street and suite'),
      locality: line('City ({{city}})'),
      region: line('State', 'Two letters, e.g. NY.'),
      postalCode: line('ZIP code'),
      country: line('Country code', 'Two letters, e.g. US.'),
    }),
    geo: group('Map position', 'Where the office map and the "Open in Google Maps" link point.', {
      latitude: fields.number({ label: 'Latitude', validation: { isRequired: true, min: -90, max: 90 } }),
      longitude: fields.number({ label: 'Longitude', validation: { isRequired: true, min: -180, max: 180 } }),
    }),
    timeZone: fields.select({
      label: 'Time zone of the office',
      options: Object.entries(timeZoneNames).map(([value, label]) => ({ label, value })),
      defaultValue: 'America/New_York',
    }),
    hours: items(
      'Opening hours ({{hours}})',
      {
        label: line('Days', 'As shown, e.g. Monday – Friday.'),
        days: fields.multiselect({
          label: 'Which days',
          options: weekDays.map((day) => ({ label: day, value: day })),
        }),
        open: fields.conditional(fields.checkbox({ label: 'Open on these days', defaultValue: true }), {
          true: fields.object({ opens: time('Opens'), closes: time('Closes') }),
          false: fields.empty(),
        }),
      },
      { name: 'label', empty: 'New row' },
    ),
    social: items(
      'Social profiles',
      {
        network: fields.select({
          label: 'Network',
          options: choices({ facebook: 'Facebook', x: 'X (Twitter)', linkedin: 'LinkedIn', instagram: 'Instagram' }),
          defaultValue: 'facebook',
        }),
        label: line('Name shown'),
        url: fields.url({ label: 'Profile address', validation: { isRequired: true } }),
      },
      { name: 'label', empty: 'New profile', min: 0 },
    ),
  },
});

export const facts = singleton({
  label: 'Headline facts',
  path: 'content/settings/facts',
  format: { data: 'yaml' },
  schema: {
    rate: group(
      'Starting rate ({{rate}}; its parts {{ratePercent}} and {{ratePerTransaction}})',
      'Card-present processing, per swiped, dipped or tapped sale. The savings calculator uses it too.',
      {
        percent: fields.number({
          label: 'Percent of each sale',
          description: '2.3 means 2.3%.',
          step: 0.01,
          validation: { isRequired: true, min: 0, max: 10 },
        }),
        perTransactionCents: fields.integer({
          label: 'Cents per transaction',
          validation: { isRequired: true, min: 0, max: 100 },
        }),
      },
    ),
    dualPricing: group(
      'Dual pricing / cash discount program',
      'The savings calculator compares it with the merchant’s current cost.',
      {
        adjustmentPercent: fields.number({
          label: 'Non-cash adjustment card customers pay, in percent ({{dualPricingAdjustment}})',
          description: '3.5 means 3.5% of the cash price. It covers the processing of their card sale.',
          step: 0.01,
          validation: { isRequired: true, min: 0.01, max: 10 },
        }),
        monthlyFee: fields.number({
          label: 'Monthly program fee the merchant pays, in dollars ({{dualPricingFee}})',
          description: 'Dollars and cents, e.g. 24.95.',
          step: 0.01,
          validation: { isRequired: true, min: 0, max: 1000 },
        }),
      },
    ),
    savings: group('Average savings of merchants who switch ({{savings}})', {
      from: fields.integer({ label: 'From (%)', validation: { isRequired: true, min: 0, max: 100 } }),
      to: fields.integer({ label: 'To (%)', validation: { isRequired: true, min: 0, max: 100 } }),
    }),
    offerCredit: fields.integer({
      label: 'Switching credit in dollars ({{offerCredit}})',
      description: 'The credit toward processing fees offered to merchants who switch.',
      validation: { isRequired: true, min: 0 },
    }),
    merchantSetup: line('Merchant account set-up time ({{merchantSetup}})', 'e.g. 1–2 business days'),
    posSetup: line('POS installation time ({{posSetup}})', 'e.g. 3–7 days'),
    posSolutions: count('POS solutions we work with ({{posSolutions}})'),
    merchantsServed: count('Merchants served ({{merchantsServed}})'),
    processedPerYearMillions: count(
      'Card volume processed per year, in millions of dollars ({{processedPerYear}}, {{processedPerYearShort}})',
    ),
    uptime: line('Platform uptime ({{uptime}})', 'e.g. 99.99%'),
  },
});

export const structuredData = singleton({
  label: 'Search engine details',
  path: 'content/settings/structured-data',
  format: { data: 'yaml' },
  schema: {
    areaServed: group('Where the business sells', {
      name: line('Country name'),
      code: line('Country code', 'Two letters, e.g. US.'),
    }),
    contactPoints: group('What each phone line is for', {
      sales: line('Sales line is for'),
      support: line('Support line is for'),
    }),
    priceRange: line('Price range', 'As search engines show it, e.g. $$.'),
    businessRating: rating('Rating of the business'),
    homeServices: fields.array(
      fields.object({
        page: page('Page that sells the service'),
        serviceType: line('Kind of service'),
        rating: fields.conditional(fields.checkbox({ label: 'Has a rating', defaultValue: false }), {
          true: rating('Rating'),
          false: fields.empty(),
        }),
      }),
      { label: 'Services the home page offers', itemLabel: (props) => props.fields.serviceType.value },
    ),
    catalogueName: line('Name of the POS catalogue list'),
    blogName: line('Name of the blog'),
    calculator: group('The savings calculator', {
      applicationCategory: line('Application category'),
      operatingSystem: line('Runs on'),
      browserRequirements: line('Needs'),
    }),
  },
});
