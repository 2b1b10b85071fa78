import { getSavingsCalculatorPage } from '@/lib/content/savings-calculator';
import { pageMetadata } from '@/lib/seo/metadata';
import { formValuesFromSearchParams } from '@/lib/savings/url-state';
import { CalculatorPage, path } from '../calculator-page';

// The same page as /savings-calculator (its canonical address): the variant
// with a visitor's figures is not a page of its own for search engines.
export function generateMetadata() {
  return pageMetadata(path);
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A shared estimate (/savings-calculator?volume=…&ticket=…&fees=… or
 * &rate=…): proxy.ts rewrites such an address here, keeping it in the
 * browser, so the link shows its figures before any JavaScript runs.
 * Reading the query makes this page render per request, with a nonce.
 */
export default async function Page({ searchParams }: Props) {
  const [page, params] = await Promise.all([getSavingsCalculatorPage(), searchParams]);
  return <CalculatorPage page={page} initialValues={formValuesFromSearchParams(params, page.settings.defaults)} />;
}
