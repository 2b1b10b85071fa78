import { fields } from '@keystatic/core';
import { partnerProgramIds } from '@/lib/editor/partner-programs';
import { cta, ctaBand, features, heading, icon, line, list, paragraph, titledItems } from '@/lib/editor/fields';
import { faqEntries } from '@/lib/editor/schema/pages/faq';

/** /partners: its own sections (content/pages/partners.yaml), in page order. */
export const partnersPageFields = {
  benefits: fields.object(
    { ...heading(), items: features('Reasons', { min: 1 }) },
    { label: 'Why partners choose us', description: 'The first section (#why-partner).' },
  ),
  programs: fields.object(
    {
      ...heading(),
      items: fields.array(
        fields.object({
          id: fields.select({
            label: 'Program',
            description:
              'Which program the card is: the contact form recognises it from the button’s link (/contact-us?partner=…).',
            options: partnerProgramIds.map((id) => ({ label: id, value: id })),
            defaultValue: partnerProgramIds[0],
          }),
          name: line('Name'),
          audience: line('Who it is for'),
          description: paragraph('Text'),
          benefits: list('What partners get', { itemLabel: 'Benefit', min: 1 }),
          icon: icon(),
          action: cta('Button'),
        }),
        {
          label: 'Programs',
          itemLabel: (props) => props.fields.name.value || 'New program',
          validation: { length: { min: 1 } },
        },
      ),
    },
    { label: 'Partner programs', description: 'The program cards (#programs); each program once.' },
  ),
  posOverview: fields.object(
    {
      ...heading(),
      items: fields.array(
        fields.object({
          industry: line('Industry'),
          icon: icon(),
          summary: paragraph('What it needs'),
          systems: fields.array(
            fields.object({
              name: line('System'),
              href: line('Its page', { description: 'e.g. /clover-pos.' }),
            }),
            {
              label: 'Systems we recommend',
              itemLabel: (props) => props.fields.name.value || 'New system',
              validation: { length: { min: 1 } },
            },
          ),
        }),
        {
          label: 'Industries',
          itemLabel: (props) => props.fields.industry.value || 'New industry',
          validation: { length: { min: 1 } },
        },
      ),
    },
    { label: 'POS solutions by industry', description: 'The section #pos-overview.' },
  ),
  aiSecurity: fields.object(
    { ...heading(), items: list('What it does', { itemLabel: 'Point', min: 1 }) },
    { label: 'AI security (dark band)', description: 'The section #ai-security.' },
  ),
  steps: fields.object(
    { title: line('Heading'), steps: titledItems('Steps', { itemLabel: 'step' }) },
    { label: 'How it works', description: 'Numbered steps (#how-it-works).' },
  ),
  questions: fields.object(
    { title: line('Heading'), entries: faqEntries('Questions and answers') },
    { label: 'Partner questions', description: 'Questions shown only on this page (#partner-questions).' },
  ),
  cta: ctaBand(),
};
