import { fields, singleton } from '@keystatic/core';
import { line, list, paragraph } from '@/lib/editor/fields';
import type { PartnerProgramId } from '@/lib/content/partner-programs';

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

/** Every program of lib/content/partner-programs.ts (the type says so); the Partners page's cards link to them. */
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
