/**
 * The icon sprite, public/icons.svg (see lib/icons.ts): one <symbol> per
 * icon the site draws, made from lucide-react, the icon set the site used
 * to render inline. Each symbol's content is exactly what lucide-react's
 * component renders inside its <svg>, so the drawings are lucide's own at
 * the installed version, with no second icon package to keep in step
 * (lucide-static carries the same drawings as files, but on its own
 * release line). The outer <svg> attributes lucide sets on every icon
 * (no fill, a 2 px round stroke in currentColor) are the `.icon` rule of
 * app/globals.css: on the page's <svg>, where classes such as
 * `fill-warm-400` can still override them, as they did lucide's.
 *
 * `npm run icons` writes the file; __tests__/lib/icon-sprite.test.ts fails
 * when the committed sprite no longer matches this definition.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  BadgeDollarSign,
  BadgePercent,
  Banknote,
  BookOpen,
  Briefcase,
  Calculator,
  Calendar,
  CalendarClock,
  ChartLine,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Cloud,
  CreditCard,
  ExternalLink,
  Eye,
  FileCheck,
  Fuel,
  Gift,
  Globe,
  HandCoins,
  Handshake,
  Headset,
  IdCard,
  Info,
  Layers,
  Link2,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Minus,
  Monitor,
  Package,
  Pause,
  Percent,
  Phone,
  Play,
  Printer,
  Quote,
  RefreshCw,
  Rocket,
  ScanBarcode,
  ShieldCheck,
  ShoppingBasket,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  StarHalf,
  Store,
  Target,
  Ticket,
  TrendingUp,
  Truck,
  UserCheck,
  Users,
  Utensils,
  Wallet,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { SocialProfile } from '@/lib/content/site';
import { socialNetworks, spriteIconNames, type IconGlyph } from '@/lib/icons';

export const ICON_SPRITE_OUTPUT = path.join('public', 'icons.svg');

/** Our name for each icon → lucide's drawing. */
export const ICON_GLYPHS: Record<IconGlyph, LucideIcon> = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  'badge-dollar': BadgeDollarSign,
  'badge-percent': BadgePercent,
  banknote: Banknote,
  'book-open': BookOpen,
  briefcase: Briefcase,
  calculator: Calculator,
  calendar: Calendar,
  'calendar-clock': CalendarClock,
  'chart-line': ChartLine,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  clock: Clock,
  cloud: Cloud,
  'credit-card': CreditCard,
  'external-link': ExternalLink,
  eye: Eye,
  'file-check': FileCheck,
  fuel: Fuel,
  gift: Gift,
  globe: Globe,
  'hand-coins': HandCoins,
  handshake: Handshake,
  headset: Headset,
  'id-card': IdCard,
  info: Info,
  layers: Layers,
  link: Link2,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-square': MessageSquare,
  minus: Minus,
  monitor: Monitor,
  package: Package,
  pause: Pause,
  percent: Percent,
  phone: Phone,
  play: Play,
  printer: Printer,
  quote: Quote,
  refresh: RefreshCw,
  rocket: Rocket,
  'scan-barcode': ScanBarcode,
  'shield-check': ShieldCheck,
  'shopping-basket': ShoppingBasket,
  'shopping-cart': ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  'star-half': StarHalf,
  store: Store,
  target: Target,
  ticket: Ticket,
  'trending-up': TrendingUp,
  truck: Truck,
  'user-check': UserCheck,
  users: Users,
  utensils: Utensils,
  wallet: Wallet,
  x: X,
  zap: Zap,
};

/**
 * The social networks' logos (simple, single-path, filled; lucide no longer
 * ships brand icons), drawn in a 24 × 24 box.
 */
export const SOCIAL_PATHS: Record<SocialProfile['network'], string> = {
  facebook:
    'M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5.02 3.66 9.18 8.44 9.94v-7.03H7.9v-2.91h2.54V9.84c0-2.52 1.49-3.91 3.78-3.91 1.1 0 2.24.2 2.24.2v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.89h2.78l-.44 2.91h-2.34V22c4.78-.76 8.43-4.92 8.43-9.94z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3zm-1.08 16.2h1.7L7.4 4.73H5.58l11.1 14.47z',
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  // The glyph's geometry (rounded square, ring, dot) as arcs: a fifth of the
  // traced outline's bytes, drawn into every page's HTML (lib/build/inline-icons.ts).
  instagram:
    'M7 0h10a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7Zm0 2.16A4.84 4.84 0 0 0 2.16 7v10A4.84 4.84 0 0 0 7 21.84h10A4.84 4.84 0 0 0 21.84 17V7A4.84 4.84 0 0 0 17 2.16ZM12 5.84a6.16 6.16 0 1 1 0 12.32 6.16 6.16 0 0 1 0-12.32ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm6.41-3.85a1.44 1.44 0 1 1 0 2.88 1.44 1.44 0 0 1 0-2.88Z',
};

/**
 * The attributes lucide-react puts on every icon's <svg>; the `.icon` rule
 * in app/globals.css gives the page's <svg> the same. A lucide release that
 * changes them fails the build of the sprite instead of changing the look
 * without notice.
 */
export const LUCIDE_SVG_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '24',
  height: '24',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
};

/** One icon as lucide-react renders it, split into its <svg>'s attributes and its content. */
export function renderLucide(glyph: LucideIcon): { attributes: Record<string, string>; inner: string } {
  const markup = renderToStaticMarkup(createElement(glyph));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`unexpected lucide markup: ${markup.slice(0, 80)}`);
  const attributes = Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  return { attributes, inner: match[2]! };
}

export function buildIconSprite(): string {
  const symbols = spriteIconNames.map((name) => {
    const { attributes, inner } = renderLucide(ICON_GLYPHS[name]);
    // lucide's class names (`lucide lucide-check`) are not styled anywhere: the page's <svg> has `icon`.
    const shared = Object.fromEntries(Object.entries(attributes).filter(([key]) => key !== 'class'));
    if (JSON.stringify(shared) !== JSON.stringify(LUCIDE_SVG_ATTRIBUTES)) {
      throw new Error(
        `lucide's <svg> attributes changed (${name}): ${JSON.stringify(shared)}; update app/globals.css (.icon) and LUCIDE_SVG_ATTRIBUTES`,
      );
    }
    // lucide's shapes are leaves: <path d="…"/> says the same as <path d="…"></path>.
    const shapes = inner.replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>');
    return `<symbol id="${name}" viewBox="${shared.viewBox}">${shapes}</symbol>`;
  });
  // Logos are filled, not stroked: components/ui/social-icon.tsx sets fill="currentColor" on its <svg>.
  const logos = socialNetworks.map(
    (network) => `<symbol id="social-${network}" viewBox="0 0 24 24"><path d="${SOCIAL_PATHS[network]}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...symbols, ...logos].join('\n')}\n</svg>\n`;
}
