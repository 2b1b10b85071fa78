import type { Stat } from '@/lib/content/page';

/** Big figures with their labels. Sits inside a dark or tinted Section. */
export function StatsBand({ items, tone = 'dark' }: { items: readonly Stat[]; tone?: 'dark' | 'light' }) {
  const value = tone === 'dark' ? 'text-white' : 'text-brand-800';
  const label = tone === 'dark' ? 'text-brand-200' : 'text-slate-600';
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse items-center justify-end text-center">
          <dt className={`mt-2 text-sm font-medium sm:text-base ${label}`}>{item.label}</dt>
          <dd className={`text-4xl font-extrabold tracking-tight sm:text-5xl ${value}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
