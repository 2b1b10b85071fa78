import type { DetailedFeature } from '@/lib/content/catalogue-sections';
import type { Illustration } from '@/lib/content/page';
import { IconTile } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';

/** Benefits as a list of wide rows, beside an illustration on large screens. */
export function BenefitsList({ items, image }: { items: readonly DetailedFeature[]; image?: Illustration }) {
  return (
    <div className={`grid items-center gap-10 ${image ? 'lg:grid-cols-[1fr_1.25fr] lg:gap-14' : ''}`}>
      {image ? (
        <StaticImage
          src={image.src}
          alt={image.alt}
          width={640}
          height={480}
          className="mx-auto w-full max-w-sm sm:max-w-md"
        />
      ) : null}
      <ul className="space-y-5">
        {items.map((item) => (
          <Card as="li" key={item.title} className="flex flex-col gap-4 p-6 sm:flex-row sm:gap-5">
            <IconTile name={item.icon} tone="accent" />
            <div>
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{item.description}</p>
              {item.points && item.points.length > 0 ? (
                <CheckList
                  items={item.points}
                  className="mt-3 flex flex-col gap-x-5 gap-y-1.5 text-sm sm:flex-row sm:flex-wrap"
                  itemClassName="flex items-center gap-1.5"
                  iconClassName="h-4 w-4"
                />
              ) : null}
            </div>
          </Card>
        ))}
      </ul>
    </div>
  );
}
