import { NotFoundStatus } from '@/components/layout/not-found-status';
import { NotFoundView } from '@/components/layout/not-found-view';
import { inLocale } from '@/lib/i18n/request';

/**
 * The answer to a Spanish address the site does not have (/es/anything),
 * prerendered once with status 404: proxy.ts rewrites such an address here.
 * Without it Next would answer with app/global-not-found.tsx, the English
 * document, because an address no route matches never reaches the Spanish
 * root layout. Not in the route registry: never in the sitemap.
 */
export { generateMetadata } from '../not-found';

export default inLocale('es', function PageNotFound() {
  return (
    <>
      <NotFoundView />
      <NotFoundStatus />
    </>
  );
});
