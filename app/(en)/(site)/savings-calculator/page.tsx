import { getSavingsCalculatorPage } from '@/lib/content/savings-calculator';
import { pageMetadata } from '@/lib/seo/metadata';
import { defaultFormValues } from '@/lib/savings/url-state';
import { CalculatorPage, path } from './calculator-page';

export function generateMetadata() {
  return pageMetadata(path);
}

/**
 * The calculator with its default figures: prerendered like every other
 * page, so it is served as a file, with Next's scripts after the first
 * paint (lib/build/defer-scripts.ts). A shared estimate is estimate/page.tsx.
 */
export default async function Page() {
  const page = await getSavingsCalculatorPage();
  return <CalculatorPage page={page} initialValues={defaultFormValues(page.settings.defaults)} />;
}
