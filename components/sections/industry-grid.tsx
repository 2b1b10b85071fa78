import type { Industry } from '@/lib/content/industries';
import { getLabels } from '@/lib/content/settings';
import { StaticImage } from '@/components/ui/static-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';
import { LinkNameRest } from '@/components/ui/link-name-rest';

/** Industry cards in rows of three, each linking to its industry page. */
export async function IndustryGrid({
  items,
  showFeatures = false,
}: {
  items: readonly Industry[];
  showFeatures?: boolean;
}) {
  const { sections: words } = await getLabels();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((industry) => (
        <li key={industry.href}>
          <Card as="article" interactive className="flex h-full flex-col overflow-hidden">
            <StaticImage
              src={industry.image.src}
              alt={industry.image.alt}
              width={640}
              height={480}
              className="aspect-[16/10] w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-h3 font-bold">{industry.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{industry.description}</p>
              {showFeatures ? <CheckList items={industry.features} className="mt-4 space-y-2 text-sm" /> : null}
              <ArrowLink href={industry.href} className="mt-auto pt-5">
                {words.learnMore}
                <LinkNameRest words={words.aboutName} title={industry.title} />
              </ArrowLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
