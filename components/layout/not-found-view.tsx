import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { getNotFoundPage } from '@/lib/content/settings';

/**
 * The page of an address the site does not have, in the language of the
 * request: for English addresses app/global-not-found.tsx, for Spanish ones
 * app/(es)/es/not-found.tsx. Without the header and footer, which the
 * Spanish layout already gives.
 */
export async function NotFoundView() {
  const notFoundPage = await getNotFoundPage();
  const { primary, secondary } = notFoundPage;
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{notFoundPage.eyebrow}</p>
        <h1 className="mt-3 text-h1 font-extrabold">{notFoundPage.title}</h1>
        <p className="mt-5 text-lg text-slate-600">{notFoundPage.description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          <ButtonLink href={secondary.href} variant="secondary">
            {secondary.label}
          </ButtonLink>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {notFoundPage.suggestions.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
