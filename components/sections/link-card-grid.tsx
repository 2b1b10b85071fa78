import { getLabels } from '@/lib/content/settings';
import type { LinkCard } from '@/lib/content/catalogue-sections';
import { ButtonLink } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';
import { LinkNameRest } from '@/components/ui/link-name-rest';

/**
 * Cards that lead to a product, service or POS page: illustration, name,
 * description, key features, 'ideal for' tags, and one or two links.
 */
export async function LinkCardGrid({ items, columns = 3 }: { items: readonly LinkCard[]; columns?: 2 | 3 }) {
  const { sections: words } = await getLabels();
  const grid = columns === 3 && items.length >= 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((card) => (
        <li key={card.href}>
          <Card as="article" interactive className="flex h-full flex-col overflow-hidden">
            {card.image ? (
              <div className="flex justify-center bg-brand-50">
                <StaticImage
                  src={card.image.src}
                  alt={card.image.alt}
                  width={640}
                  height={480}
                  className="h-44 w-auto max-w-full"
                />
              </div>
            ) : null}
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-h3 font-bold">{card.name}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{card.description}</p>
              {card.features && card.features.length > 0 ? (
                <CheckList items={card.features} className="mt-4 space-y-2 text-sm" />
              ) : null}
              {card.tags && card.tags.length > 0 ? (
                <div className="mt-5">
                  <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{words.idealFor}</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {card.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-6">
                <ButtonLink href={card.href} variant="dark">
                  {card.linkLabel}
                </ButtonLink>
                {card.secondary ? (
                  <ArrowLink href={card.secondary.href}>
                    {card.secondary.label}
                    <LinkNameRest words={words.forName} title={card.name} />
                  </ArrowLink>
                ) : null}
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
