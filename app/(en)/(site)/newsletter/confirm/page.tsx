import Link from '@/components/ui/link';
import { getPage } from '@/lib/content/page';
import { requestLocale } from '@/lib/i18n/request';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses, buttonLinkClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';

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
 * Registered as `noindex` (lib/route-registry.ts): no search engine, no sitemap;
 * only the e-mail links here. The site's Referrer-Policy keeps the token
 * from other sites (a stricter no-referrer would make the browser post with
 * `Origin: null`, which the API refuses as cross-site).
 */
const path = '/newsletter/confirm';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function ConfirmSubscriptionPage() {
  const confirmPage = (await getPage('newsletter-confirm')).data;
  return (
    <>
      <PageHero path={path} />
      <Container className="py-14 sm:py-16">
        <div className="group mx-auto max-w-2xl">
          <form method="post" className="group-has-[:target]:hidden">
            {/* The API answers in the page's language (back to /es/newsletter/confirm for Spanish). */}
            <input type="hidden" name="locale" value={requestLocale()} />
            <p className="text-lg text-slate-700">{confirmPage.body}</p>
            <button type="submit" className={buttonClasses('primary', 'mt-6')}>
              {confirmPage.button}
            </button>
          </form>
          <p
            id="subscription-confirmed"
            role="status"
            className="hidden rounded-lg bg-accent-50 px-4 py-3 text-lg font-semibold text-accent-900 target:block"
          >
            {confirmPage.confirmed}
          </p>
          <div id="link-not-valid" role="alert" className="hidden target:block">
            <p className="rounded-lg bg-red-50 px-4 py-3 text-lg font-semibold text-red-900">{confirmPage.invalid}</p>
            <Link href="/blog#newsletter" className={buttonLinkClasses('primary', 'mt-6')}>
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
    </>
  );
}
