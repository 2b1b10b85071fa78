import { singleton } from '@keystatic/core';
import { group, line, SCREEN_READER } from '@/lib/editor/fields';

/**
 * The small words the site's building blocks share: headings of the contact
 * details, the labels of a comparison table or a customer story, and the names
 * that screen readers announce for buttons and menus. (The blog's and the
 * Resources page's own small words are with those pages.) Each is written
 * once here and used wherever that block appears.
 */

export const labels = singleton({
  label: 'Labels used across the site',
  path: 'content/settings/labels',
  format: { data: 'yaml' },
  schema: {
    contactDetails: group(
      'Contact details',
      'The block with phone, e-mail, address and hours (home page, contact page).',
      {
        phone: line('Heading: phone', 'Also read by screen readers before the phone number in the footer.'),
        sales: line('Sales line', 'Shown before the sales number.'),
        support: line('Support line', 'Shown before the support number.'),
        email: line('Heading: e-mail', 'Also read by screen readers before the address in the footer.'),
        office: line('Heading: office'),
        hours: line('Heading: business hours'),
        hoursNote: line('Line under the hours', 'Shown after the time zone, e.g. "Eastern Time. …".'),
        followUs: line('Heading: social profiles'),
      },
    ),
    header: group('Header, menu and footer', {
      skipLink: line('Skip link', 'The first link of every page, shown when reached by keyboard.'),
      call: line('Call button', 'Followed by the phone number: "Call (212) 555-0100".'),
      callSupport: line('Name of the phone link in the header', SCREEN_READER),
      openMenu: line('Name of the menu button (closed)', SCREEN_READER),
      closeMenu: line('Name of the menu button (open)', SCREEN_READER),
      home: line(
        "Said after the business's name by the logo's link",
        `${SCREEN_READER} The link is named by the business's name, a comma and this word.`,
      ),
      mainMenu: line('Name of the main menu', SCREEN_READER),
      submenu: line(
        'Name of a dropdown button in the menu',
        `${SCREEN_READER} Where {{title}} is, the link's text is said: "Products menu".`,
        { must: ['title'] },
      ),
      legalMenu: line('Name of the legal links in the footer', SCREEN_READER),
      breadcrumb: line('Name of the breadcrumb trail', SCREEN_READER),
      notifications: line(
        'Name of the messages region (toasts)',
        `${SCREEN_READER} F8 is added after it: "Notifications F8".`,
      ),
      closeNotification: line('Close button of a message', SCREEN_READER),
    }),
    sections: group('Page sections', {
      idealFor: line('Cards: "Ideal for"'),
      learnMore: line('Audience and industry cards: link'),
      learnMoreAbout: line(
        "Audience cards: rest of the link's name",
        `${SCREEN_READER} {{audience}} is the card's title, e.g. "about solutions for {{audience}}".`,
        { must: ['audience'] },
      ),
      challenge: line('Customer story: first heading'),
      solution: line('Customer story: second heading'),
      results: line('Customer story: figures heading'),
      included: line('Comparison table: a tick', SCREEN_READER),
      notIncluded: line('Comparison table: a dash', SCREEN_READER),
      swipeHint: line(
        'Comparison table: hint on phones',
        'Where {{count}} is, the number of columns is shown. Write {{count}} once.',
        { must: ['count'] },
      ),
      newTab: line('Said after a link that opens a new tab', SCREEN_READER),
      forName: line(
        "A card's button: rest of its name",
        `${SCREEN_READER} Said after the button's words; {{title}} is the card's title, e.g. "for Clover POS".`,
        { must: ['title'] },
      ),
      aboutName: line(
        'A card\'s "Learn more" link: rest of its name',
        `${SCREEN_READER} {{title}} is the card's title, e.g. "about Retail".`,
        { must: ['title'] },
      ),
      rating: line(
        'Name of a row of stars',
        `${SCREEN_READER} {{rating}} is the number of stars, e.g. "Rated {{rating}} out of 5".`,
        { must: ['rating'] },
      ),
      specifications: line(
        "Name of a device's list of specifications",
        `${SCREEN_READER} {{title}} is the device, e.g. "{{title}} specifications".`,
        { must: ['title'] },
      ),
      viewSystem: line('POS system cards: button', 'Where {{title}} is, the system is named: "View {{title}}".', {
        must: ['title'],
      }),
      requestDemo: line('POS system cards: link to the demo request'),
    }),
    legal: group('Legal pages', {
      effective: line('Before the date', 'e.g. "Effective" January 1, 2026.'),
      onThisPage: line('Heading of the table of contents'),
    }),
    carousel: group('Home page slide show', 'The featured POS systems on the home page.', {
      name: line('Name of the slide show', SCREEN_READER),
      role: line('What the slide show is', `${SCREEN_READER} Said after its name, e.g. "carousel".`),
      slideRole: line('What each slide is', `${SCREEN_READER} e.g. "slide".`),
      slideName: line(
        'Name of a slide',
        `${SCREEN_READER} e.g. "{{number}} of {{total}}: {{title}}", the slide's place and its title.`,
        { must: ['number', 'total', 'title'] },
      ),
      play: line('Play button', SCREEN_READER),
      pause: line('Pause button', SCREEN_READER),
      previous: line('Previous button', SCREEN_READER),
      next: line('Next button', SCREEN_READER),
      goTo: line(
        'A dot',
        `${SCREEN_READER} Where {{number}} and {{title}} are, the slide's number and title are said.`,
        { must: ['number', 'title'] },
      ),
    }),
    shareImage: group('Share images', 'The picture shown when a page is shared on social networks or in a chat.', {
      eyebrow: line('Small line at the top'),
      tagline: line('Line at the bottom'),
    }),
  },
});
