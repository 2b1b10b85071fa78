import 'server-only';
import { contactSchema, fieldErrors, newsletterSchema } from '@/lib/validations/contact';
import type { EnquiryEndpoint } from './endpoint';
import { isFilled } from './endpoint';

/** The two forms: what each validates and stores, and where a no-JavaScript post goes. */

/**
 * The page of this site a form was sent from (Referer), for operations and
 * the webhook: only its path, and only when it is one of ours and looks like
 * a page address (the query, which may hold prefilled values, is dropped).
 */
export function sourcePage(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const own = new URL(request.url).host === url.host || request.headers.get('host') === url.host;
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    return own && /^\/[a-z0-9/-]{0,200}$/.test(pathname) ? pathname : undefined;
  } catch {
    return undefined;
  }
}

export const contactEndpoint: EnquiryEndpoint = {
  arrayFields: ['interests'],
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
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const pathname = new URL(referer).pathname.replace(/\/+$/, '');
    return newsletterPages.find((page) => page === pathname);
  } catch {
    return undefined;
  }
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
