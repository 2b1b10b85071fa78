import { fields, singleton } from '@keystatic/core';
import { cta, ctas, line, optionalLine, page, paragraph } from '@/lib/editor/fields';

/** The header's menus and the footer's link columns; each link names a page and shows its short name. */

export const navigation = singleton({
  label: 'Menus and footer',
  path: 'content/settings/navigation',
  format: { data: 'yaml' },
  schema: {
    header: fields.array(
      fields.object({
        page: page(),
        dropdown: fields.array(fields.object({ page: page(), blurb: optionalLine('Line under the name') }), {
          label: 'Dropdown menu',
          itemLabel: (props) => props.fields.page.value,
        }),
      }),
      {
        label: 'Header menu',
        description: 'The links across the top, in order. A link with pages under it opens a dropdown.',
        itemLabel: (props) => props.fields.page.value,
        validation: { length: { min: 1 } },
      },
    ),
    headerAction: cta('Header button'),
    footer: fields.array(
      fields.object({
        title: line('Column heading'),
        links: fields.array(
          fields.object({
            page: page(),
            label: optionalLine('Link text', 'Leave empty to show the page’s short name.'),
          }),
          { label: 'Links', itemLabel: (props) => props.fields.label.value || props.fields.page.value },
        ),
      }),
      { label: 'Footer columns', itemLabel: (props) => props.fields.title.value },
    ),
    legalLinks: ctas('Links at the very bottom'),
    footerNote: paragraph(
      'Line after the copyright',
      'Shown after “© <year> <legal name>.” at the very bottom of every page.',
    ),
  },
});
