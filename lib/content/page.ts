import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { memoize } from '@/lib/content/memo';
import { getTokens } from '@/lib/content/tokens';
import { readSingleton, type ContentSource, type SingletonData } from '@/lib/content/source';
import { registeredPages, type PageKey } from '@/lib/route-registry';

/**
 * The words of every registered page (content/pages/<key>.yaml, legal pages
 * content/legal/<key>.md), read once with their placeholders filled. Each
 * page's route fields (its short name, search title and description, the
 * hero) feed the route registry (lib/routes.ts); the rest is the page's own.
 */

export interface Cta {
  label: string;
  href: string;
}

/** A local illustration from public/illustrations (640×480 SVG). */
export interface Illustration {
  src: string;
  alt: string;
}

/** What every page says of itself: the registry's words. */
export interface RouteWords {
  /** Short name used in breadcrumbs, menus and link lists. */
  label: string;
  /** The document title, before the site-wide template adds the brand. */
  title: string;
  /** Meta description: unique per page. */
  description: string;
  /** The page's one H1. */
  h1: string;
  /** The hero's opening paragraph. */
  intro: string;
  /** The hero's illustration. */
  image?: Illustration;
  /** The hero's calls to action: the first is the primary button. */
  ctas: readonly Cta[];
}

export interface LoadedPage<K extends PageKey> {
  file: string;
  words: RouteWords;
  data: SingletonData<K>;
}

type AllPages = { [K in PageKey]: LoadedPage<K> };

/** Keystatic's optional illustration: a checkbox and, when ticked, the drawing. */
export function optionalIllustration(
  value: { discriminant: false } | { discriminant: true; value: Illustration },
): Illustration | undefined {
  return value.discriminant ? { src: value.value.src, alt: value.value.alt } : undefined;
}

export function routeWords(data: SingletonData<PageKey>): RouteWords {
  const image = optionalIllustration(data.hero.image);
  return {
    label: data.label,
    title: data.seo.title,
    description: data.seo.description,
    h1: data.hero.h1,
    intro: data.hero.intro,
    ...(image ? { image } : {}),
    ctas: data.hero.ctas.map((cta) => ({ label: cta.label, href: cta.href })),
  };
}

/** A search description's length, as search engines show it: checked with placeholders filled. */
export const DESCRIPTION_LENGTH = { min: 100, max: 170 } as const;

export function descriptionProblems(description: string, field = 'seo.description'): string[] {
  const { length } = description;
  const { min, max } = DESCRIPTION_LENGTH;
  return length < min || length > max
    ? [fieldProblem(field, `${length} characters; search engines show ${min}–${max}`)]
    : [];
}

export const getPages = memoize(async (source: ContentSource): Promise<AllPages> => {
  const tokens = await getTokens(source);
  const entries = await Promise.all(
    registeredPages.map(async (page) => {
      const { file, data } = await readSingleton(source, page.key);
      const filled = fillPlaceholders(data, tokens, file);
      const words = routeWords(filled);
      assertNoProblems(file, descriptionProblems(words.description));
      return [page.key, { file, words, data: filled }] as const;
    }),
  );
  return Object.fromEntries(entries) as AllPages;
});

/** One page's words and fields. */
export async function getPage<K extends PageKey>(key: K, source?: ContentSource): Promise<LoadedPage<K>> {
  return (await getPages(source))[key];
}
