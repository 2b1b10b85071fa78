import { fields, singleton } from '@keystatic/core';
import { line, list, paragraph, PLACEHOLDER_HINT } from '@/lib/editor/fields';
import type { PartnerProgramId } from '@/lib/editor/partner-programs';

/**
 * The words of the site's forms: the contact form (and what its address may
 * preselect: a product, a partner program), the newsletter sign-up and the
 * label of their hidden trap field.
 */

const toast = (label: string) => fields.object({ title: line('Title'), description: paragraph('Text') }, { label });

/** A partner program: its name in the message ("I'd like to learn more about your …") and the form's heading. */
const program = (label: string, id: PartnerProgramId) =>
  fields.object(
    { name: line('Name', { description: 'e.g. "Reseller Program"' }), heading: line('Heading of the form') },
    { label, description: `Chosen by a link to /contact-us?partner=${id}` },
  );

/** Every program of lib/editor/partner-programs.ts (the type says so); the Partners page's cards link to them. */
const partnerPrograms = fields.object(
  {
    reseller: program('Reseller program', 'reseller'),
    referral: program('Referral program', 'referral'),
    integration: program('Integration partner program', 'integration'),
  } satisfies Record<PartnerProgramId, unknown>,
  { label: 'Partner programs', description: 'The Partners page links to the contact form with one of these chosen.' },
);

export const forms = singleton({
  label: 'Forms',
  path: 'content/settings/forms',
  format: { data: 'yaml' },
  schema: {
    honeypotLabel: line('Label of the hidden trap field', {
      description: 'Read only by screen readers that reach it and by bots; people are asked to leave it empty.',
    }),
    contact: fields.object(
      {
        heading: line('Heading', { description: 'Pages may give the form a heading of their own.' }),
        intro: paragraph('Text under the heading'),
        fields: fields.object(
          {
            name: line('Name'),
            business: line('Business name'),
            email: line('E-mail'),
            phone: line('Phone'),
            message: line('Message'),
          },
          { label: 'Labels of the fields', description: 'Required fields get a red asterisk (say so in the text).' },
        ),
        interestsLegend: line('Heading of the interests'),
        submit: line('Button'),
        sending: line('Button while sending'),
        success: toast('Message after sending'),
        failure: toast('Message when sending failed'),
        files: fields.object(
          {
            label: line('Label of the file field'),
            hint: paragraph('Text under the file field', {
              description: 'What may be sent. {{maxFiles}}, {{maxFileMb}} and {{maxTotalMb}} are the limits.',
              slots: { must: [], may: ['maxFiles', 'maxFileMb', 'maxTotalMb'] },
            }),
            remove: line('Button that removes a chosen file', {
              description: '{{file}} is the file’s name.',
              slots: { must: ['file'] },
            }),
            tooMany: line('Too many files', { description: '{{maxFiles}}', slots: { must: [], may: ['maxFiles'] } }),
            tooBig: line('One file too large', {
              description: '{{file}}, {{maxFileMb}}',
              slots: { must: ['file'], may: ['maxFileMb'] },
            }),
            tooBigTotal: line('All files too large', {
              description: '{{maxTotalMb}}',
              slots: { must: [], may: ['maxTotalMb'] },
            }),
            badType: line('A file of another kind', { description: '{{file}}', slots: { must: ['file'] } }),
            uploading: line('Label of the upload progress bar', {
              description: '{{percent}} is how much is sent.',
              slots: { must: ['percent'] },
            }),
          },
          { label: 'Statement files (optional field)' },
        ),
      },
      { label: 'Contact form' },
    ),
    contactProducts: list('Products a contact link may name', {
      itemLabel: 'Product',
      min: 1,
      description:
        'A link to /contact-us?product=Clover%20Flex starts the form with "I\'m interested in Clover Flex.": only the names listed here (any letter case) are used. Each POS system\'s demo name must be one of them.',
    }),
    partnerPrograms,
    contactPrefill: fields.object(
      {
        product: line('A product is named', {
          description: '{{product}} is its name: "I\'m interested in {{product}}."',
          slots: { must: ['product'] },
        }),
        demo: line('A demo of a product is asked for'),
        demoHeading: line('Heading: a demo of a product', {
          description: '{{product}} is its name.',
          slots: { must: ['product'] },
        }),
        demoAny: line('A demo is asked for, no product named'),
        demoHeadingAny: line('Heading: a demo, no product named'),
        partner: line('A partner program is chosen', {
          description: "{{program}} is its name (Partner programs, above). Its heading is the program's.",
          slots: { must: ['program'] },
        }),
        quote: fields.object(
          {
            intro: line('First line'),
            volume: line('Card volume', { description: '{{volume}} is the figure.', slots: { must: ['volume'] } }),
            ticket: line('Average ticket', { description: '{{ticket}} is the figure.', slots: { must: ['ticket'] } }),
            fees: line('Current fees', {
              description: '{{fees}} and {{effectiveRate}} are the figures.',
              slots: { must: ['fees'], may: ['effectiveRate'] },
            }),
            ourRate: line('Name of the estimate at our rate', { description: PLACEHOLDER_HINT }),
            dualPricing: line('Name of the estimate with dual pricing'),
            saves: line('An estimate that saves', {
              description:
                '{{option}} is its name, {{cost}} the monthly cost, {{saving}} and {{yearlySaving}} the savings.',
              slots: { must: ['option', 'cost'], may: ['saving', 'yearlySaving'] },
            }),
            noSaving: line('An estimate that does not save', {
              description: '{{option}} is its name, {{cost}} the monthly cost.',
              slots: { must: ['option', 'cost'] },
            }),
          },
          { label: 'From the savings calculator', description: 'Its "Get this quote" link writes the estimate.' },
        ),
      },
      {
        label: 'What the contact form starts with',
        description:
          'When a link opens it with a product (?product=), a demo (?demo=true), a partner program (?partner=) or a savings estimate, the message starts with these sentences; the visitor can change them.',
      },
    ),
    newsletter: fields.object(
      {
        title: line('Default heading', { description: 'Pages may give the block a heading of their own.' }),
        description: paragraph('Default text'),
        label: line('Label of the e-mail field'),
        placeholder: line('Example in the empty field'),
        confirmNote: paragraph('Under the form', { description: 'What happens after a sign-up.' }),
        submit: line('Button'),
        sending: line('Button while sending'),
        invalid: line('When the address is not valid'),
        success: toast('Message after a sign-up'),
        failure: toast('Message when the sign-up failed'),
        subscribedNotice: paragraph('After a sign-up without JavaScript'),
      },
      { label: 'Newsletter sign-up' },
    ),
  },
});
