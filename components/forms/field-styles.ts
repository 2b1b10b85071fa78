/** Shared classes of form controls: one look for every form on the site. */

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-brand-950 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-200 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-100';

export const labelClasses = 'mb-1.5 block text-sm font-semibold text-brand-950';

export const errorClasses = 'mt-1.5 text-sm font-medium text-red-700';

/** Visually hidden but present for bots; never focusable for people. */
export const honeypotClasses = 'absolute -left-[10000px] top-auto h-px w-px overflow-hidden';
