import type { Device } from '@/lib/content/catalogue-sections';
import { getLabels } from '@/lib/content/settings';
import { fillTemplate } from '@/lib/editor/placeholders';
import { StaticImage } from '@/components/ui/static-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';
import { LinkNameRest } from '@/components/ui/link-name-rest';

/**
 * Hardware cards: illustration, name, what it is for and its specs. Three or
 * six devices sit in rows of three; two or four in a 2×2 grid with larger
 * illustrations.
 */
export async function DeviceGrid({ items }: { items: readonly Device[] }) {
  const { sections: words } = await getLabels();
  const threeUp = items.length % 3 === 0;
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${threeUp ? 'lg:grid-cols-3' : ''}`}>
      {items.map((device) => (
        <li key={device.name}>
          <Card as="article" className="flex h-full flex-col overflow-hidden">
            <div className="flex items-center justify-center bg-brand-50">
              <StaticImage
                src={device.image.src}
                alt={device.image.alt}
                width={640}
                height={480}
                className={`h-44 w-auto max-w-full ${threeUp ? 'sm:h-48' : 'sm:h-56'}`}
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              {device.kind ? (
                <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{device.kind}</p>
              ) : null}
              <h3 className="mt-1 text-h3 font-bold">{device.name}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{device.description}</p>
              {device.specs && device.specs.length > 0 ? (
                <CheckList
                  items={device.specs}
                  aria-label={fillTemplate(words.specifications, { title: device.name })}
                  className="mt-4 space-y-2 text-sm"
                />
              ) : null}
              {device.cta ? (
                <ArrowLink href={device.cta.href} className="mt-auto self-start pt-4">
                  {device.cta.label}
                  <LinkNameRest words={words.forName} title={device.name} />
                </ArrowLink>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
