import type { FormHTMLAttributes, HTMLAttributes } from 'react';
import { clsx } from 'clsx';

type CardTag = 'div' | 'article' | 'li' | 'figure' | 'section' | 'form';

interface CardProps extends HTMLAttributes<HTMLElement>, Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> {
  /** The element it is: an article for a self-contained item, li in a list, figure for a quote, a form. */
  as?: CardTag;
  /** Lifts its shadow on hover: a card that is (or holds) one big link. */
  interactive?: boolean;
}

/**
 * The site's card surface: white, a light border, the card radius and
 * shadow. Layout and padding come from the caller's className. Joined with
 * clsx, not cn: client components render cards, and tailwind-merge would
 * ship with them (see lib/cn.ts).
 */
export function Card({ as: Tag = 'div', interactive = false, className, ...props }: CardProps) {
  return (
    <Tag
      className={clsx(
        'rounded-card border border-slate-200 bg-white shadow-card',
        interactive && 'transition-shadow hover:shadow-card-hover',
        className,
      )}
      {...props}
    />
  );
}
