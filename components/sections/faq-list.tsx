import type { FaqEntry } from '@/lib/content/faq';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

/**
 * An accordion of questions. Native <details name> gives "one open at a
 * time, closable, keyboard operable" with no JavaScript, and the answers are
 * in the server HTML for search engines.
 */
export function FaqList({ entries, group = 'faq' }: { entries: readonly FaqEntry[]; group?: string }) {
  return (
    <Card className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <details key={entry.id} id={entry.id} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-950 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <Icon
              name="chevron-down"
              className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-600 sm:px-6">{entry.answer}</p>
        </details>
      ))}
    </Card>
  );
}
