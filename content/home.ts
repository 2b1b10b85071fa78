import type { Cta } from '@/content/routes';
import type { Feature, Stat, Testimonial } from '@/content/types';

/** Everything the home page says, section by section, in page order. */

export const hero = {
  eyebrow: 'Merchant services · POS systems · Dual pricing',
  trustPoints: ['No long-term contracts', 'Next-day funding', 'Always PCI compliant'],
};

export const features = {
  title: 'What Sets Us Apart',
  description: 'Straightforward pricing and real people behind it: merchant services the way they should work.',
  items: [
    {
      title: 'No Contracts or Penalties',
      description: 'Month-to-month service with no cancellation fees. We keep your business by earning it.',
      icon: 'file-check',
    },
    {
      title: 'Consistent Rates',
      description: 'The rate you are quoted is the rate you pay, without surprise increases a few months in.',
      icon: 'badge-dollar',
    },
    {
      title: 'Dedicated Local Representative',
      description: 'One named person in Long Island City who knows your account and answers your call.',
      icon: 'user-check',
    },
    {
      title: 'Always PCI Compliant',
      description: 'We guide you through PCI compliance and keep card data encrypted and tokenized.',
      icon: 'shield-check',
    },
    {
      title: 'No Hidden Fees',
      description: 'Every fee is on your quote and your statement, explained in plain English.',
      icon: 'eye',
    },
    {
      title: 'Next-Day Funding',
      description: "Today's card sales are in your bank account the next business day.",
      icon: 'banknote',
    },
    {
      title: 'Affordable Equipment',
      description: 'Terminals and POS systems at fair prices, or keep the compatible equipment you already own.',
      icon: 'hand-coins',
    },
  ] satisfies Feature[],
};

export const stats = {
  title: 'Trust in Numbers',
  description: 'A young company with a growing book of merchants who stay because the numbers add up.',
  items: [
    { value: '$20M+', label: 'Processed per year' },
    { value: '100+', label: 'Merchant partners' },
    { value: '99.99%', label: 'Platform uptime' },
    { value: '24/7', label: 'Support for processing clients' },
  ] satisfies Stat[],
};

export const merchantServices = {
  title: 'Merchant Services',
  description:
    'Accept every way your customers want to pay, at rates from 2.3% + 10¢ per swiped transaction. Merchants who switch to us save 25–30% on processing fees on average.',
  services: [
    {
      title: 'Credit & Debit Card Processing',
      description: 'In person, online and on mobile, with every major card brand and digital wallet.',
      icon: 'credit-card',
    },
    {
      title: 'EBT & Fleet Cards',
      description: 'Accept SNAP/EBT benefits and fleet fuel cards alongside everyday payments.',
      icon: 'fuel',
    },
    {
      title: 'Dual Pricing & Cash Discount',
      description: 'Compliant programs that offset most of your processing costs, set up and signed for you.',
      icon: 'percent',
    },
    {
      title: 'Online Payment Gateways',
      description: 'Secure checkout for your website, invoices and recurring billing, funded the next day.',
      icon: 'globe',
    },
  ] satisfies Feature[],
  highlights: ['Accounts set up in 1–2 business days', 'No long-term contracts', 'Next-day funding'],
  actions: [
    { label: 'Start Saving Today', href: '#contact' },
    { label: 'Speak to a Payment Expert', href: '#contact' },
  ] satisfies Cta[],
  calculator: { label: 'Estimate your savings with our calculator', href: '/savings-calculator' },
};

export interface Slide {
  id: string;
  title: string;
  description: string;
  image: { src: string; alt: string };
  link: Cta;
}

export interface ProductCard {
  name: string;
  description: string;
  features: readonly string[];
  href: string;
  action: Cta;
}

export const posSolutions = {
  title: 'POS Solutions',
  /** Each product card's link to its page. */
  learnMore: 'Learn more',
  description:
    'We work with over 50 POS solutions and will match you with the one that fits how you sell, then install it and train your team in 3–7 days.',
  slides: [
    {
      id: 'countertop',
      title: 'All-in-one countertop POS',
      description: 'A fast register with a customer-facing screen, receipt printer and cash drawer for busy counters.',
      image: {
        src: '/illustrations/slide-countertop-pos.svg',
        alt: 'A countertop POS station with receipt printer and cash drawer',
      },
      link: { label: 'Explore Clover POS', href: '/clover-pos' },
    },
    {
      id: 'mobile',
      title: 'Take payments anywhere',
      description: 'Mobile readers and a virtual terminal for deliveries, markets, job sites and pop-ups.',
      image: {
        src: '/illustrations/slide-mobile-pos.svg',
        alt: 'A smartphone with a Bluetooth card reader and a laptop virtual terminal',
      },
      link: { label: 'Explore SwipeSimple', href: '/swipe-simple' },
    },
    {
      id: 'restaurant',
      title: 'Built for restaurants',
      description: 'Tables, tabs, tips and kitchen tickets on one system, from quick service to fine dining.',
      image: {
        src: '/illustrations/slide-restaurant-pos.svg',
        alt: 'A restaurant counter with a POS tablet, kitchen printer and handheld device',
      },
      link: { label: 'See restaurant solutions', href: '/restaurant' },
    },
    {
      id: 'retail',
      title: 'Scan, sell and restock',
      description: 'Pricebooks of up to 15,000 items, barcode scanning and inventory alerts for stores of every size.',
      image: {
        src: '/illustrations/slide-retail-checkout.svg',
        alt: 'A retail checkout with a barcode scanner and POS screen',
      },
      link: { label: 'Explore NRS POS', href: '/nrs-pos' },
    },
  ] satisfies Slide[],
  products: [
    {
      name: 'Clover',
      description: 'The all-in-one POS for retail and restaurants, from the countertop Station to the handheld Flex.',
      features: ['Countertop and handheld devices', '300+ business apps', 'Inventory, staff and reporting'],
      href: '/clover-pos',
      action: { label: 'Schedule a Demo', href: '#contact' },
    },
    {
      name: 'SwipeSimple',
      description: 'Mobile POS for businesses on the move: a virtual terminal, Bluetooth readers and simple invoicing.',
      features: ['Mobile POS app', 'Virtual terminal', 'Bluetooth card readers'],
      href: '/swipe-simple',
      action: { label: 'Schedule a Demo', href: '#contact' },
    },
  ] satisfies ProductCard[],
  action: { label: 'Find the Right POS for Your Business', href: '/pos-solutions' } satisfies Cta,
};

export const industrySolutions = {
  title: 'Industry Solutions',
  description: 'Payment and POS setups shaped around how your kind of business actually runs.',
};

export const testimonials = {
  title: 'What Our Clients Say',
  description: 'Owners who switched, in their own words.',
  items: [
    {
      quote:
        'They went through my old statement line by line and showed me exactly where the money was going. We now save about $400 a month, and nobody has ever raised our rate.',
      author: 'Maria Alvarez',
      company: 'Owner, Sol de Mañana Café',
      rating: 5,
    },
    {
      quote:
        'Our Clover system was installed and the staff trained in under a week. When a terminal acted up on a Saturday, our rep picked up the phone. That is why we stay.',
      author: 'Daniel Kim',
      company: 'Manager, Astoria Hardware & Supply',
      rating: 5,
    },
    {
      quote:
        'Dual pricing covered most of our processing costs, and the signage and receipts were set up for us. Funding lands the next day, which helps with payroll.',
      author: 'Priya Shah',
      company: 'Co-owner, Crescent Street Deli',
      rating: 4.5,
    },
  ] satisfies Testimonial[],
};

export const about = {
  eyebrow: 'About Us',
  title: 'A Local Team With a Simple Promise',
  paragraphs: [
    'We founded Queensboro Merchant Solutions in 2022 in Long Island City after watching neighborhood businesses lose thousands a year to confusing statements, creeping rates and contracts they could not leave.',
    'Today we help more than 100 merchants across the US accept cards, run their counters and protect every transaction, with the same promise we started with: clear pricing, no contracts and a real person who knows your account.',
  ],
  points: ['Founded in 2022', 'Over 50 POS solutions', 'Based in Long Island City, NY'],
  action: { label: 'More About Us', href: '/about-us' } satisfies Cta,
};

export const closingBanner = {
  title: 'See What You Could Save',
  description:
    'Send us a recent processing statement. We will analyze it for free and, if you switch, credit $100 toward your processing fees.',
  actions: [
    { label: 'Get a Free Quote', href: '#contact' },
    { label: 'Schedule a Demo', href: '#contact' },
  ] satisfies Cta[],
};

export const contact = {
  title: 'Get in Touch',
  formHeading: 'Request Your Free Quote',
  description:
    'Tell us about your business and we will reply within one business day with a clear quote. Prefer to talk? Call us during business hours.',
};

/** Ratings shown in the home page's structured data. */
export const ratings = {
  business: { ratingValue: 4.9, reviewCount: 127 },
  posServices: { ratingValue: 4.8, reviewCount: 89 },
};
