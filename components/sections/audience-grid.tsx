import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import type { Audience } from '@/content/page-sections';
import { IconTile } from '@/components/ui/icon';

/** The kinds of business a product suits, each linking to its industry page when there is one. */
export function AudienceGrid({ items }: { items: readonly Audience[] }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((audience) => (
        <li key={audience.title}>
          <div className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
            <IconTile name={audience.icon} tone="accent" />
            <h3 className="mt-4 text-lg font-bold">{audience.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{audience.description}</p>
            {audience.href ? (
              <Link
                href={audience.href}
                className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-4 font-semibold text-brand-700 hover:text-brand-900"
              >
                Learn more<span className="sr-only"> about solutions for {audience.title.toLowerCase()}</span>
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
