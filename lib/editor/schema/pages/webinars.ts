import { fields } from '@keystatic/core';
import { group, line, list, newsletterHeading, titledItems } from '@/lib/editor/fields';
import { plannedItems, plannedSection } from '@/lib/editor/schema/pages/planned';

/** /webinars: the sessions we are planning and the words around them (content/pages/webinars.yaml). */
export const webinarsPageFields = {
  planned: plannedSection('Sessions we are planning', {
    listTitle: line('Heading of each card’s list', 'e.g. "You will learn".'),
    minutesLabel: line(
      'Length of a session',
      '{{minutes}} is the session’s length, e.g. "{{minutes}} minutes, live" → "45 minutes, live".',
      { must: ['minutes'] },
    ),
  }),
  webinars: plannedItems(
    'Planned sessions',
    'session',
    {
      takeaways: list('What attendees take away', { itemLabel: 'Takeaway', min: 1 }),
      audience: line('Who it is for'),
      minutes: fields.integer({ label: 'Length in minutes', validation: { isRequired: true, min: 5, max: 480 } }),
    },
    'New session',
  ),
  format: group('How the webinars will work', 'The section #format.', {
    title: line('Heading'),
    items: titledItems('Points', { itemLabel: 'point' }),
  }),
  newsletter: newsletterHeading(),
};
