import { site, type Site } from '@/content/site';

/** The address on one line, as printed in the footer and on the contact page. */
export function formatAddress(address: Site['address'] = site.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
