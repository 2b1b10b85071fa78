import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteChrome } from '@/components/layout/site-chrome';
import { getNotFoundPage } from '@/lib/content/settings';

/**
 * What a route of the English tree answers when it calls notFound() (the
 * editor's pages when the editor is off, an unknown catalogue page): the
 * site's not-found page inside the English document. An address no route
 * has gets the same view from app/global-not-found.tsx.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { title } = await getNotFoundPage();
  return { title, robots: { index: false, follow: true } };
}

export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundView />
    </SiteChrome>
  );
}
