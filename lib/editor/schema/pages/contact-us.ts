import { group, line, paragraph } from '@/lib/editor/fields';
import { faqEntries } from '@/lib/editor/schema/pages/faq';

/**
 * /contact-us's own sections (content/pages/contact-us.yaml). The form's
 * words are shared with the home page's (Settings › Forms); the office's
 * address and phone numbers are the business details (Settings › Business).
 */
export const contactUsPageFields = {
  formSection: group('Form section', { title: line('Heading', 'Above the contact details and the form.') }),
  office: group('Office section', {
    title: line('Heading'),
    description: paragraph('Text'),
    mapAlt: line('Description of the map drawing (alt text)', {
      description:
        'The drawing shows the office on Crescent Street in Long Island City; if the office moves, the drawing (public/illustrations/office-map.svg) must be redrawn by a developer.',
      min: 5,
    }),
    showMap: line('Button that loads the interactive map'),
    openMaps: line('Link to Google Maps'),
    mapTitle: line(
      'Name of the interactive map',
      'Read by screen readers, followed by the address: "Map of our office: …".',
    ),
  }),
  questions: group('Common questions', { title: line('Heading'), entries: faqEntries('Questions and answers') }),
  offer: group('Offer banner', 'At the foot of the page; its link takes the visitor to the form.', {
    eyebrow: line('Small line above the heading'),
    title: line('Heading'),
    description: paragraph('Text'),
    action: line('Link back up to the form'),
  }),
};
