'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizedHref, splitLocale } from '@/lib/i18n/locales';

/**
 * next/link in the language of the page it is on: content and code write
 * English addresses ('/faq'); on a Spanish page (/es/…) the link goes to
 * '/es/faq' (lib/i18n/locales.ts localizedHref). A client component, so that
 * server and client components (the carousel, the calculator) link alike; the
 * address it reads is the page's own, known when the page is prerendered, so
 * the HTML holds the right link before any script runs.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const { locale } = splitLocale(usePathname() ?? '/');
  return <NextLink href={typeof href === 'string' ? localizedHref(href, locale) : href} {...props} />;
}
