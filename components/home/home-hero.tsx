import type { HomePage } from '@/lib/content/home';
import { getRoute } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { StaticImage } from '@/components/ui/static-image';
import { Icon } from '@/components/ui/icon';

/** The home page's opening: the H1, the promise, two calls to action (the route's words, and the home page's `heroExtras`). */
export async function HomeHero({ eyebrow, trustPoints }: HomePage['heroExtras']) {
  const route = await getRoute('/');
  const [primary, secondary] = route.ctas;
  const { image } = route;
  return (
    <section className="on-dark relative overflow-hidden bg-brand-950 text-brand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(59,123,212,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(16,185,129,0.18),transparent_50%)]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.35fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p>
          <h1 className="mt-4 text-display font-extrabold text-white">{route.h1}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">{route.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {primary ? <ButtonLink href={primary.href}>{primary.label}</ButtonLink> : null}
            {secondary ? (
              <ButtonLink href={secondary.href} variant="outline-light">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
          <ul className="mt-8 flex flex-col gap-3 text-sm font-medium sm:flex-row sm:flex-wrap sm:gap-x-6">
            {trustPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="circle-check" className="h-5 w-5 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        {/* A URL, not inline: the home page's document must stay within the first
            round trip (docs/performance.md). The largest paint from 1024 px up, beside
            the heading; on a phone it sits below the fold, under the heading that is
            the largest paint there, so only wide screens fetch it first. */}
        {image ? (
          <StaticImage
            priority={{ media: '(min-width: 1024px)' }}
            src={image.src}
            alt={image.alt}
            width={640}
            height={480}
            className="mx-auto w-full max-w-md lg:max-w-none"
          />
        ) : null}
      </Container>
    </section>
  );
}
