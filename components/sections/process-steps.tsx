import type { Step } from '@/lib/content/catalogue-sections';
import { Card } from '@/components/ui/card';

/** Numbered steps of a process, in reading order (an ordered list). */
export function ProcessSteps({ items }: { items: readonly Step[] }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((step, index) => (
        <Card as="li" key={step.title} className="p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}
