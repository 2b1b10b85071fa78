import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getSite } from '@/lib/content/site';
import { env } from '@/lib/env';
import { languageTags } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request';
import { svgDataUrl } from '@/lib/svg-data-url';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite();
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    authors: [{ name: site.name }],
    // Indexing is what a crawler does without a robots meta: only a deployment that must stay out of
    // search results says so (with X-Robots-Tag, lib/security-headers.ts); every byte here is in
    // every page's first round trip (e2e/budget.spec.ts). `creator` and `publisher` would only repeat `author`.
    ...(env.allowIndexing ? {} : { robots: { index: false, follow: false } }),
    formatDetection: { telephone: false, email: false, address: false },
    // The favicon (public/icon.svg, 368 bytes) written into the page: as a
    // file, Chromium asks for it while the page is still being parsed, and
    // Lighthouse's simulated LCP counts every request that ended before the
    // first paint (up to ~0.1 s of LCP in its model; docs/performance.md).
    icons: { icon: [{ url: svgDataUrl('/icon.svg') ?? '/icon.svg', type: 'image/svg+xml', sizes: 'any' }] },
  };
}

export const viewport: Viewport = {
  themeColor: '#173766',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document shell shared by the public site (app/(en)/(site)/layout.tsx
 * adds its header and footer) and the content editor (app/(en)/keystatic),
 * which has a root of its own kind: no site chrome, no public CSP. The
 * Spanish site has a root of its own (app/(es)/layout.tsx, this one in
 * Spanish), so that each language's document says its language.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={languageTags[requestLocale()]}>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
