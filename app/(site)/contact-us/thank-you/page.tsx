import type { Metadata } from 'next';
import Link from 'next/link';
import { thankYou } from '@/content/contact';
import { getSite } from '@/lib/content/site';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

// Where the contact form lands when it was sent without JavaScript.
export const metadata: Metadata = {
  title: thankYou.title,
  robots: { index: false, follow: true },
  alternates: { canonical: '/contact-us/thank-you' },
};

export default async function ThankYouPage() {
  const site = await getSite();
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center" role="status">
        <Icon name="circle-check" className="mx-auto h-14 w-14 text-accent-700" />
        <h1 className="mt-6 text-h1 font-extrabold">Message Sent</h1>
        <p className="mt-4 text-xl font-semibold text-brand-900">{thankYou.heading}</p>
        <p className="mt-3 text-lg text-slate-600">{thankYou.body}</p>
        <p className="mt-3 text-slate-600">
          Need us sooner? Call{' '}
          <a
            href={`tel:${site.phones.sales.e164}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {site.phones.sales.display}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/">Back to the Home Page</ButtonLink>
          <ButtonLink href="/blog" variant="secondary">
            Read Our Blog
          </ButtonLink>
        </div>
        <p className="mt-8 text-sm">
          <Link href="/contact-us" className="text-brand-700 underline underline-offset-4">
            Send another message
          </Link>
        </p>
      </div>
    </Container>
  );
}
