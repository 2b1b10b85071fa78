import type { Metadata } from 'next';
import RootLayout, { generateMetadata as rootMetadata } from '@/app/(en)/layout';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteChrome } from '@/components/layout/site-chrome';
import { getNotFoundPage } from '@/lib/content/settings';

export { viewport } from '@/app/(en)/layout';

/**
 * Any address no route has. With one root layout per language (app/(en),
 * app/(es)) Next asks for a not-found page of its own, with its own
 * document: the English root's, around the same view as the Spanish one
 * (app/(es)/es/not-found.tsx).
 */
export async function generateMetadata(): Promise<Metadata> {
  const [root, { title }] = await Promise.all([rootMetadata(), getNotFoundPage()]);
  const template = (root.title as { template: string }).template;
  return { ...root, title: template.replace('%s', title), robots: { index: false, follow: true } };
}

export default function GlobalNotFound() {
  return (
    <RootLayout>
      <SiteChrome>
        <NotFoundView />
      </SiteChrome>
    </RootLayout>
  );
}
