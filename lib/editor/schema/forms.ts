import { singleton } from '@keystatic/core';
import { group, line, list, paragraph, PLACEHOLDER_HINT } from '@/lib/editor/fields';
import type { PartnerProgramId } from '@/lib/editor/partner-programs';
import type { InterestKey } from '@/lib/validations/contact-fields';

/**
 * The words of the site's forms: the contact form (and what its address may
 * preselect: a product, a partner program), the newsletter sign-up and the
 * label of their hidden trap field.
 */

const toast = (label: string) => group(label, { title: line('Title'), description: paragraph('Text') });

/** A partner program: its name in the message ("I'd like to learn more about your …") and the form's heading. */
const program = (label: string, id: PartnerProgramId) =>
  group(label, `Chosen by a link to /contact-us?partner=${id}`, {
    name: line('Name', 'e.g. "Reseller Program"'),
    heading: line('Heading of the form'),
  });

/** Every program of lib/editor/partner-programs.ts (the type says so); the Partners page's cards link to them. */
const partnerPrograms = group(
  'Partner programs',
  'The Partners page links to the contact form with one of these chosen.',
  {
    reseller: program('Reseller program', 'reseller'),
    referral: program('Referral program', 'referral'),
    integration: program('Integration partner program', 'integration'),
  } satisfies Record<PartnerProgramId, unknown>,
);

export const forms = singleton({
  label: 'Forms',
  path: 'content/settings/forms',
  format: { data: 'yaml' },
  schema: {
    honeypotLabel: line(
      'Label of the hidden trap field',
      'Read only by screen readers that reach it and by bots; people are asked to leave it empty.',
    ),
    contact: group('Contact form', {
      heading: line('Heading', 'Pages may give the form a heading of their own.'),
      intro: paragraph('Text under the heading'),
      fields: group('Labels of the fields', 'Required fields get a red asterisk (say so in the text).', {
        name: line('Name'),
        business: line('Business name'),
        email: line('E-mail'),
        phone: line('Phone'),
        message: line('Message'),
      }),
      interestsLegend: line('Heading of the interests'),
      interests: group(
        'Interests (boxes to tick)',
        'What the visitor reads beside each box. Operations always get the English names.',
        {
          merchantServices: line('Merchant services'),
          posSystems: line('POS systems'),
          paymentProcessing: line('Payment processing'),
          eCommerce: line('E-commerce solutions'),
          cashDiscount: line('Cash discount program'),
          requestDemo: line('Request a demo'),
        } satisfies Record<InterestKey, unknown>,
      ),
      submit: line('Button'),
      sending: line('Button while sending'),
      success: toast('Message after sending'),
      failure: toast('Message when sending failed'),
      files: group('Statement files (optional field)', {
        label: line('Label of the file field'),
        hint: paragraph(
          'Text under the file field',
          'What may be sent. {{maxFiles}}, {{maxFileMb}} and {{maxTotalMb}} are the limits.',
          { may: ['maxFiles', 'maxFileMb', 'maxTotalMb'] },
        ),
        remove: line('Button that removes a chosen file', '{{file}} is the file’s name.', { must: ['file'] }),
        tooMany: line('Too many files', '{{maxFiles}}', { may: ['maxFiles'] }),
        tooBig: line('One file too large', '{{file}}, {{maxFileMb}}', { must: ['file'], may: ['maxFileMb'] }),
        tooBigTotal: line('All files too large', '{{maxTotalMb}}', { may: ['maxTotalMb'] }),
        badType: line('A file of another kind', '{{file}}', { must: ['file'] }),
        uploading: line('Label of the upload progress bar', '{{percent}} is how much is sent.', { must: ['percent'] }),
      }),
    }),
    contactProducts: list('Products a contact link may name', {
      itemLabel: 'Product',
      min: 1,
      description:
        'A link to /contact-us?product=Clover%20Flex starts the form with "I\'m interested in Clover Flex.": only the names listed here (any letter case) are used. Each POS system\'s demo name must be one of them.',
    }),
    partnerPrograms,
    contactPrefill: group(
      'What the contact form starts with',
      'When a link opens it with a product (?product=), a demo (?demo=true), a partner program (?partner=) or a savings estimate, the message starts with these sentences; the visitor can change them.',
      {
        product: line('A product is named', '{{product}} is its name: "I\'m interested in {{product}}."', {
          must: ['product'],
        }),
        demo: line('A demo of a product is asked for'),
        demoHeading: line('Heading: a demo of a product', '{{product}} is its name.', { must: ['product'] }),
        demoAny: line('A demo is asked for, no product named'),
        demoHeadingAny: line('Heading: a demo, no product named'),
        partner: line(
          'A partner program is chosen',
          "{{program}} is its name (Partner programs, above). Its heading is the program's.",
          { must: ['program'] },
        ),
        quote: group('From the savings calculator', 'Its "Get this quote" link writes the estimate.', {
          intro: line('First line'),
          volume: line('Card volume', '{{volume}} is the figure.', { must: ['volume'] }),
          ticket: line('Average ticket', '{{ticket}} is the figure.', { must: ['ticket'] }),
          fees: line('Current fees', '{{fees}} and {{effectiveRate}} are the figures.', {
            must: ['fees'],
            may: ['effectiveRate'],
          }),
          ourRate: line('Name of the estimate at our rate', PLACEHOLDER_HINT),
          dualPricing: line('Name of the estimate with dual pricing'),
          saves: line(
            'An estimate that saves',
            '{{option}} is its name, {{cost}} the monthly cost, {{saving}} and {{yearlySaving}} the savings.',
            { must: ['option', 'cost'], may: ['saving', 'yearlySaving'] },
          ),
          noSaving: line('An estimate that does not save', '{{option}} is its name, {{cost}} the monthly cost.', {
            must: ['option', 'cost'],
          }),
        }),
      },
    ),
    validation: group(
      'Messages under the fields',
      'Shown under a field in the browser and sent back by the server for the same mistake; the field labels are the contact form’s (above).',
      {
        name: line('Name too short', 'Under the Name field: at least 2 characters.'),
        email: line('E-mail not valid', 'Under the e-mail field of the contact form.'),
        message: line('Message too short', 'Under the Message field: at least 10 characters.'),
        tooLong: line('A field too long', "{{field}} is the field's label, {{max}} its most characters.", {
          must: ['field'],
          may: ['max'],
        }),
        oneLine: line('A line break in a one-line field', "{{field}} is the field's label.", { must: ['field'] }),
        notAllowed: line(
          'A character no field may hold',
          "A null or a text-direction control, pasted by mistake or by a bot. {{field}} is the field's label.",
          { must: ['field'] },
        ),
        interests: line('An interest that is not on the list', 'Only a tampered form sends one.'),
      },
    ),
    answers: group('Answers of the server', 'What the site answers when a form could not be taken.', {
      invalid: line('Some fields do not pass', 'Heading of the answer; the fields say why.'),
      tooMany: line('Too many posts from one visitor', '{{seconds}} is how long to wait.', { must: ['seconds'] }),
      notSaved: line('The enquiry could not be kept', PLACEHOLDER_HINT),
      unavailable: line(
        'The site cannot take enquiries now',
        `Nothing was kept: give the phone number. ${PLACEHOLDER_HINT}`,
      ),
      uploads: group(
        'Statement files refused by the server',
        'Each names the file; the browser checks size and type first (Contact form › Statement files).',
        {
          totalTooLarge: line('The upload is larger than all files may be', '{{max}} is the limit (with MB).', {
            may: ['max'],
          }),
          fileOverTotal: line('A file goes over the limit of all files', '{{file}} is its name, {{max}} the limit.', {
            must: ['file'],
            may: ['max'],
          }),
          fileTooLarge: line('A file is larger than one file may be', '{{file}} is its name, {{max}} the limit.', {
            must: ['file'],
            may: ['max'],
          }),
          tooManyFiles: line('Too many files', '{{maxFiles}}', { may: ['maxFiles'] }),
          wrongType: line(
            'A file of another kind',
            '{{file}} is its name, {{kind}} what it turned out to be (below).',
            { must: ['file'], may: ['kind'] },
          ),
          kinds: group('What a refused file turned out to be', 'Fills {{kind}} above.', {
            program: line('A program'),
            archive: line('A ZIP archive'),
            markup: line('A web page'),
            empty: line('An empty file'),
            other: line('Anything else'),
          }),
          heic: paragraph(
            'A HEIC photo the decoder cannot read (damaged, or of a kind it does not know)',
            '{{file}} is its name.',
            { must: ['file'] },
          ),
          imageTooLarge: line('An image with too many pixels', '{{file}} is its name, {{max}} the most pixels.', {
            must: ['file'],
            may: ['max'],
          }),
          imageUnreadable: line('An image that cannot be read', '{{file}} is its name.', { must: ['file'] }),
          pdfPassword: line('A PDF with a password', '{{file}} is its name.', { must: ['file'] }),
          pdfUnreadable: line('A PDF that cannot be opened', '{{file}} is its name.', { must: ['file'] }),
          infected: line(
            'The malware scan found something',
            '{{file}} is its name, {{signature}} what the scanner found.',
            { must: ['file'], may: ['signature'] },
          ),
          clientBudget: line(
            "One visitor's files for the day are used up",
            '{{waitHours}}: in how many hours files are taken again.',
            { may: ['waitHours'] },
          ),
          siteBudget: line(
            "The site's files for the day are used up",
            '{{waitHours}}: in how many hours files are taken again.',
            { may: ['waitHours'] },
          ),
        },
      ),
      errorPage: group(
        'Page shown without JavaScript',
        'When a form sent without JavaScript is not taken: its problems and a link back.',
        {
          heading: line('Heading when fields do not pass'),
          notSentHeading: line('Heading when the message could not be taken'),
          intro: line('Line above the list of problems'),
          backHint: line('Line under the list'),
          backToContact: line('Link back to the contact form'),
          backToNewsletter: line('Link back to the newsletter sign-up'),
        },
      ),
    }),
    newsletter: group('Newsletter sign-up', {
      title: line('Default heading', 'Pages may give the block a heading of their own.'),
      description: paragraph('Default text'),
      label: line('Label of the e-mail field'),
      placeholder: line('Example in the empty field'),
      confirmNote: paragraph('Under the form', 'What happens after a sign-up.'),
      submit: line('Button'),
      sending: line('Button while sending'),
      invalid: line('When the address is not valid'),
      success: toast('Message after a sign-up'),
      failure: toast('Message when the sign-up failed'),
      subscribedNotice: paragraph('After a sign-up without JavaScript'),
    }),
  },
});
