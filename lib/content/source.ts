import path from 'node:path';
import { cache } from 'react';
import { createReader } from '@keystatic/core/reader';
import keystaticConfig from '@/keystatic.config';
import { ContentError, keystaticProblems } from '@/lib/content/errors';
import { collectionsIn, singletonsIn } from '@/lib/editor/schema/languages';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request';

/**
 * Where content is read from: the files in content/ (YAML, Markdown), through
 * Keystatic's reader, which checks each file against the editor's schema
 * (keystatic.config.ts). Every loader in lib/content reads through here, so a
 * file the schema refuses fails with its own path and the field's.
 *
 * A source is a folder and a language: the project (the default) or, in
 * tests, a copy with a file broken on purpose; English (content/) or Spanish
 * (content/es/, the same keys and schema: lib/editor/schema/languages.ts).
 */

export type KeystaticConfig = typeof keystaticConfig;
export type SingletonKey = keyof KeystaticConfig['singletons'] & string;
export type CollectionKey = keyof KeystaticConfig['collections'] & string;
type ContentReader = ReturnType<typeof createReader<KeystaticConfig['collections'], KeystaticConfig['singletons']>>;

export type SingletonData<K extends SingletonKey> = NonNullable<
  Awaited<ReturnType<ContentReader['singletons'][K]['read']>>
>;
export type CollectionData<K extends CollectionKey> = NonNullable<
  Awaited<ReturnType<ContentReader['collections'][K]['read']>>
>;

export interface ContentSource {
  /** The folder that holds content/ (and public/, for uploaded images). */
  readonly root: string;
  readonly locale: Locale;
  readonly reader: ContentReader;
}

/** The configuration a language's reader reads with: English's, or the same keys over that language's files. */
const readerConfigs = new Map<Locale, KeystaticConfig>([[defaultLocale, keystaticConfig]]);
function readerConfig(locale: Locale): KeystaticConfig {
  let config = readerConfigs.get(locale);
  if (!config) {
    config = {
      ...keystaticConfig,
      singletons: singletonsIn(locale),
      collections: collectionsIn(locale),
    } as KeystaticConfig;
    readerConfigs.set(locale, config);
  }
  return config;
}

export function contentSource(root: string = process.cwd(), locale: Locale = defaultLocale): ContentSource {
  return { root, locale, reader: createReader(root, readerConfig(locale)) };
}

const projectSources = new Map<Locale, ContentSource>();

/** The project's own content/ in one language. */
export function projectSource(locale: Locale): ContentSource {
  let source = projectSources.get(locale);
  if (!source) projectSources.set(locale, (source = contentSource(process.cwd(), locale)));
  return source;
}

/** The project's own content/, in the language of the page being rendered (lib/i18n/request.ts). */
export function defaultSource(): ContentSource {
  return projectSource(requestLocale());
}

/**
 * A loader of one source, read once per request: React's cache() keeps its
 * result for the render of one page (in `next dev` as in the build, so an
 * edit saved in the editor shows on the next load) and forgets it after.
 * Outside a render (scripts, tests, route handlers) each call reads again.
 */
export function perRequest<T>(load: (source: ContentSource) => Promise<T>): (source?: ContentSource) => Promise<T> {
  return cache((source: ContentSource = defaultSource()) => load(source));
}

/** The file an entry is kept in: its path, and .md when it has a Markdown body, else its data format's extension. */
function entryFile(entry: unknown, base: string): string {
  const { format } = entry as { format?: { data?: 'yaml' | 'json'; contentField?: string } };
  return `${base}${format?.contentField ? '.md' : format?.data === 'json' ? '.json' : '.yaml'}`;
}

/** The file a singleton is kept in, relative to the root: 'content/pages/faq.yaml' ('content/es/pages/faq.yaml'). */
export function singletonFile(key: SingletonKey, locale: Locale = defaultLocale): string {
  const singleton = readerConfig(locale).singletons[key];
  const base = singleton.path ?? `${key}/`;
  return entryFile(singleton, base.endsWith('/') ? `${base}index` : base);
}

/** The file of a collection's entry: 'content/blog/1.md'. */
export function collectionEntryFile(key: CollectionKey, slug: string, locale: Locale = defaultLocale): string {
  const collection = readerConfig(locale).collections[key];
  return entryFile(collection, (collection.path ?? `${key}/*`).replace('*', slug));
}

/** The folder of a collection's entries: 'content/blog'. */
export function collectionFolder(key: CollectionKey, locale: Locale = defaultLocale): string {
  const collection = readerConfig(locale).collections[key] as { path?: string };
  return (collection.path ?? `${key}/*`).replace(/\/\*$/, '');
}

export function absolutePath(source: ContentSource, file: string): string {
  return path.join(source.root, file);
}

/** What the reader read from a file; a missing or invalid file is a ContentError naming it. */
async function readEntry<T>(file: string, read: () => Promise<T | null>): Promise<{ file: string; data: T }> {
  let data: T | null;
  try {
    data = await read();
  } catch (error) {
    throw new ContentError(file, keystaticProblems(error));
  }
  if (!data) throw new ContentError(file, ['the file is missing']);
  return { file, data };
}

/** A singleton's fields as the schema reads them. */
export function readSingleton<K extends SingletonKey>(source: ContentSource, key: K) {
  return readEntry(singletonFile(key, source.locale), async () => {
    const data = await source.reader.singletons[key].read();
    return data as SingletonData<K> | null;
  });
}

/** Every entry of a collection, in file-name order. */
export async function readCollection<K extends CollectionKey>(source: ContentSource, key: K) {
  const slugs = (await source.reader.collections[key].list()).sort();
  return Promise.all(
    slugs.map(async (slug) => ({
      slug,
      ...(await readEntry(collectionEntryFile(key, slug, source.locale), async () => {
        const data = await source.reader.collections[key].read(slug);
        return data as CollectionData<K> | null;
      })),
    })),
  );
}
