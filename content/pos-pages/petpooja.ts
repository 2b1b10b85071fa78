import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'We run dine-in, takeout and two delivery apps from one screen now. Online orders drop straight into the kitchen display, and the recipe inventory finally tells us why our food cost moved.',
  author: 'Anil Mehta',
  company: 'Owner, Saffron Lane Kitchen',
  rating: 4.5,
};

/** /petpooja-pos: six features, four hardware pieces, four restaurant formats, a testimonial. */
export const petpoojaPage = {
  path: '/petpooja-pos',
  keywords: [
    'Petpooja POS',
    'restaurant billing software',
    'restaurant POS',
    'cloud kitchen POS',
    'kitchen display system',
    'online order integration',
  ],
  product: {
    name: 'Petpooja POS',
    brand: 'Petpooja',
    description:
      'Petpooja POS for restaurants, cafes and cloud kitchens: billing, menu and table management, kitchen tickets and display, online order integration and recipe inventory.',
    category: 'Restaurant point of sale system',
    image: '/illustrations/slide-restaurant-pos.svg',
    rating: { ratingValue: 4.8, reviewCount: 36 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Petpooja features',
      title: 'Run the Whole Restaurant From One Dashboard',
      description: 'Front of house, kitchen and online orders in one system, built for restaurants from the ground up.',
      columns: 3,
      items: [
        {
          title: 'Fast Billing',
          description:
            'Ring up dine-in, takeout and delivery orders in a few taps, with split bills, discounts and tips.',
          icon: 'zap',
        },
        {
          title: 'Menu Management',
          description: 'Variations, add-ons, combos and time-based pricing, updated across every terminal at once.',
          icon: 'layers',
        },
        {
          title: 'Table & Order Management',
          description:
            'Live table status, order transfers and kitchen order tickets sent the moment an order is placed.',
          icon: 'utensils',
        },
        {
          title: 'Online Order Integration',
          description: 'Orders from your website and delivery apps arrive in the same queue as in-house orders.',
          icon: 'globe',
        },
        {
          title: 'Recipe Inventory',
          description: 'Ingredients deducted by recipe as dishes sell, with low-stock alerts and wastage tracking.',
          icon: 'package',
        },
        {
          title: 'Reports & Analytics',
          description: 'Sales by item, hour, channel and staff, with day-end reports you can open from your phone.',
          icon: 'chart-line',
        },
      ],
    },
    {
      kind: 'devices',
      id: 'hardware',
      eyebrow: 'Petpooja hardware',
      title: 'Hardware for the Front and the Kitchen',
      description: 'We supply, connect and test each piece so your team can start taking orders on day one.',
      items: [
        {
          name: 'POS Terminal',
          kind: 'Front counter',
          description: 'A countertop touchscreen station for billing, table management and day-end reports.',
          image: {
            src: '/illustrations/device-pos-station.svg',
            alt: 'A countertop POS tablet on a sturdy stand showing an item grid',
          },
          specs: [
            'Touchscreen billing station',
            'Connects receipt printer and cash drawer',
            'Works with integrated card payments',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=Petpooja%20POS' },
        },
        {
          name: 'Kitchen Display',
          kind: 'Back of house',
          description:
            'A screen on the line that shows every order by status, so cooks see what to fire and what is late.',
          image: {
            src: '/illustrations/device-kitchen-display.svg',
            alt: 'A kitchen display screen showing order tickets in columns, one marked ready',
          },
          specs: ['Orders from every channel in one queue', 'Color-coded ticket timers', 'Bump orders when ready'],
          cta: { label: 'Request Demo', href: '/contact-us?product=Petpooja%20POS' },
        },
        {
          name: 'Kitchen Printer',
          kind: 'Back of house',
          description: 'Prints kitchen order tickets at each station for kitchens that prefer paper on the rail.',
          image: {
            src: '/illustrations/device-kitchen-printer.svg',
            alt: 'A kitchen printer printing an order ticket',
          },
          specs: ['Routes tickets by station', 'Prints modifiers and notes clearly', 'Made for hot, busy kitchens'],
          cta: { label: 'Request Demo', href: '/contact-us?product=Petpooja%20POS' },
        },
        {
          name: 'Captain Handheld',
          kind: 'Tableside',
          description: 'A handheld for servers to take orders at the table and send them straight to the kitchen.',
          image: {
            src: '/illustrations/device-handheld.svg',
            alt: 'A handheld ordering device with a touchscreen and keypad',
          },
          specs: ['Tableside order taking', 'Sends orders to kitchen instantly', 'Syncs with the POS terminal'],
          cta: { label: 'Request Demo', href: '/contact-us?product=Petpooja%20POS' },
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'industries',
      eyebrow: 'Who it is for',
      title: 'Built for Every Restaurant Format',
      items: [
        {
          title: 'Full-Service Restaurants',
          description: 'Tables, courses, captains and split bills for dining rooms of every size.',
          icon: 'utensils',
          href: '/restaurant',
        },
        {
          title: 'Quick Service',
          description: 'Fast counter billing, combos and token numbers for takeout and fast casual.',
          icon: 'zap',
        },
        {
          title: 'Cafes and Bakeries',
          description: 'Quick keys, add-ons and recipe inventory for coffee, pastries and light meals.',
          icon: 'clock',
        },
        {
          title: 'Cloud Kitchens',
          description: 'Several brands and delivery apps managed from one kitchen and one dashboard.',
          icon: 'cloud',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'What Restaurateurs Say About Petpooja',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'See Petpooja Run Your Menu',
      description:
        'Book a demo with your own menu loaded. We install the hardware, connect your delivery apps and train your team in 3–7 days.',
      actions: [
        { label: 'Request Demo', href: '/contact-us?product=Petpooja%20POS' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
