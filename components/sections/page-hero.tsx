import type { ReactNode } from 'react';
import { getRoute } from '@/lib/routes';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageJsonLd } from '@/components/sections/structured-data';
import { HeroImage } from '@/components/ui/hero-image';

interface PageHeroProps {
  /** The registered path: H1, intro and calls to action come from the registry. */
  path: string;
  /** Overrides the registry's illustration. */
  image?: { src: string; alt: string } | null;
  /** Extra content under the buttons (badges, facts). */
  children?: ReactNode;
}

/**
 * The top of every inner page: the page's structured data (one JSON-LD graph,
 * with its BreadcrumbList), breadcrumb trail, H1, intro and calls to action.
 */
export async function PageHero({ path, image: imageOverride, children }: PageHeroProps) {
  const route = await getRoute(path);
  const image = imageOverride === undefined ? route.image : imageOverride;
  return (
    <section className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <PageJsonLd path={path} />
      <Container className="py-12 sm:py-16 lg:py-20">
        <Breadcrumbs path={path} />
        <div className={`mt-8 grid items-center gap-10 ${image ? 'lg:grid-cols-[1.15fr_1fr]' : ''}`}>
          <div className="max-w-3xl">
            <h1 className="text-h1 font-extrabold">{route.h1}</h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">{route.intro}</p>
            {route.ctas.length > 0 ? (
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {route.ctas.map((cta, index) => (
                  <ButtonLink
                    key={`${cta.href} ${cta.label}`}
                    href={cta.href}
                    variant={index === 0 ? 'primary' : 'secondary'}
                  >
                    {cta.label}
                  </ButtonLink>
                ))}
              </div>
            ) : null}
            {children}
          </div>
          {image ? (
            <HeroImage
              src={image.src}
              alt={image.alt}
              width={640}
              height={480}
              className="mx-auto w-full max-w-xs sm:max-w-sm lg:max-w-md"
            />
          ) : null}
        </div>
      </Container>
    </section>
  );
}
