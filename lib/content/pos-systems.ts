import type { ContactProduct, LinkCard, SystemCard } from '@/content/page-sections';
import { catalogueSlugs, posSystems, type PosSlug, type PosSystem } from '@/content/pos-systems';

/** Accessors of the POS catalogue (content/pos-systems.ts). */

export function posSystem(slug: PosSlug): PosSystem {
  const system = posSystems.find((entry) => entry.slug === slug);
  if (!system) throw new Error(`Unknown POS system: ${slug}`);
  return system;
}

/** The six systems shown as cards on /pos-solutions. */
export const catalogueSystems: readonly PosSystem[] = catalogueSlugs.map(posSystem);

/** The contact page, prefilled for a product demo (the page's `product=` parameter). */
export function demoHref(product: ContactProduct): string {
  return `/contact-us?product=${encodeURIComponent(product)}`;
}

/** The contact link that asks for a demo of this system. */
export function systemDemoHref(system: PosSystem): string {
  return demoHref(system.demoName);
}

/** A card as shown: written out in the content, or filled in from the system it names. */
export function linkCard(card: LinkCard | SystemCard): LinkCard {
  if (!('system' in card)) return card;
  const system = posSystem(card.system);
  return {
    name: system.name,
    description: system.description,
    href: system.href,
    linkLabel: `View ${system.name}`,
    image: system.image,
    ...(card.withFeatures ? { features: system.features } : {}),
    tags: system.idealFor,
    secondary: { label: 'Request Demo', href: systemDemoHref(system) },
  };
}
