import 'server-only';
import { contactSchema, fieldErrors, newsletterSchema } from '@/lib/validations/contact';
import { isPagePath } from '../page-path';
import type { EnquiryEndpoint } from './endpoint';
import { isFilled } from './endpoint';

/** The two forms: what each validates and stores, and where a no-JavaScript post goes. */

/**
 * The page of this site a form was sent from (Referer), for operations and
 * the webhook: only an absolute http(s) address on this site's host (the one
 * the request came to, or the proxy's X-Forwarded-Host), and only its path
 * when that looks like a page address (the query, which may hold prefilled
 * values, is dropped). Anything else, `//intranet/x` included, is no page.
 */
export function sourcePage(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer || referer.length > 2048) return undefined;
  let url: URL;
  try {
    // No base: a relative or scheme-relative Referer is not an address of ours.
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const own = new Set(
    [new URL(request.url).host, request.headers.get('host'), request.headers.get('x-forwarded-host')?.split(',')[0]]
      .filter((host): host is string => Boolean(host))
      .map((host) => host.trim().toLowerCase()),
  );
  if (!own.has(url.host)) return undefined;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return isPagePath(pathname) ? pathname : undefined;
}

export const contactEndpoint: EnquiryEndpoint = {
  arrayFields: ['interests'],
  acceptsFiles: true,
  validate(input, request) {
    const result = contactSchema.safeParse(input);
    if (!result.success) return { ok: false, fields: fieldErrors(result.error) };
    const { website, ...payload } = result.data;
    const source = sourcePage(request);
    return {
      ok: true,
      honeypot: isFilled(website),
      entry: { kind: 'contact', payload: { ...payload, ...(source ? { source } : {}) } },
    };
  },
  limiter: (services) => services.contactLimiter,
  formSuccessLocation: () => '/contact-us/thank-you',
  formBackLink: () => ({ href: '/contact-us#contact-form', label: 'Back to the contact form' }),
};

/** The pages with a newsletter block; a sign-up from one of them returns there. */
export const newsletterPages = ['/blog', '/webinars', '/white-papers'] as const;

/** The newsletter page the post came from (Referer), if it is one of ours. */
export function newsletterSource(request: Request): string | undefined {
  const page = sourcePage(request);
  return newsletterPages.find((known) => known === page);
}

export const newsletterEndpoint: EnquiryEndpoint = {
  arrayFields: [],
  validate(input, request) {
    const result = newsletterSchema.safeParse(input);
    if (!result.success) return { ok: false, fields: fieldErrors(result.error) };
    const source = newsletterSource(request);
    return {
      ok: true,
      honeypot: isFilled(result.data.website),
      // Stored as a pending sign-up: only its owner's confirmation makes it a subscription.
      entry: { kind: 'newsletter-signup', payload: { email: result.data.email, ...(source ? { source } : {}) } },
    };
  },
  limiter: (services) => services.newsletterLimiter,
  formSuccessLocation: (request) => `${newsletterSource(request) ?? '/blog'}?subscribed=1#newsletter-subscribed`,
  formBackLink: (request) => ({
    href: `${newsletterSource(request) ?? '/blog'}#newsletter`,
    label: 'Back to the sign-up form',
  }),
};
