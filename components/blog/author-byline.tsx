import { initials } from '@/lib/initials';

/** The author's initials in a circle, then the name. */
export function AuthorByline({ name, prefix, size = 'sm' }: { name: string; prefix?: string; size?: 'sm' | 'md' }) {
  const circle = size === 'md' ? 'h-10 w-10 text-sm' : 'h-8 w-8 text-xs';
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center rounded-full bg-brand-800 font-semibold text-white ${circle}`}
      >
        {initials(name)}
      </span>
      <span>
        {prefix ? `${prefix} ` : null}
        <span className="font-medium">{name}</span>
      </span>
    </p>
  );
}
