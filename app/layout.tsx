import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { svgDataUrl } from '@/lib/svg-data-url';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Toaster } from '@/components/widgets/toaster';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.name }],
  creator: site.name,
  publisher: site.name,
  robots: env.allowIndexing ? { index: true, follow: true } : { index: false, follow: false },
  formatDetection: { telephone: false, email: false, address: false },
  // The favicon (public/icon.svg, 368 bytes) written into the page: as a
  // file, Chromium asks for it while the page is still being parsed, and
  // Lighthouse's simulated LCP counts every request that ended before the
  // first paint (up to ~0.1 s of LCP in its model; docs/performance.md).
  icons: { icon: [{ url: svgDataUrl('/icon.svg') ?? '/icon.svg', type: 'image/svg+xml', sizes: 'any' }] },
};

export const viewport: Viewport = {
  themeColor: '#173766',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
      </body>
    </html>
  );
}
