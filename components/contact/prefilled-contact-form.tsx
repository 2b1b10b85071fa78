'use client';

import { useSearchParams } from 'next/navigation';
import { contactPrefill } from '@/lib/contact-prefill';
import type { ContactChoices, ContactFormWords } from '@/lib/content/forms';
import type { SavingsRuleSettings } from '@/lib/savings/rules';
import { ContactForm } from '@/components/forms/contact-form';
import type { FileLimits } from '@/components/forms/statement-files';

/**
 * The contact page's form, started from the query string (?product=,
 * ?demo=true, ?partner=, or the savings calculator's quote, estimated with
 * the `savings` settings the page passes). The page stays static: the server
 * HTML carries the plain form (the Suspense fallback) and this fills it in
 * the browser.
 */
export function PrefilledContactForm({
  words,
  choices,
  savings,
  fileLimits,
}: {
  words: ContactFormWords;
  choices: ContactChoices;
  savings: SavingsRuleSettings;
  fileLimits?: FileLimits;
}) {
  const params = useSearchParams();
  const prefill = contactPrefill(params, savings, choices);
  return (
    <ContactForm
      // A new query string means a new form with new defaults.
      key={params.toString()}
      words={words}
      heading={prefill?.heading}
      initialMessage={prefill?.message}
      initialInterests={prefill?.interests}
      fileLimits={fileLimits}
    />
  );
}
