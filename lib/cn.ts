import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * Tailwind's merge rules taught our theme tokens (app/globals.css @theme):
 * without them `text-h3` would read as a text colour and lose to
 * `text-slate-600`, and `shadow-card` / `rounded-card` would not replace
 * another shadow or radius.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h1', 'h2', 'h3'],
      radius: ['card'],
      shadow: ['card', 'card-hover'],
    },
  },
});

/**
 * Class names joined (clsx: strings, conditions, arrays) and merged so the
 * last Tailwind class of a kind wins: for server components that take a
 * caller's classes (Container, Section, CheckList). tailwind-merge is ~8 KB
 * gzipped, so the primitives client components render (Icon, buttons,
 * ArrowLink, Card) join with plain clsx and never let a caller override their
 * own classes; the budget test's floor fails if tailwind-merge reaches the
 * shell every page loads.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
