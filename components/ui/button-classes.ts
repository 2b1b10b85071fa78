import { clsx } from 'clsx';

/**
 * The look of a button, for links and real buttons alike: its own module so
 * that client components (forms, the mobile menu) take the class names
 * without the server-only link of components/ui/button.tsx.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'dark' | 'outline-light';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors duration-150';

/**
 * How a real button looks while it is disabled (a form being sent). A link
 * is never `:disabled`: on a link these classes only added bytes to the
 * page and its critical CSS.
 */
const disabledLook = 'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800',
  secondary: 'border border-brand-200 bg-white text-brand-800 shadow-sm hover:border-brand-300 hover:bg-brand-50',
  dark: 'bg-brand-800 text-white shadow-sm hover:bg-brand-900',
  'outline-light': 'border border-white-60 text-white hover:border-white hover:bg-white-10',
};

/** Class names of a `<button>`. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return clsx(base, disabledLook, variants[variant], extra);
}

/** Class names of a link that looks like a button. */
export function buttonLinkClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return clsx(base, variants[variant], extra);
}
