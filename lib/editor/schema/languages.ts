import { contentFolder, languageNames, type Locale } from '@/lib/i18n/locales';
import { collections, singletons } from '@/lib/editor/schema';

/**
 * The other languages' entries of the editor: the same schema as the English
 * ones, kept under content/<locale>/ (content/es/pages/faq.yaml beside
 * content/pages/faq.yaml). The headline facts are stated once, in English's
 * file, and read by every language: they have no entry of their own.
 */

type Singletons = typeof singletons;
type Collections = typeof collections;

const sharedSingletons = new Set<keyof Singletons>(['facts'] satisfies Shared[]);

function relocated<T extends { label: string; path?: string }>(entry: T, locale: Locale): T {
  return {
    ...entry,
    label: `${entry.label} (${languageNames[locale]})`,
    path: entry.path?.replace(/^content\//, contentFolder(locale)),
  };
}

/** The singletons as a language's reader sees them: the same keys, that language's files. */
export function singletonsIn(locale: Locale): Singletons {
  return Object.fromEntries(
    Object.entries(singletons).map(([key, entry]) => [
      key,
      sharedSingletons.has(key as keyof Singletons) ? entry : relocated(entry, locale),
    ]),
  ) as Singletons;
}

export function collectionsIn(locale: Locale): Collections {
  return Object.fromEntries(
    Object.entries(collections).map(([key, entry]) => [key, relocated(entry, locale)]),
  ) as Collections;
}

type Shared = 'facts';
export type LocalizedEntries<L extends Locale> = {
  singletons: { [K in Exclude<keyof Singletons, Shared> as `${L}-${K & string}`]: Singletons[K] };
  collections: { [K in keyof Collections as `${L}-${K & string}`]: Collections[K] };
};

/** The editor's entries of a language, keyed `<locale>-<key>`, without the shared ones. */
export function editorEntriesIn<L extends Locale>(locale: L): LocalizedEntries<L> {
  const prefixed = (entries: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(entries)
        .filter(([key]) => !sharedSingletons.has(key as keyof Singletons))
        .map(([key, entry]) => [`${locale}-${key}`, entry]),
    );
  return {
    singletons: prefixed(singletonsIn(locale)),
    collections: prefixed(collectionsIn(locale)),
  } as LocalizedEntries<L>;
}
