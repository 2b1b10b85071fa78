import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The site's one content width and side padding. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}
