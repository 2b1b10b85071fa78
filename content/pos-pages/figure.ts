import type { PageContent } from '@/content/page-sections';

const testimonial = {
  quote:
    'My staff already knew how to use an iPad, so training took an afternoon. Orders print in the kitchen the moment they are rung in, and I check the day’s sales from home without calling anyone.',
  author: 'Grace Oyelaran',
  company: 'Owner, Morning Loaf Bakery & Café',
  rating: 5,
};

/** /figure-pos: six features, six hardware items, four industries, a testimonial. */
export const figurePage = {
  path: '/figure-pos',
  keywords: [
    'Figure POS',
    'iPad POS',
    'iPad point of sale',
    'restaurant iPad POS',
    'cafe POS system',
    'kitchen printer POS',
  ],
  product: {
    name: 'Figure POS',
    brand: 'Figure',
    description:
      'Figure POS turns an iPad into a complete point of sale with stand, cash drawer, thermal and kitchen printers and a barcode scanner, for restaurants, cafes and retail.',
    category: 'Point of sale system',
    image: '/illustrations/device-tablet-stand.svg',
    rating: { ratingValue: 4.8, reviewCount: 41 },
    review: testimonial,
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Figure POS features',
      title: 'A Complete Point of Sale on an iPad',
      description: 'Familiar to your staff on day one, with the tools a busy counter or dining room needs.',
      columns: 3,
      items: [
        {
          title: 'Easy iPad Interface',
          description:
            'Large buttons, photos and quick keys on a device your team already knows, so new hires learn in minutes.',
          icon: 'smartphone',
        },
        {
          title: 'Menu & Item Management',
          description: 'Build menus with modifiers, combos and item photos, and change prices on every iPad at once.',
          icon: 'layers',
        },
        {
          title: 'Table & Order Management',
          description:
            'Floor plans, open tabs, split checks and course timing for dine-in, with order numbers for takeout.',
          icon: 'utensils',
        },
        {
          title: 'Kitchen Tickets',
          description: 'Orders print at the right station the moment they are sent, with modifiers and notes in bold.',
          icon: 'printer',
        },
        {
          title: 'Inventory Tracking',
          description:
            'Stock counts that update with each sale, low-stock alerts and barcode lookups for retail items.',
          icon: 'package',
        },
        {
          title: 'Sales Reports',
          description: 'Daily sales, item mix, tips and staff performance in clear reports you can open from anywhere.',
          icon: 'chart-line',
        },
      ],
    },
    {
      kind: 'devices',
      id: 'hardware',
      eyebrow: 'Figure POS hardware',
      title: 'The Hardware That Comes With It',
      description:
        'Six pieces that work together out of the box. We set them up, connect them and test them before you open.',
      items: [
        {
          name: 'iPad',
          kind: 'Register',
          description:
            'The Figure POS app runs on an Apple iPad, the screen your staff use for orders, payments and reports.',
          image: {
            src: '/illustrations/device-tablet.svg',
            alt: 'An iPad running a point-of-sale app with an item grid and an order total',
          },
          specs: ['Runs the Figure POS app', 'Bright, responsive touchscreen', 'Wi-Fi connected to your printers'],
        },
        {
          name: 'iPad Stand',
          kind: 'Counter mount',
          description:
            'A secure swivel stand that holds the iPad at the counter and turns it toward customers to tip and sign.',
          image: {
            src: '/illustrations/device-tablet-stand.svg',
            alt: 'A tablet in a swivel stand that rotates to face the customer',
          },
          specs: ['Swivels to face the customer', 'Keeps the iPad secure at the counter', 'Cable management for power'],
        },
        {
          name: 'Cash Drawer',
          kind: 'Cash handling',
          description:
            'A sturdy, lockable drawer that opens automatically on cash sales and keeps every till count accurate.',
          image: {
            src: '/illustrations/device-cash-drawer.svg',
            alt: 'An open cash drawer with bill compartments and coin cups',
          },
          specs: ['Opens automatically on cash sales', 'Lockable', 'Bill compartments and coin cups'],
        },
        {
          name: 'Thermal Printer',
          kind: 'Receipts',
          description: 'A fast, quiet thermal printer for customer receipts, with no ink or ribbons to replace.',
          image: {
            src: '/illustrations/device-receipt-printer.svg',
            alt: 'A thermal receipt printer printing a receipt',
          },
          specs: ['Fast thermal printing', 'No ink or ribbons', 'Automatic paper cutter'],
        },
        {
          name: 'Barcode Scanner',
          kind: 'Scanning',
          description: 'Scan packaged goods and retail items straight into an order, and look up stock in a second.',
          image: {
            src: '/illustrations/device-barcode-scanner.svg',
            alt: 'A handheld barcode scanner reading a barcode',
          },
          specs: ['Reads standard product barcodes', 'Adds items to the order instantly', 'Speeds up stock counts'],
        },
        {
          name: 'Kitchen Printer',
          kind: 'Back of house',
          description: 'Prints order tickets in the kitchen or at the bar the moment an order is sent from the iPad.',
          image: {
            src: '/illustrations/device-kitchen-printer.svg',
            alt: 'A kitchen printer printing an order ticket',
          },
          specs: ['Made for hot, busy kitchens', 'Routes tickets by station', 'Prints modifiers and notes clearly'],
        },
      ],
    },
    {
      kind: 'audiences',
      id: 'industries',
      eyebrow: 'Who it is for',
      title: 'Where Figure POS Fits Best',
      items: [
        {
          title: 'Full-Service Restaurants',
          description:
            'Floor plans, coursing and split checks, with kitchen tickets that reach the line the moment orders are placed.',
          icon: 'utensils',
          href: '/restaurant',
        },
        {
          title: 'Cafes and Bakeries',
          description: 'Quick keys, modifiers and a customer-facing swivel screen for tips at a fast-moving counter.',
          icon: 'clock',
        },
        {
          title: 'Quick Service',
          description: 'Order numbers, combos and fast checkout for takeout and counter service.',
          icon: 'zap',
        },
        {
          title: 'Retail Shops',
          description: 'Barcode scanning, stock counts and receipts for shops that want a simple iPad register.',
          icon: 'shopping-basket',
          href: '/retail',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'What Owners Say About Figure POS',
      items: [testimonial],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Try Figure POS on Your Counter',
      description:
        'Book a demo and see Figure POS set up with your menu. We install, connect the hardware and train your team in 3–7 days.',
      actions: [
        { label: 'Request Demo', href: '/contact-us?product=Figure%20POS' },
        { label: 'Explore All Solutions', href: '/products' },
      ],
    },
  ],
} as const satisfies PageContent;
