'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import type { NewsletterFormWords } from '@/lib/content/forms';
import { createSubmissionKeys } from '@/lib/submission-key';
import { notify, prepareToasts } from '@/lib/toast';
import { contactLimits } from '@/lib/validations/contact-fields';
import { buttonClasses } from '@/components/ui/button-classes';
import { errorClasses, honeypotClasses, inputClasses } from '@/components/forms/field-styles';

/**
 * E-mail sign-up (blog, webinars, white papers). Posts to /api/newsletter;
 * without JavaScript it is a plain form post that redirects back here.
 */
/** The shared schema's builder (zod), loaded when a visitor starts on the form, not with the page. */
const loadSchemaBuilder = () => import('@/lib/validations/contact').then((module) => module.createNewsletterSchema);

function prepare() {
  loadSchemaBuilder().catch(() => {});
  prepareToasts().catch(() => {});
}

export function NewsletterForm({
  words: newsletter,
  tone = 'dark',
}: {
  words: NewsletterFormWords;
  tone?: 'dark' | 'light';
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // One per form instance, kept across renders (it is only used in the submit handler).
  const [submissionKeys] = useState(createSubmissionKeys);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration
  useEffect(() => setHydrated(true), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    let schema: ReturnType<Awaited<ReturnType<typeof loadSchemaBuilder>>>;
    try {
      schema = (await loadSchemaBuilder())(newsletter.validation, newsletter);
    } catch (failure) {
      console.error('Newsletter sign-up failed', failure);
      notify({ variant: 'error', title: newsletter.failure.title, description: newsletter.failure.description });
      return;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? newsletter.invalid);
      form.querySelector<HTMLInputElement>('input[type=email]')?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      // The page's language goes with the sign-up: its confirmation e-mail is written in it.
      const payload = JSON.stringify({ ...parsed.data, locale: newsletter.locale });
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': submissionKeys.keyFor(payload),
        },
        body: payload,
      });
      if (response.status === 503) {
        // The site cannot take sign-ups right now and says how to reach us instead (the phone number).
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        if (body?.error) {
          console.error('Newsletter sign-up failed', `503: ${body.error}`);
          notify({ variant: 'error', title: newsletter.failure.title, description: body.error });
          return;
        }
      }
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      submissionKeys.accepted();
      form.reset();
      notify({ title: newsletter.success.title, description: newsletter.success.description });
    } catch (failure) {
      console.error('Newsletter sign-up failed', failure);
      notify({ variant: 'error', title: newsletter.failure.title, description: newsletter.failure.description });
    } finally {
      setPending(false);
    }
  };

  const dark = tone === 'dark';
  return (
    <form
      action="/api/newsletter"
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={prepare}
      className="w-full"
    >
      <input type="hidden" name="locale" value={newsletter.locale} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {newsletter.label}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={contactLimits.email}
          placeholder={newsletter.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClasses} flex-1`}
          onChange={() => error && setError(null)}
        />
        <div className={honeypotClasses} aria-hidden="true">
          <label htmlFor={`${inputId}-website`}>{newsletter.honeypotLabel}</label>
          <input id={`${inputId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'shrink-0')}>
          {pending ? newsletter.sending : newsletter.submit}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={dark ? 'mt-2 text-sm font-medium text-red-200' : errorClasses}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
