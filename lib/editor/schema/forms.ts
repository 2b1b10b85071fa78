import { fields, singleton } from '@keystatic/core';
import { line, list, paragraph, PLACEHOLDER_HINT } from '@/lib/editor/fields';
import type { PartnerProgramId } from '@/lib/editor/partner-programs';
import type { InterestKey } from '@/lib/validations/contact-fields';

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
        interests: fields.object(
          {
            merchantServices: line('Merchant services'),
            posSystems: line('POS systems'),
            paymentProcessing: line('Payment processing'),
            eCommerce: line('E-commerce solutions'),
            cashDiscount: line('Cash discount program'),
            requestDemo: line('Request a demo'),
          } satisfies Record<InterestKey, unknown>,
          {
            label: 'Interests (boxes to tick)',
            description: 'What the visitor reads beside each box. Operations always get the English names.',
          },
        ),
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
    validation: fields.object(
      {
        name: line('Name too short', { description: 'Under the Name field: at least 2 characters.' }),
        email: line('E-mail not valid', { description: 'Under the e-mail field of the contact form.' }),
        message: line('Message too short', { description: 'Under the Message field: at least 10 characters.' }),
        tooLong: line('A field too long', {
          description: "{{field}} is the field's label, {{max}} its most characters.",
          slots: { must: ['field'], may: ['max'] },
        }),
        oneLine: line('A line break in a one-line field', {
          description: "{{field}} is the field's label.",
          slots: { must: ['field'] },
        }),
        notAllowed: line('A character no field may hold', {
          description:
            "A null or a text-direction control, pasted by mistake or by a bot. {{field}} is the field's label.",
          slots: { must: ['field'] },
        }),
        interests: line('An interest that is not on the list', { description: 'Only a tampered form sends one.' }),
      },
      {
        label: 'Messages under the fields',
        description:
          'Shown under a field in the browser and sent back by the server for the same mistake; the field labels are the contact form’s (above).',
      },
    ),
    answers: fields.object(
      {
        invalid: line('Some fields do not pass', { description: 'Heading of the answer; the fields say why.' }),
        tooMany: line('Too many posts from one visitor', {
          description: '{{seconds}} is how long to wait.',
          slots: { must: ['seconds'] },
        }),
        notSaved: line('The enquiry could not be kept', { description: PLACEHOLDER_HINT }),
        unavailable: line('The site cannot take enquiries now', {
          description: `Nothing was kept: give the phone number. ${PLACEHOLDER_HINT}`,
        }),
        uploads: fields.object(
          {
            totalTooLarge: line('The upload is larger than all files may be', {
              description: '{{max}} is the limit (with MB).',
              slots: { must: [], may: ['max'] },
            }),
            fileOverTotal: line('A file goes over the limit of all files', {
              description: '{{file}} is its name, {{max}} the limit.',
              slots: { must: ['file'], may: ['max'] },
            }),
            fileTooLarge: line('A file is larger than one file may be', {
              description: '{{file}} is its name, {{max}} the limit.',
              slots: { must: ['file'], may: ['max'] },
            }),
            tooManyFiles: line('Too many files', {
              description: '{{maxFiles}}',
              slots: { must: [], may: ['maxFiles'] },
            }),
            wrongType: line('A file of another kind', {
              description: '{{file}} is its name, {{kind}} what it turned out to be (below).',
              slots: { must: ['file'], may: ['kind'] },
            }),
            kinds: fields.object(
              {
                program: line('A program'),
                archive: line('A ZIP archive'),
                markup: line('A web page'),
                empty: line('An empty file'),
                other: line('Anything else'),
              },
              { label: 'What a refused file turned out to be', description: 'Fills {{kind}} above.' },
            ),
            heic: paragraph('A HEIC photo the decoder cannot read (damaged, or of a kind it does not know)', {
              description: '{{file}} is its name.',
              slots: { must: ['file'] },
            }),
            imageTooLarge: line('An image with too many pixels', {
              description: '{{file}} is its name, {{max}} the most pixels.',
              slots: { must: ['file'], may: ['max'] },
            }),
            imageUnreadable: line('An image that cannot be read', {
              description: '{{file}} is its name.',
              slots: { must: ['file'] },
            }),
            pdfPassword: line('A PDF with a password', {
              description: '{{file}} is its name.',
              slots: { must: ['file'] },
            }),
            pdfUnreadable: line('A PDF that cannot be opened', {
              description: '{{file}} is its name.',
              slots: { must: ['file'] },
            }),
            infected: line('The malware scan found something', {
              description: '{{file}} is its name, {{signature}} what the scanner found.',
              slots: { must: ['file'], may: ['signature'] },
            }),
            clientBudget: line("One visitor's files for the day are used up", {
              description: '{{waitHours}}: in how many hours files are taken again.',
              slots: { must: [], may: ['waitHours'] },
            }),
            siteBudget: line("The site's files for the day are used up", {
              description: '{{waitHours}}: in how many hours files are taken again.',
              slots: { must: [], may: ['waitHours'] },
            }),
          },
          {
            label: 'Statement files refused by the server',
            description:
              'Each names the file; the browser checks size and type first (Contact form › Statement files).',
          },
        ),
        errorPage: fields.object(
          {
            heading: line('Heading when fields do not pass'),
            notSentHeading: line('Heading when the message could not be taken'),
            intro: line('Line above the list of problems'),
            backHint: line('Line under the list'),
            backToContact: line('Link back to the contact form'),
            backToNewsletter: line('Link back to the newsletter sign-up'),
          },
          {
            label: 'Page shown without JavaScript',
            description: 'When a form sent without JavaScript is not taken: its problems and a link back.',
          },
        ),
      },
      { label: 'Answers of the server', description: 'What the site answers when a form could not be taken.' },
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
