'use client';

import { useEffect, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import type { ContactFormWords } from '@/lib/content/forms';
import { createSubmissionKeys } from '@/lib/submission-key';
import { notify, prepareToasts } from '@/lib/toast';
import { contactLimits, interestOptions, type InterestId } from '@/lib/validations/contact-fields';
import type { ContactEnquiry, ContactInput } from '@/lib/validations/contact';
import { buttonClasses } from '@/components/ui/button-classes';
import { errorClasses, honeypotClasses, inputClasses, labelClasses } from '@/components/forms/field-styles';
import {
  addFiles,
  postWithProgress,
  StatementFiles,
  UploadProgress,
  type FileLimits,
} from '@/components/forms/statement-files';
import { downscalePhoto } from '@/components/forms/downscale-photo';

export interface ContactFormProps {
  /** What it says (Settings › Forms), read by the page. */
  words: ContactFormWords;
  /** Keeps ids unique when two forms could share a page. */
  idPrefix?: string;
  /** The page's own heading of the form; the words' heading otherwise. */
  heading?: string;
  initialMessage?: string;
  initialInterests?: InterestId[];
  /** The optional statement field (files sent with the enquiry), with the server's limits. */
  fileLimits?: FileLimits;
}

const emptyValues: ContactInput = {
  name: '',
  business: '',
  email: '',
  phone: '',
  message: '',
  interests: [],
  website: '',
};

type ContactResolver = Resolver<ContactInput, unknown, ContactEnquiry>;
type ValidationTools = {
  zodResolver: typeof import('@hookform/resolvers/zod').zodResolver;
  createContactSchema: typeof import('@/lib/validations/contact').createContactSchema;
};
let validation: Promise<ValidationTools> | undefined;

/**
 * The shared zod schema's builder and its resolver, loaded the first time a
 * visitor focuses the form (or submits it): pages pay for zod only when
 * someone starts on the form, and the form is checked by the very schema
 * /api/contact uses, built from the words of the page's language.
 */
function loadValidation(): Promise<ValidationTools> {
  validation ??= Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validations/contact')]).then(
    ([{ zodResolver }, { createContactSchema }]) => ({ zodResolver, createContactSchema }),
    (error: unknown) => {
      validation = undefined; // try again on the next attempt
      throw error;
    },
  );
  return validation;
}

/** A resolver that builds the schema from the form's words once the tools have loaded. */
function createResolver(words: ContactFormWords): ContactResolver {
  let built: ContactResolver | undefined;
  return async (values, context, options) => {
    if (!built) {
      const { zodResolver, createContactSchema } = await loadValidation();
      built = zodResolver(createContactSchema(words.validation, words.fields));
    }
    return built(values, context, options);
  };
}

/** Fetches what submitting needs (the schema, the toasts) as soon as the visitor starts. */
function prepare() {
  loadValidation().catch(() => {});
  prepareToasts().catch(() => {});
}

/**
 * The enquiry form (home #contact and /contact-us). Validates with the same
 * zod schema as /api/contact: on submit, then on every change. Without
 * JavaScript it is a plain form POST to the same endpoint, with the
 * browser's own checks from the HTML attributes.
 */
export function ContactForm({
  words,
  idPrefix = 'contact',
  heading = words.heading,
  initialMessage = '',
  initialInterests = [],
  fileLimits,
}: ContactFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  // The form's fields are named from idPrefix (one form per prefix in a page); a generated id
  // (React's useId) is bytes nothing else in the page repeats.
  const headingId = `${idPrefix}-title`;
  const [hydrated, setHydrated] = useState(false);
  // One per form instance, kept across renders (it is only used in the submit handler).
  const [submissionKeys] = useState(createSubmissionKeys);
  const [resolver] = useState(() => createResolver(words));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactEnquiry>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...emptyValues, message: initialMessage, interests: initialInterests },
  });

  // Our messages replace the browser's once React runs; before that the
  // HTML attributes (required, minLength, type=email) guard the plain POST.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks hydration
  useEffect(() => setHydrated(true), []);

  /**
   * With files: one multipart post with a progress bar (the browser writes its
   * Content-Type); otherwise JSON with fetch, as before.
   */
  const send = (values: ContactEnquiry) => {
    // The page's language goes with the enquiry: the server answers in it and keeps it.
    const payload = JSON.stringify({ ...values, locale: words.locale });
    if (files.length === 0)
      return fetch('/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': submissionKeys.keyFor(payload),
        },
        body: payload,
      });
    const form = new FormData();
    form.append('locale', words.locale);
    for (const [key, value] of Object.entries(values)) {
      if (Array.isArray(value)) for (const item of value) form.append(key, item);
      else form.append(key, String(value ?? ''));
    }
    for (const file of files) form.append('files', file, file.name);
    const key = `${payload}|${files.map((file) => `${file.name}:${file.size}:${file.lastModified}`).join('|')}`;
    setProgress(0);
    return postWithProgress(
      '/api/contact',
      form,
      { Accept: 'application/json', 'Idempotency-Key': submissionKeys.keyFor(key) },
      setProgress,
    ).finally(() => setProgress(null));
  };

  const onSubmit = async (values: ContactEnquiry) => {
    try {
      const response = await send(values);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: string;
          fields?: Record<string, string[]>;
        } | null;
        for (const [field, messages] of Object.entries(body?.fields ?? {})) {
          if (field in emptyValues) setError(field as keyof ContactInput, { message: messages[0] });
        }
        // 503: the site cannot take enquiries right now and says how to reach us instead (the phone number).
        // A file refused (its type, its size, the scan): the server names the file; say so at the field.
        if ([413, 415, 422].includes(response.status) && files.length > 0 && body?.error) {
          setFileProblem(body.error);
          notify({ variant: 'error', title: words.failure.title, description: body.error });
          return;
        }
        if (response.status === 503 && body?.error) {
          console.error('Contact form submission failed', `503: ${body.error}`);
          notify({ variant: 'error', title: words.failure.title, description: body.error });
          return;
        }
        throw new Error(`${response.status}: ${body?.error ?? response.statusText}`);
      }
      submissionKeys.accepted();
      reset({ ...emptyValues });
      setFiles([]);
      setFileProblem(undefined);
      notify({ title: words.success.title, description: words.success.description });
    } catch (error) {
      console.error('Contact form submission failed', error);
      notify({ variant: 'error', title: words.failure.title, description: words.failure.description });
    }
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (name: string, error?: FieldError) => (error ? `${id(name)}-error` : undefined);
  const errorText = (name: string, error?: FieldError) =>
    error?.message ? (
      <p id={`${id(name)}-error`} className={errorClasses}>
        {error.message}
      </p>
    ) : null;

  return (
    <form
      action="/api/contact"
      method="post"
      encType={fileLimits ? 'multipart/form-data' : undefined}
      noValidate={hydrated}
      onSubmit={handleSubmit(onSubmit)}
      onFocus={prepare}
      aria-labelledby={headingId}
      className="space-y-5"
    >
      {/* First, so the server knows the language before it reads any file of a multipart post. */}
      <input type="hidden" name="locale" value={words.locale} />
      <div>
        <h3 id={headingId} className="text-h3 font-bold">
          {heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={id('name')} className={labelClasses}>
            {`${words.fields.name} `}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id={id('name')}
            type="text"
            autoComplete="name"
            // `required` is what assistive technology announces as required; aria-required would say it twice.
            required
            minLength={2}
            maxLength={contactLimits.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name', errors.name)}
            className={inputClasses}
            {...register('name')}
          />
          {errorText('name', errors.name)}
        </div>
        <div>
          <label htmlFor={id('business')} className={labelClasses}>
            {words.fields.business}
          </label>
          <input
            id={id('business')}
            type="text"
            autoComplete="organization"
            maxLength={contactLimits.business}
            aria-invalid={errors.business ? true : undefined}
            aria-describedby={describedBy('business', errors.business)}
            className={inputClasses}
            {...register('business')}
          />
          {errorText('business', errors.business)}
        </div>
        <div>
          <label htmlFor={id('email')} className={labelClasses}>
            {`${words.fields.email} `}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id={id('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', errors.email)}
            className={inputClasses}
            {...register('email')}
          />
          {errorText('email', errors.email)}
        </div>
        <div>
          <label htmlFor={id('phone')} className={labelClasses}>
            {words.fields.phone}
          </label>
          <input
            id={id('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={contactLimits.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', errors.phone)}
            className={inputClasses}
            {...register('phone')}
          />
          {errorText('phone', errors.phone)}
        </div>
      </div>

      <fieldset>
        <legend className={labelClasses}>{words.interestsLegend}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {interestOptions.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
            >
              <input
                type="checkbox"
                value={option.id}
                className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
                {...register('interests')}
              />
              {words.interests[option.key]}
            </label>
          ))}
        </div>
        {errorText('interests', errors.interests as FieldError | undefined)}
      </fieldset>

      <div>
        <label htmlFor={id('message')} className={labelClasses}>
          {`${words.fields.message} `}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <textarea
          id={id('message')}
          rows={5}
          required
          minLength={10}
          maxLength={contactLimits.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', errors.message)}
          className={`${inputClasses} resize-y`}
          // In the server HTML too, so a prefilled message is there before (or without) JavaScript.
          defaultValue={initialMessage}
          {...register('message')}
        />
        {errorText('message', errors.message)}
      </div>

      {fileLimits ? (
        <StatementFiles
          id={id('files')}
          words={words.files}
          limits={fileLimits}
          files={files}
          problem={fileProblem}
          onChoose={async (chosen) => {
            // Large photos are scaled down first, so their size is checked as it will be sent.
            const ready = await Promise.all(chosen.map((file) => downscalePhoto(file)));
            const next = addFiles(files, ready, fileLimits, words.files);
            setFiles(next.files);
            setFileProblem(next.problem);
          }}
          onRemove={(index) => {
            setFiles(files.filter((_, at) => at !== index));
            setFileProblem(undefined);
          }}
        />
      ) : null}

      <div className={honeypotClasses} aria-hidden="true">
        <label htmlFor={id('website')}>{words.honeypotLabel}</label>
        <input id={id('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      {progress !== null ? <UploadProgress id={id('files')} words={words.files} percent={progress} /> : null}

      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'w-full sm:w-auto')}>
        {isSubmitting ? words.sending : words.submit}
      </button>
    </form>
  );
}
