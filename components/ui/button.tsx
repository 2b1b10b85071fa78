import type { ComponentProps } from 'react';
import { buttonLinkClasses, type ButtonVariant } from '@/components/ui/button-classes';
import Link from '@/components/ui/link';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/**
 * A link that looks like a button. In-page anchors and tel:/mailto: links
 * render a plain <a> (next/link is for page navigations).
 */
export function ButtonLink({ variant = 'primary', className = '', href, ...props }: ButtonLinkProps) {
  const classes = buttonLinkClasses(variant, className);
  if (typeof href === 'string' && /^(#|tel:|mailto:)/.test(href)) {
    return <a href={href} className={classes} {...(props as ComponentProps<'a'>)} />;
  }
  return <Link href={href} className={classes} {...props} />;
}
