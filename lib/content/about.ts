import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';

/** /about-us: its own sections (content/pages/about-us.yaml), in page order, as the schema shapes them. */
export async function getAboutPage(source?: ContentSource) {
  return (await getPage('about-us', source)).data;
}

export type AboutPage = Awaited<ReturnType<typeof getAboutPage>>;
