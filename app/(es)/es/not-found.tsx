import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { getNotFoundPage } from '@/lib/content/settings';
import { inLocale } from '@/lib/i18n/request';

// A Spanish address the site does not have: the not-found page in Spanish, inside the Spanish root.
export const generateMetadata = inLocale('es', async (): Promise<Metadata> => {
  const { title } = await getNotFoundPage();
  return { title, robots: { index: false, follow: true } };
});

export default inLocale('es', NotFoundView);
