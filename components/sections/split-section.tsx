import type { SplitData } from '@/lib/content/catalogue-sections';
import { ButtonLink } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import { CheckList } from '@/components/ui/check-list';

interface SplitSectionProps {
  /** The section's id: the heading gets `${id}-heading`. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  body: SplitData;
}

/**
 * Text beside an illustration: the heading, paragraphs, optional feature
 * rows (each an h3) and check points, and calls to action.
 */
export function SplitSection({ id, title, eyebrow, description, body }: SplitSectionProps) {
  return (
    <div className={`grid items-center gap-10 ${body.image ? 'lg:grid-cols-2 lg:gap-16' : ''}`}>
      <div className={body.reverse ? 'lg:order-2' : ''}>
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p> : null}
        <h2 id={`${id}-heading`} className="mt-3 text-h2 font-bold">
          {title}
        </h2>
        {description ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{description}</p> : null}
        {body.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-4 text-lg leading-relaxed text-slate-600">
            {paragraph}
          </p>
        ))}
        {body.features && body.features.length > 0 ? (
          <ul className="mt-8 space-y-6">
            {body.features.map((feature) => (
              <li key={feature.title} className="flex gap-4">
                <IconTile name={feature.icon} tone="accent" />
                <div>
                  <h3 className="text-lg font-bold">{feature.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{feature.description}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {body.points && body.points.length > 0 ? (
          <CheckList
            items={body.points}
            className="mt-6 grid gap-3 sm:grid-cols-2"
            itemClassName="flex items-center gap-2 font-medium text-brand-900"
            iconClassName="h-5 w-5"
          />
        ) : null}
        {body.actions && body.actions.length > 0 ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {body.actions.map((action, index) => (
              <ButtonLink
                key={`${action.href} ${action.label}`}
                href={action.href}
                variant={index === 0 ? 'primary' : 'secondary'}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        ) : null}
      </div>
      {body.image ? (
        <StaticImage
          src={body.image.src}
          alt={body.image.alt}
          width={640}
          height={480}
          className={`mx-auto w-full max-w-sm sm:max-w-md ${body.reverse ? 'lg:order-1' : ''}`}
        />
      ) : null}
    </div>
  );
}
