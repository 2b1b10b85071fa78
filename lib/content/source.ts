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

/** The language a loader reads in: its source's, or the page's when it was given none. */
export function sourceLocale(source?: ContentSource): Locale {
  return (source ?? defaultSource()).locale;
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

const dataExtension = (format: { data?: 'yaml' | 'json' } | undefined) => (format?.data === 'json' ? '.json' : '.yaml');

/** The file a singleton is kept in, relative to the root: 'content/pages/faq.yaml' ('content/es/pages/faq.yaml'). */
export function singletonFile(key: SingletonKey, locale: Locale = defaultLocale): string {
  const singleton = readerConfig(locale).singletons[key] as {
    path?: string;
    format?: { data?: 'yaml' | 'json'; contentField?: string };
  };
  const base = singleton.path ?? `${key}/`;
  const extension = singleton.format?.contentField ? '.md' : dataExtension(singleton.format);
  return base.endsWith('/') ? `${base}index${extension}` : `${base}${extension}`;
}

/** The file of a collection's entry: 'content/blog/1.md'. */
export function collectionEntryFile(key: CollectionKey, slug: string, locale: Locale = defaultLocale): string {
  const collection = readerConfig(locale).collections[key] as {
    path?: string;
    format?: { data?: 'yaml' | 'json'; contentField?: string };
  };
  const pattern = collection.path ?? `${key}/*`;
  const extension = collection.format?.contentField ? '.md' : dataExtension(collection.format);
  return `${pattern.replace('*', slug)}${extension}`;
}

/** The folder of a collection's entries: 'content/blog'. */
export function collectionFolder(key: CollectionKey, locale: Locale = defaultLocale): string {
  const collection = readerConfig(locale).collections[key] as { path?: string };
  return (collection.path ?? `${key}/*`).replace(/\/\*$/, '');
}

export function absolutePath(source: ContentSource, file: string): string {
  return path.join(source.root, file);
}

/** A singleton's fields as the schema reads them; a missing or invalid file is a ContentError naming it. */
export async function readSingleton<K extends SingletonKey>(
  source: ContentSource,
  key: K,
): Promise<{ file: string; data: SingletonData<K> }> {
  const file = singletonFile(key, source.locale);
  let data: SingletonData<K> | null;
  try {
    data = (await source.reader.singletons[key].read()) as SingletonData<K> | null;
  } catch (error) {
    throw new ContentError(file, keystaticProblems(error));
  }
  if (!data) throw new ContentError(file, ['the file is missing']);
  return { file, data };
}

/** Every entry of a collection, in file-name order. */
export async function readCollection<K extends CollectionKey>(
  source: ContentSource,
  key: K,
): Promise<{ slug: string; file: string; data: CollectionData<K> }[]> {
  const slugs = (await source.reader.collections[key].list()).sort();
  return Promise.all(
    slugs.map(async (slug) => {
      const file = collectionEntryFile(key, slug, source.locale);
      let data: CollectionData<K> | null;
      try {
        data = (await source.reader.collections[key].read(slug)) as CollectionData<K> | null;
      } catch (error) {
        throw new ContentError(file, keystaticProblems(error));
      }
      if (!data) throw new ContentError(file, ['the file is missing']);
      return { slug, file, data };
    }),
  );
}
