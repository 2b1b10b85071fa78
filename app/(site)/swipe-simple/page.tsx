import { swipeSimplePage as page } from '@/content/pos-pages/swipe-simple';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContentPage } from '@/components/sections/content-page';

export function generateMetadata() {
  return pageMetadata(page.path, { keywords: [...page.keywords] });
}

export default function Page() {
  return <ContentPage page={page} />;
}
