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
type Shared = 'facts';
const isShared = (key: string) => key === ('facts' satisfies Shared);

/** Each entry moved to the language's folder and named with the language; the shared ones stay as they are. */
function relocated<Entries extends Record<string, { label: string; path?: string }>>(entries: Entries, locale: Locale) {
  const move = ({ label, path, ...entry }: { label: string; path?: string }) => ({
    ...entry,
    label: `${label} (${languageNames[locale]})`,
    path: path?.replace(/^content\//, contentFolder(locale)),
  });
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, isShared(key) ? entry : move(entry)]),
  ) as Entries;
}

/** The singletons as a language's reader sees them: the same keys, that language's files. */
export const singletonsIn = (locale: Locale): Singletons => relocated(singletons, locale);
export const collectionsIn = (locale: Locale): Collections => relocated(collections, locale);

export type LocalizedEntries<L extends Locale> = {
  singletons: { [K in Exclude<keyof Singletons, Shared> as `${L}-${K & string}`]: Singletons[K] };
  collections: { [K in keyof Collections as `${L}-${K & string}`]: Collections[K] };
};

/** The editor's entries of a language, keyed `<locale>-<key>`, without the shared ones. */
export function editorEntriesIn<L extends Locale>(locale: L): LocalizedEntries<L> {
  const prefixed = (entries: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(entries)
        .filter(([key]) => !isShared(key))
        .map(([key, entry]) => [`${locale}-${key}`, entry]),
    );
  return {
    singletons: prefixed(singletonsIn(locale)),
    collections: prefixed(collectionsIn(locale)),
  } as LocalizedEntries<L>;
}
