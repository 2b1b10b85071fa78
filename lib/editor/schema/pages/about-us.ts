import { fields } from '@keystatic/core';
import {
  cta,
  ctaBand,
  features,
  group,
  heading,
  line,
  list,
  paragraph,
  paragraphs,
  PLACEHOLDER_HINT,
  titledItems,
} from '@/lib/editor/fields';

/** A statement with what it commits us to: the mission, the vision. */
const statement = (label: string, pointsLabel: string) =>
  group(label, {
    title: line('Heading', PLACEHOLDER_HINT),
    text: paragraph('Statement'),
    points: list(pointsLabel, { itemLabel: 'Point', min: 1 }),
  });

/** /about-us: its own sections (content/pages/about-us.yaml), in page order. */
export const aboutUsPageFields = {
  story: group('Our story', 'The first section (#story).', {
    eyebrow: line('Small line above the heading', PLACEHOLDER_HINT),
    title: line('Heading'),
    paragraphs: paragraphs('Paragraphs'),
    facts: fields.array(
      fields.object({
        label: line('What it is', 'e.g. "Founded".'),
        value: line('Figure', `e.g. {{foundingYear}} or {{merchantsServed}}+. ${PLACEHOLDER_HINT}`),
      }),
      {
        label: 'Key facts beside the story',
        itemLabel: (props) => `${props.fields.label.value}: ${props.fields.value.value}`,
        validation: { length: { min: 1 } },
      },
    ),
  }),
  missionAndVision: group('Mission and vision', 'Two cards side by side (#mission).', {
    title: line('Heading of the section'),
    mission: statement('Mission', 'What it commits us to'),
    vision: statement('Vision', 'Goals'),
  }),
  values: group('Core values', 'The section #values.', { ...heading(), items: features('Values', { min: 1 }) }),
  howWeWork: group('How we work', 'Numbered steps (#how-we-work).', {
    ...heading(),
    steps: titledItems('Steps', { itemLabel: 'step' }),
  }),
  visit: group('Visit our office', 'The section #visit. {{address}} is the office address from Settings.', {
    title: line('Heading'),
    description: paragraph('Text'),
    action: cta('Link'),
  }),
  cta: ctaBand(),
};
