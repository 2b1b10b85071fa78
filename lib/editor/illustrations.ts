/**
 * The site's drawings (public/illustrations) that content may show, as the
 * editor lists them. A Jest test keeps this list and the folder the same.
 */
export const illustrationFiles = [
  { src: '/illustrations/blog-choose-pos.svg', label: 'Article: choose pos' },
  { src: '/illustrations/blog-contactless.svg', label: 'Article: contactless' },
  { src: '/illustrations/blog-customer-experience.svg', label: 'Article: customer experience' },
  { src: '/illustrations/blog-reduce-fees.svg', label: 'Article: reduce fees' },
  { src: '/illustrations/blog-security.svg', label: 'Article: security' },
  { src: '/illustrations/blog-small-business.svg', label: 'Article: small business' },
  { src: '/illustrations/device-barcode-scanner.svg', label: 'Device: barcode scanner' },
  { src: '/illustrations/device-card-reader.svg', label: 'Device: card reader' },
  { src: '/illustrations/device-cash-drawer.svg', label: 'Device: cash drawer' },
  { src: '/illustrations/device-countertop-terminal.svg', label: 'Device: countertop terminal' },
  { src: '/illustrations/device-handheld.svg', label: 'Device: handheld' },
  { src: '/illustrations/device-kitchen-display.svg', label: 'Device: kitchen display' },
  { src: '/illustrations/device-kitchen-printer.svg', label: 'Device: kitchen printer' },
  { src: '/illustrations/device-laptop-terminal.svg', label: 'Device: laptop terminal' },
  { src: '/illustrations/device-pos-mini.svg', label: 'Device: pos mini' },
  { src: '/illustrations/device-pos-station.svg', label: 'Device: pos station' },
  { src: '/illustrations/device-receipt-printer.svg', label: 'Device: receipt printer' },
  { src: '/illustrations/device-register.svg', label: 'Device: register' },
  { src: '/illustrations/device-tablet-stand.svg', label: 'Device: tablet stand' },
  { src: '/illustrations/device-tablet.svg', label: 'Device: tablet' },
  { src: '/illustrations/device-workstation.svg', label: 'Device: workstation' },
  { src: '/illustrations/gift-loyalty.svg', label: 'Gift loyalty' },
  { src: '/illustrations/hero-payments.svg', label: 'Hero: payments' },
  { src: '/illustrations/industry-convenience-store.svg', label: 'Industry: convenience store' },
  { src: '/illustrations/industry-ecommerce.svg', label: 'Industry: ecommerce' },
  { src: '/illustrations/industry-gas-station.svg', label: 'Industry: gas station' },
  { src: '/illustrations/industry-restaurant.svg', label: 'Industry: restaurant' },
  { src: '/illustrations/industry-retail.svg', label: 'Industry: retail' },
  { src: '/illustrations/industry-service-business.svg', label: 'Industry: service business' },
  { src: '/illustrations/office-map.svg', label: 'Office map' },
  { src: '/illustrations/slide-countertop-pos.svg', label: 'Slide: countertop pos' },
  { src: '/illustrations/slide-mobile-pos.svg', label: 'Slide: mobile pos' },
  { src: '/illustrations/slide-restaurant-pos.svg', label: 'Slide: restaurant pos' },
  { src: '/illustrations/slide-retail-checkout.svg', label: 'Slide: retail checkout' },
] as const;

export type IllustrationSrc = (typeof illustrationFiles)[number]['src'];
