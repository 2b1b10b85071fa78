import { fields, singleton } from '@keystatic/core';
import { line, paragraph } from '@/lib/editor/fields';

/**
 * The e-mails the site sends to visitors: the acknowledgement of an enquiry
 * and the newsletter's confirmation. Fixed templates (they never repeat what
 * a visitor typed); the e-mail adds the reference, the office hours, the
 * address and, in the confirmation, the link.
 */

const note = 'Facts such as {{salesPhone}} or {{name}} are filled in from Settings.';

export const emails = singleton({
  label: 'E-mails to visitors',
  path: 'content/settings/emails',
  format: { data: 'yaml' },
  schema: {
    acknowledgement: fields.object(
      {
        subject: line('Subject', {
          description: '{{reference}} is the enquiry’s reference, e.g. Q-8C3B273C05. Required.',
          slots: { must: ['reference'] },
        }),
        heading: line('Heading', { description: note }),
        intro: paragraph('Opening', { description: 'Before the reference.' }),
        referenceLabel: line('Before the reference', { description: 'e.g. "Reference".' }),
        filesReceived: line('Files received', {
          description:
            'Shown only when files were sent with the enquiry. {{count}} is how many (the e-mail never names them).',
          slots: { must: ['count'] },
        }),
        nextHeading: line('Heading: what happens next'),
        next: paragraph('What happens next'),
        hoursHeading: line('Heading of the office hours', { description: note }),
        callHeading: line('Heading: calling us'),
        call: paragraph('Calling us', { description: note }),
        addressHeading: line('Heading of the office address'),
        notYou: paragraph('If someone else used the address'),
        signature: line('Signature', { description: note }),
      },
      { label: 'Acknowledgement of an enquiry' },
    ),
    confirmation: fields.object(
      {
        subject: line('Subject', { description: note }),
        heading: line('Heading'),
        intro: paragraph('Opening', { description: 'Before the confirmation link.' }),
        button: line('Button'),
        expiry: paragraph('When the link expires'),
        notYou: paragraph('If they did not ask for it'),
        contact: paragraph('Questions', { description: note }),
        signature: line('Signature', { description: note }),
      },
      { label: 'Newsletter confirmation' },
    ),
  },
});
