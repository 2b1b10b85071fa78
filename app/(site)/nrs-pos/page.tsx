import { getCataloguePage } from '@/lib/content/pages';
import { cataloguePageMetadata } from '@/lib/seo/metadata';
import { ContentPage } from '@/components/sections/content-page';

const key = 'nrs-pos';

export function generateMetadata() {
  return cataloguePageMetadata(key);
}

export default async function Page() {
  return <ContentPage page={await getCataloguePage(key)} />;
}
