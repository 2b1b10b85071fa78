import { getLabels } from '@/lib/content/settings';
import type { Audience } from '@/lib/content/catalogue-sections';
import { fillTemplate } from '@/lib/editor/placeholders';
import { IconTile } from '@/components/ui/icon';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Card } from '@/components/ui/card';

/** The kinds of business a product suits, each linking to its industry page when there is one. */
export async function AudienceGrid({ items }: { items: readonly Audience[] }) {
  const { sections: words } = await getLabels();
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((audience) => (
        <li key={audience.title}>
          <Card className="flex h-full flex-col p-6">
            <IconTile name={audience.icon} tone="accent" />
            <h3 className="mt-4 text-lg font-bold">{audience.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{audience.description}</p>
            {audience.href ? (
              <ArrowLink href={audience.href} tone="brand" className="mt-auto self-start pt-4">
                {words.learnMore}
                <span className="sr-only">{` ${fillTemplate(words.learnMoreAbout, { audience: audience.title.toLowerCase() })}`}</span>
              </ArrowLink>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
