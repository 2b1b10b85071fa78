import type { LinkCard, PageContent } from '@/content/page-sections';

/**
 * The products hub and the three service pages. Each service page has its
 * own focus; the figures are the business's one set of facts: rates from
 * 2.3% + 10¢ swiped, 25–30% average savings, next-day funding, no contracts,
 * PCI compliance, setup in 1–2 business days.
 */

/** The four services, as the products hub and the service pages' 'related' sections show them. */
export const services = [
  {
    name: 'Merchant Services',
    description:
      'Credit and debit card processing in person, online and on mobile, plus EBT and fleet cards, from 2.3% + 10¢ swiped.',
    href: '/merchant-services',
    linkLabel: 'Explore Merchant Services',
    image: {
      src: '/illustrations/device-countertop-terminal.svg',
      alt: 'A countertop card terminal with screen, keypad and receipt printer',
    },
    features: ['Credit, debit, EBT and fleet cards', 'Next-day funding', 'No long-term contracts'],
  },
  {
    name: 'POS Solutions',
    description:
      'Clover, SwipeSimple, NRS and more: point-of-sale systems for retail, restaurants and services, installed in 3–7 days.',
    href: '/pos-solutions',
    linkLabel: 'Compare POS Systems',
    image: {
      src: '/illustrations/slide-countertop-pos.svg',
      alt: 'A countertop POS station with receipt printer and cash drawer',
    },
    features: ['Over 50 POS solutions', 'Installation and training included', 'Integrated payments'],
  },
  {
    name: 'Payment Processing',
    description:
      'Online payment gateways, virtual terminals, and dual pricing or cash discount programs that lower what you pay.',
    href: '/payment-processing',
    linkLabel: 'Explore Payment Processing',
    image: {
      src: '/illustrations/device-laptop-terminal.svg',
      alt: 'A laptop running a virtual terminal with a secure card payment form',
    },
    features: ['Gateways and virtual terminals', 'Dual pricing and cash discount', 'Recurring billing'],
  },
  {
    name: 'Value-Added Services',
    description:
      'Gift cards, loyalty rewards and AI-driven fraud security that bring customers back and protect every sale.',
    href: '/value-added-services',
    linkLabel: 'Explore Value-Added Services',
    image: {
      src: '/illustrations/blog-customer-experience.svg',
      alt: 'A loyalty card with stars beside a happy customer speech bubble',
    },
    features: ['Gift cards and loyalty', 'AI fraud monitoring', 'Customer insights'],
  },
] as const satisfies readonly LinkCard[];

const related = (exclude: string): LinkCard[] => services.filter((service) => service.href !== exclude);

/** The seed's headline figures, shown as a band on the products hub and service pages. */
const rateFacts = [
  { value: '2.3% + 10¢', label: 'Starting rate per swiped transaction' },
  { value: '25–30%', label: 'Average savings when merchants switch' },
  { value: 'Next day', label: 'Funding to your bank account' },
  { value: '1–2 days', label: 'Business days to set up your account' },
];

const whyUs = [
  {
    title: 'No Contracts or Penalties',
    description: 'Month-to-month service. Leave whenever you like; we would rather earn your business.',
    icon: 'file-check',
  },
  {
    title: 'Consistent Rates',
    description: 'The rate on your quote is the rate you pay, without quiet increases later.',
    icon: 'badge-dollar',
  },
  {
    title: 'Always PCI Compliant',
    description: 'Encryption, tokenization and help with your PCI questionnaire, included.',
    icon: 'shield-check',
  },
  {
    title: 'Dedicated Local Representative',
    description: 'One named person in Long Island City who knows your account.',
    icon: 'user-check',
  },
] as const;

/** /products: the four services, the figures and a quote request with the contact form (#contact-form). */
export const productsPage = {
  path: '/products',
  service: {
    name: 'Merchant services and POS solutions',
    serviceType: 'Payment processing',
    description:
      'Merchant services, POS systems, payment processing and value-added services for US businesses, with no long-term contracts.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our products',
      title: 'Everything You Need to Get Paid',
      description:
        'Start with the service you need today and add the rest as you grow. One team, one statement, one point of contact.',
      columns: 2,
      items: services,
    },
    {
      kind: 'stats',
      id: 'figures',
      title: 'Pricing You Can Plan Around',
      description: 'The same straightforward terms for every product we offer.',
      items: rateFacts,
    },
    {
      kind: 'features',
      id: 'why-us',
      eyebrow: 'Why Queensboro',
      title: 'What You Get With Every Product',
      items: whyUs,
    },
    {
      kind: 'quote-request',
      id: 'contact-form',
      eyebrow: 'Free quote',
      title: 'Request a Quote',
      description: 'Send us a short message here, or call if you prefer: we reply within one business day.',
      heading: 'What we need for your quote',
      body: 'A clear quote takes three numbers. If you have a recent processing statement, we will also analyze it for free and show you, line by line, what you would pay with us.',
      needs: ['Your monthly card volume', 'Your typical transaction size', 'The payment types you accept'],
      form: {
        idPrefix: 'quote',
        heading: 'Request Your Free Quote',
        message: "I'd like a quote.\n\nMonthly card volume: \nTypical transaction size: \nPayment types we accept: ",
      },
    },
  ],
} satisfies PageContent;

/** /merchant-services: card acceptance everywhere, at the seed's rates. */
export const merchantServicesPage = {
  path: '/merchant-services',
  service: {
    name: 'Merchant Services',
    serviceType: 'Credit card processing',
    description:
      'Credit and debit card processing in person, online and on mobile, plus EBT and fleet cards, from 2.3% + 10¢ per swiped transaction with next-day funding and no long-term contracts.',
  },
  sections: [
    {
      kind: 'stats',
      id: 'rates',
      title: 'Rates and Terms at a Glance',
      description: 'Transparent pricing from the first quote, with no long-term contracts and no hidden fees.',
      items: rateFacts,
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Ways to accept',
      title: 'Accept Every Card, Everywhere You Sell',
      description:
        'One merchant account covers every way your customers pay, with one statement and one point of contact.',
      columns: 3,
      items: [
        {
          title: 'In Person',
          description: 'Countertop terminals and POS systems that take chip, swipe and contactless cards.',
          icon: 'store',
        },
        {
          title: 'Online',
          description: 'A secure gateway for your website checkout, invoices and recurring payments.',
          icon: 'globe',
        },
        {
          title: 'On Mobile',
          description: 'Card readers that pair with your phone for deliveries, markets and job sites.',
          icon: 'smartphone',
        },
        {
          title: 'Contactless & Wallets',
          description: 'Tap-to-pay cards plus Apple Pay, Google Pay and Samsung Pay on every device.',
          icon: 'credit-card',
        },
        {
          title: 'EBT Acceptance',
          description: 'Accept SNAP/EBT benefits at the counter, alongside credit and debit.',
          icon: 'wallet',
        },
        {
          title: 'Fleet Cards',
          description: 'Take fleet fuel cards at the pump and inside, with the data fleets require.',
          icon: 'fuel',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Transparent terms',
      title: 'Why Merchants Switch to Us',
      description:
        'Merchants who switch to us save 25–30% on processing fees on average, and they stay because the terms are simple.',
      image: {
        src: '/illustrations/blog-reduce-fees.svg',
        alt: 'A processing statement with a downward arrow and coins',
      },
      items: [
        {
          title: 'Transparent, Consistent Rates',
          description:
            'Rates from 2.3% + 10¢ per swiped transaction, every fee listed on your quote, and no quiet increases.',
          icon: 'badge-dollar',
        },
        {
          title: 'Next-Day Funding',
          description: 'Card sales you settle today are deposited in your business bank account the next business day.',
          icon: 'banknote',
        },
        {
          title: 'No Contracts, Always Compliant',
          description: 'Month-to-month service with no cancellation penalties, and PCI compliance support included.',
          icon: 'shield-check',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'switching',
      eyebrow: 'How switching works',
      title: 'Set Up in 1–2 Business Days',
      description:
        'Keep processing with your current provider until your new account is live. There is no gap in between.',
      items: [
        { title: 'Send a statement', description: 'Share a recent processing statement and we analyze it for free.' },
        {
          title: 'Get a clear quote',
          description: 'See, line by line, what you pay today and what you would pay with us.',
        },
        { title: 'Go live', description: 'Your account is set up in 1–2 business days, with equipment ready to use.' },
        {
          title: 'Get paid next day',
          description: 'Funds arrive the next business day, with a local rep on call when you need help.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'related',
      title: 'More Ways We Can Help',
      columns: 3,
      items: related('/merchant-services'),
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'See What You Would Pay With Us',
      description:
        'Send us a recent statement for a free analysis. If you switch, we credit $100 toward your processing fees.',
      actions: [
        { label: 'Get a Free Quote', href: '/contact-us' },
        { label: 'Estimate Your Savings', href: '/savings-calculator' },
      ],
    },
  ],
} satisfies PageContent;

/** /payment-processing: gateways, virtual terminals, dual pricing and cash discount. */
export const paymentProcessingPage = {
  path: '/payment-processing',
  service: {
    name: 'Payment Processing',
    serviceType: 'Payment gateway and cash discount programs',
    description:
      'Online payment gateways, virtual terminals, recurring billing and compliant dual pricing or cash discount programs, with PCI compliance and next-day funding.',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Processing tools',
      title: 'Payment Processing for Every Channel',
      description: 'The tools behind the transaction: how payments reach us securely, wherever your customers pay.',
      columns: 3,
      items: [
        {
          title: 'Online Payment Gateway',
          description: 'Connect your website or shopping cart to a secure gateway with hosted checkout options.',
          icon: 'globe',
        },
        {
          title: 'Virtual Terminal',
          description: 'Key in phone and mail orders from any browser, with card-on-file for repeat customers.',
          icon: 'monitor',
        },
        {
          title: 'Recurring Billing',
          description: 'Charge memberships, subscriptions and payment plans automatically on your schedule.',
          icon: 'refresh',
        },
        {
          title: 'Invoices & Payment Links',
          description: 'Send an invoice by e-mail or text and get paid by card in a click.',
          icon: 'file-check',
        },
        {
          title: 'Dual Pricing',
          description:
            'Show a cash price and a card price for every item, so card customers cover the cost of card acceptance.',
          icon: 'percent',
        },
        {
          title: 'Cash Discount',
          description:
            'Post one price and give customers who pay cash a discount, with signage and receipts set up for you.',
          icon: 'hand-coins',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'pricing-programs',
      eyebrow: 'Pricing programs',
      title: 'Dual Pricing, Cash Discount or Traditional Pricing?',
      description:
        'Three ways to handle the cost of accepting cards. We help you choose and set up the one that fits your customers.',
      table: {
        caption: 'Traditional pricing, dual pricing and cash discount programs compared',
        rowHeader: 'Question',
        columns: ['Traditional', 'Dual pricing', 'Cash discount'],
        rows: [
          {
            label: 'What customers see',
            values: ['One price for everyone', 'A cash price and a card price', 'One posted price, less for cash'],
          },
          {
            label: 'Who covers card fees',
            values: ['Your business', 'Card-paying customers', 'Card-paying customers'],
          },
          { label: 'Signage and receipts set up for you', values: ['Not needed', true, true] },
          { label: 'Works with our rates from 2.3% + 10¢ swiped', values: [true, true, true] },
          { label: 'Next-day funding', values: [true, true, true] },
        ],
        note: 'Card brand and state rules apply to dual pricing and cash discount programs. We set up your signage, receipts and terminal prompts so your program stays compliant.',
      },
    },
    {
      kind: 'split',
      id: 'security',
      eyebrow: 'Security and compliance',
      title: 'Always PCI Compliant',
      body: {
        paragraphs: [
          'Every payment we process is encrypted from the moment a card is tapped, dipped or typed, and card numbers are replaced with tokens so they never sit on your systems.',
          'We help you complete your PCI compliance questionnaire each year and keep your gateway and terminals up to date.',
        ],
        points: [
          'End-to-end encryption',
          'Tokenization of stored cards',
          'Annual PCI questionnaire support',
          'AI-driven fraud monitoring',
        ],
        image: {
          src: '/illustrations/blog-security.svg',
          alt: 'A security shield with a padlock in front of a payment card',
        },
      },
    },
    {
      kind: 'steps',
      id: 'setup',
      eyebrow: 'Getting started',
      title: 'Live in 1–2 Business Days',
      items: [
        {
          title: 'Tell us how you sell',
          description: 'Online, by phone, by invoice or at the counter: we match the tools to your business.',
        },
        {
          title: 'Choose your pricing',
          description: 'Traditional rates, dual pricing or cash discount, explained plainly before you decide.',
        },
        {
          title: 'Connect and test',
          description: 'We connect your gateway or terminal and run test transactions with you.',
        },
        {
          title: 'Get paid next day',
          description: 'Settled payments arrive in your bank account the next business day.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'related',
      title: 'More Ways We Can Help',
      columns: 3,
      items: related('/payment-processing'),
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Cut What You Pay to Get Paid',
      description:
        'Merchants who switch save 25–30% on processing fees on average. Ask us which program fits your business.',
      actions: [
        { label: 'Get a Free Quote', href: '/contact-us' },
        { label: 'Estimate Your Savings', href: '/savings-calculator' },
      ],
    },
  ],
} satisfies PageContent;

/** /value-added-services: gift cards, loyalty and AI-driven fraud security. */
export const valueAddedServicesPage = {
  path: '/value-added-services',
  service: {
    name: 'Value-Added Services',
    serviceType: 'Gift card, loyalty and fraud prevention services',
    description:
      'Gift cards, loyalty programs and AI-driven transaction and fraud security that work with your existing card processing and POS.',
  },
  sections: [
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Beyond the transaction',
      title: 'Services That Grow and Protect Your Business',
      description: 'Add them to the payments you already take with us. They run on the same terminals and POS systems.',
      columns: 3,
      items: [
        {
          title: 'Gift Cards',
          description:
            'Branded plastic and digital gift cards, sold at the counter and online, redeemed on your terminals.',
          icon: 'gift',
        },
        {
          title: 'Loyalty Rewards',
          description:
            'Points or visit-based rewards tied to the customer’s card or phone number, with no punch cards.',
          icon: 'sparkles',
        },
        {
          title: 'AI Fraud Security',
          description: 'Machine-learning models score each transaction and flag unusual patterns before they cost you.',
          icon: 'shield-check',
        },
        {
          title: 'Chargeback Support',
          description: 'Alerts and help assembling evidence when a customer disputes a charge.',
          icon: 'file-check',
        },
        {
          title: 'Customer Insights',
          description: 'See who your regulars are, how often they visit and what brings them back.',
          icon: 'users',
        },
        {
          title: 'Marketing Tools',
          description: 'Send offers and reminders to customers who opted in, straight from your customer list.',
          icon: 'trending-up',
        },
      ],
    },
    {
      kind: 'split',
      id: 'ai-security',
      eyebrow: 'AI-driven security',
      title: 'Fraud Security That Learns',
      body: {
        paragraphs: [
          'Our AI-driven transaction monitoring looks at every payment in context: the card, the amount, the time and how it compares with your normal business. Suspicious activity is flagged in real time so you can stop it before the goods leave.',
        ],
        features: [
          {
            title: 'Real-time transaction scoring',
            description: 'Each payment is checked as it happens, in person and online.',
            icon: 'eye',
          },
          {
            title: 'Encryption and tokenization',
            description: 'Card data is encrypted and tokenized, so it is useless if stolen.',
            icon: 'lock',
          },
        ],
        image: {
          src: '/illustrations/blog-security.svg',
          alt: 'A security shield with a padlock in front of a payment card',
        },
      },
    },
    {
      kind: 'split',
      id: 'gift-loyalty',
      eyebrow: 'Gift cards and loyalty',
      title: 'Turn First Visits Into Regulars',
      body: {
        paragraphs: [
          'Gift cards bring in new customers and cash up front; loyalty rewards give them a reason to come back. Both run on the terminal or POS you already use, with balances and points visible at checkout.',
        ],
        points: [
          'Physical and digital gift cards',
          'Points or visit-based rewards',
          'Works on your existing terminals',
          'Reports on redemptions and repeat visits',
        ],
        image: {
          src: '/illustrations/gift-loyalty.svg',
          alt: 'A gift card tied with a ribbon bow in front of a loyalty card with reward stamps',
        },
        reverse: true,
      },
    },
    {
      kind: 'cards',
      id: 'related',
      title: 'More Ways We Can Help',
      columns: 3,
      items: related('/value-added-services'),
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Add Gift Cards, Loyalty or Fraud Security',
      description: 'Tell us what you want to improve, and we will set it up on the payments you already take with us.',
      actions: [
        { label: 'Get a Free Quote', href: '/contact-us' },
        { label: 'See All Products', href: '/products' },
      ],
    },
  ],
} satisfies PageContent;
