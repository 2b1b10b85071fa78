import { contactSchema, fieldErrors, type ContactEnquiry, type ContactInput } from '@/lib/validations/contact';

/**
 * What the contact form does once a visitor starts on it: read, check and
 * send the enquiry. components/forms/contact-form.tsx imports this module
 * (and with it zod and the schema /api/contact checks with) on the first
 * focus or submit, so a page with the form pays for none of it on load.
 */

/** The form's fields, in the order they appear (the first invalid one is focused). */
export const contactFields = ['name', 'business', 'email', 'phone', 'interests', 'message', 'website'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

const isField = (key: string): key is ContactField => (contactFields as readonly string[]).includes(key);

/** The form's current values, in the shape the schema reads. */
export function readContactForm(form: HTMLFormElement): ContactInput {
  const data = new FormData(form);
  const text = (name: ContactField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    business: text('business'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    interests: data.getAll('interests').filter((value): value is string => typeof value === 'string') as ContactInput['interests'],
    website: text('website'),
  };
}

/** The first message per field, as the form shows them (the API answers in the same shape). */
export function firstMessages(fields: Record<string, string[] | undefined>): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    if (isField(key) && messages?.[0]) errors[key] = messages[0];
  }
  return errors;
}

export function validateContact(values: ContactInput): { data: ContactEnquiry; errors?: undefined } | { data?: undefined; errors: ContactErrors } {
  const parsed = contactSchema.safeParse(values);
  return parsed.success ? { data: parsed.data } : { errors: firstMessages(fieldErrors(parsed.error)) };
}

/** Posts the enquiry; on a refusal, throws with the per-field messages the API gave (if any). */
export async function sendContact(enquiry: ContactEnquiry): Promise<void> {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(enquiry),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; fields?: Record<string, string[]> } | null;
    throw new ContactRefused(`${response.status}: ${body?.error ?? response.statusText}`, firstMessages(body?.fields ?? {}));
  }
}

export class ContactRefused extends Error {
  constructor(
    message: string,
    readonly errors: ContactErrors,
  ) {
    super(message);
    this.name = 'ContactRefused';
  }
}

/** Empties every field (the prefilled message and interests too), as after a sent enquiry. */
export function clearContactForm(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = '';
  }
}
