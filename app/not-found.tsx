import type { Metadata } from 'next';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: '404 Page Not Found',
  robots: { index: false, follow: true },
};

const suggestions = [
  { label: 'Merchant services', href: '/merchant-services' },
  { label: 'POS systems', href: '/pos-solutions' },
  { label: 'Business types', href: '/business-types' },
  { label: 'FAQ', href: '/faq' },
];

export default function NotFound() {
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Error 404</p>
        <h1 className="mt-3 text-h1 font-extrabold">404 Page Not Found</h1>
        <p className="mt-5 text-lg text-slate-600">
          We couldn&apos;t find that page. It may have been moved, or the address may be mistyped. Check the link, or
          start again from one of the pages below.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/">Go to the Home Page</ButtonLink>
          <ButtonLink href="/contact-us" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {suggestions.map((link) => (
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
