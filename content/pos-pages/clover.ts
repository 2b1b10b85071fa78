import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'We went from a cash register and a separate card machine to Clover Station at the counter and two Flex handhelds on the patio. Checks close at the table, the menu updates everywhere at once, and our rep set it all up over a weekend.',
  author: 'Tomás Rivera',
  company: 'Owner, Rivera’s Taqueria',
  rating: 5,
};

/** /clover-pos: devices, nine features, four industries, stats, an owner's word. */
export const cloverPage = {
  path: '/clover-pos',
  keywords: [
    'Clover POS',
    'Clover Station',
    'Clover Mini',
    'Clover Flex',
    'Clover Go',
    'Clover point of sale',
    'restaurant POS system',
    'retail POS system',
    'Clover merchant services',
  ],
  product: {
    name: 'Clover POS',
    brand: 'Clover',
    description:
      'Clover POS systems (Station, Mini, Flex and Go) for restaurants, retail, quick service and service businesses, with 300+ apps, installed and supported by Queensboro Merchant Solutions.',
    category: 'Point of sale system',
    image: '/illustrations/device-pos-station.svg',
    rating: { ratingValue: 4.9, reviewCount: 245 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'devices',
      id: 'devices',
      eyebrow: 'Clover devices',
      title: 'A Clover for Every Counter',
      description:
        'Four devices that share one account, one menu and one set of reports. Start with one and add more as you grow.',
      items: [
        {
          name: 'Clover Station',
          kind: 'Full-service countertop',
          description:
            'The flagship register for busy counters: a large swivel touchscreen, receipt printer and cash drawer, with an optional customer-facing display.',
          image: {
            src: '/illustrations/device-pos-station.svg',
            alt: 'Clover Station: a large countertop POS tablet on a sturdy stand',
          },
          specs: [
            'Large merchant touchscreen',
            'Optional customer-facing display',
            'Built-in receipt printer',
            'Connects a cash drawer and barcode scanner',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=Clover%20Station' },
        },
        {
          name: 'Clover Mini',
          kind: 'Compact countertop',
          description:
            'Everything a small counter needs in a small footprint: take chip, swipe and tap payments, print receipts and run the full Clover software.',
          image: {
            src: '/illustrations/device-pos-mini.svg',
            alt: 'Clover Mini: a compact countertop POS with a card inserted in its built-in reader',
          },
          specs: [
            'Touchscreen with built-in card reader',
            'Chip, swipe and contactless payments',
            'Built-in receipt printer',
            'Fits tight counters',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=Clover%20Mini' },
        },
        {
          name: 'Clover Flex',
          kind: 'Handheld',
          description:
            'Take the register to the customer: order and pay at the table, bust lines at the door or check out shoppers anywhere in the store.',
          image: {
            src: '/illustrations/device-handheld.svg',
            alt: 'Clover Flex: a handheld POS terminal printing a receipt',
          },
          specs: [
            'Handheld touchscreen',
            'Built-in receipt printer',
            'Wi-Fi and cellular connectivity',
            'Pay-at-the-table and line busting',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=Clover%20Flex' },
        },
        {
          name: 'Clover Go',
          kind: 'Mobile',
          description:
            'A pocket-size card reader that pairs with the Clover Go app on your phone or tablet, for markets, deliveries and appointments on the road.',
          image: {
            src: '/illustrations/device-card-reader.svg',
            alt: 'Clover Go: a pocket-size Bluetooth card reader with a chip card inserted',
          },
          specs: [
            'Pairs over Bluetooth with iOS and Android',
            'Chip, swipe and contactless payments',
            'Text and e-mail receipts',
            'Syncs with your Clover account',
          ],
          cta: { label: 'Request Demo', href: '/contact-us?product=Clover%20Go' },
        },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Clover features',
      title: 'Everything You Need to Run Your Business',
      description: 'Clover does far more than take payments. These tools come with every system we install.',
      columns: 3,
      items: [
        {
          title: 'Payment Processing',
          description:
            'Accept chip, swipe, contactless and digital wallets on every device, funded to your bank the next business day.',
          icon: 'credit-card',
        },
        {
          title: 'Inventory Management',
          description:
            'Track stock by item and variant, get low-stock alerts and update prices on every device at once.',
          icon: 'package',
        },
        {
          title: 'Employee Management',
          description:
            'Clock-ins, roles and permissions, tip pooling and shift reports, so you know who did what and when.',
          icon: 'users',
        },
        {
          title: 'Customer Engagement',
          description:
            'Build a customer list at checkout and bring people back with rewards, promotions and digital receipts.',
          icon: 'gift',
        },
        {
          title: 'Reporting & Analytics',
          description:
            'See sales, best sellers, busiest hours and payment mix in real time, on the device or from your phone.',
          icon: 'chart-line',
        },
        {
          title: 'Online Ordering',
          description:
            'Take pickup and delivery orders from your own website, sent straight to the register and the kitchen.',
          icon: 'globe',
        },
        {
          title: 'Clover App Market',
          description:
            'Add scheduling, payroll, accounting and marketing from more than 300 apps that work with your Clover.',
          icon: 'layers',
        },
        {
          title: 'Security Built In',
          description:
            'End-to-end encryption and tokenization protect every card, with PCI compliance support from our team.',
          icon: 'shield-check',
        },
        {
          title: 'Offline Payments',
          description:
            'Keep taking cards when the internet drops; payments are stored securely and processed when you reconnect.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'industries',
      eyebrow: 'Who it is for',
      title: 'Built for the Way You Sell',
      description:
        'Clover is set up differently for each kind of business. We configure it for yours before it arrives.',
      items: [
        {
          title: 'Restaurants and Cafes',
          description:
            'Table maps, open tabs, coursing, tips and kitchen tickets, with Flex for ordering and paying at the table.',
          icon: 'utensils',
          href: '/restaurant',
        },
        {
          title: 'Retail',
          description:
            'Barcode scanning, item variants, inventory counts and customer rewards for shops of every size.',
          icon: 'shopping-basket',
          href: '/retail',
        },
        {
          title: 'Quick Service',
          description:
            'Fast order entry, modifiers, order numbers and kitchen display support to keep the line moving.',
          icon: 'zap',
        },
        {
          title: 'Service Businesses',
          description: 'Appointments, deposits, invoices and card-on-file payments for salons, studios and trades.',
          icon: 'briefcase',
          href: '/service-business',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'clover-numbers',
      title: 'Clover by the Numbers',
      description: 'A proven platform, backed by our local team.',
      items: [
        { value: '99.9%', label: 'Uptime' },
        { value: '300+', label: 'Apps in the App Market' },
        { value: '1M+', label: 'Merchants use Clover' },
        { value: '24/7', label: 'Support' },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'From a Clover Owner',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'See Clover in Action',
      description:
        'Book a demo and we will show you Clover set up for a business like yours, then install it and train your team in 3–7 days.',
      actions: [
        { label: 'Request Demo', href: '/contact-us?product=Clover' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
