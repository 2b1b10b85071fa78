import type { Feature } from '@/lib/content/page';
import { IconTile } from '@/components/ui/icon';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';

/** A feature card, optionally listing what it includes. */
export type FeatureItem = Feature & { points?: readonly string[] };

/**
 * Feature cards. Rows are centered, so seven cards read as 4 then 3 on wide
 * screens and no card sits alone at the left.
 */
export function FeatureGrid({ items, columns = 4 }: { items: readonly FeatureItem[]; columns?: 3 | 4 }) {
  const width =
    columns === 4
      ? 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]'
      : 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {items.map((item) => (
        <li key={item.title} className={`w-full ${width}`}>
          <Card className="h-full p-6">
            <IconTile name={item.icon} />
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            {item.points && item.points.length > 0 ? (
              <CheckList items={item.points} className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm" />
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
