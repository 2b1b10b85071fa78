import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getSite } from '@/lib/content/site';
import { getThankYouPage } from '@/lib/content/thank-you';
import { localHref } from '@/lib/i18n/request';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

// Where the contact form lands when it was sent without JavaScript.
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getThankYouPage()).title,
    robots: { index: false, follow: true },
    alternates: { canonical: localHref('/contact-us/thank-you') },
  };
}

export default async function ThankYouPage() {
  const [site, page] = await Promise.all([getSite(), getThankYouPage()]);
  const { before, after } = page.callUs;
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center" role="status">
        <Icon name="circle-check" className="mx-auto h-14 w-14 text-accent-700" />
        <h1 className="mt-6 text-h1 font-extrabold">{page.h1}</h1>
        <p className="mt-4 text-xl font-semibold text-brand-900">{page.heading}</p>
        <p className="mt-3 text-lg text-slate-600">{page.body}</p>
        <p className="mt-3 text-slate-600">
          {/* The space before the number stays a text of its own, as this markup always had it. */}
          {before.trimEnd()}
          {before.endsWith(' ') ? ' ' : null}
          <a
            href={`tel:${site.phones.sales.e164}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {site.phones.sales.display}
          </a>
          {after}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={page.primary.href}>{page.primary.label}</ButtonLink>
          <ButtonLink href={page.secondary.href} variant="secondary">
            {page.secondary.label}
          </ButtonLink>
        </div>
        <p className="mt-8 text-sm">
          <Link href={page.another.href} className="text-brand-700 underline underline-offset-4">
            {page.another.label}
          </Link>
        </p>
      </div>
    </Container>
  );
}
