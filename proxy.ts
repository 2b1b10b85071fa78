import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { frameSourcesOf } from './lib/csp/frame-sources';
import { loadCspManifest, type CspManifest } from './lib/csp/manifest';
import { editorSources } from './lib/editor/csp';
import { editorMode, isEditorPath } from './lib/editor/mode';
import { defaultLocale, localePath, publishedLocales, splitLocale } from './lib/i18n/locales';
import { hasEstimate } from './lib/savings/url-state';
import { contentSecurityPolicy } from './lib/security-headers';

/**
 * The Content-Security-Policy of each page, without 'unsafe-inline' for
 * scripts, while every page stays prerendered.
 *
 * - A prerendered page gets the sha256 hashes of its own inline scripts, read
 *   at build time into `.next/csp-manifest.json` (lib/csp/manifest.ts). A
 *   response header set here does not make a page dynamic: Next still serves
 *   the HTML file it hashed, and a cache (nginx, a CDN) keeps header and body
 *   together.
 * - A page rendered per request gets a fresh nonce: Next reads it from the
 *   request's CSP header and puts it on its own scripts. Such an answer must
 *   not be shared by a cache, so it is marked private. The one such page is
 *   a shared savings estimate: /savings-calculator with an estimate in its
 *   query is rewritten (the address stays) to /savings-calculator/estimate,
 *   which renders those figures; without one, the prerendered page is sent.
 * - Every other address answers with the prerendered not-found page, whose
 *   hashes every policy carries.
 * - An unknown blog id (/blog/999) would be rendered on demand and then cached
 *   by Next with the nonce of its first visitor; it is answered instead with
 *   the prerendered /blog/post-not-found page (a rewrite: the address stays).
 * - Each rule above holds in every language: /es/savings-calculator with an
 *   estimate goes to /es/savings-calculator/estimate, /es/blog/999 to
 *   /es/blog/post-not-found. Any other Spanish address that is not a page
 *   gets the prerendered Spanish not-found page (/es/page-not-found), which
 *   the Spanish root layout wraps: left to Next, it would get the English
 *   document of app/global-not-found.tsx.
 *
 * - The content editor (/keystatic and every address under it, all one
 *   prerendered page) gets its page's hashes plus the hosts it saves to
 *   (lib/editor/csp.ts), and is never indexed.
 * - A POST to /newsletter/confirm (the Confirm button of that prerendered
 *   page, posting to its own address) is rewritten to /api/newsletter/confirm.
 *
 * `next dev` has no build to read: it gets the relaxed development policy
 * (with the editor's hosts on the editor's pages, for GitHub mode's set-up).
 */

const distDir = path.join(process.cwd(), '.next');
const dev = process.env.NODE_ENV === 'development';
const blogPost = /^\/blog\/[^/]+$/;
const postNotFoundPath = '/blog/post-not-found';
const pageNotFoundPath = '/page-not-found';
const calculatorPath = '/savings-calculator';
const sharedEstimatePath = '/savings-calculator/estimate';
const editorPath = '/keystatic';
/** The confirm page in every language (/newsletter/confirm, /es/newsletter/confirm): its POST goes to one API. */
const confirmPagePaths = new Set(publishedLocales.map((locale) => localePath('/newsletter/confirm', locale)));
const confirmApiPath = '/api/newsletter/confirm';

let manifest: CspManifest | null | undefined;

function cspManifest(): CspManifest | null {
  if (manifest === undefined) manifest = dev ? null : loadCspManifest(distDir);
  return manifest;
}

/** A fresh nonce: 128 random bits in base64. */
function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The newsletter confirm page's form posts to its own address (the token is
  // in its query, which the prerendered page never reads): the API takes it.
  if (request.method === 'POST' && confirmPagePaths.has(pathname.replace(/\/$/, ''))) {
    return NextResponse.rewrite(new URL(`${confirmApiPath}${request.nextUrl.search}`, request.url));
  }
  const pages = cspManifest();
  // Behind a TLS front (deploy/nginx.conf sets X-Forwarded-Proto): any http: subresource is fetched over https.
  const upgradeInsecureRequests = request.headers.get('x-forwarded-proto') === 'https';
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // The rules below are written for English addresses; `locale` puts their targets in the request's language.
  const { locale, path: route } = splitLocale(normalized);
  const sharedEstimate = route === calculatorPath && hasEstimate(request.nextUrl.searchParams);
  // The contact page's map may be framed; every other page frames nothing (lib/csp/frame-sources.ts).
  const frames = frameSourcesOf(normalized);
  const estimateUrl = () => new URL(`${localePath(sharedEstimatePath, locale)}${request.nextUrl.search}`, request.url);
  if (isEditorPath(normalized)) {
    const response = NextResponse.next();
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        dev,
        scriptSources: pages ? (pages.pages[editorPath] ?? pages.fallback) : [],
        upgradeInsecureRequests,
        editor: editorSources(editorMode()),
      }),
    );
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }

  if (!pages) {
    const response = sharedEstimate ? NextResponse.rewrite(estimateUrl()) : NextResponse.next();
    response.headers.set('Content-Security-Policy', contentSecurityPolicy({ dev, upgradeInsecureRequests, frames }));
    return response;
  }

  const pageHashes = sharedEstimate ? undefined : pages.pages[normalized];
  if (pageHashes) {
    const response = NextResponse.next();
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptSources: pageHashes, upgradeInsecureRequests, frames }),
    );
    return response;
  }

  const notFoundPath = blogPost.test(route)
    ? localePath(postNotFoundPath, locale)
    : locale !== defaultLocale && !sharedEstimate && route !== sharedEstimatePath
      ? localePath(pageNotFoundPath, locale)
      : undefined;
  const notFoundHashes = notFoundPath ? pages.pages[notFoundPath] : undefined;
  if (notFoundPath && notFoundHashes) {
    const response = NextResponse.rewrite(new URL(notFoundPath, request.url));
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptSources: notFoundHashes, upgradeInsecureRequests }),
    );
    return response;
  }

  // Files (robots.txt, sitemap.xml, icon.svg) or, when unknown, the static not-found page: no nonce, caching untouched.
  if (/\.[^/]+$/.test(normalized)) {
    const response = NextResponse.next();
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptSources: pages.fallback, upgradeInsecureRequests }),
    );
    return response;
  }

  // Not prerendered: rendered now (nonce), or the static not-found page (fallback hashes).
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    scriptSources: [`'nonce-${nonce}'`, ...pages.fallback],
    upgradeInsecureRequests,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = sharedEstimate
    ? NextResponse.rewrite(estimateUrl(), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  return response;
}

export const config = {
  // Pages only: not the API, Next's hashed assets, the image optimizer, illustrations or Open Graph images
  // (they keep the script-less policy of next.config.ts).
  matcher: ['/((?!api/|_next/static/|_next/image|illustrations/|og/).*)'],
};
