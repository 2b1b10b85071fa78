import type { Cta } from '@/content/routes';
import { site } from '@/content/site';
import { ContactDetails } from '@/components/sections/contact-details';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';

interface QuoteRequestProps {
  heading: string;
  body: string;
  needs: readonly string[];
  action: Cta;
}

/** Contact details beside a quote request card: what we need, and how to send it. */
export function QuoteRequest({ heading, body, needs, action }: QuoteRequestProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr]">
      <ContactDetails />
      <div className="self-start rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
        <Icon name="message-square" className="h-8 w-8 text-accent-700" />
        <h3 className="mt-4 text-h3 font-bold">{heading}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
        <CheckList items={needs} className="mt-5 space-y-2" itemClassName="flex gap-2 font-medium text-brand-900" iconClassName="mt-0.5 h-5 w-5" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={action.href}>{action.label}</ButtonLink>
          <ButtonLink href={`tel:${site.phones.sales.e164}`} variant="secondary">
            Call {site.phones.sales.display}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
