import { singleton } from '@keystatic/core';
import { group, line, paragraph } from '@/lib/editor/fields';

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
    acknowledgement: group('Acknowledgement of an enquiry', {
      subject: line('Subject', '{{reference}} is the enquiry’s reference, e.g. Q-8C3B273C05. Required.', {
        must: ['reference'],
      }),
      heading: line('Heading', note),
      intro: paragraph('Opening', 'Before the reference.'),
      referenceLabel: line('Before the reference', 'e.g. "Reference".'),
      filesReceived: line(
        'Files received',
        'Shown only when files were sent with the enquiry. {{count}} is how many (the e-mail never names them).',
        { must: ['count'] },
      ),
      nextHeading: line('Heading: what happens next'),
      next: paragraph('What happens next'),
      hoursHeading: line('Heading of the office hours', note),
      callHeading: line('Heading: calling us'),
      call: paragraph('Calling us', note),
      addressHeading: line('Heading of the office address'),
      notYou: paragraph('If someone else used the address'),
      signature: line('Signature', note),
    }),
    confirmation: group('Newsletter confirmation', {
      subject: line('Subject', note),
      heading: line('Heading'),
      intro: paragraph('Opening', 'Before the confirmation link.'),
      button: line('Button'),
      expiry: paragraph('When the link expires'),
      notYou: paragraph('If they did not ask for it'),
      contact: paragraph('Questions', note),
      signature: line('Signature', note),
    }),
  },
});
