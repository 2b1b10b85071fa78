import Link from '@/components/ui/link';
import type { ComponentProps } from 'react';
import { Icon } from '@/components/ui/icon';
import { clsx } from 'clsx';

const tones = {
  accent: 'text-accent-700 hover:text-accent-800',
  brand: 'text-brand-700 hover:text-brand-900',
};

type ArrowLinkProps = ComponentProps<typeof Link> & { tone?: keyof typeof tones };

/** A text link with a trailing arrow ("Learn more →"), a 44 px tap target. `className` adds placement. */
export function ArrowLink({ tone = 'accent', className, children, ...props }: ArrowLinkProps) {
  return (
    <Link className={clsx('inline-flex min-h-11 items-center gap-2 font-semibold', tones[tone], className)} {...props}>
      {children}
      <Icon name="arrow-right" className="h-4 w-4" />
    </Link>
  );
}
