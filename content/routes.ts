/**
 * The route registry: every static page of the site, once.
 *
 * Header, footer, breadcrumbs, page heroes, metadata, the sitemap and the
 * route-wide browser tests all read this list, so a page added here is
 * linked, indexed and tested. Pages generated from content (blog articles,
 * guides) are added to it by `lib/routes.ts`.
 */

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export type RouteKind =
  | 'home'
  | 'hub'
  | 'service'
  | 'industry'
  | 'pos'
  | 'company'
  | 'resource'
  | 'blog'
  | 'article'
  | 'guide'
  | 'tool'
  | 'legal';

export type HeaderMenu = 'main' | 'products' | 'business-types';
export type FooterGroup = 'quick-links' | 'pos-solutions' | 'resources';

export interface Cta {
  label: string;
  href: string;
}

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** The document title, before the site-wide template adds the brand. */
  title: string;
  /** Meta description: unique per page, 120–160 characters. */
  description: string;
  /** The page's one H1. */
  h1: string;
  /** The hero's opening paragraph. */
  intro: string;
  /** Short name used in breadcrumbs, menus and link lists. */
  label: string;
  /** The hero's illustration (a local SVG from public/illustrations). */
  image?: { src: string; alt: string };
  /** Breadcrumb parent; omitted for top-level pages (their parent is Home). */
  parent?: string;
  /** The hero's calls to action: the first is the primary button. */
  ctas: readonly Cta[];
  /** Omitted only for a `noindex` page. */
  sitemap?: { priority: number; changefreq: ChangeFrequency };
  /**
   * A page only a link in an e-mail leads to (the newsletter confirmation):
   * not for search engines (noindex), not in the sitemap, linked from no page.
   */
  noindex?: true;
  /** Where the page appears in the header (in `order`). */
  header?: { menu: HeaderMenu; order: number; blurb?: string };
  /** Where the page appears in the footer's link groups. */
  footer?: readonly { group: FooterGroup; order: number; label?: string }[];
}

const quote: Cta = { label: 'Get a Free Quote', href: '/contact-us' };

export const staticRoutes = [
  {
    path: '/',
    kind: 'home',
    title: 'Queensboro Merchant Solutions | Transparent Merchant Services & POS Systems',
    description:
      'Card processing from 2.3% + 10¢, POS systems, dual pricing and 24/7 support with no long-term contracts. Merchants save 25–30% on average. Get a free quote.',
    h1: 'Transparent, Customer-Focused Merchant Services',
    intro:
      'Accept every card in store, online and on the go at consistent rates, with no contracts, no hidden fees, next-day funding and a dedicated local representative.',
    label: 'Home',
    ctas: [
      { label: 'Get a Free Quote', href: '#contact' },
      { label: 'Request a Demo', href: '#pos-solutions' },
    ],
    sitemap: { priority: 1.0, changefreq: 'daily' },
    header: { menu: 'main', order: 0 },
    footer: [{ group: 'quick-links', order: 0 }],
  },
  {
    path: '/products',
    image: {
      src: '/illustrations/hero-payments.svg',
      alt: 'A card terminal taking a contactless payment beside a phone showing a completed payment',
    },
    kind: 'hub',
    title: 'Products: Merchant Services, POS & Payment Solutions',
    description:
      'Everything a business needs to get paid: merchant services, POS systems, payment processing and value-added services like gift cards, loyalty and fraud security.',
    h1: 'Payment Products Built Around Your Business',
    intro:
      'From card processing to complete point-of-sale systems, choose the tools you need and pay transparent rates with no long-term contracts.',
    label: 'Products',
    ctas: [
      { label: 'Request a Quote', href: '#contact-form' },
      { label: 'Explore POS Systems', href: '/pos-solutions' },
    ],
    sitemap: { priority: 0.9, changefreq: 'weekly' },
    header: { menu: 'main', order: 1 },
    footer: [{ group: 'quick-links', order: 1 }],
  },
  {
    path: '/merchant-services',
    image: { src: '/illustrations/device-countertop-terminal.svg', alt: 'A countertop card terminal with keypad' },
    kind: 'service',
    parent: '/products',
    title: 'Merchant Services: Credit Card Processing With No Contracts',
    description:
      'Accept credit, debit, EBT and fleet cards in person, online and on mobile from 2.3% + 10¢ swiped, with next-day funding and no long-term contracts.',
    h1: 'Merchant Services Without the Fine Print',
    intro:
      'Credit and debit card processing in person, online and on mobile, plus EBT and fleet cards, at consistent rates you can read on one line of your statement.',
    label: 'Merchant Services',
    ctas: [quote, { label: 'Estimate Your Savings', href: '/savings-calculator' }],
    sitemap: { priority: 0.9, changefreq: 'weekly' },
    header: { menu: 'products', order: 0, blurb: 'Card, EBT and fleet acceptance' },
  },
  {
    path: '/payment-processing',
    image: { src: '/illustrations/device-laptop-terminal.svg', alt: 'A laptop showing an online payment form' },
    kind: 'service',
    parent: '/products',
    title: 'Payment Processing: Gateways, Dual Pricing & Cash Discount',
    description:
      'Online payment gateways, virtual terminals, dual pricing and cash discount programs that cut processing costs, with PCI compliance and next-day funding.',
    h1: 'Payment Processing That Lowers Your Costs',
    intro:
      'Online gateways, virtual terminals and compliant dual pricing or cash discount programs, set up in 1–2 business days and backed by 24/7 support.',
    label: 'Payment Processing',
    ctas: [quote, { label: 'Estimate Your Savings', href: '/savings-calculator' }],
    sitemap: { priority: 0.9, changefreq: 'weekly' },
    header: { menu: 'products', order: 2, blurb: 'Gateways, dual pricing, cash discount' },
  },
  {
    path: '/value-added-services',
    image: {
      src: '/illustrations/blog-customer-experience.svg',
      alt: 'A loyalty card with stars beside a happy customer speech bubble',
    },
    kind: 'service',
    parent: '/products',
    title: 'Value-Added Services: Gift Cards, Loyalty & Fraud Security',
    description:
      'Grow repeat business with gift cards and loyalty programs, and protect every sale with AI-driven transaction monitoring and fraud security.',
    h1: 'Value-Added Services That Bring Customers Back',
    intro: 'Gift cards, loyalty rewards and AI-driven fraud security that work with the way you already take payments.',
    label: 'Value-Added Services',
    ctas: [quote, { label: 'See All Products', href: '/products' }],
    sitemap: { priority: 0.9, changefreq: 'weekly' },
    header: { menu: 'products', order: 3, blurb: 'Gift cards, loyalty, fraud security' },
  },
  {
    path: '/pos-solutions',
    image: {
      src: '/illustrations/slide-countertop-pos.svg',
      alt: 'A countertop POS station with receipt printer and cash drawer',
    },
    kind: 'hub',
    title: 'POS Solutions: Compare Clover, SwipeSimple, NRS & More',
    description:
      'Compare point-of-sale systems for retail, restaurants and service businesses: Clover, Figure POS, SwipeSimple, NRS POS, Petpooja, Curv and PAX Elys.',
    h1: 'POS Systems for Every Kind of Business',
    intro:
      'We work with over 50 POS solutions. Compare the systems our merchants use most, and we will install and train your team in 3–7 days.',
    label: 'POS Solutions',
    ctas: [
      { label: 'Explore Systems', href: '#systems' },
      { label: 'Schedule Demo', href: '/contact-us?demo=true' },
    ],
    sitemap: { priority: 0.9, changefreq: 'weekly' },
    header: { menu: 'products', order: 1, blurb: 'Clover, NRS, SwipeSimple and more' },
  },
  {
    path: '/clover-pos',
    image: { src: '/illustrations/device-pos-station.svg', alt: 'A countertop tablet POS station on a stand' },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'Clover POS: Station, Mini, Flex & Go',
    description:
      'Clover POS systems for restaurants, retail and service businesses: Station, Mini, Flex and Go devices, 300+ apps and 99.9% uptime, installed by our team.',
    h1: 'Clover POS Systems',
    intro:
      'The all-in-one point of sale trusted by over a million merchants, from countertop Station to the pocket-sized Go, set up and supported by our local team.',
    label: 'Clover POS',
    ctas: [
      { label: 'Explore Devices', href: '#devices' },
      { label: 'Request Demo', href: '/contact-us?product=Clover' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    footer: [{ group: 'pos-solutions', order: 0 }],
  },
  {
    path: '/figure-pos',
    image: { src: '/illustrations/device-tablet-stand.svg', alt: 'A tablet in a swivel stand used as a point of sale' },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'Figure POS: iPad Point of Sale for Restaurants & Retail',
    description:
      'Figure POS turns an iPad into a complete point of sale with stand, cash drawer, thermal and kitchen printers and barcode scanner. Request a demo.',
    h1: 'Figure POS',
    intro:
      'An iPad-based point of sale with the hardware you need, from cash drawer to kitchen printer, for restaurants, retail and service counters.',
    label: 'Figure POS',
    ctas: [
      { label: 'See Features', href: '#features' },
      { label: 'Request Demo', href: '/contact-us?product=Figure%20POS' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    footer: [{ group: 'pos-solutions', order: 2 }],
  },
  {
    path: '/swipe-simple',
    image: { src: '/illustrations/device-card-reader.svg', alt: 'A small pocket card reader' },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'SwipeSimple: Mobile POS, Register & Virtual Terminal',
    description:
      'SwipeSimple Register 8, Terminal and mobile card readers for small retail, service providers and pop-ups, with no long-term contracts.',
    h1: 'SwipeSimple Payments',
    intro:
      'Simple, mobile-first payments: a mobile app with Bluetooth readers, a virtual terminal, and countertop Register and Terminal devices, with no long-term contracts.',
    label: 'SwipeSimple',
    ctas: [
      { label: 'See Hardware', href: '#devices' },
      { label: 'Request Demo', href: '/contact-us?product=SwipeSimple' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    footer: [{ group: 'pos-solutions', order: 1 }],
  },
  {
    path: '/nrs-pos',
    image: {
      src: '/illustrations/slide-retail-checkout.svg',
      alt: 'A retail checkout with a barcode scanner and POS screen',
    },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'NRS POS: Standard, Panther & Cheetah for Convenience Stores',
    description:
      'NRS POS systems for convenience, liquor and grocery stores: Standard, Panther (up to 4,500 UPCs) and Cheetah (up to 15,000 UPCs). Compare the systems.',
    h1: 'NRS POS Systems',
    intro:
      'Built for convenience, liquor and grocery stores: scan-ready pricebooks, age verification and reports, in three systems sized to your store.',
    label: 'NRS POS',
    ctas: [
      { label: 'Compare Systems', href: '#systems' },
      { label: 'Request Demo', href: '/contact-us?product=NRS' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    footer: [{ group: 'pos-solutions', order: 4 }],
  },
  {
    path: '/petpooja-pos',
    image: {
      src: '/illustrations/slide-restaurant-pos.svg',
      alt: 'A restaurant counter with a POS tablet and kitchen printer',
    },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'Petpooja POS: Restaurant Billing, Menu & Kitchen Management',
    description:
      'Petpooja POS for restaurants, cafes and cloud kitchens: fast billing, menu and table management, kitchen display, online order integration and reports.',
    h1: 'Petpooja POS for Restaurants',
    intro:
      'Restaurant software that handles billing, tables, kitchen tickets, inventory and online orders from one dashboard, for dine-in, takeout and cloud kitchens.',
    label: 'Petpooja POS',
    ctas: [
      { label: 'See Features', href: '#features' },
      { label: 'Request Demo', href: '/contact-us?product=Petpooja%20POS' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    footer: [{ group: 'pos-solutions', order: 3 }],
  },
  {
    path: '/curv-pos',
    image: { src: '/illustrations/device-register.svg', alt: 'A dual-screen register with a customer display' },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'Curv POS: Retail Point of Sale Bundles',
    description:
      'Curv POS for specialty retail: inventory, customer profiles and sales reporting in ready-to-run hardware bundles, with integrated payment processing.',
    h1: 'Curv POS for Retail',
    intro:
      'A retail point of sale with inventory, customer profiles and reporting, sold in bundles that arrive ready to ring up sales.',
    label: 'Curv POS',
    ctas: [
      { label: 'See Bundles', href: '#bundles' },
      { label: 'Request Demo', href: '/contact-us?product=Curv%20POS' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/pax-elys',
    image: {
      src: '/illustrations/device-workstation.svg',
      alt: 'A modular workstation with tablet, cash drawer and printer',
    },
    kind: 'pos',
    parent: '/pos-solutions',
    title: 'PAX Elys Workstation: Modular Countertop POS',
    description:
      'The PAX Elys Workstation: a 10.1-inch tablet, cash drawer with 5 bill and 8 coin slots and printer in one modular, PCI-PTS 5.x certified countertop system.',
    h1: 'PAX Elys Workstation',
    intro:
      'A modular countertop point of sale: a 10.1-inch tablet, payment terminal, cash drawer and printer that work as one system.',
    label: 'PAX Elys',
    ctas: [
      { label: 'See Components', href: '#devices' },
      { label: 'Request Demo', href: '/contact-us?product=PAX-Elys' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/business-types',
    image: {
      src: '/illustrations/blog-small-business.svg',
      alt: 'A small shop storefront with an open sign beside a rising growth chart',
    },
    kind: 'hub',
    title: 'Business Types: Payment Solutions by Industry',
    description:
      'Payment and POS solutions for retail, restaurants, convenience stores, gas stations, e-commerce and service businesses, fitted to how each one sells.',
    h1: 'Solutions for Every Type of Business',
    intro:
      'A boutique, a busy kitchen and a gas station need different tools. See what we set up for businesses like yours.',
    label: 'Business Types',
    ctas: [
      { label: 'Find Your Industry', href: '#industries' },
      { label: 'Talk to an Expert', href: '/contact-us' },
    ],
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    header: { menu: 'main', order: 2 },
    footer: [{ group: 'quick-links', order: 2 }],
  },
  {
    path: '/retail',
    image: { src: '/illustrations/industry-retail.svg', alt: 'A boutique storefront with an awning and shopping bags' },
    kind: 'industry',
    parent: '/business-types',
    title: 'Retail POS & Payment Processing',
    description:
      'Retail POS with inventory management, customer profiles, multi-channel selling, analytics and AI fraud prevention, plus low-cost card processing.',
    h1: 'Retail Payment & POS Solutions',
    intro:
      'Keep shelves stocked, know your customers and sell in store and online from one system, with secure payments at transparent rates.',
    label: 'Retail',
    ctas: [
      { label: 'Explore Features', href: '#features' },
      { label: 'Schedule a Demo', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'business-types', order: 0, blurb: 'Boutiques, specialty and multi-store' },
  },
  {
    path: '/restaurant',
    image: { src: '/illustrations/industry-restaurant.svg', alt: 'A cafe table with a plate and a coffee cup' },
    kind: 'industry',
    parent: '/business-types',
    title: 'Restaurant POS & Payment Processing',
    description:
      'Restaurant POS with table management, online ordering and kitchen display systems. Our restaurants see 25% more table turnover and 15% higher checks.',
    h1: 'Restaurant Payment & POS Solutions',
    intro:
      'Turn tables faster, take orders online and keep the kitchen in sync, with payments that settle the next day.',
    label: 'Restaurant',
    ctas: [
      { label: 'Explore Features', href: '#features' },
      { label: 'Schedule a Demo', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'business-types', order: 1, blurb: 'Full-service, quick-service and cafes' },
  },
  {
    path: '/convenience-store',
    image: {
      src: '/illustrations/industry-convenience-store.svg',
      alt: 'A corner store with shelves and a drinks fridge',
    },
    kind: 'industry',
    parent: '/business-types',
    title: 'Convenience Store POS & Payment Processing',
    description:
      'Convenience store POS with age verification, lottery and tobacco tracking, fuel pump integration and loss prevention. Checkout up to 40% faster.',
    h1: 'Convenience Store Payment & POS Solutions',
    intro:
      'Faster checkout, compliant age-restricted sales and tighter inventory control for convenience stores, with or without fuel.',
    label: 'Convenience Store',
    ctas: [
      { label: 'Explore Features', href: '#features' },
      { label: 'Schedule a Demo', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'business-types', order: 2, blurb: 'Age checks, lottery, tobacco, fuel' },
  },
  {
    path: '/gas-station',
    image: {
      src: '/illustrations/industry-gas-station.svg',
      alt: 'A fuel pump under a canopy with a pay-at-the-pump card reader',
    },
    kind: 'industry',
    parent: '/business-types',
    title: 'Gas Station POS & Fleet Card Processing',
    description:
      'Gas station payments: pay-at-the-pump, fleet and EBT card acceptance, forecourt and c-store POS integration, and EMV-compliant fraud protection.',
    h1: 'Gas Station Payment Solutions',
    intro:
      'Forecourt and in-store sales on one system, fleet cards accepted at the pump, and payment security that keeps up with pump-side fraud.',
    label: 'Gas Station',
    ctas: [
      { label: 'Explore Features', href: '#features' },
      { label: 'Schedule a Demo', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'business-types', order: 3, blurb: 'Pay at the pump, fleet cards' },
  },
  {
    path: '/ecommerce',
    image: { src: '/illustrations/industry-ecommerce.svg', alt: 'A laptop showing an online store beside a parcel' },
    kind: 'industry',
    parent: '/business-types',
    title: 'E-Commerce Payment Gateways & Online Processing',
    description:
      'Accept payments online with secure gateways, hosted checkout, recurring billing and AI fraud screening that plug into your store and settle next day.',
    h1: 'E-Commerce Payment Solutions',
    intro:
      'A secure payment gateway for your online store, invoices and subscriptions, with fraud screening built in and funds in your account the next day.',
    label: 'E-Commerce',
    ctas: [
      { label: 'Explore Features', href: '#features' },
      { label: 'Talk to an Expert', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'business-types', order: 4, blurb: 'Gateways, invoices, subscriptions' },
  },
  {
    path: '/service-business',
    image: {
      src: '/illustrations/industry-service-business.svg',
      alt: 'A salon chair, toolbox and appointment calendar',
    },
    kind: 'industry',
    parent: '/business-types',
    title: 'Payments for Service Businesses',
    description:
      'Payments for salons, contractors, clinics and professional services: mobile card readers, invoices, card-on-file, appointments and virtual terminals.',
    h1: 'Payment Solutions for Service Businesses',
    intro:
      'Get paid at the chair, on the job site or by invoice, with card-on-file, mobile readers and a virtual terminal that work together.',
    label: 'Service Businesses',
    ctas: [
      { label: 'Explore Features', href: '#features' },
      { label: 'Talk to an Expert', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'business-types', order: 5, blurb: 'Salons, trades, clinics, pros' },
  },
  {
    path: '/partners',
    kind: 'company',
    title: 'Partner Programs for Resellers, Referrers & ISVs',
    description:
      'Earn residuals as a reseller, get paid for referrals, or integrate our payments into your software. Explore Queensboro partner programs.',
    h1: 'Grow With Our Partner Programs',
    intro:
      'Resellers, referral partners and software integrators earn more with transparent pricing, fast approvals and a team that supports your merchants.',
    label: 'Partners',
    ctas: [
      { label: 'See Programs', href: '#programs' },
      { label: 'Become a Partner', href: '/contact-us?partner=reseller' },
    ],
    sitemap: { priority: 0.6, changefreq: 'monthly' },
    header: { menu: 'main', order: 3 },
  },
  {
    path: '/resources',
    kind: 'resource',
    title: 'Resources: Guides, Articles & Tools for Merchants',
    description:
      'Guides, articles, webinars, white papers, a savings calculator and answers to common questions about card processing and POS systems.',
    h1: 'Resources for Smarter Payments',
    intro:
      'Practical guides, articles and tools that help you understand your processing costs and choose the right equipment.',
    label: 'Resources',
    ctas: [
      { label: 'Read the Guides', href: '/guides' },
      { label: 'Estimate Your Savings', href: '/savings-calculator' },
    ],
    sitemap: { priority: 0.6, changefreq: 'weekly' },
    header: { menu: 'main', order: 4 },
    footer: [{ group: 'resources', order: 2 }],
  },
  {
    path: '/about-us',
    kind: 'company',
    title: 'About Us: Local Merchant Services in Long Island City',
    description:
      'Founded in 2022 in Long Island City, NY, Queensboro Merchant Solutions brings transparent pricing and local support to US businesses. Meet our values.',
    h1: 'About Queensboro Merchant Solutions',
    intro:
      'We started in 2022 with a simple idea: merchants deserve pricing they can understand and a real person who answers the phone.',
    label: 'About Us',
    ctas: [
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Our Values', href: '#values' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    header: { menu: 'main', order: 5 },
    footer: [{ group: 'quick-links', order: 3 }],
  },
  {
    path: '/contact-us',
    kind: 'company',
    title: 'Contact Us: Get a Free Quote',
    description:
      'Talk to a payment expert in Long Island City. Get a free quote and statement analysis, plus a $100 credit toward processing fees when you switch.',
    h1: 'Contact Our Payment Experts',
    intro:
      'Tell us about your business and we will reply within one business day with a clear quote and a free analysis of your current statement.',
    label: 'Contact Us',
    ctas: [
      { label: 'Send a Message', href: '#contact-form' },
      { label: 'Call Sales', href: 'tel:+17185550142' },
    ],
    sitemap: { priority: 0.8, changefreq: 'monthly' },
    footer: [
      { group: 'quick-links', order: 4 },
      { group: 'resources', order: 3, label: 'Support' },
    ],
  },
  {
    path: '/blog',
    kind: 'blog',
    title: 'Blog: Payments, POS & Small Business Insights',
    description:
      'Articles on choosing a POS system, lowering processing fees, contactless payments, fraud prevention, loyalty programs and running a small business.',
    h1: 'Insights for Growing Businesses',
    intro: 'Practical articles on payments, point of sale, security and customer experience from our team.',
    label: 'Blog',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'Talk to an Expert', href: '/contact-us' },
    ],
    sitemap: { priority: 0.6, changefreq: 'daily' },
    footer: [{ group: 'resources', order: 0 }],
  },
  // The blog's category views (the filter's state is the address; see lib/content/blog-filter.ts).
  {
    path: '/blog/category/pos-systems',
    kind: 'blog',
    parent: '/blog',
    title: 'POS Systems Articles: Choosing and Running a Point of Sale',
    description:
      'Articles on choosing a point-of-sale system: matching hardware and software to how your business runs, comparing total costs and planning setup and training.',
    h1: 'Articles on POS Systems',
    intro:
      'How to choose, set up and get the most from a point of sale, from countertop stations to mobile card readers.',
    label: 'POS Systems',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'See All Articles', href: '/blog' },
    ],
    sitemap: { priority: 0.5, changefreq: 'weekly' },
  },
  {
    path: '/blog/category/payment-processing',
    kind: 'blog',
    parent: '/blog',
    title: 'Payment Processing Articles: Understand and Lower Card Fees',
    description:
      'Articles on card processing costs: how interchange and processor markup work, what to look for on your statement and practical ways to pay less in fees.',
    h1: 'Articles on Payment Processing',
    intro: 'Where your processing fees come from and what you can do about them, explained without the jargon.',
    label: 'Payment Processing',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'See All Articles', href: '/blog' },
    ],
    sitemap: { priority: 0.5, changefreq: 'weekly' },
  },
  {
    path: '/blog/category/technology-trends',
    kind: 'blog',
    parent: '/blog',
    title: 'Technology Trends Articles: Contactless, Wallets & Tap to Pay',
    description:
      'Articles on where payments are heading: contactless cards, mobile wallets, tap to pay on phones and what new checkout technology means for a small business.',
    h1: 'Articles on Technology Trends',
    intro: 'What is changing at the checkout counter, and which changes are worth acting on now.',
    label: 'Technology Trends',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'See All Articles', href: '/blog' },
    ],
    sitemap: { priority: 0.5, changefreq: 'weekly' },
  },
  {
    path: '/blog/category/security',
    kind: 'blog',
    parent: '/blog',
    title: 'Security Articles: Payment Fraud & Chargeback Prevention',
    description:
      'Articles on protecting your business from card fraud: spotting risky orders, preventing chargebacks and keeping card data secure and PCI compliant.',
    h1: 'Articles on Payment Security',
    intro: 'Practical defenses against card fraud and chargebacks that protect your revenue and your customers.',
    label: 'Security',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'See All Articles', href: '/blog' },
    ],
    sitemap: { priority: 0.5, changefreq: 'weekly' },
  },
  {
    path: '/blog/category/customer-experience',
    kind: 'blog',
    parent: '/blog',
    title: 'Customer Experience Articles: Loyalty, Gift Cards & Checkout',
    description:
      'Articles on turning checkout into repeat business: gift card programs, loyalty rewards and payment options that make customers want to come back.',
    h1: 'Articles on Customer Experience',
    intro: 'Ideas for a faster, friendlier checkout and rewards that bring your regulars back more often.',
    label: 'Customer Experience',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'See All Articles', href: '/blog' },
    ],
    sitemap: { priority: 0.5, changefreq: 'weekly' },
  },
  {
    path: '/blog/category/small-business',
    kind: 'blog',
    parent: '/blog',
    title: 'Small Business Articles: Pricing, Cash Flow & Margins',
    description:
      'Articles for small business owners on dual pricing, cash discount programs, cash flow and the everyday payment decisions that protect your margins.',
    h1: 'Articles for Small Business Owners',
    intro: 'Straight talk on pricing, cash flow and the payment choices that keep more of every sale in your business.',
    label: 'Small Business',
    ctas: [
      { label: 'Browse Articles', href: '#articles' },
      { label: 'See All Articles', href: '/blog' },
    ],
    sitemap: { priority: 0.5, changefreq: 'weekly' },
  },
  {
    path: '/faq',
    kind: 'resource',
    title: 'FAQ: Card Processing, POS & Pricing Questions',
    description:
      'Answers to 21 common questions about our rates, contracts, setup times, dual pricing, PCI compliance, EBT, next-day funding and 24/7 support.',
    h1: 'Frequently Asked Questions',
    intro: 'Straight answers about rates, contracts, setup, equipment and support.',
    label: 'FAQ',
    ctas: [
      { label: 'Browse Questions', href: '#questions' },
      { label: 'Contact Support', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
    footer: [{ group: 'resources', order: 1 }],
  },
  {
    path: '/savings-calculator',
    image: {
      src: '/illustrations/blog-reduce-fees.svg',
      alt: 'A processing statement with a downward arrow and coins',
    },
    kind: 'tool',
    parent: '/resources',
    title: 'Processing Fee Savings Calculator',
    description:
      'Enter your monthly card volume, average ticket and current fees to estimate what you would save with our rates or a dual pricing program.',
    h1: 'How Much Could You Save on Card Processing?',
    intro:
      'Enter three numbers from your last statement to compare your current cost with our rates and with dual pricing.',
    label: 'Savings Calculator',
    ctas: [
      { label: 'Start Estimating', href: '#calculator' },
      { label: 'Get a Free Statement Analysis', href: '/contact-us' },
    ],
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  },
  {
    path: '/guides',
    kind: 'resource',
    parent: '/resources',
    title: 'Merchant Guides: Statements, Dual Pricing & PCI Compliance',
    description:
      'Step-by-step guides for merchants: read a processing statement, choose between dual pricing and surcharging, and work through PCI compliance.',
    h1: 'Merchant Guides',
    intro: 'Clear, practical guides to the parts of payments that cost merchants the most when they are misunderstood.',
    label: 'Guides',
    ctas: [
      { label: 'Browse Guides', href: '#guides' },
      { label: 'Ask an Expert', href: '/contact-us' },
    ],
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  },
  {
    path: '/webinars',
    kind: 'resource',
    parent: '/resources',
    title: 'Webinars: Live Sessions on Payments & POS',
    description:
      'Upcoming live webinars on lowering processing costs, dual pricing, PCI compliance and choosing a POS. Sign up to hear when registration opens.',
    h1: 'Webinars',
    intro: 'Short live sessions with our payment experts, with time for your questions. Here is what we are planning.',
    label: 'Webinars',
    ctas: [
      { label: 'Get Notified', href: '#newsletter' },
      { label: 'Read the Guides', href: '/guides' },
    ],
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  {
    path: '/white-papers',
    kind: 'resource',
    parent: '/resources',
    title: 'White Papers: Payment Industry Research for Merchants',
    description:
      'In-depth white papers on interchange, surcharging rules, fraud trends and POS total cost of ownership. Sign up to be told when each is published.',
    h1: 'White Papers',
    intro: 'In-depth research on the costs and risks of accepting payments. These are the papers we are writing now.',
    label: 'White Papers',
    ctas: [
      { label: 'Get Notified', href: '#newsletter' },
      { label: 'Read the Guides', href: '/guides' },
    ],
    sitemap: { priority: 0.5, changefreq: 'monthly' },
  },
  {
    path: '/privacy-policy',
    kind: 'legal',
    title: 'Privacy Policy',
    description:
      'How Queensboro Merchant Solutions collects, uses, stores and protects the information you send through our contact and newsletter forms.',
    h1: 'Privacy Policy',
    intro: 'What we collect when you contact us or subscribe, why we collect it, and the choices you have.',
    label: 'Privacy Policy',
    ctas: [{ label: 'Contact Us About Privacy', href: '/contact-us' }],
    sitemap: { priority: 0.3, changefreq: 'yearly' },
  },
  {
    path: '/terms-of-service',
    kind: 'legal',
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the Queensboro Merchant Solutions website, its content, calculators and enquiry forms.',
    h1: 'Terms of Service',
    intro:
      'The rules for using this website. Merchant processing agreements are separate documents signed at onboarding.',
    label: 'Terms of Service',
    ctas: [{ label: 'Questions? Contact Us', href: '/contact-us' }],
    sitemap: { priority: 0.3, changefreq: 'yearly' },
  },
  {
    path: '/newsletter/confirm',
    kind: 'resource',
    parent: '/blog',
    title: 'Confirm Your Newsletter Subscription',
    description:
      'Confirm your subscription to the Queensboro Merchant Solutions newsletter: one short e-mail a month with articles, guides and webinar dates.',
    h1: 'Confirm Your Subscription',
    intro: 'One step left: confirm that you want our newsletter at the address this link was sent to.',
    label: 'Confirm Subscription',
    ctas: [],
    noindex: true,
  },
] as const satisfies readonly RouteEntry[];

export type StaticPath = (typeof staticRoutes)[number]['path'];
