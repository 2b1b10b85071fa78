import type { ValueForReading } from '@keystatic/core';
import { cache } from 'react';
import type { cta, features, illustration, stat } from '@/lib/editor/fields';
import type { testimonial } from '@/lib/editor/schema/sections';
import { DESCRIPTION_LENGTH } from '@/lib/editor/text-rules';
import { allOrCombinedError, assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { readFilledSingleton } from '@/lib/content/tokens';
import { defaultSource, type ContentSource, type SingletonData } from '@/lib/content/source';
import { registeredPages, type PageKey } from '@/lib/route-registry';

/**
 * The words of a registered page (content/pages/<key>.yaml, legal pages
 * content/legal/<key>.md), read with their placeholders filled. Each
 * page's route fields (its short name, search title and description, the
 * hero) feed the route registry (lib/routes.ts); the rest is the page's own.
 * First, the types of the fields many pages and sections share, as the
 * schema's field helpers read them (lib/editor/fields.ts).
 */

/** A button or link, as the schema's `cta()` reads (lib/editor/fields.ts). */
export type Cta = ValueForReading<ReturnType<typeof cta>>;

/** One of the site's drawings (public/illustrations) and its alt text, as the schema's `illustration()` reads. */
export type Illustration = ValueForReading<ReturnType<typeof illustration>>;

/** A card with an icon, a title and a sentence or two. */
export type Feature = ValueForReading<ReturnType<typeof features>>[number];

/** A figure and what it counts: '25–30%', 'Average savings'. */
export type Stat = ValueForReading<ReturnType<typeof stat>>;

/** A customer's words, with the stars they gave (out of 5; halves allowed). */
export type Testimonial = ValueForReading<ReturnType<typeof testimonial>>;

/** What every page says of itself (its route fields, flattened): the registry's words. */
export type RouteWords = ReturnType<typeof routeWords>;

export interface LoadedPage<K extends PageKey> {
  file: string;
  words: RouteWords;
  data: SingletonData<K>;
}

type AllPages = { [K in PageKey]: LoadedPage<K> };

/** The fields every page has (lib/editor/schema/page.ts). */
type RouteFields = Pick<SingletonData<'about-us'>, 'label' | 'seo' | 'hero'>;

export function routeWords(data: RouteFields) {
  // Keystatic's optional illustration: a checkbox and, when ticked, the drawing.
  const image = data.hero.image.discriminant ? data.hero.image.value : undefined;
  return {
    label: data.label,
    title: data.seo.title,
    description: data.seo.description,
    h1: data.hero.h1,
    intro: data.hero.intro,
    ...(image ? { image } : {}),
    ctas: data.hero.ctas,
  };
}

export function descriptionProblems(description: string, field = 'seo.description'): string[] {
  const { length } = description;
  const { min, max } = DESCRIPTION_LENGTH;
  return length < min || length > max
    ? [fieldProblem(field, `${length} characters; search engines show ${min}–${max}`)]
    : [];
}

/** One page's words and fields: reads its file alone, so a problem in another page's file does not reach it. */
export const getPage = cache(
  async <K extends PageKey>(key: K, source: ContentSource = defaultSource()): Promise<LoadedPage<K>> => {
    const { file, data: filled } = await readFilledSingleton(source, key);
    const words = routeWords(filled);
    assertNoProblems(file, descriptionProblems(words.description));
    return { file, words, data: filled };
  },
);

/** Every registered page (the content check, the Open Graph images): one error lists every page's problems. */
export async function getPages(source?: ContentSource): Promise<AllPages> {
  const pages = await allOrCombinedError<unknown>(registeredPages.map((page) => getPage(page.key, source)));
  return Object.fromEntries(registeredPages.map((page, index) => [page.key, pages[index]])) as AllPages;
}
