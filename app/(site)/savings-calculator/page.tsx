import { savingsSettings } from '@/content/pricing';
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
export default function Page() {
  return <CalculatorPage settings={savingsSettings} initialValues={defaultFormValues(savingsSettings.defaults)} />;
}
