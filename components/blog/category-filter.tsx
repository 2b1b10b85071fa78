import Link from '@/components/ui/link';
import type { CategoryFilterOption } from '@/lib/content/blog-filter';

/**
 * The blog's category filter as links: each view has its own address, so
 * it works without JavaScript, can be shared and is crawled. The selected
 * option carries aria-current="page".
 */
export function CategoryFilter({ options, name }: { options: readonly CategoryFilterOption[]; name: string }) {
  return (
    <nav aria-label={name}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => (
          <li key={option.href}>
            <Link
              href={option.href}
              scroll={false}
              aria-current={option.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                option.current
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-slate-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50'
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
