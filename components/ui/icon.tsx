import type { SVGProps } from 'react';
import type { IconName } from '@/lib/editor/icon-names';
import { iconHref, type IconGlyph } from '@/lib/icons';
import { clsx } from 'clsx';

/**
 * A decorative icon from the site's sprite (lib/icons.ts): lucide's drawing,
 * referenced instead of written out, so a page's HTML and RSC payload carry
 * one short <use> per icon. No state and no hooks: server and client
 * components render the same markup. The `.icon` rule (app/globals.css)
 * sets lucide's stroke; classes size and colour it as before.
 */
type IconProps = { name: IconGlyph; className?: string } & Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'className' | 'name'
>;

export function Icon({ name, className = 'h-6 w-6', ...rest }: IconProps) {
  return (
    <svg {...rest} className={clsx('icon', className)} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}

/** The icon in a soft rounded tile, as feature cards show it. */
export function IconTile({ name, tone = 'brand' }: { name: IconName; tone?: 'brand' | 'accent' }) {
  const colors = tone === 'accent' ? 'bg-accent-50 text-accent-700' : 'bg-brand-50 text-brand-700';
  return (
    <span className={clsx('inline-flex h-12 w-12 items-center justify-center rounded-xl', colors)}>
      <Icon name={name} />
    </span>
  );
}
