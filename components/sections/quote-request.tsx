import type { ReactNode } from 'react';
import { getLabels } from '@/lib/content/settings';
import { getSite } from '@/lib/content/site';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

interface QuoteRequestProps {
  heading: string;
  body: string;
  needs: readonly string[];
  /** The contact form, rendered by the page (see SectionStack's `renderQuoteForm`). */
  form: ReactNode;
}

/**
 * The contact form, started with what a quote needs, beside that list and a
 * phone number. The form comes first in the page's order, so a visitor sent
 * here by a 'Request a Quote' link lands on it on a phone too, and Tab goes
 * straight into its fields.
 */
export async function QuoteRequest({ heading, body, needs, form }: QuoteRequestProps) {
  const [site, { header: words }] = await Promise.all([getSite(), getLabels()]);
  return (
    <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
      <Card className="p-6 sm:p-8">{form}</Card>
      <div className="self-start">
        <Icon name="message-square" className="h-8 w-8 text-accent-700" />
        <h3 className="mt-4 text-h3 font-bold">{heading}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
        <CheckList
          items={needs}
          className="mt-5 space-y-2"
          itemClassName="flex gap-2 font-medium text-brand-900"
          iconClassName="mt-0.5 h-5 w-5"
        />
        <div className="mt-8">
          <ButtonLink href={`tel:${site.phones.sales.e164}`} variant="secondary">
            {`${words.call} ${site.phones.sales.display}`}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
