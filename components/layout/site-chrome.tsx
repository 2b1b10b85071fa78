import type { ReactNode } from 'react';
import { getLabels } from '@/lib/content/settings';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Toaster } from '@/components/widgets/toaster';

/**
 * What every public page is framed by: the skip link, header, main landmark,
 * footer and toast region. Used by the site's layout and by the not-found
 * page (which renders outside that layout, at the root).
 */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const { header: words } = await getLabels();
  return (
    <>
      {/*
       * The first paint waits until the page has been read up to its main
       * landmark, so the whole header is there (React puts this link in
       * <head>). A browser may otherwise paint a document it has only half
       * parsed when its CPU is busy: the header's navigation with half its
       * links, then the rest pushing them sideways. Chromium ends the wait
       * as soon as it has the element with that id, not at its end tag (a
       * wait for the header's own id still painted it half-built), so the
       * target is the element after the header. The footer, the target
       * before, held the first paint back ~100 ms longer (median) at 4-8x
       * CPU for no fewer shifts (docs/performance-journal.md, "The first
       * paint waits for the main landmark"). Browsers without it ignore it.
       */}
      <link rel="expect" href="#main" blocking="render" />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {words.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster labels={{ region: words.notifications, close: words.closeNotification }} />
    </>
  );
}
