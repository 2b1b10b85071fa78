import type { Metadata } from 'next';
import Link from 'next/link';
import { confirmPage } from '@/content/emails';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

/**
 * Where a newsletter confirmation link (`/newsletter/confirm?token=…`) lands.
 * Opening it confirms nothing (a mail scanner that follows links must not
 * subscribe anyone): the visitor presses Confirm, a plain form post.
 *
 * The page is prerendered like every other (its scripts hashed for the CSP)
 * and never reads the token: the form has no `action`, so the browser posts
 * to the address it is on, token included, and proxy.ts hands that POST to
 * /api/newsletter/confirm. That answers with a redirect back here, to
 * #subscription-confirmed or #link-not-valid, which CSS :target shows (and
 * hides the form). No JavaScript is needed at any step.
 *
 * Not in the route registry, like /contact-us/thank-you: a page only an
 * e-mail links to, not for search engines (noindex) or the sitemap.
 */
export const metadata: Metadata = {
  title: confirmPage.title,
  robots: { index: false, follow: false },
  alternates: { canonical: '/newsletter/confirm' },
  // The address carries the token; the site's Referrer-Policy
  // (strict-origin-when-cross-origin) already keeps it from other sites. A
  // stricter no-referrer here would make the browser post with `Origin: null`,
  // which the API refuses as cross-site.
};

export default function ConfirmSubscriptionPage() {
  return (
    <Container className="py-20 sm:py-28">
      <div className="group mx-auto max-w-2xl text-center">
        <Icon name="mail" className="mx-auto h-14 w-14 text-accent-700" />
        <h1 className="mt-6 text-h1 font-extrabold">{confirmPage.heading}</h1>
        <form method="post" className="mt-6 group-has-[:target]:hidden">
          <p className="text-lg text-slate-600">{confirmPage.body}</p>
          <button type="submit" className={buttonClasses('primary', 'mt-8')}>
            {confirmPage.button}
          </button>
        </form>
        <p
          id="subscription-confirmed"
          role="status"
          className="mt-6 hidden rounded-lg bg-accent-50 px-4 py-3 text-lg font-semibold text-accent-900 target:block"
        >
          {confirmPage.confirmed}
        </p>
        <div id="link-not-valid" role="alert" className="mt-6 hidden target:block">
          <p className="rounded-lg bg-red-50 px-4 py-3 text-lg font-semibold text-red-900">{confirmPage.invalid}</p>
          <Link href="/blog#newsletter" className={buttonClasses('primary', 'mt-8')}>
            {confirmPage.signUpAgain}
          </Link>
        </div>
        <p className="mt-10 text-sm text-slate-600">
          {confirmPage.privacy}{' '}
          <Link href="/privacy-policy" className="text-brand-700 underline underline-offset-4">
            {confirmPage.privacyLink}
          </Link>
        </p>
      </div>
    </Container>
  );
}
