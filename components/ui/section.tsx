import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

export type SectionTone = 'white' | 'muted' | 'brand' | 'dark';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50',
  dark: 'on-dark bg-brand-900 text-brand-100',
};

interface SectionProps {
  id?: string;
  tone?: SectionTone;
  /** Visible heading; also names the section for assistive technology. */
  title?: string;
  eyebrow?: string;
  description?: ReactNode;
  /** Heading alignment; sections with grids read best centered. */
  align?: 'center' | 'left';
  children: ReactNode;
  className?: string;
}

/**
 * One page section: the site-wide vertical rhythm, max width and an optional
 * heading block. Pages alternate tones for a calm, legible rhythm.
 */
export function Section({
  id,
  tone = 'white',
  title,
  eyebrow,
  description,
  align = 'center',
  children,
  className = '',
}: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  const dark = tone === 'dark';
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <Container>
        {title ? (
          <div className={cn('mb-10 max-w-3xl sm:mb-12', align === 'center' && 'mx-auto text-center')}>
            {eyebrow ? (
              <p
                className={cn(
                  'mb-3 text-sm font-semibold tracking-wider uppercase',
                  dark ? 'text-accent-300' : 'text-accent-700',
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className={cn('text-h2 font-bold', dark && 'text-white')}>
              {title}
            </h2>
            {description ? (
              <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-brand-100' : 'text-slate-600')}>
                {description}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
