import type { SocialProfile } from '@/lib/content/site';
import { iconNames, type IconName } from '@/lib/editor/icon-names';

/**
 * The site's icons: one SVG sprite, public/icons.svg, built from lucide's
 * own drawings by `npm run icons` (scripts/support/icon-sprite.ts). A page
 * draws an icon as `<svg><use href="/icons.svg?v=…#name"/></svg>`: a few
 * dozen bytes in the HTML and the RSC payload instead of the icon's paths
 * written out twice, and the sprite is fetched once and cached for a year.
 *
 * Three sets share the sprite: the icons content names (IconName, from
 * content/types), the interface's own (arrows, chevrons, menu…), both
 * lucide's stroked drawings, and the social networks' filled logos
 * (`social-<network>`, drawn by components/ui/social-icon.tsx).
 */
export const uiIconNames = [
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'badge-percent',
  'book-open',
  'calendar-clock',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-alert',
  'circle-check',
  'external-link',
  'info',
  'link',
  'mail',
  'menu',
  'message-square',
  'minus',
  'pause',
  'phone',
  'play',
  'quote',
  'star',
  'star-half',
  'x',
] as const;

export type UiIconName = (typeof uiIconNames)[number];
export type IconGlyph = IconName | UiIconName;

export const socialNetworks = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
] as const satisfies readonly SocialProfile['network'][];
export type SocialGlyph = `social-${SocialProfile['network']}`;
export type SpriteSymbol = IconGlyph | SocialGlyph;

/** lucide's icons in the sprite, each once, in a stable order. */
export const spriteIconNames: readonly IconGlyph[] = [...new Set<IconGlyph>([...iconNames, ...uiIconNames])].sort();
/** Every symbol of the sprite, in its order. */
export const spriteSymbols: readonly SpriteSymbol[] = [
  ...spriteIconNames,
  ...socialNetworks.map((network): SocialGlyph => `social-${network}`),
];

export const ICON_SPRITE_PATH = '/icons.svg';

/** The URL of one icon in the sprite, with the sprite's version (set by next.config.ts): cacheable for a year. */
export function iconHref(name: SpriteSymbol): string {
  const version = process.env.ICONS_VERSION;
  return `${ICON_SPRITE_PATH}${version ? `?v=${version}` : ''}#${name}`;
}
