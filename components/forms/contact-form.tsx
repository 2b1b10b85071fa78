'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactForm } from '@/content/contact';
import { notify, prepareToasts } from '@/lib/toast';
import { contactLimits, interestOptions, type InterestId } from '@/lib/validations/contact-fields';
import { buttonClasses } from '@/components/ui/button';
import { errorClasses, honeypotClasses, inputClasses, labelClasses } from '@/components/forms/field-styles';
import type { ContactErrors, ContactField } from '@/components/forms/contact-form-logic';

export interface ContactFormProps {
  /** Keeps ids unique when two forms could share a page. */
  idPrefix?: string;
  heading?: string;
  initialMessage?: string;
  initialInterests?: InterestId[];
}

type Logic = typeof import('@/components/forms/contact-form-logic');
let logic: Promise<Logic> | undefined;

/**
 * Reading, checking (the zod schema /api/contact uses) and sending the
 * enquiry: loaded the first time a visitor focuses the form or submits it,
 * so the page ships and hydrates only this component's markup and state.
 * (react-hook-form did this job before; a hook cannot be loaded later
 * without remounting the form and losing what the visitor typed, and its
 * ~10 KB came with every page that shows the form.)
 */
function loadLogic(): Promise<Logic> {
  logic ??= import('@/components/forms/contact-form-logic').catch((error: unknown) => {
    logic = undefined; // try again on the next attempt
    throw error;
  });
  return logic;
}

/** Fetches what submitting needs (the form's logic, the toasts) as soon as the visitor starts. */
function prepare() {
  loadLogic().catch(() => {});
  prepareToasts().catch(() => {});
}

/**
 * The enquiry form (home #contact and /contact-us). Validates with the same
 * zod schema as /api/contact: on submit, then on every change. Without
 * JavaScript it is a plain form POST to the same endpoint, with the
 * browser's own checks from the HTML attributes.
 */
export function ContactForm({ idPrefix = 'contact', heading = contactForm.heading, initialMessage = '', initialInterests = [] }: ContactFormProps) {
  const headingId = useId();
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [pending, setPending] = useState(false);
  // Checked on submit; once submitted, again on every change (until a sent enquiry clears the form).
  const submitted = useRef(false);

  // Our messages replace the browser's once React runs; before that the
  // HTML attributes (required, minLength, type=email) guard the plain POST.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration
  useEffect(() => setHydrated(true), []);

  const failed = (error: unknown) => {
    console.error('Contact form submission failed', error);
    notify({ variant: 'error', title: contactForm.failure.title, description: contactForm.failure.description });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    submitted.current = true;
    setPending(true);
    try {
      let code: Logic;
      try {
        code = await loadLogic();
      } catch (error) {
        failed(error);
        return;
      }
      const checked = code.validateContact(code.readContactForm(form));
      if (checked.errors) {
        setErrors(checked.errors);
        const first = code.contactFields.find((field) => checked.errors[field]);
        const target = first ? form.elements.namedItem(first) : null;
        (target instanceof RadioNodeList ? (target[0] as HTMLElement | undefined) : (target as HTMLElement | null))?.focus();
        return;
      }
      setErrors({});
      try {
        await code.sendContact(checked.data);
      } catch (error) {
        if (error instanceof code.ContactRefused) setErrors(error.errors);
        failed(error);
        return;
      }
      code.clearContactForm(form);
      submitted.current = false;
      notify({ title: contactForm.success.title, description: contactForm.success.description });
    } finally {
      setPending(false);
    }
  };

  /** After the first submit, each change checks the field it changed, as the visitor types. */
  const onChange = async (event: ChangeEvent<HTMLFormElement>) => {
    if (!submitted.current) return;
    const form = event.currentTarget;
    const target: EventTarget = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const field = target.name as ContactField;
    const code = await loadLogic().catch(() => undefined);
    if (!code || !submitted.current) return;
    const message = code.validateContact(code.readContactForm(form)).errors?.[field];
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (name: ContactField) => (errors[name] ? `${id(name)}-error` : undefined);
  const errorText = (name: ContactField) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className={errorClasses}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      action="/api/contact"
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={prepare}
      aria-labelledby={headingId}
      className="space-y-5"
    >
      <div>
        <h3 id={headingId} className="text-h3 font-bold">
          {heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{contactForm.intro}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={id('name')} className={labelClasses}>
            Name <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <input
            id={id('name')}
            type="text"
            autoComplete="name"
            required
            minLength={2}
            maxLength={contactLimits.name}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={inputClasses}
            name="name"
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={id('business')} className={labelClasses}>
            Business name
          </label>
          <input
            id={id('business')}
            type="text"
            autoComplete="organization"
            maxLength={contactLimits.business}
            aria-invalid={errors.business ? true : undefined}
            aria-describedby={describedBy('business')}
            className={inputClasses}
            name="business"
          />
          {errorText('business')}
        </div>
        <div>
          <label htmlFor={id('email')} className={labelClasses}>
            Email <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <input
            id={id('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={inputClasses}
            name="email"
          />
          {errorText('email')}
        </div>
        <div>
          <label htmlFor={id('phone')} className={labelClasses}>
            Phone
          </label>
          <input
            id={id('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={contactLimits.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            className={inputClasses}
            name="phone"
          />
          {errorText('phone')}
        </div>
      </div>

      <fieldset>
        <legend className={labelClasses}>{contactForm.interestsLegend}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {interestOptions.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
            >
              <input
                type="checkbox"
                name="interests"
                value={option.id}
                defaultChecked={initialInterests.includes(option.id)}
                className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorText('interests')}
      </fieldset>

      <div>
        <label htmlFor={id('message')} className={labelClasses}>
          Message <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <textarea
          id={id('message')}
          rows={5}
          required
          minLength={10}
          maxLength={contactLimits.message}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={`${inputClasses} resize-y`}
          name="message"
          defaultValue={initialMessage}
        />
        {errorText('message')}
      </div>

      <div className={honeypotClasses} aria-hidden="true">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" disabled={pending} className={buttonClasses('primary', 'w-full sm:w-auto')}>
        {pending ? contactForm.sending : contactForm.submit}
      </button>
    </form>
  );
}
