import { fields, singleton } from '@keystatic/core';
import { line, paragraph } from '@/lib/editor/fields';

/** The words of the site's forms: the newsletter sign-up and the label of their hidden trap field. */

const toast = (label: string) => fields.object({ title: line('Title'), description: paragraph('Text') }, { label });

export const forms = singleton({
  label: 'Forms',
  path: 'content/settings/forms',
  format: { data: 'yaml' },
  schema: {
    honeypotLabel: line('Label of the hidden trap field', {
      description: 'Read only by screen readers that reach it and by bots; people are asked to leave it empty.',
    }),
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
