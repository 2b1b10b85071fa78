import Link from '@/components/ui/link';
import type { Cta } from '@/lib/content/page';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

export interface PlannedItem {
  id: string;
  title: string;
  /** e.g. 'Planned for Q1 2027'. */
  status: string;
  abstract: string;
  /** Heading of the bullet list, e.g. 'You will learn'. */
  listTitle: string;
  list: readonly string[];
  /** Small facts under the title (length, audience). */
  facts: readonly string[];
  readNow: Cta;
}

/**
 * Webinars and white papers in preparation: one card each with its planned
 * quarter, abstract, what it covers and where to read about it today
 * (`readNowLead` before that link, e.g. 'Until then:').
 */
export function PlannedList({ items, readNowLead }: { items: readonly PlannedItem[]; readNowLead: string }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <Card as="article" id={item.id} className="flex h-full flex-col p-6 sm:p-8">
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
              <Icon name="calendar-clock" className="h-4 w-4" />
              {item.status}
            </p>
            <h3 className="mt-4 text-h3 font-bold">{item.title}</h3>
            <ul className="mt-3 space-y-1 text-sm text-slate-600">
              {item.facts.map((fact) => (
                <li key={fact} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-[0.45rem] h-1.5 w-1.5 shrink-0 rounded-full bg-brand-300" />
                  {fact}
                </li>
              ))}
            </ul>
            <p className="mt-4 leading-relaxed text-slate-600">{item.abstract}</p>
            <h4 className="mt-5 text-sm font-semibold tracking-wider text-brand-800 uppercase">{item.listTitle}</h4>
            <CheckList items={item.list} className="mt-3 space-y-2" itemClassName="flex gap-2.5 text-sm" />
            <p className="mt-auto pt-6">
              <Link
                href={item.readNow.href}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
              >
                <span>
                  {`${readNowLead} ${item.readNow.label}`}
                  <span className="sr-only">{` (${item.title})`}</span>
                </span>
                <Icon name="arrow-right" className="h-4 w-4 shrink-0" />
              </Link>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
