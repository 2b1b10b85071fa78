import {
  cta,
  ctaBand,
  ctas,
  features,
  group,
  heading,
  illustration,
  items,
  line,
  list,
  paragraph,
  paragraphs,
  PLACEHOLDER_HINT,
  slugId,
  stars,
  stats,
} from '@/lib/editor/fields';

/**
 * The home page's own sections (content/pages/home.yaml), in page order,
 * after its route fields (the top of the page). The industry cards come from
 * the industry pages; this page only words their section's heading.
 */
export const homePageFields = {
  heroExtras: group('Top of the page: more', 'Shown with the main heading and the buttons above.', {
    eyebrow: line('Small line above the main heading', PLACEHOLDER_HINT),
    trustPoints: list('Promises under the buttons', { itemLabel: 'Promise', min: 1 }),
  }),
  features: group('What sets us apart', 'The cards under the top of the page (#why-us).', {
    ...heading(),
    items: features('Cards', { min: 1 }),
  }),
  stats: group(
    'Figures (dark band)',
    'Write figures with placeholders, e.g. {{processedPerYearShort}} or {{merchantsServed}}+.',
    { ...heading(), items: stats('Figures') },
  ),
  merchantServices: group('Merchant services', 'The section #merchant-services.', {
    ...heading(),
    services: features('Services', { min: 1 }),
    highlights: list('Promises under the services', { itemLabel: 'Promise' }),
    actions: ctas('Buttons', { max: 2 }),
    calculator: cta('Link to the savings calculator'),
  }),
  posSolutions: group('POS solutions', 'The section #pos-solutions: a carousel, then product cards.', {
    ...heading(),
    slides: items(
      'Slides of the carousel',
      {
        id: slugId('Short name', 'Lowercase words and dashes, unique among the slides, e.g. "countertop".'),
        title: line('Title'),
        description: paragraph('Text'),
        image: illustration('Drawing'),
        link: cta('Link'),
      },
      { name: 'title', empty: 'New slide', description: 'They turn every 5 seconds, in this order.', slugField: 'id' },
    ),
    products: items(
      'Product cards under the carousel',
      {
        name: line('Name of the system'),
        description: paragraph('Text'),
        features: list('What it offers', { itemLabel: 'Point', min: 1 }),
        href: line('Its page', 'The name and "Learn more" link here, e.g. /clover-pos.'),
        action: cta('Button'),
      },
      { name: 'name', empty: 'New card', min: 0 },
    ),
    learnMore: line('Link on each product card', 'e.g. "Learn more".'),
    action: cta('Button under the cards'),
  }),
  industrySolutions: group(
    'Industry solutions',
    'The heading above the six industry cards (their words are on each industry’s page).',
    heading(),
  ),
  testimonials: group('What our clients say', {
    ...heading(),
    items: items(
      'Testimonials',
      {
        quote: paragraph('What they said'),
        author: line('Name'),
        company: line('Role and business', 'e.g. "Owner, Sabor Café".'),
        rating: stars('Stars (1 to 5)', { description: 'Whole or half stars: 5, 4.5 …' }),
      },
      {
        name: 'author',
        empty: 'New testimonial',
        description: 'Search engines also read them as reviews of the business.',
      },
    ),
  }),
  about: group('About us', 'The section #about-us.', {
    eyebrow: line('Small line above the heading'),
    title: line('Heading', PLACEHOLDER_HINT),
    paragraphs: paragraphs('Paragraphs'),
    points: list('Facts beside the text', { itemLabel: 'Fact', min: 1 }),
    action: cta('Button'),
  }),
  closingBanner: ctaBand('Closing banner', 'The dark banner above the contact section (#get-started).'),
  contact: group('Contact section', 'The section #contact, with the contact details and the form.', {
    ...heading(),
    formHeading: line('Heading of the form'),
  }),
};
