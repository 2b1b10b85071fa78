import 'server-only';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { createContactSchema, createNewsletterSchema, fieldErrors } from '@/lib/validations/contact';
import { isPagePath } from '../page-path';
import type { EnquiryEndpoint } from './endpoint';
import { isFilled } from './endpoint';

/**
 * The two forms: what each validates and stores, and where a no-JavaScript
 * post goes, each in the language the form was sent in (its words validate,
 * the record keeps the language, the visitor lands on that language's page).
 */

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
  validate(input, request, { locale, words }) {
    const { validation, fields } = words.contactForm;
    const result = createContactSchema(validation, fields).safeParse(input);
    if (!result.success) return { ok: false, fields: fieldErrors(result.error) };
    const { website, ...payload } = result.data;
    const source = sourcePage(request);
    return {
      ok: true,
      honeypot: isFilled(website),
      entry: { kind: 'contact', payload: { ...payload, locale, ...(source ? { source } : {}) } },
    };
  },
  limiter: (services) => services.contactLimiter,
  formSuccessLocation: (_request, { locale }) => localePath('/contact-us/thank-you', locale),
  formBackLink: (_request, { locale, words }) => ({
    href: localePath('/contact-us#contact-form', locale),
    label: words.answers.errorPage.backToContact,
  }),
};

/** The pages with a newsletter block; a sign-up from one of them returns there. */
export const newsletterPages = ['/blog', '/webinars', '/white-papers'] as const;

/** The newsletter page the post came from (Referer), in any language ('/es/blog'), if it is one of ours. */
export function newsletterSource(request: Request): string | undefined {
  const page = sourcePage(request);
  if (!page) return undefined;
  const { path } = splitLocale(page);
  return newsletterPages.some((known) => known === path) ? page : undefined;
}

export const newsletterEndpoint: EnquiryEndpoint = {
  arrayFields: [],
  validate(input, request, { locale, words }) {
    const { newsletter } = words;
    const result = createNewsletterSchema(newsletter.validation, newsletter).safeParse(input);
    if (!result.success) return { ok: false, fields: fieldErrors(result.error) };
    const source = newsletterSource(request);
    return {
      ok: true,
      honeypot: isFilled(result.data.website),
      // Stored as a pending sign-up: only its owner's confirmation makes it a subscription.
      entry: {
        kind: 'newsletter-signup',
        payload: { email: result.data.email, locale, ...(source ? { source } : {}) },
      },
    };
  },
  limiter: (services) => services.newsletterLimiter,
  formSuccessLocation: (request, { locale }) =>
    `${newsletterSource(request) ?? localePath('/blog', locale)}?subscribed=1#newsletter-subscribed`,
  formBackLink: (request, { locale, words }) => ({
    href: `${newsletterSource(request) ?? localePath('/blog', locale)}#newsletter`,
    label: words.answers.errorPage.backToNewsletter,
  }),
};
