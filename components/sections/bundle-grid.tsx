import type { Bundle } from '@/lib/content/catalogue-sections';
import { getLabels } from '@/lib/content/settings';
import { ButtonLink } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { CheckList } from '@/components/ui/check-list';
import { LinkNameRest } from '@/components/ui/link-name-rest';

/** System tiers or hardware bundles side by side, each with its headline figure and what it includes. */
export async function BundleGrid({ items }: { items: readonly Bundle[] }) {
  const { sections: words } = await getLabels();
  return (
    <ul className={`grid gap-8 ${items.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {items.map((bundle) => (
        <li key={bundle.name} className="relative">
          <article
            className={`flex h-full flex-col rounded-card border bg-white p-6 shadow-card sm:p-8 ${
              bundle.badge ? 'border-accent-600 ring-1 ring-accent-600' : 'border-slate-200'
            }`}
          >
            {bundle.badge ? (
              <p className="absolute -top-3.5 left-6 rounded-full bg-accent-700 px-3 py-1 text-xs font-semibold tracking-wider text-white uppercase">
                {bundle.badge}
              </p>
            ) : null}
            {bundle.image ? (
              <StaticImage
                src={bundle.image.src}
                alt={bundle.image.alt}
                width={640}
                height={480}
                className="mx-auto h-36 w-auto max-w-full"
              />
            ) : null}
            <h3 className="mt-4 text-h3 font-bold">{bundle.name}</h3>
            <p className="mt-1 text-sm font-medium text-slate-600">{bundle.tagline}</p>
            {bundle.highlight ? (
              <p className="mt-5 flex flex-wrap items-baseline gap-x-2 border-y border-slate-100 py-4">
                <span className="text-3xl font-extrabold tracking-tight text-brand-800">{bundle.highlight.value}</span>
                <span className="text-slate-600">{bundle.highlight.label}</span>
              </p>
            ) : null}
            <p className="mt-4 leading-relaxed text-slate-600">{bundle.description}</p>
            <p className="mt-5 text-sm font-semibold text-brand-950">{bundle.includesLabel}</p>
            <CheckList items={bundle.includes} className="mt-3 space-y-2 text-sm" />
            <div className="mt-auto pt-8">
              <ButtonLink href={bundle.cta.href} variant={bundle.badge ? 'primary' : 'dark'} className="w-full">
                {bundle.cta.label}
                <LinkNameRest words={words.forName} title={bundle.name} />
              </ButtonLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
