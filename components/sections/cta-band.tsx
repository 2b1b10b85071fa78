import type { Cta } from '@/lib/content/page';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

interface CtaBandProps {
  id?: string;
  title: string;
  description: string;
  actions: readonly Cta[];
}

/** The closing call to action of a page: dark band, two buttons. */
export function CtaBand({ id, title, description, actions }: CtaBandProps) {
  const headingId = `${id ?? 'cta'}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="on-dark bg-brand-900 py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-h2 font-bold text-white">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {actions.map((action, index) => (
              <ButtonLink
                key={`${action.href} ${action.label}`}
                href={action.href}
                variant={index === 0 ? 'primary' : 'outline-light'}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
