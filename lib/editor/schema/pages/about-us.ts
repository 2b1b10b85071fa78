import { fields } from '@keystatic/core';
import {
  cta,
  ctaBand,
  features,
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
  fields.object(
    {
      title: line('Heading', { description: PLACEHOLDER_HINT }),
      text: paragraph('Statement'),
      points: list(pointsLabel, { itemLabel: 'Point', min: 1 }),
    },
    { label },
  );

/** /about-us: its own sections (content/pages/about-us.yaml), in page order. */
export const aboutUsPageFields = {
  story: fields.object(
    {
      eyebrow: line('Small line above the heading', { description: PLACEHOLDER_HINT }),
      title: line('Heading'),
      paragraphs: paragraphs('Paragraphs'),
      facts: fields.array(
        fields.object({
          label: line('What it is', { description: 'e.g. "Founded".' }),
          value: line('Figure', { description: `e.g. {{foundingYear}} or {{merchantsServed}}+. ${PLACEHOLDER_HINT}` }),
        }),
        {
          label: 'Key facts beside the story',
          itemLabel: (props) => `${props.fields.label.value}: ${props.fields.value.value}`,
          validation: { length: { min: 1 } },
        },
      ),
    },
    { label: 'Our story', description: 'The first section (#story).' },
  ),
  missionAndVision: fields.object(
    {
      title: line('Heading of the section'),
      mission: statement('Mission', 'What it commits us to'),
      vision: statement('Vision', 'Goals'),
    },
    { label: 'Mission and vision', description: 'Two cards side by side (#mission).' },
  ),
  values: fields.object(
    { ...heading(), items: features('Values', { min: 1 }) },
    { label: 'Core values', description: 'The section #values.' },
  ),
  howWeWork: fields.object(
    { ...heading(), steps: titledItems('Steps', { itemLabel: 'step' }) },
    { label: 'How we work', description: 'Numbered steps (#how-we-work).' },
  ),
  visit: fields.object(
    { title: line('Heading'), description: paragraph('Text'), action: cta('Link') },
    { label: 'Visit our office', description: 'The section #visit. {{address}} is the office address from Settings.' },
  ),
  cta: ctaBand(),
};
