import { fields } from '@keystatic/core';
import { partnerProgramIds } from '@/lib/editor/partner-programs';
import {
  cta,
  ctaBand,
  features,
  group,
  heading,
  icon,
  items,
  line,
  list,
  paragraph,
  titledItems,
} from '@/lib/editor/fields';
import { faqEntries } from '@/lib/editor/schema/pages/faq';

/** /partners: its own sections (content/pages/partners.yaml), in page order. */
export const partnersPageFields = {
  benefits: group('Why partners choose us', 'The first section (#why-partner).', {
    ...heading(),
    items: features('Reasons', { min: 1 }),
  }),
  programs: group('Partner programs', 'The program cards (#programs); each program once.', {
    ...heading(),
    items: items(
      'Programs',
      {
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
      },
      { name: 'name', empty: 'New program' },
    ),
  }),
  posOverview: group('POS solutions by industry', 'The section #pos-overview.', {
    ...heading(),
    items: items(
      'Industries',
      {
        industry: line('Industry'),
        icon: icon(),
        summary: paragraph('What it needs'),
        systems: items(
          'Systems we recommend',
          {
            name: line('System'),
            href: line('Its page', 'e.g. /clover-pos.'),
          },
          { name: 'name', empty: 'New system' },
        ),
      },
      { name: 'industry', empty: 'New industry' },
    ),
  }),
  aiSecurity: group('AI security (dark band)', 'The section #ai-security.', {
    ...heading(),
    items: list('What it does', { itemLabel: 'Point', min: 1 }),
  }),
  steps: group('How it works', 'Numbered steps (#how-it-works).', {
    title: line('Heading'),
    steps: titledItems('Steps', { itemLabel: 'step' }),
  }),
  questions: group('Partner questions', 'Questions shown only on this page (#partner-questions).', {
    title: line('Heading'),
    entries: faqEntries('Questions and answers'),
  }),
  cta: ctaBand(),
};
