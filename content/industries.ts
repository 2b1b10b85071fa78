import type { Industry } from '@/content/types';

/**
 * The six industries we serve, in the order the home page and the business
 * types hub show them. Each links to its own industry page.
 */
export const industries = [
  {
    slug: 'retail',
    href: '/retail',
    title: 'Retail',
    description:
      'Inventory that updates with every sale, customer profiles and rewards, and selling in store and online from one system.',
    features: ['Inventory management', 'Customer profiles and loyalty', 'Multi-channel selling', 'Sales analytics'],
    icon: 'shopping-basket',
    image: { src: '/illustrations/industry-retail.svg', alt: 'A boutique storefront with an awning and shopping bags' },
  },
  {
    slug: 'restaurant',
    href: '/restaurant',
    title: 'Restaurant',
    description:
      'Table and tab management, online ordering and kitchen display systems that keep the front and back of house in sync.',
    features: ['Table management', 'Online ordering', 'Kitchen display systems', 'Tips and split checks'],
    icon: 'utensils',
    image: { src: '/illustrations/industry-restaurant.svg', alt: 'A cafe table with a plate and a coffee cup' },
  },
  {
    slug: 'convenience-store',
    href: '/convenience-store',
    title: 'Convenience Store',
    description:
      'Fast scanning, ID checks for age-restricted sales, lottery and tobacco tracking, and EBT acceptance at the counter.',
    features: ['Age verification', 'Lottery and tobacco tracking', 'EBT acceptance', 'Loss prevention'],
    icon: 'store',
    image: {
      src: '/illustrations/industry-convenience-store.svg',
      alt: 'A corner store with shelves and a drinks fridge',
    },
  },
  {
    slug: 'gas-station',
    href: '/gas-station',
    title: 'Gas Station',
    description:
      'Pay-at-the-pump and fleet card acceptance tied into your c-store register, with EMV security at the forecourt.',
    features: ['Pay at the pump', 'Fleet card acceptance', 'Fuel pump integration', 'EMV security'],
    icon: 'fuel',
    image: { src: '/illustrations/industry-gas-station.svg', alt: 'A fuel pump under a canopy with a card reader' },
  },
  {
    slug: 'ecommerce',
    href: '/ecommerce',
    title: 'E-commerce',
    description:
      'A secure payment gateway for your online store, invoices and subscriptions, with AI fraud screening on every order.',
    features: ['Payment gateway', 'Recurring billing', 'Online invoices', 'AI fraud screening'],
    icon: 'shopping-cart',
    image: { src: '/illustrations/industry-ecommerce.svg', alt: 'A laptop showing an online store beside a parcel' },
  },
  {
    slug: 'service-business',
    href: '/service-business',
    title: 'Service Businesses',
    description:
      'Get paid at the chair, on the job or by invoice, with card-on-file, mobile readers and a virtual terminal.',
    features: ['Mobile card readers', 'Virtual terminal', 'Card on file', 'Appointment payments'],
    icon: 'briefcase',
    image: {
      src: '/illustrations/industry-service-business.svg',
      alt: 'A salon chair, toolbox and appointment calendar',
    },
  },
] as const satisfies readonly Industry[];
