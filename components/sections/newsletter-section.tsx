import { getFormWords, type NewsletterFormWords, type NewsletterHeading } from '@/lib/content/forms';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

/** The newsletter block: a dark band with the sign-up form (id="newsletter"), headed by the page or by default. */
export async function NewsletterSection({ heading }: { heading?: NewsletterHeading }) {
  const { newsletter } = await getFormWords();
  const { title, description } = heading ?? newsletter;
  // The form (a client component) gets only its own words: props are sent to the browser with the page.
  const { confirmNote, subscribedNotice, label, placeholder, submit, sending, invalid, success, failure } = newsletter;
  const { honeypotLabel, validation, locale } = newsletter;
  const form = {
    label,
    placeholder,
    submit,
    sending,
    invalid,
    success,
    failure,
    honeypotLabel,
    validation,
    locale,
  } satisfies NewsletterFormWords;
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="on-dark bg-brand-900 py-14 sm:py-16">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex max-w-xl gap-4">
          <Icon name="mail" className="mt-1 h-8 w-8 shrink-0 text-accent-300" />
          <div>
            <h2 id="newsletter-heading" className="text-h2 font-bold text-white">
              {title}
            </h2>
            <p className="mt-3 text-brand-100">{description}</p>
          </div>
        </div>
        <div className="w-full max-w-md">
          <NewsletterForm words={form} />
          <p className="mt-2 text-sm text-brand-100">{confirmNote}</p>
          {/* Shown by CSS :target after a sign-up sent without JavaScript
              (/api/newsletter redirects to ?subscribed=1#newsletter-subscribed). */}
          <p
            id="newsletter-subscribed"
            role="status"
            className="mt-3 hidden rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-900 target:block"
          >
            {subscribedNotice}
          </p>
        </div>
      </Container>
    </section>
  );
}
