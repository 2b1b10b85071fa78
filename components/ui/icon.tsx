import {
  BadgeDollarSign,
  Banknote,
  Briefcase,
  Calculator,
  Calendar,
  ChartLine,
  Clock,
  Cloud,
  CreditCard,
  Eye,
  FileCheck,
  Fuel,
  Gift,
  Globe,
  HandCoins,
  Handshake,
  Headset,
  IdCard,
  Layers,
  Lock,
  Monitor,
  Package,
  Percent,
  Printer,
  RefreshCw,
  ScanBarcode,
  ShieldCheck,
  ShoppingBasket,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Store,
  Ticket,
  TrendingUp,
  Truck,
  UserCheck,
  Users,
  Utensils,
  Wallet,
  Zap,
  type LucideIcon,
  MapPin,
  Rocket,
  Target,
} from 'lucide-react';
import type { IconName } from '@/lib/content/types';

const icons: Record<IconName, LucideIcon> = {
  'file-check': FileCheck,
  'badge-dollar': BadgeDollarSign,
  'user-check': UserCheck,
  'shield-check': ShieldCheck,
  eye: Eye,
  banknote: Banknote,
  'hand-coins': HandCoins,
  store: Store,
  utensils: Utensils,
  'shopping-basket': ShoppingBasket,
  fuel: Fuel,
  'shopping-cart': ShoppingCart,
  briefcase: Briefcase,
  'credit-card': CreditCard,
  smartphone: Smartphone,
  globe: Globe,
  wallet: Wallet,
  zap: Zap,
  clock: Clock,
  headset: Headset,
  'trending-up': TrendingUp,
  percent: Percent,
  calculator: Calculator,
  'scan-barcode': ScanBarcode,
  users: Users,
  handshake: Handshake,
  lock: Lock,
  sparkles: Sparkles,
  gift: Gift,
  'chart-line': ChartLine,
  monitor: Monitor,
  package: Package,
  truck: Truck,
  calendar: Calendar,
  'id-card': IdCard,
  ticket: Ticket,
  layers: Layers,
  refresh: RefreshCw,
  cloud: Cloud,
  printer: Printer,
  target: Target,
  rocket: Rocket,
  'map-pin': MapPin,
};

/** A decorative icon named in content (one set: lucide). */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph className={className} aria-hidden="true" focusable="false" />;
}

/** The icon in a soft rounded tile, as feature cards show it. */
export function IconTile({ name, tone = 'brand' }: { name: IconName; tone?: 'brand' | 'accent' }) {
  const colors = tone === 'accent' ? 'bg-accent-50 text-accent-700' : 'bg-brand-50 text-brand-700';
  return (
    <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${colors}`}>
      <Icon name={name} />
    </span>
  );
}
