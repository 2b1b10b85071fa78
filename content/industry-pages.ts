import type { PageContent } from '@/content/page-sections';

/**
 * The six industry pages. Each follows one shape: core features (#features),
 * advanced capabilities, AI security or operations, a case study where the
 * seed gives its figures (or an owner's word where it does not), the POS
 * systems we recommend, and the closing calls to action.
 */

const closing = (title: string, description: string) =>
  ({
    kind: 'cta',
    id: 'get-started',
    title,
    description,
    actions: [
      { label: 'Schedule a Demo', href: '/contact-us' },
      { label: 'Explore All Solutions', href: '/products' },
    ],
  }) as const;

const securityImage = {
  src: '/illustrations/blog-security.svg',
  alt: 'A security shield with a padlock in front of a payment card',
};

export const retailPage = {
  path: '/retail',
  service: {
    name: 'Retail POS and payment processing',
    serviceType: 'Retail point of sale and card processing',
    description:
      'Retail POS with inventory management, customer profiles, multi-channel selling, analytics and AI fraud prevention, with card processing from 2.3% + 10¢ swiped.',
    audience: 'Retail stores',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Retail features',
      title: 'The Essentials for Modern Retail',
      description: 'Know what is on the shelf, who is buying it and where, from one system.',
      columns: 3,
      items: [
        {
          title: 'Inventory Management',
          description:
            'Stock that updates with every sale, variants by size and color, low-stock alerts and counts by barcode.',
          icon: 'package',
          points: ['Real-time stock levels', 'Variants and bundles', 'Low-stock alerts'],
        },
        {
          title: 'Customer Relationship',
          description:
            'Build profiles at checkout, see purchase history and reward your regulars with loyalty and offers.',
          icon: 'users',
          points: ['Customer profiles', 'Purchase history', 'Loyalty rewards'],
        },
        {
          title: 'Multi-Channel Selling',
          description: 'Sell in store, online and on social with one catalog, one stock count and one set of reports.',
          icon: 'globe',
          points: ['Online store sync', 'Buy online, pick up in store', 'One shared catalog'],
        },
      ],
    },
    {
      kind: 'features',
      id: 'capabilities',
      eyebrow: 'Advanced capabilities',
      title: 'Tools for Growing Retailers',
      columns: 3,
      items: [
        {
          title: 'Analytics and Reporting',
          description: 'Best sellers, slow movers, margins and staff performance, by store, category and hour.',
          icon: 'chart-line',
        },
        {
          title: 'Purchase Order Management',
          description:
            'Create purchase orders from low-stock alerts, receive deliveries by scan and track vendor costs.',
          icon: 'truck',
        },
        {
          title: 'Promotion Management',
          description: 'Schedule sales, bundles, buy-one-get-one offers and coupons without changing prices by hand.',
          icon: 'percent',
        },
      ],
    },
    {
      kind: 'split',
      id: 'ai-security',
      eyebrow: 'AI-powered security',
      title: 'Protect Every Sale',
      body: {
        paragraphs: [
          'Retail fraud ranges from stolen cards at the counter to suspicious online orders. Our AI-driven monitoring checks every transaction and flags the ones that do not fit your normal business.',
        ],
        features: [
          {
            title: 'Fraud Prevention',
            description:
              'Real-time transaction scoring spots stolen cards, card testing and unusual refunds before they cost you.',
            icon: 'eye',
          },
          {
            title: 'Secure Payments',
            description: 'End-to-end encryption, tokenization and EMV chip acceptance keep card data out of reach.',
            icon: 'lock',
          },
        ],
        image: securityImage,
      },
    },
    {
      kind: 'cards',
      id: 'systems',
      eyebrow: 'Recommended systems',
      title: 'POS Systems Retailers Choose',
      columns: 3,
      items: [{ system: 'clover' }, { system: 'curv' }, { system: 'nrs' }],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'From a Retail Owner',
      items: [
        {
          quote:
            'Our stock counts used to be a Sunday chore. Now every sale updates inventory, reorder alerts tell me what to buy, and the online store and the shop finally agree on what we have.',
          author: 'Lena Park',
          company: 'Owner, Ditmars Paper & Gift',
          rating: 5,
        },
      ],
    },
    closing(
      'Ready to Modernize Your Store?',
      'See a retail POS set up with your own products, and get a clear quote for card processing at the same time.',
    ),
  ],
} satisfies PageContent;

export const restaurantPage = {
  path: '/restaurant',
  service: {
    name: 'Restaurant POS and payment processing',
    serviceType: 'Restaurant point of sale and card processing',
    description:
      'Restaurant POS with table management, online ordering, kitchen display systems, menu management and labor analytics, with secure payment processing.',
    audience: 'Restaurants and cafes',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Restaurant features',
      title: 'Keep the Front and the Kitchen in Sync',
      description: 'Everything from the host stand to the pass, on one system.',
      columns: 3,
      items: [
        {
          title: 'Table Management',
          description: 'A live floor plan with table status, open checks, course timing and split payments.',
          icon: 'utensils',
          points: ['Live floor plan', 'Split and merge checks', 'Pay at the table'],
        },
        {
          title: 'Online Ordering',
          description: 'Pickup and delivery orders from your own website, sent straight to the POS and the kitchen.',
          icon: 'globe',
          points: ['Your own branded ordering page', 'Orders straight to the kitchen', 'Scheduled pickup times'],
        },
        {
          title: 'Kitchen Display Systems',
          description:
            'Orders on a screen at each station, with ticket timers and bump-when-ready to cut errors and waits.',
          icon: 'monitor',
          points: ['Routing by station', 'Ticket timers', 'Fewer lost tickets'],
        },
      ],
    },
    {
      kind: 'features',
      id: 'capabilities',
      eyebrow: 'Advanced capabilities',
      title: 'Run a Tighter Operation',
      columns: 3,
      items: [
        {
          title: 'Menu Management',
          description: 'Modifiers, combos, happy-hour pricing and 86’d items, updated on every device at once.',
          icon: 'layers',
        },
        {
          title: 'Sales and Labor Analytics',
          description: 'Sales by hour and server next to labor cost, so you can schedule to the rush, not the guess.',
          icon: 'chart-line',
        },
        {
          title: 'Secure Payment Processing',
          description: 'Pay-at-the-table, tips and contactless payments, encrypted and funded the next business day.',
          icon: 'credit-card',
        },
      ],
    },
    {
      kind: 'split',
      id: 'ai-operations',
      eyebrow: 'AI-powered operations',
      title: 'Plan Ahead, Stay Protected',
      body: {
        paragraphs: [
          'AI tools learn from your own sales history to help you prep the right amount and staff the right shifts, while fraud models watch every payment.',
        ],
        features: [
          {
            title: 'Demand Forecasting',
            description:
              'Forecasts by day and daypart from your sales history, so you order, prep and schedule with confidence.',
            icon: 'trending-up',
          },
          {
            title: 'Fraud Detection',
            description:
              'Unusual voids, refunds and card activity flagged in real time, in the dining room and online.',
            icon: 'eye',
          },
        ],
        image: {
          src: '/illustrations/slide-restaurant-pos.svg',
          alt: 'A restaurant counter with a POS tablet, a kitchen printer and a handheld ordering device',
        },
        reverse: true,
      },
    },
    {
      kind: 'case-study',
      id: 'case-study',
      eyebrow: 'Case study',
      title: 'How a Neighborhood Bistro Turned More Tables',
      study: {
        business: 'A family-owned bistro in Astoria, Queens',
        summary:
          'The owners were juggling paper tickets, a separate card machine and phone orders written on a pad. We installed a restaurant POS with table management, kitchen displays and online ordering.',
        challenge:
          'Checks took too long to close, tickets went missing in the rush, and phone orders tied up staff at the busiest times.',
        solution:
          'Handhelds for pay-at-the-table, a kitchen display at each station and an online ordering page that sends orders straight to the kitchen.',
        results: [
          { value: '25%', label: 'More table turnover' },
          { value: '15%', label: 'Higher average check' },
          { value: '30%', label: 'Of business from online ordering at peak times' },
        ],
      },
    },
    {
      kind: 'cards',
      id: 'systems',
      eyebrow: 'Recommended systems',
      title: 'POS Systems Restaurants Choose',
      columns: 3,
      items: [{ system: 'clover' }, { system: 'figure' }, { system: 'petpooja' }],
    },
    closing(
      'Ready for a Smoother Service?',
      'See a restaurant POS set up with your own menu, and get a clear quote for card processing at the same time.',
    ),
  ],
} satisfies PageContent;

export const convenienceStorePage = {
  path: '/convenience-store',
  service: {
    name: 'Convenience store POS and payment processing',
    serviceType: 'Convenience store point of sale and card processing',
    description:
      'Convenience store POS with age verification, lottery and tobacco tracking, fuel pump integration, sales analytics, loss prevention and secure payments.',
    audience: 'Convenience stores',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Convenience store features',
      title: 'Built for the Convenience Store Counter',
      description: 'Fast lines, compliant age-restricted sales and tight control of every item, with or without fuel.',
      columns: 3,
      items: [
        {
          title: 'Age Verification',
          description: 'Every age-restricted item prompts a check, so cashiers never have to guess.',
          icon: 'id-card',
          points: ['ID scanning', 'Automatic birthday calculation', 'Compliance reporting'],
        },
        {
          title: 'Lottery and Tobacco Tracking',
          description:
            'Track lottery sales and payouts, and tobacco by pack and carton, with reports that reconcile at shift end.',
          icon: 'ticket',
          points: ['Lottery sales and payouts', 'Pack and carton tracking', 'Shift reconciliation'],
        },
        {
          title: 'Fuel Pump Integration',
          description:
            'Pump control and fuel sales on the same register as the store, with pay at the pump and prepay inside.',
          icon: 'fuel',
          points: ['Pump control at the register', 'Pay at the pump', 'Fuel and store on one report'],
        },
        {
          title: 'Inventory and Sales Analytics',
          description:
            'Pricebook, stock and margins by item and department, with best sellers and slow movers at a glance.',
          icon: 'chart-line',
          points: ['Scan-based inventory', 'Department margins', 'Hourly sales trends'],
        },
        {
          title: 'AI Fraud and Loss Prevention',
          description: 'AI flags unusual voids, no-sales, refunds and card activity, so shrinkage is caught early.',
          icon: 'eye',
          points: ['Void and refund alerts', 'Card fraud screening', 'Exception reports by cashier'],
        },
        {
          title: 'Payment Security',
          description:
            'EMV chip and contactless acceptance with end-to-end encryption and tokenization on every payment.',
          icon: 'lock',
          points: ['Encryption', 'Tokenization', 'PCI compliance support'],
        },
      ],
    },
    {
      kind: 'case-study',
      id: 'case-study',
      eyebrow: 'Case study',
      title: 'How a Corner Store Sped Up Checkout and Cut Shrinkage',
      study: {
        business: 'An independent convenience store with fuel on Long Island',
        summary:
          'The owner ran an old cash register, a separate lottery terminal and a paper age-check log. We replaced them with one scanning POS linked to the pumps.',
        challenge:
          'Long lines at the morning rush, missing stock nobody could explain, and worry about a failed compliance check on tobacco and beer.',
        solution:
          'A scan-based pricebook, ID scanning on every age-restricted sale, lottery and tobacco tracking, and AI alerts on voids and refunds.',
        results: [
          { value: '40%', label: 'Shorter checkout times' },
          { value: '20%', label: 'Less inventory shrinkage' },
          { value: '100%', label: 'Compliance on age-restricted sales' },
        ],
      },
    },
    {
      kind: 'cards',
      id: 'systems',
      eyebrow: 'Recommended systems',
      title: 'POS Systems Convenience Stores Choose',
      columns: 3,
      items: [{ system: 'nrs' }, { system: 'clover' }, { system: 'pax-elys' }],
    },
    closing(
      'Ready for Faster Lines?',
      'See a convenience store POS set up with your pricebook, and get a clear quote for card and EBT processing.',
    ),
  ],
} satisfies PageContent;

export const gasStationPage = {
  path: '/gas-station',
  service: {
    name: 'Gas station payment processing',
    serviceType: 'Fuel and convenience payment processing',
    description:
      'Gas station payments: pay at the pump, fleet and EBT card acceptance, forecourt and store POS integration, and EMV security against pump fraud.',
    audience: 'Gas stations',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Gas station features',
      title: 'The Forecourt and the Store on One System',
      description:
        'Fuel, snacks and lottery rung up together, with every card your drivers carry accepted at the pump.',
      columns: 3,
      items: [
        {
          title: 'Pay at the Pump',
          description: 'EMV-ready outdoor payment with chip and contactless, so drivers fuel up and go.',
          icon: 'fuel',
          points: ['Chip and contactless at the pump', 'Receipts at the dispenser', 'Prepay and postpay inside'],
        },
        {
          title: 'Fleet Card Acceptance',
          description: 'Accept the major fleet cards with the prompts fleets need, like odometer and driver ID.',
          icon: 'truck',
          points: ['Major fleet cards', 'Odometer and driver prompts', 'Fleet-level reporting'],
        },
        {
          title: 'Forecourt and Store Integration',
          description:
            'Pump control and in-store sales on the same register, on the same report at the end of the shift.',
          icon: 'store',
          points: ['Pump control at the register', 'One shift report', 'Combined fuel and store sales'],
        },
      ],
    },
    {
      kind: 'features',
      id: 'capabilities',
      eyebrow: 'Advanced capabilities',
      title: 'Control Margins From Tank to Till',
      columns: 3,
      items: [
        {
          title: 'Fuel Price Management',
          description: 'Change fuel prices from the back office and push them to pumps and price signs together.',
          icon: 'badge-dollar',
        },
        {
          title: 'C-Store Inventory',
          description:
            'Scan-based pricebook, age verification and lottery tracking for the store side of the business.',
          icon: 'package',
        },
        {
          title: 'EBT Acceptance',
          description: 'Accept SNAP/EBT in the store, with eligible items flagged automatically at checkout.',
          icon: 'wallet',
        },
      ],
    },
    {
      kind: 'split',
      id: 'ai-security',
      eyebrow: 'AI-powered security',
      title: 'Stop Pump-Side Fraud',
      body: {
        paragraphs: [
          'Pumps are a favorite target for skimmers and stolen cards. EMV at the dispenser and AI transaction monitoring close the gaps that magstripe readers leave open.',
        ],
        features: [
          {
            title: 'Fraud Detection',
            description: 'Unusual pump authorizations and card-testing patterns flagged in real time.',
            icon: 'eye',
          },
          {
            title: 'Secure Payments',
            description: 'EMV chip, encryption and tokenization at the pump and inside the store.',
            icon: 'lock',
          },
        ],
        image: securityImage,
      },
    },
    {
      kind: 'cards',
      id: 'systems',
      eyebrow: 'Recommended systems',
      title: 'POS Systems Gas Stations Choose',
      columns: 2,
      items: [{ system: 'nrs' }, { system: 'pax-elys' }],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'From a Station Owner',
      items: [
        {
          quote:
            'Fleet customers were driving past us because we could not take their cards. Now we accept them at the pump, the store and forecourt close out on one report, and the rep answered every question during the changeover.',
          author: 'Raymond Ortiz',
          company: 'Owner, Ortiz Fuel & Food Mart',
          rating: 4.5,
        },
      ],
    },
    closing(
      'Ready to Upgrade Your Forecourt?',
      'Tell us about your pumps and your store, and we will recommend a setup and quote your fuel and card processing.',
    ),
  ],
} satisfies PageContent;

export const ecommercePage = {
  path: '/ecommerce',
  service: {
    name: 'E-commerce payment processing',
    serviceType: 'Online payment gateway',
    description:
      'Secure online payment gateways with hosted checkout, recurring billing, invoices and AI fraud screening, settled to your bank account the next business day.',
    audience: 'Online stores',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'E-commerce features',
      title: 'Checkout That Converts and Protects',
      description: 'A payment gateway that plugs into your store and gets out of your customers’ way.',
      columns: 3,
      items: [
        {
          title: 'Secure Payment Gateway',
          description: 'Connect your website or shopping cart to a gateway that accepts every major card and wallet.',
          icon: 'globe',
          points: ['Popular shopping cart plugins', 'Cards and digital wallets', 'Developer-friendly API'],
        },
        {
          title: 'Hosted Checkout',
          description:
            'A secure, mobile-friendly payment page that keeps card data off your servers and eases PCI scope.',
          icon: 'shopping-cart',
          points: ['Mobile-friendly', 'Card data never touches your site', 'Branded to your store'],
        },
        {
          title: 'Recurring Billing',
          description: 'Subscriptions, memberships and payment plans charged automatically to cards on file.',
          icon: 'refresh',
          points: ['Flexible schedules', 'Automatic retries', 'Card-on-file tokens'],
        },
      ],
    },
    {
      kind: 'features',
      id: 'capabilities',
      eyebrow: 'Advanced capabilities',
      title: 'More Ways to Sell Online',
      columns: 3,
      items: [
        {
          title: 'Invoices and Payment Links',
          description: 'Send a link by e-mail, text or social message and get paid without building a checkout.',
          icon: 'file-check',
        },
        {
          title: 'Virtual Terminal',
          description: 'Take phone and mail orders from any browser, on the same account as your online store.',
          icon: 'monitor',
        },
        {
          title: 'Reporting and Reconciliation',
          description: 'Deposits matched to orders, refunds and fees, ready for your accountant.',
          icon: 'chart-line',
        },
      ],
    },
    {
      kind: 'split',
      id: 'ai-security',
      eyebrow: 'AI-powered security',
      title: 'Fraud Screening on Every Order',
      body: {
        paragraphs: [
          'Card-not-present fraud and chargebacks hit online sellers hardest. AI screening checks each order against patterns of fraud before you ship.',
        ],
        features: [
          {
            title: 'Fraud Prevention',
            description: 'Real-time risk scoring, velocity checks and address verification on every order.',
            icon: 'eye',
          },
          {
            title: 'Secure Payments',
            description: 'Tokenization, encryption and 3-D Secure authentication protect your customers’ cards.',
            icon: 'lock',
          },
        ],
        image: securityImage,
      },
    },
    {
      kind: 'cards',
      id: 'solutions',
      eyebrow: 'Recommended solutions',
      title: 'Where E-Commerce Merchants Start',
      columns: 2,
      items: [
        {
          name: 'Payment Processing',
          description: 'Gateways, hosted checkout, recurring billing and dual pricing options, with next-day funding.',
          href: '/payment-processing',
          linkLabel: 'Explore Payment Processing',
          image: {
            src: '/illustrations/device-laptop-terminal.svg',
            alt: 'A laptop running a virtual terminal with a secure card payment form',
          },
          tags: ['Online stores', 'Subscriptions', 'Invoicing'],
        },
        { system: 'swipe-simple' },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'From an Online Seller',
      items: [
        {
          quote:
            'Switching gateways sounded painful, but the plugin took an afternoon. Fraud screening stopped a run of bad orders in the first month, and our subscription renewals just work.',
          author: 'Jordan Blake',
          company: 'Founder, Long Pour Coffee Roasters',
          rating: 5,
        },
      ],
    },
    closing(
      'Ready to Sell Online With Confidence?',
      'Tell us about your store and platform, and we will quote gateway and processing costs with no long-term contract.',
    ),
  ],
} satisfies PageContent;

export const serviceBusinessPage = {
  path: '/service-business',
  service: {
    name: 'Payments for service businesses',
    serviceType: 'Mobile and invoice payment processing',
    description:
      'Payments for salons, contractors, clinics and professional services: mobile card readers, invoices, card-on-file, deposits and virtual terminals.',
    audience: 'Service businesses',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Service business features',
      title: 'Get Paid Wherever the Work Happens',
      description: 'At the chair, at the client’s door or after the job: payments that fit how you work.',
      columns: 3,
      items: [
        {
          title: 'Mobile Card Readers',
          description:
            'A pocket-size reader that pairs with your phone, so you can take payment the moment the job is done.',
          icon: 'smartphone',
          points: ['Chip and contactless', 'Text and e-mail receipts', 'Tips on screen'],
        },
        {
          title: 'Invoices and Payment Links',
          description: 'Send a professional invoice with a pay-now link and see when it has been opened and paid.',
          icon: 'file-check',
          points: ['Pay-now links', 'Automatic reminders', 'Partial payments'],
        },
        {
          title: 'Card on File',
          description:
            'Securely save a client’s card with their permission for repeat visits, deposits and no-show fees.',
          icon: 'credit-card',
          points: ['Tokenized storage', 'One-tap repeat charges', 'Client consent on record'],
        },
      ],
    },
    {
      kind: 'features',
      id: 'capabilities',
      eyebrow: 'Advanced capabilities',
      title: 'Less Chasing, More Booking',
      columns: 3,
      items: [
        {
          title: 'Appointment Deposits',
          description: 'Take deposits when clients book to protect your calendar from no-shows.',
          icon: 'calendar',
        },
        {
          title: 'Recurring Billing',
          description: 'Monthly memberships, maintenance plans and retainers charged automatically.',
          icon: 'refresh',
        },
        {
          title: 'Virtual Terminal',
          description: 'Key in payments by phone from any browser, with the same reports as your reader.',
          icon: 'monitor',
        },
      ],
    },
    {
      kind: 'split',
      id: 'ai-security',
      eyebrow: 'AI-powered security',
      title: 'Secure Payments, In Person or Remote',
      body: {
        paragraphs: [
          'Service businesses take many payments without the card in hand. AI monitoring and tokenization keep those payments safe for you and your clients.',
        ],
        features: [
          {
            title: 'Fraud Prevention',
            description: 'Suspicious keyed-in and online payments flagged before you do the work.',
            icon: 'eye',
          },
          {
            title: 'Secure Payments',
            description: 'Encryption and tokenization protect every card, including cards on file.',
            icon: 'lock',
          },
        ],
        image: securityImage,
      },
    },
    {
      kind: 'cards',
      id: 'systems',
      eyebrow: 'Recommended systems',
      title: 'Systems Service Businesses Choose',
      columns: 3,
      items: [{ system: 'swipe-simple' }, { system: 'clover' }, { system: 'pax-elys' }],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      title: 'From a Service Business Owner',
      items: [
        {
          quote:
            'Clients pay at the chair with a tap, deposits cut our no-shows, and I stopped chasing invoices at the end of the month. Everything lands in the bank the next day.',
          author: 'Keisha Morgan',
          company: 'Owner, Studio K Hair & Color',
          rating: 5,
        },
      ],
    },
    closing(
      'Ready to Get Paid Faster?',
      'Tell us how you work, and we will set up readers, invoices and card-on-file in 1–2 business days.',
    ),
  ],
} satisfies PageContent;
