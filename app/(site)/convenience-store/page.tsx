import { convenienceStorePage as page } from '@/content/industry-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContentPage } from '@/components/sections/content-page';

export function generateMetadata() {
  return pageMetadata(page.path);
}

export default function Page() {
  return <ContentPage page={page} />;
}
